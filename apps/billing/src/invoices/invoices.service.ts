import { Inject, Injectable } from '@nestjs/common';
import {
  CreateInvoice,
  DomainError,
  Invoice as InvoiceBody,
  InvoiceLineItemInput,
  InvoiceLookup,
  InvoiceSettlements,
  InvoiceSums,
  isSubMerchantOf,
  ListEnvelope,
  ListQuery,
  MerchantScope,
  ownerForSubMerchant,
  PartnerCreateInvoice,
  PartnerInvoice,
  Principal,
  RawRequestBody,
  scopeOf,
  Terms,
  toCents,
  UpdateInvoice,
  listEnvelope,
} from '@netline/contracts';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock, newId } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { balanceUpdated, invoiceCreated, invoiceDueDateUpdated } from '../billing-events';
import { BillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { MailOutbox } from '../mail/mail-outbox.service';
import { InvoiceDocuments } from './invoice-documents.service';
import { Invoice, InvoiceFields, newInvoiceState, StoredLineItem } from './invoice.entity';
import { AdvanceConditionsError, AmountNotCoveredError, InvoiceNotFoundError, LineItemsMismatchError, SubMerchantNotFoundError } from './invoice.errors';
import { presentInvoiceFor, presentLookup } from './invoice.presenter';
import { InvoicesRepository } from './invoices.repository';
import { checkPdf } from './merchant-pdf';
import { MerchantPdfFetches } from './merchant-pdf-fetches.service';
import { dueDate } from './pricing';

const DEFAULT_TERMS = 'net30';

/**
 * The invoice lifecycle: created unsent; updated within the fields its state
 * allows; deleted only while unsent; sent (credit reserved, advance taken when requested and eligible);
 * voided while nothing is paid or credited; canceled for the unpaid remainder. Those rules and the
 * figures' arithmetic are the `Invoice`'s own methods; this service loads, asks credit, saves and emits.
 *
 * Every change runs in one transaction holding the invoice's row lock (`SELECT … FOR UPDATE`), together
 * with the outbox rows of its events. Calls to credit inside that transaction are idempotent by invoice
 * id, so a send retried after a crash reserves nothing twice.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
    private readonly credit: CreditClient,
    private readonly pdfFetches: MerchantPdfFetches,
    private readonly documents: InvoiceDocuments,
    private readonly mail: MailOutbox,
    @Inject(CONFIG) private readonly config: BillingConfig,
  ) {}

  async create(principal: Principal, input: CreateInvoice | PartnerCreateInvoice): Promise<InvoiceBody | PartnerInvoice> {
    const { merchantId, subMerchantId } = ownership(principal, 'merchant_id' in input ? input.merchant_id : undefined);
    const customer = await this.credit.customer(merchantId, input.customer_id);
    const now = await this.clock.now(merchantId);
    const terms = (input.terms ?? customer.default_terms ?? DEFAULT_TERMS) as Terms;
    const amount = toCents(input.amount);
    const lineItems = storedLineItems(input.line_items ?? [], amount);
    const invoice = Object.assign(new Invoice(), {
      id: this.ids.next('inv'),
      merchantId,
      subMerchantId,
      customerId: customer.id,
      source: 'API',
      number: input.number,
      orderNumber: input.order_number ?? null,
      poNumber: input.po_number ?? null,
      notes: input.notes ?? null,
      lineItems,
      terms,
      merchantInvoiceUrl: input.merchant_invoice_url ?? null,
      merchantPdfUploadedAt: null,
      merchantPdfFetchError: null,
      publicToken: newId('x', 32).slice(2),
      resolveInvoiceStatus: 'not_generated',
      advanceRequested: input.advance_requested ?? false,
      advanced: false,
      advancedAt: null,
      advanceRate: null,
      ...newInvoiceState(amount, now),
      sent: false,
      sentAt: null,
      invoicedAt: now,
      // Provisional until sent: the terms then run from the sending.
      dueAt: dueDate(terms, now),
    } satisfies InvoiceFields);
    await this.unitOfWork.runSingle(({ executor, stage }) => this.invoices.insertWithEvents(executor, invoice, stage(invoiceCreated(invoice))));
    // The PDF is fetched by a background job: a slow merchant server must not hold this request.
    if (invoice.merchantInvoiceUrl) this.pdfFetches.kick();
    // Every column was written from this object, so it is what a read would answer (no read back).
    return presentInvoiceFor(principal, invoice, this.config.PUBLIC_BASE_URL, now);
  }

  async get(principal: Principal, id: string): Promise<InvoiceBody | PartnerInvoice> {
    const invoice = await this.invoices.find(scopeOf(principal), id);
    if (!invoice) throw new InvoiceNotFoundError();
    return presentInvoiceFor(principal, invoice, this.config.PUBLIC_BASE_URL, await this.clock.now(invoice.merchantId));
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<InvoiceBody | PartnerInvoice>> {
    const page = await this.invoices.list(scopeOf(principal), query);
    // A partner's list spans its sub-merchants' owners, each at its own (sandbox) time.
    const owners = [...new Set(page.items.map((invoice) => invoice.merchantId))];
    const times = new Map(await Promise.all(owners.map(async (merchantId) => [merchantId, await this.clock.now(merchantId)] as const)));
    return listEnvelope(query, page, (invoice) => presentInvoiceFor(principal, invoice, this.config.PUBLIC_BASE_URL, times.get(invoice.merchantId)!));
  }

  /** The internal lookup, under one merchant (`billing.invoices.lookup`) or a caller's scope (`locate`). */
  async lookup(scope: MerchantScope, id: string): Promise<InvoiceLookup> {
    const invoice = await this.invoices.find(scope, id);
    if (!invoice) throw new InvoiceNotFoundError();
    return presentLookup(invoice);
  }

  /** Treasury's sums per invoice judged against the merchant's invoices: only the ones that disagree, and the unknown (`billing.invoices.settlements`). */
  settlements(merchantId: string, sums: InvoiceSums): Promise<InvoiceSettlements> {
    return this.invoices.settlementDifferences(merchantId, sums);
  }

  /** Which of the caller's merchants owns the invoice (every write below runs under that owner). */
  private async owner(principal: Principal, id: string): Promise<string> {
    const merchantId = await this.invoices.ownerIn(scopeOf(principal), id);
    if (!merchantId) throw new InvoiceNotFoundError();
    return merchantId;
  }

  async update(principal: Principal, id: string, input: UpdateInvoice): Promise<InvoiceBody | PartnerInvoice> {
    const merchantId = await this.owner(principal, id);
    if (input.customer_id !== undefined) await this.credit.customer(merchantId, input.customer_id);
    let refetch = false;
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.lock(manager, merchantId, id);
      invoice.assertUpdatable(
        Object.entries(input)
          .filter(([, value]) => value !== undefined)
          .map(([field]) => field),
      );
      const now = await this.clock.now(merchantId);
      const balanceBefore = invoice.amountBalance;
      const dueBefore = invoice.dueAt?.getTime() ?? null;
      if (input.customer_id !== undefined) invoice.customerId = input.customer_id;
      if (input.number !== undefined) invoice.number = input.number;
      if (input.order_number !== undefined) invoice.orderNumber = input.order_number;
      if (input.po_number !== undefined) invoice.poNumber = input.po_number;
      if (input.notes !== undefined) invoice.notes = input.notes;
      if (input.advance_requested !== undefined) invoice.advanceRequested = input.advance_requested;
      if (input.terms !== undefined) invoice.changeTerms(input.terms);
      if (input.merchant_invoice_url !== undefined && invoice.replaceMerchantInvoiceUrl(input.merchant_invoice_url)) {
        await this.invoices.deleteFile(manager, merchantId, id, 'merchant');
        refetch = invoice.merchantInvoiceUrl !== null;
      }
      const amount = input.amount !== undefined ? toCents(input.amount) : undefined;
      if (input.line_items !== undefined) {
        invoice.lineItems = storedLineItems(input.line_items, amount ?? invoice.amountDue);
      } else if (amount !== undefined && invoice.lineItems.length > 0 && amount !== invoice.amountDue) {
        // The stored lines would no longer add up to the amount.
        throw new LineItemsMismatchError('amount', 'the invoice has line_items; send line_items that add up to the new amount with it');
      }
      if (amount !== undefined) await this.changeAmount(invoice, amount, now);
      invoice.updatedAt = now;
      await this.invoices.save(manager, invoice);
      if (invoice.amountBalance !== balanceBefore) await emit(balanceUpdated(invoice));
      if (invoice.sent && invoice.dueAt && invoice.dueAt.getTime() !== dueBefore) await emit(invoiceDueDateUpdated(invoice, invoice.dueAt));
    });
    if (refetch) this.pdfFetches.kick();
    return this.get(principal, id);
  }

  /**
   * The invoice decides what a new amount asks of credit (`Invoice.amountCreditChange`); a higher amount
   * on a sent invoice is granted or refused by credit under its lock (refused: 400 naming `amount`), a
   * lower one is released, before the invoice takes the amount.
   */
  private async changeAmount(invoice: Invoice, amount: number, now: Date): Promise<void> {
    if (amount === invoice.amountDue) return;
    const change = invoice.amountCreditChange(amount);
    if (change) {
      const reservation = { merchant_id: invoice.merchantId, customer_id: invoice.customerId, invoice_id: invoice.id, key: amountChangeKey(invoice, amount) };
      if ('enlarge' in change) {
        try {
          await this.credit.enlarge({ ...reservation, amount: change.enlarge });
        } catch (error) {
          if (error instanceof DomainError && (error.code === 'CREDIT.INSUFFICIENT_CREDIT' || error.code === 'CREDIT.CUSTOMER_NOT_APPROVED')) {
            throw new AmountNotCoveredError(`the customer's line cannot take ${(change.enlarge / 100).toFixed(2)} more: ${error.message}`);
          }
          throw error;
        }
      } else {
        await this.credit.release({ ...reservation, amount: change.release });
      }
    }
    invoice.changeAmount(amount, now);
  }

  async delete(principal: Principal, id: string): Promise<InvoiceBody | PartnerInvoice> {
    const merchantId = await this.owner(principal, id);
    return this.unitOfWork.run(async ({ manager }) => {
      const invoice = await this.lock(manager, merchantId, id);
      invoice.assertDeletable();
      await this.releaseLeftover(invoice);
      const body = presentInvoiceFor(principal, invoice, this.config.PUBLIC_BASE_URL, await this.clock.now(merchantId));
      await this.invoices.delete(manager, merchantId, id);
      return body;
    });
  }

  /** A send that reserved credit and then failed to commit leaves a reservation; an unsent invoice gives it back. */
  private async releaseLeftover(invoice: Invoice): Promise<void> {
    try {
      await this.credit.release({ merchant_id: invoice.merchantId, customer_id: invoice.customerId, invoice_id: invoice.id, key: `${invoice.id}:delete` });
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
    }
  }

  /**
   * PUT /invoices/{id}/send. With `advance_requested` all three advance conditions (PDF, approved customer,
   * available credit) are checked first
   * and every missing one is named; then, under the row lock, credit reserves the amount (purpose
   * `advance` or `invoice`) and the invoice becomes sent (and advanced), and its PDF is queued.
   * Sending a sent invoice again answers it unchanged.
   */
  async send(principal: Principal, id: string): Promise<InvoiceBody | PartnerInvoice> {
    const before = await this.invoices.find(scopeOf(principal), id);
    if (!before) throw new InvoiceNotFoundError();
    const merchantId = before.merchantId;
    before.assertSendable();
    if (before.sent) return presentInvoiceFor(principal, before, this.config.PUBLIC_BASE_URL, await this.clock.now(merchantId));

    const figures = await this.credit.figures(merchantId, before.customerId);
    // Checked first on a plain read, to answer without taking the lock, and again below on the locked
    // row: the decision (advance or not, with or without the PDF) follows the row it is recorded on.
    before.assertAdvanceConditions(figures);

    await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.lock(manager, merchantId, id);
      invoice.assertSendable();
      if (invoice.sent) return;
      invoice.assertAdvanceConditions(figures);
      const now = await this.clock.now(merchantId);
      const due = invoice.dueIfSentAt(now);
      const advance = invoice.advanceRequested;
      try {
        await this.credit.reserve({
          merchant_id: merchantId,
          customer_id: invoice.customerId,
          invoice_id: invoice.id,
          amount: invoice.amountDue,
          due_at: due.toISOString(),
          purpose: advance ? 'advance' : 'invoice',
        });
      } catch (error) {
        if (advance && error instanceof DomainError && error.code === 'CREDIT.INSUFFICIENT_CREDIT') {
          throw new AdvanceConditionsError([{ path: 'amount', message: `(c) ${error.message}` }]);
        }
        throw error;
      }
      const events = invoice.send(now, { advanceRate: figures.advance_rate ?? this.config.ADVANCE_RATE, feeRate: this.config.ADVANCE_FEE_RATE });
      await this.invoices.save(manager, invoice);
      await emit(events);
      // The invoice to the customer, with this send or not at all (docs/collections.md).
      await this.mail.enqueue(
        manager,
        { merchantId, cause: `invoice:${invoice.id}`, kind: 'invoice', customerId: invoice.customerId, invoiceId: invoice.id },
        now,
      );
    });
    this.documents.kick();
    this.mail.queued();
    return this.get(principal, id);
  }

  /** Void: only a sent invoice with nothing paid or credited; its whole balance goes to zero. */
  async void(principal: Principal, id: string): Promise<InvoiceBody | PartnerInvoice> {
    const merchantId = await this.owner(principal, id);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.lock(manager, merchantId, id);
      const events = invoice.void(await this.clock.now(merchantId));
      await this.invoices.save(manager, invoice);
      await emit(events);
    });
    return this.get(principal, id);
  }

  /** Cancel: a sent invoice's unpaid remainder is canceled; what was paid or credited stays. */
  async cancel(principal: Principal, id: string): Promise<InvoiceBody | PartnerInvoice> {
    const merchantId = await this.owner(principal, id);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const invoice = await this.lock(manager, merchantId, id);
      const events = invoice.cancel(await this.clock.now(merchantId));
      await this.invoices.save(manager, invoice);
      await emit(events);
    });
    return this.get(principal, id);
  }

  /** PUT /invoices/{id}/pdf: the merchant's PDF sent directly (at most 700 KB, must start with %PDF-). */
  async uploadPdf(principal: Principal, id: string, file: RawRequestBody): Promise<InvoiceBody | PartnerInvoice> {
    const content = checkPdf(Buffer.from(file.body_base64, 'base64'));
    const merchantId = await this.owner(principal, id);
    await this.unitOfWork.run(async ({ manager }) => {
      const invoice = await this.lock(manager, merchantId, id);
      invoice.assertTakesPdf();
      const now = await this.clock.now(merchantId);
      await this.invoices.putFile(manager, invoice.merchantId, invoice.id, 'merchant', content, now);
      invoice.pdfReceived(now);
      await this.invoices.save(manager, invoice);
    });
    return this.get(principal, id);
  }

  private async lock(manager: EntityManager, merchantId: string, id: string): Promise<Invoice> {
    const invoice = await this.invoices.findForUpdate(manager, merchantId, id);
    if (!invoice) throw new InvoiceNotFoundError();
    return invoice;
  }
}

