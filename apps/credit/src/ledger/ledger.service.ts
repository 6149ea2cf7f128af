import { Injectable } from '@nestjs/common';
import {
  AuthorizeChargeRequest,
  CancelChargeRequest,
  CaptureChargeRequest,
  CreditFigures,
  DomainError,
  EnlargeReservationRequest,
  EventData,
  LedgerEntry as LedgerEntryBody,
  ListEnvelope,
  ListQuery,
  merchantScope,
  Principal,
  ReleaseCreditRequest,
  ReserveCreditRequest,
  scopeOf,
  toDollars,
} from '@netline/contracts';
import { InjectLogger, TypedEvent, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerEntry, Receivable } from './ledger.entity';
import {
  ChargeNotAuthorizedError,
  CustomerNotApprovedError,
  InsufficientCreditError,
  ReleaseExceedsReservationError,
  ReservationNotFoundError,
} from './ledger.errors';
import { LedgerRepository, NewMovement } from './ledger.repository';

type Movement = Omit<NewMovement, 'merchantId' | 'customerId' | 'createdAt'>;

/**
 * The credit ledger: every movement of a customer's credit account.
 *
 * Each operation locks the customer's row (`SELECT … FOR UPDATE`), so all movements of one customer are
 * serialised across replicas while different customers proceed in parallel. Inside that lock it inserts
 * one immutable ledger row per movement, carrying the change to each figure, and writes the new figures
 * to the customer in the same transaction; the row's unique idempotency key (kind + reference) makes a
 * repeated request or redelivered event apply nothing. `available = approved − balance − authorized +
 * unapplied payments`; a reservation or authorization that would take it below zero is refused.
 *
 * Open receivables (one per reserved invoice or captured charge) keep what is still owed and its due
 * date: payments, credit notes, voids and cancels reduce them, and the hold job reads them.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly customers: CustomersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  // ---- NATS API for billing and treasury -------------------------------------------------------

  async reserve(request: ReserveCreditRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      const existing = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (existing) {
        if (existing.customerId !== customer.id) {
          throw new DomainError('CREDIT.INVOICE_OF_ANOTHER_CUSTOMER', 'invalid_request', 'This invoice is reserved against another customer');
        }
        return figures(customer);
      }
      if (customer.creditStatus !== 'approved') throw new CustomerNotApprovedError(customer.creditStatus);
      const available = customer.amountAvailable();
      if (request.amount > available) throw new InsufficientCreditError(available, request.amount);
      // After an orphaned reservation of this invoice was released, a new send reserves afresh.
      const cycle = await this.ledger.orphanReleases(manager, request.merchant_id, request.invoice_id);
      await this.post(manager, customer, now, {
        kind: request.purpose === 'advance' ? 'advance_reserved' : 'invoice_reserved',
        idempotencyKey: cycle === 0 ? `reserve:${request.invoice_id}` : `reserve:${request.invoice_id}:${cycle}`,
        reference: request.invoice_id,
        invoiceId: request.invoice_id,
        amount: request.amount,
        balanceChange: request.amount,
      });
      await this.ledger.insertReceivable(manager, receivable(customer, request.invoice_id, request.purpose, request.amount, new Date(request.due_at), now));
      return figures(customer);
    });
  }

  async release(request: ReleaseCreditRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `release:${request.key}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      const open = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (!open || open.customerId !== customer.id) throw new ReservationNotFoundError();
      const amount = request.amount ?? open.amountOutstanding;
      if (amount > open.amountOutstanding) throw new ReleaseExceedsReservationError(open.amountOutstanding);
      await this.reduceReceivable(manager, customer, open, amount, now, { kind: 'reservation_released', idempotencyKey: key, reference: request.invoice_id });
      return figures(customer);
    });
  }

  /**
   * A sent invoice's amount went up: its reservation grows by `amount`, if the line (approved, enough
   * available) takes it, decided under the customer's lock like every other movement.
   */
  async enlarge(request: EnlargeReservationRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `enlarge:${request.key}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      const open = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (!open || open.customerId !== customer.id) throw new ReservationNotFoundError();
      if (customer.creditStatus !== 'approved') throw new CustomerNotApprovedError(customer.creditStatus);
      const available = customer.amountAvailable();
      if (request.amount > available) throw new InsufficientCreditError(available, request.amount);
      const inserted = await this.post(manager, customer, now, {
        kind: open.purpose === 'advance' ? 'advance_reserved' : 'invoice_reserved',
        idempotencyKey: key,
        reference: request.invoice_id,
        invoiceId: request.invoice_id,
        amount: request.amount,
        balanceChange: request.amount,
      });
      if (inserted) await this.ledger.enlargeReceivable(manager, customer.merchantId, open.invoiceId, request.amount, now);
      return figures(customer);
    });
  }

  /**
   * Releases a reservation billing never completed (its invoice is not sent: the send died after credit
   * committed) and forgets it, so that a later send reserves again. Answers false if the reservation is
   * no longer untouched (paid, credited or released meanwhile): then it is not an orphan.
   */
  async releaseOrphan(merchantId: string, customerId: string, invoiceId: string): Promise<boolean> {
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, merchantId, customerId);
      const open = await this.ledger.findReceivable(manager, merchantId, invoiceId);
      if (!open || open.customerId !== customer.id || open.amountOutstanding !== open.amountReserved || open.purpose === 'charge') return false;
      const cycle = await this.ledger.orphanReleases(manager, merchantId, invoiceId);
      const released = await this.reduceReceivable(manager, customer, open, open.amountOutstanding, now, {
        kind: 'reservation_released',
        idempotencyKey: `release:${invoiceId}:orphan:${cycle}`,
        reference: invoiceId,
      });
      if (released) await this.ledger.deleteReceivable(manager, merchantId, invoiceId);
      return released;
    });
  }

  /**
   * Releases an authorization billing never completed (its charge was never committed: billing died
   * after credit authorized). It is written as the charge's cancel (`charge_canceled:<charge_id>`), the
   * one movement that ends an authorization without a capture, so a repeat, or a cancel after it,
   * applies nothing. Answers false if the authorization is already captured, canceled or released.
   */
  async releaseOrphanAuthorization(merchantId: string, customerId: string, chargeId: string): Promise<boolean> {
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, merchantId, customerId);
      if (await this.ledger.exists(manager, merchantId, await this.captureKey(manager, merchantId, chargeId))) return false;
      const authorized = await this.ledger.authorizedFor(manager, merchantId, customer.id, chargeId);
      if (authorized <= 0) return false;
      return this.post(manager, customer, now, {
        kind: 'charge_canceled',
        idempotencyKey: `charge_canceled:${chargeId}`,
        reference: chargeId,
        amount: authorized,
        authorizedChange: -authorized,
      });
    });
  }

  /**
   * Undoes a capture billing never completed (its invoice was never committed: billing died after credit
   * captured, so billing's charge is still only authorized). The capture's receivable is released and
   * forgotten (`release:<invoice>:orphan-capture:<n>`) and its authorization restored
   * (`charge_authorized:<charge>:reopened:<n>`), so credit is back where billing is: an authorized,
   * uncaptured charge, which a later capture captures afresh (under `charge_captured:<charge>:<n>`) and a
   * cancel cancels. `<n>` counts the captures undone, so each capture of the charge is its own cycle and a
   * repeat applies nothing. Answers false if the charge has no capture to undo, or if its receivable was
   * paid or credited meanwhile (then billing's invoice exists and it is not an orphan).
   */
  async releaseOrphanCapture(merchantId: string, customerId: string, chargeId: string): Promise<boolean> {
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, merchantId, customerId);
      const cycle = await this.ledger.capturesUndone(manager, merchantId, chargeId);
      const key = captureKeyOf(chargeId, cycle);
      const capture = (await this.ledger.movementsOf(manager, merchantId, chargeId, 'charge_captured')).find((entry) => entry.idempotencyKey === key);
      if (!capture || capture.customerId !== customer.id || !capture.invoiceId) return false;
      if (capture.balanceChange > 0) {
        // The capture opened the receivable: it goes, if nothing touched it (nothing can, without billing's invoice).
        const open = await this.ledger.findReceivable(manager, merchantId, capture.invoiceId);
        if (!open || open.customerId !== customer.id || open.purpose !== 'charge' || open.amountOutstanding !== open.amountReserved) return false;
        const released = await this.reduceReceivable(manager, customer, open, open.amountOutstanding, now, {
          kind: 'reservation_released',
          idempotencyKey: `release:${capture.invoiceId}:orphan-capture:${cycle}`,
          reference: capture.invoiceId,
        });
        if (!released) return false;
        await this.ledger.deleteReceivable(manager, merchantId, capture.invoiceId);
      }
      return this.post(manager, customer, now, {
        kind: 'charge_authorized',
        idempotencyKey: `charge_authorized:${chargeId}:reopened:${cycle}`,
        reference: chargeId,
        amount: -capture.authorizedChange,
        authorizedChange: -capture.authorizedChange,
      });
    });
  }

  async authorizeCharge(request: AuthorizeChargeRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `charge_authorized:${request.charge_id}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      if (customer.creditStatus !== 'approved') throw new CustomerNotApprovedError(customer.creditStatus);
      const available = customer.amountAvailable();
      if (request.amount > available) throw new InsufficientCreditError(available, request.amount);
      await this.post(manager, customer, now, {
        kind: 'charge_authorized',
        idempotencyKey: key,
        reference: request.charge_id,
        amount: request.amount,
        authorizedChange: request.amount,
      });
      return figures(customer);
    });
  }

  async captureCharge(request: CaptureChargeRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      // After an orphaned capture of this charge was undone, the next capture is a new cycle.
      const key = await this.captureKey(manager, request.merchant_id, request.charge_id);
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      const authorized = await this.ledger.authorizedFor(manager, request.merchant_id, customer.id, request.charge_id);
      if (authorized <= 0) throw new ChargeNotAuthorizedError();
      const amount = request.amount ?? authorized;
      if (amount > authorized) throw new ChargeNotAuthorizedError(`Only ${(authorized / 100).toFixed(2)} of this charge is authorized`);
      // An invoice already reserved (billing reserved it first) keeps its reservation; the
      // authorization is then only released, so the same money is never counted twice.
      const existing = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      const balanceChange = existing ? 0 : amount;
      await this.post(manager, customer, now, {
        kind: 'charge_captured',
        idempotencyKey: key,
        reference: request.charge_id,
        invoiceId: request.invoice_id,
        amount,
        authorizedChange: -authorized,
        balanceChange,
      });
      if (!existing) {
        await this.ledger.insertReceivable(manager, receivable(customer, request.invoice_id, 'charge', amount, new Date(request.due_at), now));
      }
      return figures(customer);
    });
  }

  async cancelCharge(request: CancelChargeRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `charge_canceled:${request.charge_id}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      if (await this.ledger.exists(manager, request.merchant_id, await this.captureKey(manager, request.merchant_id, request.charge_id))) {
        throw new ChargeNotAuthorizedError('The charge was captured and can no longer be canceled');
      }
      const authorized = await this.ledger.authorizedFor(manager, request.merchant_id, customer.id, request.charge_id);
      if (authorized <= 0) throw new ChargeNotAuthorizedError();
      await this.post(manager, customer, now, {
        kind: 'charge_canceled',
        idempotencyKey: key,
        reference: request.charge_id,
        amount: authorized,
        authorizedChange: -authorized,
      });
      return figures(customer);
    });
  }

  async figures(merchantId: string, customerId: string): Promise<CreditFigures> {
    const found = await this.customers.findWithDecisions(merchantScope(merchantId), customerId);
    if (!found) throw new CustomerNotFoundError();
    return figures(found.customer);
  }

  // ---- Events from billing and treasury (inside the consumer's inbox transaction) ---------------

  /** Applies one validated event of billing or treasury (the consumer kit parsed it against the catalogue). */
  async applyEvent(event: TypedEvent<CreditConsumedEventType>, manager: EntityManager): Promise<void> {
    const now = await this.clock.now(event.merchant_id);
    const customer = await this.customers.findForUpdate(manager, merchantScope(event.merchant_id), event.data.customer_id);
    if (!customer) {
      // Another service's event about a customer credit does not know: nothing here can change that.
      this.logger.warn({ event_id: event.id, type: event.type, customer_id: event.data.customer_id }, 'event for an unknown customer ignored');
      return;
    }
    switch (event.type) {
      case 'invoice.voided':
      case 'invoice.canceled':
        return this.closeInvoice(manager, customer, event.data, event.type, now);
      case 'credit_note.applied':
        return this.applyCreditNote(manager, customer, event.data, now);
      case 'credit_note.voided':
        return this.voidCreditNote(manager, customer, event.data, now);
      case 'payment.paid':
        return this.applyPayment(manager, customer, event.data, now);
      case 'payment.reversed':
        return this.reversePayment(manager, customer, event.data, now);
    }
  }

  /** A void or cancel releases what is still outstanding on the invoice. */
  async closeInvoice(manager: EntityManager, customer: Customer, data: EventData<'invoice.voided' | 'invoice.canceled'>, type: 'invoice.voided' | 'invoice.canceled', now: Date): Promise<void> {
    const open = await this.ledger.findReceivable(manager, customer.merchantId, data.id);
    if (!open || open.customerId !== customer.id) return;
    const kind = type === 'invoice.voided' ? 'invoice_voided' : 'invoice_canceled';
    await this.reduceReceivable(manager, customer, open, open.amountOutstanding, now, { kind, idempotencyKey: `${kind}:${data.id}`, reference: data.id });
  }

  /** A credit note lowers what is owed on its invoice, never below zero. */
  async applyCreditNote(manager: EntityManager, customer: Customer, data: EventData<'credit_note.applied' | 'credit_note.voided'>, now: Date): Promise<void> {
    const open = await this.ledger.findReceivable(manager, customer.merchantId, data.invoice_id);
    const owed = open && open.customerId === customer.id ? open.amountOutstanding : 0;
    const applied = Math.min(data.amount, owed);
    const movement: Movement = { kind: 'credit_note_applied', idempotencyKey: `credit_note:${data.id}`, reference: data.id, invoiceId: data.invoice_id, amount: applied };
    if (open && applied > 0) await this.reduceReceivable(manager, customer, open, applied, now, movement);
    else await this.post(manager, customer, now, movement);
  }

  /** A voided credit note undoes what it lowered: the invoice is owed again, the balance rises back. */
  async voidCreditNote(manager: EntityManager, customer: Customer, data: EventData<'credit_note.applied' | 'credit_note.voided'>, now: Date): Promise<void> {
    const applied = await this.ledger.movementsOf(manager, customer.merchantId, data.id, 'credit_note_applied');
    for (const entry of applied.filter((row) => row.customerId === customer.id)) {
      const inserted = await this.post(manager, customer, now, {
        kind: 'credit_note_voided',
        idempotencyKey: `credit_note_voided:${entry.id}`,
        reference: data.id,
        invoiceId: entry.invoiceId,
        amount: entry.amount,
        balanceChange: -entry.balanceChange,
      });
      if (inserted && entry.invoiceId && entry.balanceChange !== 0) {
        const open = await this.ledger.findReceivable(manager, customer.merchantId, entry.invoiceId);
        if (open) await this.ledger.setOutstanding(manager, customer.merchantId, open.invoiceId, open.amountOutstanding - entry.balanceChange, now);
      }
    }
  }

  /**
   * A settled payment raises available credit by its amount: what it pays on reserved invoices lowers
   * the balance (up to what each still owes), the rest is held as unapplied payments.
   */
  async applyPayment(manager: EntityManager, customer: Customer, data: EventData<'payment.paid'>, now: Date): Promise<void> {
    let remaining = data.amount;
    for (const link of data.applied) {
      const open = await this.ledger.findReceivable(manager, customer.merchantId, link.invoice_id);
      if (!open || open.customerId !== customer.id) continue;
      const applied = Math.min(link.amount, open.amountOutstanding, remaining);
      if (applied === 0) continue;
      const reduced = await this.reduceReceivable(manager, customer, open, applied, now, {
        kind: 'payment_received',
        idempotencyKey: `payment:${data.id}:${link.invoice_id}`,
        reference: data.id,
      });
      if (reduced) remaining -= applied;
    }
    if (remaining > 0) {
      await this.post(manager, customer, now, {
        kind: 'payment_received',
        idempotencyKey: `payment:${data.id}:unapplied`,
        reference: data.id,
        amount: remaining,
        unappliedChange: remaining,
      });
    }
  }

  /** A reversed payment undoes exactly what its receipt did, invoice by invoice. */
  async reversePayment(manager: EntityManager, customer: Customer, data: EventData<'payment.reversed'>, now: Date): Promise<void> {
    const received = await this.ledger.movementsOf(manager, customer.merchantId, data.id, 'payment_received');
    for (const entry of received.filter((row) => row.customerId === customer.id)) {
      const inserted = await this.post(manager, customer, now, {
        kind: 'payment_reversed',
        idempotencyKey: `payment_reversed:${entry.id}`,
        reference: data.id,
        invoiceId: entry.invoiceId,
        amount: entry.amount,
        balanceChange: -entry.balanceChange,
        unappliedChange: -entry.unappliedChange,
      });
      if (inserted && entry.invoiceId && entry.balanceChange !== 0) {
        const open = await this.ledger.findReceivable(manager, customer.merchantId, entry.invoiceId);
        if (open) await this.ledger.setOutstanding(manager, customer.merchantId, open.invoiceId, open.amountOutstanding - entry.balanceChange, now);
      }
    }
  }

  // ---- Used by decisions -------------------------------------------------------------------------

  /** Records a change of the approved line (the caller holds the customer's lock). */
  async recordLineChange(manager: EntityManager, customer: Customer, decisionId: string, newLine: number, now: Date): Promise<void> {
    const change = newLine - customer.amountApproved;
    if (change === 0) return;
    await this.post(manager, customer, now, {
      kind: 'line_change',
      idempotencyKey: `line_change:${decisionId}`,
      reference: decisionId,
      amount: Math.abs(change),
      approvedChange: change,
    });
  }

  // ---- Merchant API -------------------------------------------------------------------------------

  async list(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<LedgerEntryBody>> {
    const found = await this.customers.findWithDecisions(scopeOf(principal), customerId);
    if (!found) throw new CustomerNotFoundError();
    const { count, items } = await this.ledger.list(found.customer.merchantId, customerId, query);
    return { count, page: query.page, limit: query.limit, results: items.map(presentEntry) };
  }

  // ---- Internals ----------------------------------------------------------------------------------

  /** The idempotency key of the charge's current capture (a new one after each orphaned capture undone). */
  private async captureKey(manager: EntityManager, merchantId: string, chargeId: string): Promise<string> {
    return captureKeyOf(chargeId, await this.ledger.capturesUndone(manager, merchantId, chargeId));
  }

  private async lockCustomer(manager: EntityManager, merchantId: string, customerId: string): Promise<Customer> {
    const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
    if (!customer) throw new CustomerNotFoundError();
    return customer;
  }

  /** Lowers an open receivable and the balance by `amount` in one movement. */
  private async reduceReceivable(
    manager: EntityManager,
    customer: Customer,
    open: Receivable,
    amount: number,
    now: Date,
    movement: Pick<Movement, 'kind' | 'idempotencyKey' | 'reference'> & Partial<Movement>,
  ): Promise<boolean> {
    const inserted = await this.post(manager, customer, now, {
      ...movement,
      invoiceId: open.invoiceId,
      amount,
      balanceChange: -amount,
    });
    if (inserted) await this.ledger.setOutstanding(manager, customer.merchantId, open.invoiceId, open.amountOutstanding - amount, now);
    return inserted;
  }

  /** Appends one movement and applies it to the customer's stored figures; false if it was applied before. */
  private async post(manager: EntityManager, customer: Customer, now: Date, movement: Movement): Promise<boolean> {
    const inserted = await this.ledger.insert(manager, { ...movement, merchantId: customer.merchantId, customerId: customer.id, createdAt: now });
    if (!inserted) return false;
    customer.amountApproved += movement.approvedChange ?? 0;
    customer.amountBalance += movement.balanceChange ?? 0;
    customer.amountAuthorized += movement.authorizedChange ?? 0;
    customer.amountUnappliedPayments += movement.unappliedChange ?? 0;
    customer.updatedAt = now;
    await this.customers.saveCredit(manager, customer);
    return true;
  }
}

/** The events credit applies to its ledger (billing's invoice closes and credit notes, treasury's payments). */
export const CREDIT_CONSUMED_EVENT_TYPES = ['invoice.voided', 'invoice.canceled', 'credit_note.applied', 'credit_note.voided', 'payment.paid', 'payment.reversed'] as const;
export type CreditConsumedEventType = (typeof CREDIT_CONSUMED_EVENT_TYPES)[number];

function captureKeyOf(chargeId: string, cycle: number): string {
  return cycle === 0 ? `charge_captured:${chargeId}` : `charge_captured:${chargeId}:${cycle}`;
}

function receivable(customer: Customer, invoiceId: string, purpose: Receivable['purpose'], amount: number, dueAt: Date, now: Date): Receivable {
  return Object.assign(new Receivable(), {
    merchantId: customer.merchantId,
    invoiceId,
    customerId: customer.id,
    purpose,
    amountReserved: amount,
    amountOutstanding: amount,
    dueAt,
    createdAt: now,
    updatedAt: now,
  });
}

export function figures(customer: Customer): CreditFigures {
  return {
    customer_id: customer.id,
    credit_status: customer.creditStatus,
    amount_approved: customer.amountApproved,
    amount_balance: customer.amountBalance,
    amount_authorized: customer.amountAuthorized,
    amount_unapplied_payments: customer.amountUnappliedPayments,
    amount_available: customer.amountAvailable(),
    advance_rate: customer.advanceRate,
  };
}

/** Entry → the contract's ledger entry; cents become dollars here only. */
function presentEntry(entry: LedgerEntry): LedgerEntryBody {
  return {
    id: entry.id,
    customer_id: entry.customerId,
    kind: entry.kind,
    amount: toDollars(entry.amount),
    approved_change: toDollars(entry.approvedChange),
    balance_change: toDollars(entry.balanceChange),
    authorized_change: toDollars(entry.authorizedChange),
    unapplied_payments_change: toDollars(entry.unappliedChange),
    invoice_id: entry.invoiceId,
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  };
}
