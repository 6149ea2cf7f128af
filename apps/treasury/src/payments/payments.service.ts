import { Injectable } from '@nestjs/common';
import {
  CreateForwardedPayment,
  DomainError,
  ErrorDetail,
  InvoiceLookup,
  ListEnvelope,
  ListQuery,
  MerchantScope,
  PartnerPayment,
  Payment as PaymentBody,
  PaymentApplication,
  PaymentMethodName,
  PaymentSourceName,
  PaymentStatusRequest,
  PAYMENT_TRANSITIONS,
  Principal,
  SandboxPayment,
  scopeOf,
  toCents,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { PeersClient } from '../peers.client';
import { PayoutLedger } from '../payouts/payout-ledger.service';
import { paymentCreated, paymentPaid, paymentReversed, paymentStatusChanged } from '../treasury-events';
import { Payment, PaymentLink } from './payment.entity';
import { ForwardedPaymentRefusedError, InvalidPaymentLinksError, InvalidPaymentTransitionError, PaymentNotFoundError } from './payment.errors';
import { forCaller, forPartner, presentPayment } from './payment.presenter';
import { PaymentsRepository } from './payments.repository';

/**
 * Customer payments: recorded `pending` with the invoices they name, moved on by the bank (sandbox
 * helper or operator), applied when `paid`, reversed when a paid payment fails.
 *
 * How much of a link applies. When the payment is created each link must fit: the invoice belongs to
 * this merchant (else billing's 404) and this customer, is sent and open, and the link is at most what
 * the invoice can still take; the links together are at most the amount. When the payment is paid the
 * same rule is applied again, link by link in the order given, and whatever no longer fits (the invoice
 * was paid by another payment, credited, voided or canceled in between) becomes unapplied money.
 *
 * What an invoice can still take is the smaller of billing's `amount_balance` and `amount_due` less
 * what treasury's own paid payments have applied to it. Billing learns of payments from events, a
 * moment later; the second figure keeps two payments paid in quick succession from both applying the
 * same balance. Paying is serialised per customer (advisory lock), so the figure cannot move under it.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly ledger: PayoutLedger,
    private readonly peers: PeersClient,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
    private readonly dataSource: DataSource,
  ) {}

  async list(scope: MerchantScope, query: ListQuery): Promise<ListEnvelope<PaymentBody>> {
    const page = await this.payments.list(scope, query);
    const links = (
      await Promise.all(
        [...new Set(page.items.map((payment) => payment.merchantId))].map((merchantId) =>
          this.payments.links(
            merchantId,
            page.items.filter((payment) => payment.merchantId === merchantId).map((payment) => payment.id),
          ),
        ),
      )
    ).flat();
    return listEnvelope(query, page, (payment) =>
      presentPayment(
        payment,
        links.filter((link) => link.paymentId === payment.id),
      ),
    );
  }

  // ---- The API's doors: the caller's scope in, the caller's view out ------------------------------

  async listFor(principal: Principal, query: ListQuery): Promise<ListEnvelope<PaymentBody | PartnerPayment>> {
    const list = await this.list(scopeOf(principal), query);
    return { ...list, results: list.results.map((payment) => forCaller(principal, payment)) };
  }

  async getFor(principal: Principal, id: string): Promise<PaymentBody | PartnerPayment> {
    return forCaller(principal, await this.get(await this.ownerOf(scopeOf(principal), id), id));
  }

  /** Sandbox: a customer payment arrives, for a customer anywhere in the caller's scope. */
  async recordFor(principal: Principal, input: SandboxPayment): Promise<PaymentBody | PartnerPayment> {
    const owner = principal.partner ? (await this.peers.locateCustomer(scopeOf(principal), input.customer_id)).merchant_id : principal.merchant_id;
    return forCaller(principal, await this.record(owner, input, 'api'));
  }

  async setStatusFor(principal: Principal, id: string, request: PaymentStatusRequest): Promise<PaymentBody | PartnerPayment> {
    return forCaller(principal, await this.setStatus(await this.ownerOf(scopeOf(principal), id), id, request));
  }

  /** Which merchant of a caller's scope owns the payment (writes then run under that owner). */
  private async ownerOf(scope: MerchantScope, id: string): Promise<string> {
    const payment = await this.payments.findInScope(scope, id);
    if (!payment) throw new PaymentNotFoundError();
    return payment.merchantId;
  }

  /**
   * Partners' `POST /payments`: the payee (the marketplace, or the sub-merchant) received a payment for
   * one invoice of a sub-merchant and forwards it. The invoice must be sent, open and owe at least
   * `amount` (422 otherwise). It is recorded as a `merchant` payment of the invoice's customer, linked to
   * that invoice, and moves on like any payment; once paid it applies to the invoice, and on an advanced
   * invoice the amount is taken from the payee's next payout (PayoutLedger.bookMerchantPayment).
   */
  async recordForwarded(principal: Principal, input: CreateForwardedPayment): Promise<PartnerPayment> {
    const invoice = await this.peers.locateInvoice(scopeOf(principal), input.invoice_id);
    const amount = toCents(input.amount);
    const room = await this.room(this.dataSource.manager, invoice.merchant_id, invoice.customer_id, invoice, '');
    if (room.problem) throw new ForwardedPaymentRefusedError('invoice_id', `invoice ${invoice.id} ${room.problem}`);
    if (amount > room.amount) {
      throw new ForwardedPaymentRefusedError('amount', `${amount / 100} is more than the invoice's balance of ${room.amount / 100}`);
    }
    const payment = await this.record(
      invoice.merchant_id,
      { customer_id: invoice.customer_id, amount: input.amount, method: 'merchant', links: [{ invoice_id: invoice.id, amount: input.amount }] },
      'api',
    );
    return forPartner(payment);
  }

  async get(merchantId: string, id: string, manager?: EntityManager): Promise<PaymentBody> {
    const payment = await this.payments.find(merchantId, id, manager);
    if (!payment) throw new PaymentNotFoundError();
    return presentPayment(payment, await this.payments.links(merchantId, [id], manager));
  }

  async record(merchantId: string, input: SandboxPayment, source: 'api' | 'admin_user'): Promise<PaymentBody> {
    // The customer must exist (credit answers 404 for an unknown one or another merchant's).
    await this.peers.customerFigures(merchantId, input.customer_id);
    const amount = toCents(input.amount);
    const requested = (input.links ?? []).map((link) => ({ invoiceId: link.invoice_id, amount: toCents(link.amount) }));
    const details: ErrorDetail[] = [];
    const total = requested.reduce((sum, link) => sum + link.amount, 0);
    if (total > amount) details.push({ path: 'links', message: `the links add up to ${total / 100}, more than the payment's ${amount / 100}` });
    const invoices = new Map<string, InvoiceLookup>();
    for (const [index, link] of requested.entries()) {
      const invoice = await this.peers.invoice(merchantId, link.invoiceId);
      invoices.set(invoice.id, invoice);
      const room = await this.room(this.dataSource.manager, merchantId, input.customer_id, invoice, '');
      const problem = room.problem ?? (link.amount > room.amount ? `${link.amount / 100} is more than the invoice's balance of ${room.amount / 100}` : null);
      if (problem) details.push({ path: `links.${index}.amount`, message: `invoice ${link.invoiceId}: ${problem}` });
    }
    if (details.length > 0) throw new InvalidPaymentLinksError(details);

    const now = await this.clock.now(merchantId);
    const { payment, links } = this.newPayment(
      { merchantId, customerId: input.customer_id, source, method: input.method, amount, now },
      requested.map((link) => ({ ...link, invoice: invoices.get(link.invoiceId) })),
    );
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.payments.insert(manager, payment, links);
      await this.ledger.recordActivity(manager, merchantId, now);
      await emit(paymentCreated(payment));
    });
    return presentPayment(payment, links);
  }

  /**
   * What one invoice can still take from a payment of this customer (cents), or why it can take nothing:
   * the same rule a link is checked against when any payment is recorded. Billing's 404 passes through.
   */
  async invoiceRoom(merchantId: string, customerId: string, invoiceId: string): Promise<{ invoice: InvoiceLookup; amount: number; problem?: string }> {
    const invoice = await this.peers.invoice(merchantId, invoiceId);
    return { invoice, ...(await this.room(this.dataSource.manager, merchantId, customerId, invoice, '')) };
  }

  /**
   * A payment the payment provider already took (OnlinePayments), recorded and moved on in one
   * transaction, through the same steps as any payment: `payment.created`, then the move to `paid`
   * (billing decides what applies, forwarding and unapplied money are booked, `payment.status_changed`
   * and `payment.paid`) or to `in_transit` for a provider still settling it. Under the customer's payment
   * lock, a payment this submission (`idempotencyKey`) already made is answered instead (`replayed`).
   */
  async recordOnline(input: {
    merchantId: string;
    customerId: string;
    invoice: InvoiceLookup;
    amount: number;
    method: PaymentMethodName;
    provider: string;
    providerReference: string;
    idempotencyKey: string;
    status: 'paid' | 'in_transit';
  }): Promise<{ payment: PaymentBody; replayed: boolean }> {
    const { merchantId } = input;
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      await this.payments.lockCustomer(manager, merchantId, input.customerId);
      const earlier = await this.payments.findByIdempotencyKey(merchantId, input.idempotencyKey, manager);
      if (earlier) return { payment: await this.get(merchantId, earlier.id, manager), replayed: true };
      const { payment, links } = this.newPayment(
        { merchantId, customerId: input.customerId, source: 'payment_gateway', method: input.method, amount: input.amount, now },
        [{ invoiceId: input.invoice.id, amount: input.amount, invoice: input.invoice }],
      );
      Object.assign(payment, { provider: input.provider, providerReference: input.providerReference, idempotencyKey: input.idempotencyKey });
      await this.payments.insert(manager, payment, links);
      await this.ledger.recordActivity(manager, merchantId, now);
      await emit(paymentCreated(payment));
      await emit(await this.transition(manager, payment, links, { status: input.status }, now));
      await this.payments.save(manager, payment);
      return { payment: presentPayment(payment, links), replayed: false };
    });
  }

  /** A new `pending` payment and its links (nothing written). */
  private newPayment(
    head: { merchantId: string; customerId: string; source: PaymentSourceName; method: PaymentMethodName; amount: number; now: Date },
    requested: Array<{ invoiceId: string; amount: number; invoice?: InvoiceLookup }>,
  ): { payment: Payment; links: PaymentLink[] } {
    const { merchantId, now } = head;
    const payment = Object.assign(new Payment(), {
      id: this.ids.next('pay'),
      merchantId,
      customerId: head.customerId,
      source: head.source,
      method: head.method,
      status: 'pending',
      amount: head.amount,
      amountUnapplied: 0,
      processingFee: 0,
      createdAt: now,
      updatedAt: now,
      processedAt: null,
      paidAt: null,
      failedAt: null,
      canceledAt: null,
      scheduledAt: null,
      reversedAt: null,
      failedCode: null,
      canceledCode: null,
      createdByUserId: null,
      provider: null,
      providerReference: null,
      idempotencyKey: null,
    } satisfies Omit<Payment, 'canMoveTo' | 'moveTo'>);
    const links = requested.map((link, position) =>
      Object.assign(new PaymentLink(), {
        paymentId: payment.id,
        invoiceId: link.invoiceId,
        merchantId,
        position,
        amount: link.amount,
        amountApplied: null,
        invoiceNumber: link.invoice?.number ?? null,
        invoiceAdvanced: link.invoice?.advanced ?? null,
      } satisfies PaymentLink),
    );
    return { payment, links };
  }

  async setStatus(merchantId: string, id: string, request: PaymentStatusRequest): Promise<PaymentBody> {
    return (await this.move(merchantId, id, request)).payment;
  }

  /**
   * Moves a payment billing already decided to `paid` (the unbooked-payment sweep); answers whether this
   * call moved it (false when it was paid meanwhile, by a bank notice or another replica's sweep).
   */
  async completeDecided(merchantId: string, id: string): Promise<boolean> {
    return (await this.move(merchantId, id, { status: 'paid' })).moved;
  }

  private async move(merchantId: string, id: string, request: PaymentStatusRequest): Promise<{ payment: PaymentBody; moved: boolean }> {
    const known = await this.payments.find(merchantId, id);
    if (!known) throw new PaymentNotFoundError();
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager, emit }) => {
      await this.payments.lockCustomer(manager, merchantId, known.customerId);
      const payment = await this.payments.findForUpdate(manager, merchantId, id);
      if (!payment) throw new PaymentNotFoundError();
      // A repeated bank notice changes nothing.
      if (payment.status === request.status) return { payment: await this.get(merchantId, id, manager), moved: false };
      const links = await this.payments.links(merchantId, [id], manager);
      const events = await this.transition(manager, payment, links, request, now);
      await this.payments.save(manager, payment);
      await emit(events);
      return { payment: presentPayment(payment, links), moved: true };
    });
  }

  /**
   * Moves a locked payment on and returns the events to write: the status change, and what paying
   * (applied through billing) or the reversal of a paid payment books. The caller saves the payment.
   */
  private async transition(manager: EntityManager, payment: Payment, links: PaymentLink[], request: PaymentStatusRequest, now: Date) {
    if (!payment.canMoveTo(request.status)) throw new InvalidPaymentTransitionError(payment.status, request.status, PAYMENT_TRANSITIONS[payment.status]);
    const previous = payment.status;
    payment.moveTo(request.status, now, { failedCode: request.failed_code, canceledCode: request.canceled_code });
    const events = [paymentStatusChanged(payment, previous)];
    if (request.status === 'paid') events.push(paymentPaid(payment, await this.apply(manager, payment, links, now)));
    if (previous === 'paid' && request.status === 'failed') events.push(paymentReversed(payment, await this.reverse(manager, payment, links, now)));
    return events;
  }

  /**
   * Asks billing what each link applies (billing decides under each invoice's lock, never beyond its
   * balance, and answers the same decision if asked again), then books forwarded payments from exactly
   * that decision and sets the unapplied rest. Treasury never decides an application from its own read.
   */
  private async apply(manager: EntityManager, payment: Payment, links: PaymentLink[], now: Date): Promise<PaymentApplication[]> {
    const ordered = [...links].sort((a, b) => a.position - b.position);
    const decision = await this.peers.applyPayment({
      merchant_id: payment.merchantId,
      payment_id: payment.id,
      customer_id: payment.customerId,
      links: ordered.map((link) => ({ invoice_id: link.invoiceId, amount: link.amount })),
    });
    // Billing answers per invoice; links naming the same invoice share its amount in link order.
    const left = new Map<string, number>();
    for (const item of decision.applied) left.set(item.invoice_id, Math.max(left.get(item.invoice_id) ?? 0, item.amount));
    let remaining = payment.amount;
    const applied: PaymentApplication[] = [];
    for (const link of ordered) {
      const amount = Math.max(0, Math.min(link.amount, left.get(link.invoiceId) ?? 0, remaining));
      left.set(link.invoiceId, (left.get(link.invoiceId) ?? 0) - amount);
      remaining -= amount;
      const invoice = amount > 0 ? await this.lookup(payment.merchantId, link.invoiceId) : null;
      link.amountApplied = amount;
      link.invoiceAdvanced = invoice?.advanced ?? link.invoiceAdvanced;
      link.invoiceNumber = invoice?.number ?? link.invoiceNumber;
      await this.payments.saveLink(manager, link);
      if (amount === 0) continue;
      applied.push({ invoice_id: link.invoiceId, amount });
      const booked = { id: link.invoiceId, number: link.invoiceNumber, subMerchantId: invoice?.sub_merchant_id };
      if (payment.method === 'merchant') {
        // The payee holds this money already: on an advanced invoice it is Netline's and is taken back.
        if (link.invoiceAdvanced) await this.ledger.bookMerchantPayment(manager, payment, booked, amount, now);
      } else if (!link.invoiceAdvanced) {
        // An advanced invoice was paid to the merchant up front: the customer's payment settles the advance.
        await this.ledger.bookForwardedPayment(manager, payment, booked, amount, now);
      }
    }
    payment.amountUnapplied = remaining;
    await this.ledger.recordActivity(manager, payment.merchantId, now);
    return applied;
  }

  /** Takes back what the payment applied: billing and credit from the event, forwarded money here. */
  private async reverse(manager: EntityManager, payment: Payment, links: PaymentLink[], now: Date): Promise<PaymentApplication[]> {
    const applied: PaymentApplication[] = [];
    for (const link of links) {
      if (!link.amountApplied) continue;
      applied.push({ invoice_id: link.invoiceId, amount: link.amountApplied });
      if (payment.method === 'merchant') {
        if (link.invoiceAdvanced) await this.ledger.bookMerchantPaymentReversal(manager, payment, link.invoiceId, now);
      } else if (!link.invoiceAdvanced) {
        await this.ledger.bookRefund(manager, payment, link.invoiceId, now);
      }
    }
    return applied;
  }

  private async lookup(merchantId: string, invoiceId: string): Promise<InvoiceLookup | null> {
    try {
      return await this.peers.invoice(merchantId, invoiceId);
    } catch (error) {
      // An invoice billing no longer holds can take nothing; anything else (billing down) retries later.
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  private async room(
    manager: EntityManager,
    merchantId: string,
    customerId: string,
    invoice: InvoiceLookup,
    exceptPaymentId: string,
  ): Promise<{ amount: number; problem?: string }> {
    if (invoice.customer_id !== customerId) return { amount: 0, problem: 'belongs to another customer' };
    if (!invoice.sent) return { amount: 0, problem: 'has not been sent' };
    if (invoice.voided || invoice.canceled) return { amount: 0, problem: `is ${invoice.voided ? 'voided' : 'canceled'}` };
    const appliedHere = await this.payments.appliedToInvoice(manager, merchantId, invoice.id, exceptPaymentId);
    const amount = Math.max(0, Math.min(invoice.amount_balance, invoice.amount_due - appliedHere));
    return amount === 0 ? { amount, problem: 'has nothing left to pay' } : { amount };
  }
}
