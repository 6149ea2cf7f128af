import { Injectable } from '@nestjs/common';
import {
  CaptureChargeBody,
  Charge as ChargeBody,
  ChargeLookup,
  DomainError,
  ListEnvelope,
  ListQuery,
  NotFoundError,
  Principal,
  SandboxCharge,
  toCents,
  UpdateCharge,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock, newId } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { chargeCaptured, invoiceCreated, invoiceSent } from '../billing-events';
import { CreditClient } from '../credit.client';
import { InvoiceDocuments } from '../invoices/invoice-documents.service';
import { Invoice, newInvoiceState } from '../invoices/invoice.entity';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { dueDate } from '../invoices/pricing';
import { Charge } from './charge.entity';
import { presentCharge } from './charge.presenter';
import { ChargesRepository } from './charges.repository';

export class ChargeNotFoundError extends NotFoundError {
  constructor() {
    super('Charge', 'BILLING.CHARGE_NOT_FOUND');
  }
}

export class ChargeStateError extends DomainError {
  constructor(code: string, message: string) {
    super(`BILLING.${code}`, 'invalid_request', message);
  }
}

/**
 * Charges: an authorization on the customer's line (credit `credit.charges.authorize`)
 * until captured or canceled. A capture (all, or part of the amount) creates a sent, non-advanced
 * invoice for the captured amount; credit turns the authorization into that invoice's receivable and
 * releases the rest. The invoice id is derived from the charge id, so a retried capture names the same
 * invoice to credit (whose capture is idempotent by charge id).
 */
@Injectable()
export class ChargesService {
  constructor(
    private readonly charges: ChargesRepository,
    private readonly invoices: InvoicesRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
    private readonly credit: CreditClient,
    private readonly documents: InvoiceDocuments,
  ) {}

  /** POST /sandbox/charges: what the checkout flow does in production. */
  async authorize(principal: Principal, input: SandboxCharge): Promise<ChargeBody> {
    const merchantId = principal.merchant_id;
    const amount = toCents(input.amount);
    // 404 for an unknown (or another merchant's) customer before anything is written.
    await this.credit.figures(merchantId, input.customer_id);
    const now = await this.clock.now(merchantId);
    const charge = await this.unitOfWork.run(async ({ manager }) => {
      const created = Object.assign(new Charge(), {
        id: this.ids.next('chg'),
        merchantId,
        customerId: input.customer_id,
        number: await this.charges.nextNumber(manager),
        amount,
        amountAuthorized: amount,
        amountCaptured: 0,
        terms: input.terms,
        orderNumber: input.order_number ?? null,
        poNumber: input.po_number ?? null,
        invoiceUrl: null,
        userId: null,
        metadata: input.metadata ?? {},
        captured: false,
        capturedAt: null,
        canceled: false,
        canceledAt: null,
        invoiceId: null,
        createdAt: now,
        updatedAt: now,
      } satisfies Omit<Charge, 'authorized'>);
      await this.charges.insert(manager, created);
      // Inside the transaction: a refusal (not approved, insufficient credit) leaves no charge behind.
      await this.credit.authorizeCharge({ merchant_id: merchantId, customer_id: created.customerId, charge_id: created.id, amount });
      return created;
    });
    return presentCharge(charge);
  }

  async get(principal: Principal, id: string): Promise<ChargeBody> {
    const charge = await this.charges.find(principal.merchant_id, id);
    if (!charge) throw new ChargeNotFoundError();
    return presentCharge(charge);
  }

