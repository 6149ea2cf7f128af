import { Inject, Injectable } from '@nestjs/common';
import {
  ListEnvelope,
  ListQuery,
  MerchantScope,
  PartnerPayout,
  Principal,
  scopeOf,
  Payout as PayoutBody,
  PayoutRunResponse,
  PayoutStatus,
  PayoutTransaction as PayoutTransactionBody,
  PAYOUT_TRANSITIONS,
  listEnvelope,
} from '@netline/contracts';
import { CONFIG, NewEvent, UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { TreasuryConfig } from '../config';
import { payoutCreated, payoutStatusChanged } from '../treasury-events';
import { Payout, PayoutTransaction } from './payout.entity';
import { InvalidPayoutTransitionError, PayoutNotFoundError, PayoutNotRetryableError, PayoutTransactionNotFoundError } from './payout.errors';
import { presentPayout, presentPayoutFor, presentPayoutTransactionFor } from './payout.presenter';
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

  // ---- Merchant and partners API: the caller's scope in, the caller's view out --------------------

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<PayoutBody>> {
    return listEnvelope(query, await this.payouts.listPayouts(scopeOf(principal), query), (payout) => presentPayoutFor(principal, payout));
  }

  async get(principal: Principal, id: string): Promise<PayoutBody> {
    const payout = await this.payouts.findPayoutInScope(scopeOf(principal), id);
    if (!payout) throw new PayoutNotFoundError();
    return presentPayoutFor(principal, payout);
  }

  async listTransactions(principal: Principal, query: ListQuery): Promise<ListEnvelope<PayoutTransactionBody>> {
    return listEnvelope(query, await this.payouts.listTransactions(scopeOf(principal), query), (transaction) =>
      presentPayoutTransactionFor(principal, transaction),
    );
  }

  async getTransaction(principal: Principal, id: string): Promise<PayoutTransactionBody> {
    const transaction = await this.payouts.findTransaction(scopeOf(principal), id);
    if (!transaction) throw new PayoutTransactionNotFoundError();
    return presentPayoutTransactionFor(principal, transaction);
  }

  /** Sandbox: runs payouts for every merchant of the caller's scope (a partner pays itself and its sub-merchants). */
  async runFor(principal: Principal): Promise<PayoutRunResponse> {
    const payouts: PayoutRunResponse['payouts'] = [];
    for (const merchantId of scopeOf(principal)) {
      const run = await this.run(merchantId);
      payouts.push(...(principal.partner ? run.payouts.map((payout) => ({ ...payout, merchant_id: merchantId })) : run.payouts));
    }
    return { payouts };
  }

  async setStatusFor(principal: Principal, id: string, status: PayoutStatus): Promise<PayoutBody | PartnerPayout> {
    const merchantId = await this.ownerOf(scopeOf(principal), id);
    const payout = await this.setStatus(merchantId, id, status);
    return principal.partner ? { ...payout, merchant_id: merchantId } : payout;
  }

  async retryFor(principal: Principal, id: string): Promise<PayoutBody | PartnerPayout> {
    const merchantId = await this.ownerOf(scopeOf(principal), id);
    const payout = await this.retry(merchantId, id);
    return principal.partner ? { ...payout, merchant_id: merchantId } : payout;
  }

  private async ownerOf(scope: MerchantScope, id: string): Promise<string> {
    const payout = await this.payouts.findPayoutInScope(scope, id);
    if (!payout) throw new PayoutNotFoundError();
    return payout.merchantId;
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
    await this.payouts.assign(
      manager,
      merchantId,
      transactions.map((transaction) => transaction.id),
      payout.id,
      now,
    );
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
        await this.payouts.assign(
          manager,
          merchantId,
          transactions.map((transaction) => transaction.id),
          null,
          now,
        );
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
      await this.payouts.assign(
        manager,
        merchantId,
        transactions.map((transaction) => transaction.id),
        retry.id,
        now,
      );
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
