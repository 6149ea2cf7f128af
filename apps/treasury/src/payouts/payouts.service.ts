import { Inject, Injectable } from '@nestjs/common';
import {
  ListEnvelope,
  ListQuery,
  Payout as PayoutBody,
  PayoutRunResponse,
  PayoutStatus,
  PayoutTransaction as PayoutTransactionBody,
  PAYOUT_TRANSITIONS,
} from '@netline/contracts';
import { CONFIG, NewEvent, UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { TreasuryConfig } from '../config';
import { payoutCreated, payoutStatusChanged } from '../treasury-events';
import { Payout, PayoutTransaction } from './payout.entity';
import { InvalidPayoutTransitionError, PayoutNotFoundError, PayoutNotRetryableError, PayoutTransactionNotFoundError } from './payout.errors';
import { presentPayout, presentPayoutTransaction } from './payout.presenter';
import { PayoutsRepository } from './payouts.repository';

const DAY_MS = 86_400_000;
export type Emit = (events: NewEvent | NewEvent[]) => Promise<unknown>;

/**
 * Payouts: a run rolls every transaction of a merchant not yet paid out into one payout whose amounts
 * are their sums; its status then moves pending → in_transit → paid, or failed / canceled. A canceled
 * payout gives its transactions back (the next run takes them); a failed one keeps them until it is
 * retried, when they move to the new payout (`retry_payout_id`).
 *
 * Runs, status changes and retries of one merchant are serialised by a transaction-scoped advisory
 * lock, and the transactions taken are locked and must still have no payout, so a transaction can never
 * land in two payouts however many replicas run the job at once.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
  ) {}

  // ---- Merchant API ----------------------------------------------------------------------------

  async list(merchantId: string, query: ListQuery): Promise<ListEnvelope<PayoutBody>> {
    const { count, items } = await this.payouts.listPayouts(merchantId, query);
    return { count, page: query.page, limit: query.limit, results: items.map(presentPayout) };
  }

  async get(merchantId: string, id: string): Promise<PayoutBody> {
    const payout = await this.payouts.findPayout(merchantId, id);
    if (!payout) throw new PayoutNotFoundError();
    return presentPayout(payout);
  }

  async listTransactions(merchantId: string, query: ListQuery): Promise<ListEnvelope<PayoutTransactionBody>> {
    const { count, items } = await this.payouts.listTransactions(merchantId, query);
    return { count, page: query.page, limit: query.limit, results: items.map(presentPayoutTransaction) };
  }

  async getTransaction(merchantId: string, id: string): Promise<PayoutTransactionBody> {
    const transaction = await this.payouts.findTransaction(merchantId, id);
    if (!transaction) throw new PayoutTransactionNotFoundError();
    return presentPayoutTransaction(transaction);
  }

  // ---- Bank side (sandbox helpers and operator) -------------------------------------------------

  async run(merchantId: string): Promise<PayoutRunResponse> {
    const now = await this.clock.now(merchantId);
    const payout = await this.unitOfWork.run(({ manager, emit }) => this.runInTransaction(manager, emit, merchantId, now));
    return { payouts: payout ? [presentPayout(payout)] : [] };
  }

  /** The run itself, in the caller's transaction (also used by the jobs and the clock consumer). */
  async runInTransaction(manager: EntityManager, emit: Emit, merchantId: string, now: Date): Promise<Payout | null> {
    await this.payouts.lockMerchant(manager, merchantId);
    const transactions = await this.payouts.unpaidOutForUpdate(manager, merchantId);
    if (transactions.length === 0) return null;
    const payout = this.newPayout(merchantId, transactions, now, null);
    await this.payouts.insertPayout(manager, payout);
    await this.payouts.assign(manager, merchantId, transactions.map((transaction) => transaction.id), payout.id, now);
    await emit(payoutCreated(payout));
    return payout;
  }

  async setStatus(merchantId: string, id: string, status: PayoutStatus): Promise<PayoutBody> {
    const now = await this.clock.now(merchantId);
    const payout = await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.payouts.lockMerchant(manager, merchantId);
      const found = await this.payouts.findPayout(merchantId, id, manager);
      if (!found) throw new PayoutNotFoundError();
      // A repeated bank notice changes nothing.
      if (found.status === status) return found;
      if (!found.canMoveTo(status)) throw new InvalidPayoutTransitionError(found.status, status, PAYOUT_TRANSITIONS[found.status]);
      const previous = found.status;
      found.moveTo(status, now);
      if (status === 'canceled') {
        // Never sent: its transactions are still owed and go into the next run.
        const transactions = await this.payouts.transactionsOfPayout(manager, merchantId, found.id);
        await this.payouts.assign(manager, merchantId, transactions.map((transaction) => transaction.id), null, now);
      }
      await this.payouts.savePayout(manager, found);
      await emit(payoutStatusChanged(found, previous));
      return found;
    });
    return presentPayout(payout);
  }

  /** A failed payout is sent again as a new payout holding the same transactions. */
  async retry(merchantId: string, id: string): Promise<PayoutBody> {
    const now = await this.clock.now(merchantId);
    const payout = await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.payouts.lockMerchant(manager, merchantId);
      const failed = await this.payouts.findPayout(merchantId, id, manager);
      if (!failed) throw new PayoutNotFoundError();
      if (failed.status !== 'failed') throw new PayoutNotRetryableError(`Only a failed payout can be retried; this one is ${failed.status}`);
      if (await this.payouts.retryOf(manager, merchantId, id)) throw new PayoutNotRetryableError('This payout has already been retried');
      const transactions = await this.payouts.transactionsOfPayout(manager, merchantId, id);
      const retry = this.newPayout(merchantId, transactions, now, id);
      await this.payouts.insertPayout(manager, retry);
      await this.payouts.assign(manager, merchantId, transactions.map((transaction) => transaction.id), retry.id, now);
      await emit(payoutCreated(retry));
      return retry;
    });
    return presentPayout(payout);
  }

  private newPayout(merchantId: string, transactions: PayoutTransaction[], now: Date, retryOf: string | null): Payout {
    const sum = (pick: (transaction: PayoutTransaction) => number) => transactions.reduce((total, transaction) => total + pick(transaction), 0);
    const times = transactions.map((transaction) => transaction.createdAt.getTime());
    return Object.assign(new Payout(), {
      id: this.ids.next('po'),
      merchantId,
      status: 'pending',
      amountGross: sum((transaction) => transaction.amountGross),
      amountFee: sum((transaction) => transaction.amountFee),
      amountNet: sum((transaction) => transaction.amountNet),
      retryPayoutId: retryOf,
      expectedBy: new Date(now.getTime() + this.config.PAYOUT_EXPECTED_DAYS * DAY_MS),
      transactionsStartingAt: times.length ? new Date(Math.min(...times)) : null,
      transactionsEndingAt: times.length ? new Date(Math.max(...times)) : null,
      inTransitAt: null,
      paidAt: null,
      failedAt: null,
      canceledAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<Payout, 'canMoveTo' | 'moveTo'>);
  }
}