  /** The internal lookup (`billing.charges.lookup`): what credit's orphan sweep needs to know. */
  async lookup(merchantId: string, id: string): Promise<ChargeLookup> {
    const charge = await this.charges.find(merchantId, id);
    if (!charge) throw new ChargeNotFoundError();
    return {
      id: charge.id,
      merchant_id: charge.merchantId,
      customer_id: charge.customerId,
      amount_authorized: charge.amountAuthorized,
      captured: charge.captured,
      canceled: charge.canceled,
    };
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<ChargeBody>> {
    return listEnvelope(query, await this.charges.list(principal.merchant_id, query), presentCharge);
  }

  /** PUT /charges/{id}: references and metadata any time; `amount` only down to what was authorized; `captured` / `canceled` act. */
  async update(principal: Principal, id: string, input: UpdateCharge): Promise<ChargeBody> {
    if (input.captured && input.canceled) throw new ChargeStateError('CONFLICTING_ACTIONS', '`captured` and `canceled` cannot both be set');
    await this.unitOfWork.run(async ({ manager }) => {
      const charge = await this.lock(manager, principal.merchant_id, id);
      if (input.amount !== undefined) {
        const amount = toCents(input.amount);
        if (!charge.authorized) throw new ChargeStateError('CHARGE_CLOSED', 'The amount of a captured or canceled charge cannot change');
        if (amount > charge.amountAuthorized) {
          throw new ChargeStateError('AMOUNT_EXCEEDS_AUTHORIZATION', `The amount cannot exceed the ${(charge.amountAuthorized / 100).toFixed(2)} authorized`);
        }
        charge.amount = amount;
      }
      if (input.invoice_url !== undefined) charge.invoiceUrl = input.invoice_url;
      if (input.order_number !== undefined) charge.orderNumber = input.order_number;
      if (input.po_number !== undefined) charge.poNumber = input.po_number;
      if (input.metadata !== undefined) charge.metadata = input.metadata;
      if (input.user_id !== undefined) charge.userId = input.user_id;
      charge.updatedAt = await this.clock.now(principal.merchant_id);
      await this.charges.save(manager, charge);
    });
    if (input.captured) return this.capture(principal, id, {});
    if (input.canceled) return this.cancel(principal, id);
    return this.get(principal, id);
  }

  async capture(principal: Principal, id: string, input: CaptureChargeBody): Promise<ChargeBody> {
    const merchantId = principal.merchant_id;
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const charge = await this.lock(manager, merchantId, id);
      if (charge.captured) throw new ChargeStateError('CHARGE_ALREADY_CAPTURED', 'The charge is already captured');
      if (charge.canceled) throw new ChargeStateError('CHARGE_CANCELED', 'A canceled charge cannot be captured');
      const amount = input.amount !== undefined ? toCents(input.amount) : charge.amount;
      if (amount > charge.amount) {
        throw new ChargeStateError('CAPTURE_EXCEEDS_AMOUNT', `At most ${(charge.amount / 100).toFixed(2)} of this charge can be captured`);
      }
      const now = await this.clock.now(merchantId);
      if (input.order_number !== undefined) charge.orderNumber = input.order_number;
      if (input.po_number !== undefined) charge.poNumber = input.po_number;
      const invoice = invoiceFromCapture(charge, amount, now);
      await this.invoices.insert(manager, invoice);
      await this.credit.captureCharge({
        merchant_id: merchantId,
        customer_id: charge.customerId,
        charge_id: charge.id,
        invoice_id: invoice.id,
        due_at: (invoice.dueAt as Date).toISOString(),
        amount,
      });
      charge.captured = true;
      charge.capturedAt = now;
      charge.amountCaptured = amount;
      charge.invoiceId = invoice.id;
      charge.updatedAt = now;
      await this.charges.save(manager, charge);
      await emit([
        invoiceCreated(invoice),
        invoiceSent(invoice),
        chargeCaptured(merchantId, { id: charge.id, customer_id: charge.customerId, invoice_id: invoice.id, amount }, now),
      ]);
    });
    this.documents.kick();
    return this.get(principal, id);
  }

  async cancel(principal: Principal, id: string): Promise<ChargeBody> {
    const merchantId = principal.merchant_id;
    await this.unitOfWork.run(async ({ manager }) => {
      const charge = await this.lock(manager, merchantId, id);
      if (charge.canceled) throw new ChargeStateError('CHARGE_ALREADY_CANCELED', 'The charge is already canceled');
      if (charge.captured) throw new ChargeStateError('CHARGE_CAPTURED', 'A captured charge cannot be canceled; cancel or void its invoice instead');
      await this.credit.cancelCharge({ merchant_id: merchantId, customer_id: charge.customerId, charge_id: charge.id });
      const now = await this.clock.now(merchantId);
      charge.canceled = true;
      charge.canceledAt = now;
      charge.updatedAt = now;
      await this.charges.save(manager, charge);
    });
    return this.get(principal, id);
  }

  private async lock(manager: EntityManager, merchantId: string, id: string): Promise<Charge> {
    const charge = await this.charges.findForUpdate(manager, merchantId, id);
    if (!charge) throw new ChargeNotFoundError();
    return charge;
  }
}

/** The sent, non-advanced invoice a capture becomes (its id follows from the charge's). */
function invoiceFromCapture(charge: Charge, amount: number, now: Date): Invoice {
  return Object.assign(new Invoice(), {
    id: `inv_${charge.id.replace(/^chg_/, '')}`,
    lineItems: [],
    merchantId: charge.merchantId,
    customerId: charge.customerId,
    source: 'API',
    number: charge.number,
    orderNumber: charge.orderNumber,
    poNumber: charge.poNumber,
    notes: null,
    terms: charge.terms,
    merchantInvoiceUrl: charge.invoiceUrl,
    merchantPdfUploadedAt: null,
    publicToken: newId('x', 32).slice(2),
    resolveInvoiceStatus: 'processing',
    advanceRequested: false,
    advanced: false,
    advancedAt: null,
    advanceRate: null,
    ...newInvoiceState(amount, now),
    sent: true,
    sentAt: now,
    invoicedAt: now,
    dueAt: dueDate(charge.terms, now),
  });
}
