import { DisputeReason, DisputeResolution, DisputeSide, DisputeStatus, DomainError, MAX_DISPUTE_MESSAGES } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A dispute refused for its state or its figures (400, `BILLING.*`). */
export class DisputeRefusedError extends DomainError {
  constructor(code: string, message: string, path?: string) {
    super(`BILLING.${code}`, 'invalid_request', message, path ? [{ path, message }] : undefined);
  }
}

/** Cents as the dollars messages name them (`12.30`). */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** What opening a dispute needs to know of its invoice, read under the invoice's row lock. */
export interface DisputedInvoice {
  sent: boolean;
  voided: boolean;
  canceled: boolean;
  amountBalance: number;
  disputeId: string | null;
}

/**
 * Whether an invoice can take a dispute of `amount` cents: sent, neither voided nor canceled, no dispute
 * already open (409), and the amount within the balance. Pure: the caller holds the invoice's lock.
 */
export function assertDisputable(invoice: DisputedInvoice, amount: number): void {
  if (!invoice.sent) throw new DisputeRefusedError('INVOICE_NOT_SENT', 'A dispute needs a sent invoice');
  if (invoice.voided || invoice.canceled) {
    throw new DisputeRefusedError('INVOICE_CLOSED', `A ${invoice.voided ? 'voided' : 'canceled'} invoice takes no disputes`);
  }
  if (invoice.disputeId !== null) {
    throw new DomainError('BILLING.DISPUTE_ALREADY_OPEN', 'conflict', `The invoice already has an open dispute (${invoice.disputeId})`);
  }
  if (amount > invoice.amountBalance) {
    throw new DisputeRefusedError(
      'DISPUTE_EXCEEDS_BALANCE',
      `The disputed amount (${dollarsText(amount)}) exceeds the invoice balance (${dollarsText(invoice.amountBalance)})`,
      'amount',
    );
  }
}

/**
 * A dispute on an invoice, in cents. `open` until `resolve` (a credit note was applied) or `reject`; both
 * are final. The methods hold the transitions and their refusals and touch no database: the service locks
 * the invoice and the dispute, calls them, saves, and writes the events in the same transaction.
 */
@Entity({ name: 'disputes' })
export class Dispute {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  /** Its invoice's sub-merchant (partners' invoices). */
  @Column({ type: 'text', nullable: true }) subMerchantId!: string | null;
  @Column({ type: 'text' }) invoiceId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) status!: DisputeStatus;
  @Column({ type: 'text' }) reason!: DisputeReason;
  @MoneyColumn() amount!: number;
  @Column({ type: 'text', nullable: true }) attachmentUrl!: string | null;
  @Column({ type: 'text', nullable: true }) resolution!: DisputeResolution | null;
  @Column({ type: 'text', nullable: true }) creditNoteId!: string | null;
  @MoneyColumn() amountCredited!: number;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) closedAt!: Date | null;

  get open(): boolean {
    return this.status === 'open';
  }

  /** Messages, resolutions and rejections need an open dispute. */
  assertOpen(): void {
    if (!this.open) throw new DisputeRefusedError('DISPUTE_CLOSED', `The dispute is already ${this.status}`);
  }

  /** A new message fits the thread (`count` messages so far). */
  assertTakesMessage(count: number): void {
    this.assertOpen();
    if (count >= MAX_DISPUTE_MESSAGES) throw new DisputeRefusedError('DISPUTE_THREAD_FULL', `A dispute takes at most ${MAX_DISPUTE_MESSAGES} messages`);
  }

  /**
   * Whether `amount` cents can be credited to resolve it: at most what was disputed (the invoice balance
   * is the credit note's own rule, checked where the note is applied).
   */
  assertResolvable(amount: number): void {
    this.assertOpen();
    if (amount > this.amount) {
      throw new DisputeRefusedError(
        'RESOLUTION_EXCEEDS_DISPUTE',
        `The credit (${dollarsText(amount)}) exceeds the disputed amount (${dollarsText(this.amount)})`,
        'amount',
      );
    }
  }

  /** Closed with a credit note of `amount` cents. */
  resolve(creditNoteId: string, amount: number, now: Date): void {
    this.assertResolvable(amount);
    this.status = 'resolved';
    this.resolution = 'credited';
    this.creditNoteId = creditNoteId;
    this.amountCredited = amount;
    this.closedAt = now;
    this.updatedAt = now;
  }

  /** Closed without a credit: the invoice is owed as it stands. */
  reject(now: Date): void {
    this.assertOpen();
    this.status = 'rejected';
    this.resolution = 'rejected';
    this.closedAt = now;
    this.updatedAt = now;
  }
}

/** A dispute's stored fields (what a new one is built from). */
export type DisputeFields = {
  [K in keyof Dispute as Dispute[K] extends (...args: never[]) => unknown ? never : K extends 'open' ? never : K]: Dispute[K];
};

/** One message of a dispute's thread; `position` numbers them from 1 within the dispute. */
@Entity({ name: 'dispute_messages' })
export class DisputeMessage {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) disputeId!: string;
  @Column({ type: 'integer' }) position!: number;
  @Column({ type: 'text' }) author!: DisputeSide;
  @Column({ type: 'text' }) text!: string;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}
