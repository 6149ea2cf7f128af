import { Terms } from '@netline/contracts';
import { decimalTransformer, MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type ResolveInvoiceStatus = 'not_generated' | 'processing' | 'completed';

/**
 * An invoice and its figures, all in integer cents. The invariant the table also checks:
 * `amountBalance = amountDue − amountPaid − amountCredited − amountVoided − amountCanceled`.
 * Every change of a figure goes through one of the methods below, which keep it.
 */
/** One invoice line as stored (money in integer cents). */
export interface StoredLineItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

@Entity({ name: 'invoices' })
export class Invoice {
  @PrimaryColumn({ type: 'text' }) id!: string;
  /** Whoever owns the customer: the merchant, or a partner (docs/decisions/0006-partners.md). */
  @Column({ type: 'text' }) merchantId!: string;
  /** The sub-merchant a partner's invoice is issued for (null for a merchant's own invoice). */
  @Column({ type: 'text', nullable: true }) subMerchantId!: string | null;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) source!: string;
  @Column({ type: 'text' }) number!: string;
  @Column({ type: 'text', nullable: true }) orderNumber!: string | null;
  @Column({ type: 'text', nullable: true }) poNumber!: string | null;
  @Column({ type: 'text', nullable: true }) notes!: string | null;
  /** The invoice's lines, amounts in cents; their sum is `amountDue` whenever there are any. */
  @Column({ type: 'jsonb' }) lineItems!: StoredLineItem[];
  @Column({ type: 'text' }) terms!: Terms;
  @Column({ type: 'text', nullable: true }) merchantInvoiceUrl!: string | null;
  /** Set once billing holds a merchant PDF it checked (advance condition a). */
  @Column({ type: 'timestamptz', nullable: true }) merchantPdfUploadedAt!: Date | null;
  /** Why the background fetch of `merchantInvoiceUrl` failed (null: fetched, or not tried yet). */
  @Column({ type: 'text', nullable: true }) merchantPdfFetchError!: string | null;
  /** The unguessable credential of the public document and payment page. */
  @Column({ type: 'text' }) publicToken!: string;
  @Column({ type: 'text' }) resolveInvoiceStatus!: ResolveInvoiceStatus;
  @Column({ type: 'boolean' }) advanceRequested!: boolean;
  @Column({ type: 'boolean' }) advanced!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) advancedAt!: Date | null;
  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true, transformer: decimalTransformer }) advanceRate!: number | null;
  @MoneyColumn() amountDue!: number;
  @MoneyColumn() amountBalance!: number;
  @MoneyColumn() amountPaid!: number;
  @MoneyColumn() amountPending!: number;
  @MoneyColumn() amountRefunded!: number;
  @MoneyColumn() amountCredited!: number;
  @MoneyColumn() amountVoided!: number;
  @MoneyColumn() amountCanceled!: number;
  @MoneyColumn() amountAdvance!: number;
  @MoneyColumn() amountAdvanceFee!: number;
  @MoneyColumn() amountPayoutDue!: number;
  @MoneyColumn() amountPayoutPaid!: number;
  @Column({ type: 'boolean' }) sent!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  @Column({ type: 'timestamptz' }) invoicedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) dueAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) originalDueAt!: Date | null;
  @Column({ type: 'boolean' }) fullyPaid!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) fullyPaidAt!: Date | null;
  @Column({ type: 'boolean' }) voided!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ type: 'boolean' }) canceled!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) canceledAt!: Date | null;
  @Column({ type: 'boolean' }) archived!: boolean;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** Open: sent, and neither voided nor canceled. */
  get open(): boolean {
    return this.sent && !this.voided && !this.canceled;
  }

  /** Recomputes the balance from the figures and the paid flag from the balance. */
  settle(now: Date): void {
    this.amountBalance = this.amountDue - this.amountPaid - this.amountCredited - this.amountVoided - this.amountCanceled;
    const nothingOwed = this.amountBalance === 0 && !this.voided && !this.canceled;
    if (nothingOwed && !this.fullyPaid) {
      this.fullyPaid = true;
      this.fullyPaidAt = now;
    } else if (!nothingOwed && this.fullyPaid) {
      this.fullyPaid = false;
      this.fullyPaidAt = null;
    }
    this.updatedAt = now;
  }

  /** Applies up to `amount` of a payment; returns what was applied (never more than the balance). */
  applyPayment(amount: number, now: Date): number {
    const applied = Math.min(Math.max(0, amount), this.amountBalance);
    this.amountPaid += applied;
    this.settle(now);
    return applied;
  }

  /** Undoes up to `amount` of earlier payments. */
  reversePayment(amount: number, now: Date): number {
    const reversed = Math.min(Math.max(0, amount), this.amountPaid);
    this.amountPaid -= reversed;
    this.settle(now);
    return reversed;
  }

  applyCredit(amount: number, now: Date): void {
    this.amountCredited += amount;
    this.settle(now);
  }

  voidCredit(amount: number, now: Date): void {
    this.amountCredited -= amount;
    this.settle(now);
  }

  void(now: Date): void {
    this.amountVoided = this.amountBalance;
    this.voided = true;
    this.voidedAt = now;
    this.settle(now);
  }

  cancel(now: Date): void {
    this.amountCanceled = this.amountBalance;
    this.canceled = true;
    this.canceledAt = now;
    this.settle(now);
  }

  /** A new amount while nothing has settled it yet (unsent, or sent without advance). */
  changeAmount(amount: number, now: Date): void {
    this.amountDue = amount;
    this.settle(now);
  }
}

@Entity({ name: 'invoice_files' })
export class InvoiceFile {
  @PrimaryColumn({ type: 'text' }) invoiceId!: string;
  @PrimaryColumn({ type: 'text' }) kind!: 'merchant' | 'rendered';
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'bytea' }) content!: Buffer;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}

/**
 * The figures (cents) and flags of a new invoice of `amount`: nothing paid, credited, advanced, voided or
 * canceled yet. Created directly or from a captured charge, every invoice starts here.
 */
export function newInvoiceState(amount: number, now: Date) {
  return {
    amountDue: amount,
    amountBalance: amount,
    amountPaid: 0,
    amountPending: 0,
    amountRefunded: 0,
    amountCredited: 0,
    amountVoided: 0,
    amountCanceled: 0,
    amountAdvance: 0,
    amountAdvanceFee: 0,
    amountPayoutDue: 0,
    amountPayoutPaid: 0,
    originalDueAt: null,
    fullyPaid: false,
    fullyPaidAt: null,
    voided: false,
    voidedAt: null,
    canceled: false,
    canceledAt: null,
    archived: false,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<Invoice>;
}
