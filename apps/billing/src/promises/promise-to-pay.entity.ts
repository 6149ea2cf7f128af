import { DomainError, PromiseToPayStatus } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

const DAY_MS = 86_400_000;
/** How far ahead a promise may name its day. */
export const MAX_PROMISE_DAYS_AHEAD = 365;

/** A promise refused for its invoices, its amount or its day (400, `BILLING.*`). */
export class PromiseRefusedError extends DomainError {
  constructor(code: string, message: string, path?: string) {
    super(`BILLING.${code}`, 'invalid_request', message, path ? [{ path, message }] : undefined);
  }
}

/** The end of the promised day (UTC, as every date of the merchant's clock): reminders pause until then. */
export function endOfPromisedDay(promisedFor: string): Date {
  return new Date(Date.parse(`${promisedFor}T00:00:00.000Z`) + DAY_MS);
}

/** The promised day is today or later on the merchant's clock, and at most a year ahead. */
export function assertPromisedDay(promisedFor: string, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  if (promisedFor < today) throw new PromiseRefusedError('PROMISE_DATE_PASSED', `\`promised_for\` must be today (${today}) or later`, 'promised_for');
  if (endOfPromisedDay(promisedFor).getTime() - now.getTime() > (MAX_PROMISE_DAYS_AHEAD + 1) * DAY_MS) {
    throw new PromiseRefusedError('PROMISE_DATE_TOO_FAR', `\`promised_for\` must be at most ${MAX_PROMISE_DAYS_AHEAD} days ahead`, 'promised_for');
  }
}

/** What a promise needs to know of each of its invoices, read under their row locks. */
export interface PromisedInvoice {
  id: string;
  customerId: string;
  sent: boolean;
  voided: boolean;
  canceled: boolean;
  amountBalance: number;
}

/**
 * The invoices of one promise: one customer's, each sent, neither voided nor canceled and owing a
 * balance, and the amount at most what they owe together. Answers the customer.
 */
export function assertPromisable(invoices: readonly PromisedInvoice[], amount: number): string {
  const customerId = invoices[0].customerId;
  for (const invoice of invoices) {
    if (invoice.customerId !== customerId) {
      throw new PromiseRefusedError('PROMISE_CUSTOMERS_DIFFER', 'A promise covers invoices of one customer', 'invoice_ids');
    }
    if (!invoice.sent || invoice.voided || invoice.canceled || invoice.amountBalance === 0) {
      const state = !invoice.sent ? 'not sent' : invoice.voided ? 'voided' : invoice.canceled ? 'canceled' : 'paid in full';
      throw new PromiseRefusedError('INVOICE_NOT_PROMISABLE', `A promise covers sent invoices with a balance owed; ${invoice.id} is ${state}`, 'invoice_ids');
    }
  }
  const owed = invoices.reduce((sum, invoice) => sum + invoice.amountBalance, 0);
  if (amount > owed) {
    throw new PromiseRefusedError(
      'PROMISE_EXCEEDS_BALANCE',
      `The promised amount (${(amount / 100).toFixed(2)}) exceeds what the invoices owe (${(owed / 100).toFixed(2)})`,
      'amount',
    );
  }
  return customerId;
}

/** Where a promise's invoices stand now: what payments have applied to them in all, and whether any still owes. */
export interface PromiseProgress {
  amountPaid: number;
  owing: boolean;
}

/**
 * A customer's promise to pay `amount` cents on its invoices by the end of `promisedFor`. Open while the
 * day lasts (its invoices' reminders pause); the collections pass then settles it with `settle`: `kept`
 * once payments since the promise reach the amount, or none of its invoices owes anything any more
 * (paid, credited, voided or canceled), whenever that happens first; `broken` when the day has ended
 * without that. Both are final.
 */
@Entity({ name: 'promises_to_pay' })
export class PromiseToPay {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text', array: true }) invoiceIds!: string[];
  @MoneyColumn() amount!: number;
  /** YYYY-MM-DD, the merchant's (UTC) day. */
  @Column({ type: 'text' }) promisedFor!: string;
  @Column({ type: 'timestamptz' }) pausesUntil!: Date;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  @Column({ type: 'text' }) status!: PromiseToPayStatus;
  /** What payments had applied to its invoices in all when it was made. */
  @MoneyColumn() amountPaidBefore!: number;
  /** Paid on its invoices since it was made, as the pass last saw it (final once settled). */
  @MoneyColumn() amountPaid!: number;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) keptAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) brokenAt!: Date | null;

  /** Whether its invoices' reminders wait at `now`. */
  pauses(now: Date): boolean {
    return this.status === 'open' && now.getTime() < this.pausesUntil.getTime();
  }

  /** Settles an open promise at `now` given its invoices' progress; answers the new status, or null while it stays open. */
  settle(progress: PromiseProgress, now: Date): 'kept' | 'broken' | null {
    if (this.status !== 'open') return null;
    const paidSince = progress.amountPaid - this.amountPaidBefore;
    let outcome: 'kept' | 'broken' | null = null;
    if (paidSince >= this.amount || !progress.owing) outcome = 'kept';
    else if (now.getTime() >= this.pausesUntil.getTime()) outcome = 'broken';
    if (outcome === null) {
      this.amountPaid = paidSince;
      return null;
    }
    this.status = outcome;
    this.amountPaid = paidSince;
    if (outcome === 'kept') this.keptAt = now;
    else this.brokenAt = now;
    this.updatedAt = now;
    return outcome;
  }
}

/** A promise's stored fields (what a new one is built from). */
export type PromiseToPayFields = { [K in keyof PromiseToPay as PromiseToPay[K] extends (...args: never[]) => unknown ? never : K]: PromiseToPay[K] };