/**
 * Who owns a new invoice and which sub-merchant it names (docs/partners.md, "Who owns what"): a
 * merchant's own; for a partner the named sub-merchant (one of its own, else 404), owned by the
 * marketplace itself or by a single-merchant platform's sub-merchant, like the customer it bills.
 */
function ownership(principal: Principal, subMerchantId: string | undefined): { merchantId: string; subMerchantId: string | null } {
  if (!principal.partner) return { merchantId: principal.merchant_id, subMerchantId: null };
  if (subMerchantId === undefined || !isSubMerchantOf(principal, subMerchantId)) throw new SubMerchantNotFoundError();
  return { merchantId: ownerForSubMerchant(principal, subMerchantId), subMerchantId };
}

/**
 * The lines to store (cents), after checking that they add up to the invoice amount; no lines is
 * always fine. Each line's own arithmetic was checked with the request.
 */
function storedLineItems(items: InvoiceLineItemInput[], amountCents: number): StoredLineItem[] {
  if (items.length === 0) return [];
  const stored = items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit_price: toCents(item.unit_price),
    amount: toCents(item.amount),
  }));
  const total = stored.reduce((sum, item) => sum + item.amount, 0);
  if (total !== amountCents) {
    throw new LineItemsMismatchError(
      'line_items',
      `the line amounts add up to ${(total / 100).toFixed(2)}, but the invoice amount is ${(amountCents / 100).toFixed(2)}`,
    );
  }
  return stored;
}

/**
 * Names one change of a sent invoice's amount for credit's idempotency: a retry of the same change
 * (same invoice version) reserves or releases nothing twice, while a later change between the same two
 * amounts (300 → 350, back to 300, → 350 again) is a change of its own.
 */
function amountChangeKey(invoice: Invoice, amount: number): string {
  return `${invoice.id}:amount:${invoice.updatedAt.getTime()}:${invoice.amountDue}:${amount}`;
}
