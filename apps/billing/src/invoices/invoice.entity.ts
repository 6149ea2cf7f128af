import { CatalogueEventDraft, CreditFigures, ErrorDetail, INVOICE_UPDATE_FIELDS, Terms } from '@netline/contracts';
import { decimalTransformer, MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { balanceUpdated, invoiceAdvanced, invoiceCanceled, invoiceSent, invoiceVoided } from '../billing-events';
import { AdvanceConditionsError, FieldsNotUpdatableError, InvoiceStateError } from './invoice.errors';
import { dueDate, priceAdvance } from './pricing';

export type ResolveInvoiceStatus = 'not_generated' | 'processing' | 'completed';

/** One invoice line as stored (money in integer cents). */
export interface StoredLineItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** The rates an advance is priced at: the customer's (else the configured default) and Netline's fee. */
export interface AdvanceRates {
  advanceRate: number;
  feeRate: number;
}

/** What a sent invoice's new amount asks of the customer's credit line (cents); null when nothing. */
export type AmountCreditChange = { enlarge: number } | { release: number } | null;

/** The state an invoice's updatable fields follow (`INVOICE_UPDATE_FIELDS`). */
export type InvoiceUpdateState = keyof typeof INVOICE_UPDATE_FIELDS;

/**
 * An invoice and its figures, all in integer cents. The invariant the table also checks:
 * `amountBalance = amountDue − amountPaid − amountCredited − amountVoided − amountCanceled`.
 * Every change of a figure goes through one of the methods below, which keep it; the lifecycle's
 * refusals (which state allows a send, void, cancel, update or delete) are thrown from here too, with
 * their `BILLING.*` codes. The methods touch no database and call no service: the caller locks the
 * row, asks credit, saves, and writes the events they return to the outbox.
 */
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
  /** The latest reminder step handled, in days from the due date (collections; null: none yet). */
  @Column({ type: 'integer', nullable: true }) reminderOffsetDone!: number | null;
  /** When `invoice.overdue` was written for it (once per invoice). */
  @Column({ type: 'timestamptz', nullable: true }) overdueAt!: Date | null;
  /** The open dispute (docs/collections.md, "Disputes"), set and cleared by the disputes service; null: none. */
  @Column({ type: 'text', nullable: true }) disputeId!: string | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** Whole days past the due date at `now` while a balance is owed; 0 otherwise. */
  daysOverdue(now: Date): number {
    if (!this.open || this.amountBalance === 0 || !this.dueAt || now.getTime() <= this.dueAt.getTime()) return 0;
    return Math.floor((now.getTime() - this.dueAt.getTime()) / 86_400_000);
  }

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

  /** Which fields an update may change: `unsent`, `sent_advanced` or `sent_not_advanced`. */
  get updateState(): InvoiceUpdateState {
    return !this.sent ? 'unsent' : this.advanced ? 'sent_advanced' : 'sent_not_advanced';
  }

  /** Refuses an update of a voided or canceled invoice, or of any field its state does not allow. */
  assertUpdatable(fields: readonly string[]): void {
    if (this.voided || this.canceled) {
      throw new InvoiceStateError('INVOICE_CLOSED', `A ${this.voided ? 'voided' : 'canceled'} invoice cannot be updated`);
    }
    const state = this.updateState;
    const allowed: readonly string[] = INVOICE_UPDATE_FIELDS[state];
    const refused = fields.filter((field) => !allowed.includes(field));
    if (refused.length > 0) {
      const label = { unsent: 'an unsent', sent_advanced: 'a sent and advanced', sent_not_advanced: 'a sent' }[state];
      throw new FieldsNotUpdatableError(refused, label, allowed);
    }
  }

  /** Only an unsent invoice can be deleted. */
  assertDeletable(): void {
    if (this.sent) {
      throw new InvoiceStateError('INVOICE_ALREADY_SENT', 'Only an unsent invoice can be deleted; void or cancel a sent invoice instead');
    }
  }

  /** A voided or canceled invoice takes no new merchant PDF. */
  assertTakesPdf(): void {
    if (this.voided || this.canceled) throw new InvoiceStateError('INVOICE_CLOSED', 'A voided or canceled invoice takes no new PDF');
  }

  /** The merchant's PDF is held and checked (advance condition a); any earlier fetch failure is void. */
  pdfReceived(now: Date): void {
    this.merchantPdfUploadedAt = now;
    this.merchantPdfFetchError = null;
    this.updatedAt = now;
  }

  /**
   * A new `merchant_invoice_url` replaces the copy held: the PDF counts again only once fetched and
   * checked. Returns whether the URL changed (the caller drops the stored file and fetches the new one).
   */
  replaceMerchantInvoiceUrl(url: string | null): boolean {
    if (url === this.merchantInvoiceUrl) return false;
    this.merchantInvoiceUrl = url;
    this.merchantPdfUploadedAt = null;
    this.merchantPdfFetchError = null;
    return true;
  }

  /** New terms: the due date runs from the sending, or from the invoice date while unsent. */
  changeTerms(terms: Terms): void {
    this.terms = terms;
    this.dueAt = dueDate(terms, this.sentAt ?? this.invoicedAt);
  }

  /** A voided or canceled invoice cannot be sent. */
  assertSendable(): void {
    if (this.voided || this.canceled) {
      throw new InvoiceStateError('INVOICE_CLOSED', `A ${this.voided ? 'voided' : 'canceled'} invoice cannot be sent`);
    }
  }

  /**
   * With `advanceRequested`, every missing condition of an advance is named at once: (a) the PDF,
   * (b) an approved customer, (c) available credit covering the amount. Without it, nothing is checked.
   */
  assertAdvanceConditions(figures: Pick<CreditFigures, 'credit_status' | 'amount_available'>): void {
    if (!this.advanceRequested) return;
    const missing: ErrorDetail[] = [];
    if (!this.merchantPdfUploadedAt) {
      const pdfProblem = !this.merchantInvoiceUrl
        ? 'no merchant_invoice_url was given and no PDF was uploaded'
        : (this.merchantPdfFetchError ?? 'the PDF at merchant_invoice_url is still being fetched; retry shortly');
      missing.push({ path: 'merchant_invoice_url', message: `(a) the invoice PDF is missing: ${pdfProblem}` });
    }
    if (figures.credit_status !== 'approved') {
      missing.push({ path: 'customer_id', message: `(b) the customer is not approved (credit_status is ${figures.credit_status ?? 'null'})` });
    }
    if (figures.amount_available < this.amountDue) {
      missing.push({
        path: 'amount',
        message: `(c) the customer's available credit (${cents(figures.amount_available)}) does not cover the invoice amount (${cents(this.amountDue)})`,
      });
    }
    if (missing.length > 0) throw new AdvanceConditionsError(missing);
  }

  /** When the invoice falls due if sent at `now`: its terms run from the sending. */
  dueIfSentAt(now: Date): Date {
    return dueDate(this.terms, now);
  }

  /**
   * Sent at `now` (after credit reserved its amount): the terms run from now and rendering of Netline's
   * PDF starts; advanced too when `advanceRequested`. Returns `invoice.sent` (and `invoice.advanced`);
   * a sent invoice is left unchanged and returns nothing, so a repeated send changes nothing.
   */
  send(now: Date, rates: AdvanceRates): CatalogueEventDraft[] {
    this.assertSendable();
    if (this.sent) return [];
    this.sent = true;
    this.sentAt = now;
    this.dueAt = this.dueIfSentAt(now);
    this.resolveInvoiceStatus = 'processing';
    const advanced = this.advanceRequested ? this.advance(now, rates) : [];
    this.updatedAt = now;
    // Built last: `invoice.sent` says whether the invoice was advanced.
    return [invoiceSent(this), ...advanced];
  }

  /**
   * The advance, taken as a sent invoice goes out: `amountAdvance` = amount × rate and the fee =
   * amount × fee rate, each half up to the cent, payout due = advance − fee; `originalDueAt` keeps the
   * due date of that moment. Returns `invoice.advanced`.
   */
  advance(now: Date, rates: AdvanceRates): CatalogueEventDraft[] {
    const pricing = priceAdvance(this.amountDue, rates.advanceRate, rates.feeRate);
    this.advanced = true;
    this.advancedAt = now;
    this.advanceRate = rates.advanceRate;
    this.amountAdvance = pricing.amountAdvance;
    this.amountAdvanceFee = pricing.amountAdvanceFee;
    this.amountPayoutDue = pricing.amountPayoutDue;
    this.originalDueAt = this.dueAt;
    this.updatedAt = now;
    return [invoiceAdvanced(this)];
  }

  /**
   * Void: only a sent invoice with nothing paid or credited; its whole balance becomes `amountVoided`
   * and the balance 0. Returns `invoice.voided` and `invoice.balance_updated`.
   */
  void(now: Date): CatalogueEventDraft[] {
    if (this.voided) throw new InvoiceStateError('INVOICE_ALREADY_VOIDED', 'The invoice is already voided');
    if (this.canceled) throw new InvoiceStateError('INVOICE_CANCELED', 'A canceled invoice cannot be voided');
    if (!this.sent) throw new InvoiceStateError('INVOICE_NOT_SENT', 'Only a sent invoice can be voided; delete an unsent invoice instead');
    if (this.amountPaid > 0 || this.fullyPaid) {
      throw new InvoiceStateError('INVOICE_HAS_PAYMENTS', 'A paid invoice cannot be voided; issue a credit note instead');
    }
    if (this.amountCredited > 0) {
      throw new InvoiceStateError('INVOICE_HAS_CREDIT_NOTES', 'An invoice with credit notes cannot be voided; issue a credit note for the rest instead');
    }
    this.amountVoided = this.amountBalance;
    this.voided = true;
    this.voidedAt = now;
    this.settle(now);
    return [invoiceVoided(this), balanceUpdated(this)];
  }

  /**
   * Cancel: a sent invoice's unpaid remainder becomes `amountCanceled` and the balance 0; what was paid
   * or credited stays. Returns `invoice.canceled` and `invoice.balance_updated`.
   */
  cancel(now: Date): CatalogueEventDraft[] {
    if (this.canceled) throw new InvoiceStateError('INVOICE_ALREADY_CANCELED', 'The invoice is already canceled');
    if (this.voided) throw new InvoiceStateError('INVOICE_VOIDED', 'A voided invoice cannot be canceled');
    if (!this.sent) throw new InvoiceStateError('INVOICE_NOT_SENT', 'Only a sent invoice can be canceled; delete an unsent invoice instead');
    if (this.amountBalance === 0) throw new InvoiceStateError('INVOICE_NOTHING_OWED', 'Nothing is left to cancel: the invoice is fully paid or credited');
    this.amountCanceled = this.amountBalance;
    this.canceled = true;
    this.canceledAt = now;
    this.settle(now);
    return [invoiceCanceled(this), balanceUpdated(this)];
  }

  /**
   * What a new amount asks of credit. Unsent: nothing (nothing is reserved yet). Sent (credit holds the
   * amount on the customer's line): a higher amount enlarges the reservation by the difference, a lower
   * one releases the difference, never below what payments and credit notes already settled.
   */
  amountCreditChange(amount: number): AmountCreditChange {
    if (amount === this.amountDue || !this.sent) return null;
    if (amount > this.amountDue) return { enlarge: amount - this.amountDue };
    const settled = this.amountPaid + this.amountCredited;
    if (amount < settled) {
      throw new InvoiceStateError('AMOUNT_BELOW_SETTLED', `The amount cannot go below the ${cents(settled)} already paid or credited`);
    }
    return { release: this.amountDue - amount };
  }

  /** A new amount while nothing has settled it yet (unsent, or sent without advance); the balance follows. */
  changeAmount(amount: number, now: Date): void {
    this.amountCreditChange(amount);
    this.amountDue = amount;
    this.settle(now);
  }
}

/** An invoice's stored fields, what a new invoice is built from (methods and derived getters left out). */
export type InvoiceFields = Omit<
  { [K in keyof Invoice as Invoice[K] extends (...args: never[]) => unknown ? never : K]: Invoice[K] },
  'open' | 'updateState' | 'daysOverdue'
>;

/** Cents as the dollars messages name them (`12.30`). */
function cents(amount: number): string {
  return (amount / 100).toFixed(2);
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
    reminderOffsetDone: null,
    overdueAt: null,
    disputeId: null,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<Invoice>;
}
