import { Injectable } from '@nestjs/common';
import {
  CreatePromiseToPay,
  ListEnvelope,
  ListQuery,
  MerchantScope,
  NotFoundError,
  Principal,
  PromiseToPay as PromiseToPayBody,
  scopeOf,
  toCents,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { Emit, promiseToPayBroken, promiseToPayCreated } from '../billing-events';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceNotFoundError } from '../invoices/invoice.errors';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { assertPromisable, assertPromisedDay, endOfPromisedDay, PromiseToPay, PromiseToPayFields } from './promise-to-pay.entity';
import { presentPromiseToPay } from './promise-to-pay.presenter';
import { PromisesRepository } from './promises.repository';

export class PromiseToPayNotFoundError extends NotFoundError {
  constructor() {
    super('Promise to pay', 'BILLING.PROMISE_TO_PAY_NOT_FOUND');
  }
}

/**
 * Who records or reads promises, whatever door the request came through: the accounts it may act in and,
 * for a buyer, the one customer it is (its own invoices and promises only). The author of a change is
 * recorded on its events as the request's actor, as for any operation.
 */
export interface PromiseCaller {
  scope: MerchantScope;
  customerId?: string;
}

export function merchantCaller(principal: Principal): PromiseCaller {
  return { scope: scopeOf(principal) };
}

/** What settling one merchant's open promises did (the collections pass). */
export interface PromisesSettled {
  kept: number;
  broken: number;
}

/**
 * Promises to pay (docs/collections.md, "Promises to pay"): recorded against a customer's sent invoices
 * under their row locks (so what had been paid on them is read consistently), paused reminders read by the
 * collections pass, and settled by it (`settleOpen`) to `kept` or `broken`, each in a transaction of its
 * own under the promise's lock.
 */
@Injectable()
export class PromisesService {
  constructor(
    private readonly promises: PromisesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
  ) {}

  async create(caller: PromiseCaller, input: CreatePromiseToPay): Promise<PromiseToPayBody> {
    const ids = [...input.invoice_ids].sort();
    const merchantId = await this.invoices.ownerIn(caller.scope, ids[0]);
    if (!merchantId) throw new InvoiceNotFoundError();
    const amount = toCents(input.amount);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      // In id order, as payments lock them: a promise and a payment over the same invoices cannot deadlock.
      const invoices: Invoice[] = [];
      for (const id of ids) {
        const invoice = await this.invoices.findForUpdate(manager, merchantId, id);
        if (!invoice || (caller.customerId && invoice.customerId !== caller.customerId)) throw new InvoiceNotFoundError();
        invoices.push(invoice);
      }
      const customerId = assertPromisable(invoices, amount);
      const now = await this.clock.now(merchantId);
      assertPromisedDay(input.promised_for, now);
      const promise = Object.assign(new PromiseToPay(), {
        id: this.ids.next('ptp'),
        merchantId,
        customerId,
        invoiceIds: input.invoice_ids,
        amount,
        promisedFor: input.promised_for,
        pausesUntil: endOfPromisedDay(input.promised_for),
        message: input.message ?? null,
        status: 'open',
        amountPaidBefore: invoices.reduce((sum, invoice) => sum + invoice.amountPaid, 0),
        amountPaid: 0,
        createdAt: now,
        updatedAt: now,
        keptAt: null,
        brokenAt: null,
      } satisfies PromiseToPayFields);
      await this.promises.insert(manager, promise);
      await emit(promiseToPayCreated(promise));
      return presentPromiseToPay(promise);
    });
  }

  async get(caller: PromiseCaller, id: string): Promise<PromiseToPayBody> {
    const promise = await this.promises.find(caller.scope, id, caller.customerId);
    if (!promise) throw new PromiseToPayNotFoundError();
    return presentPromiseToPay(promise);
  }

  async list(caller: PromiseCaller, query: ListQuery): Promise<ListEnvelope<PromiseToPayBody>> {
    return listEnvelope(query, await this.promises.list(caller.scope, query, caller.customerId), presentPromiseToPay);
  }

  /** Which of `invoiceIds` an open promise pauses now (the collections pass, for a batch). */
  pausingAmong(manager: EntityManager, merchantId: string, invoiceIds: readonly string[], now: Date): Promise<Set<string>> {
    return this.promises.pausingAmong(manager, merchantId, invoiceIds, now);
  }

  /** Merchants with an open promise: the pass settles theirs even when no invoice of theirs has a step due. */
  merchantsWithOpenPromises(): Promise<string[]> {
    return this.promises.merchantsWithOpenPromises();
  }

  /**
   * Settles every open promise of the merchant at `now` (the collections pass, before it reminds): kept once
   * paid, broken once its day has ended unpaid, with `invoice.promise_to_pay_broken` in that transaction.
   */
  async settleOpen(merchantId: string, now: Date): Promise<PromisesSettled> {
    const settled: PromisesSettled = { kept: 0, broken: 0 };
    for (const id of await this.promises.openIds(merchantId)) {
      const outcome = await this.unitOfWork.run(({ manager, emit }) => this.settle(manager, emit, merchantId, id, now));
      if (outcome) settled[outcome] += 1;
    }
    return settled;
  }

  private async settle(manager: EntityManager, emit: Emit, merchantId: string, id: string, now: Date): Promise<'kept' | 'broken' | null> {
    const promise = await this.promises.findForUpdate(manager, merchantId, id);
    if (!promise || promise.status !== 'open') return null;
    const before = promise.amountPaid;
    const outcome = promise.settle(await this.promises.progress(manager, merchantId, promise.invoiceIds), now);
    if (outcome === null && promise.amountPaid === before) return null;
    await this.promises.save(manager, promise);
    if (outcome === 'broken') await emit(promiseToPayBroken(promise));
    return outcome;
  }
}
