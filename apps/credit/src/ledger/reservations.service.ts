import { Injectable } from '@nestjs/common';
import {
  AuthorizeChargeRequest,
  CancelChargeRequest,
  CaptureChargeRequest,
  CreditFigures,
  DomainError,
  EnlargeReservationRequest,
  ReleaseCreditRequest,
  ReserveCreditRequest,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { Receivable } from './ledger.entity';
import { assertCanDraw, figures, LedgerPostings } from './ledger-postings';
import { ChargeNotAuthorizedError, ReleaseExceedsReservationError, ReservationNotFoundError } from './ledger.errors';
import { LedgerRepository } from './ledger.repository';

/**
 * The reservations API billing and treasury call over NATS: invoice reservations (reserve, enlarge,
 * release), charge authorizations (authorize, capture, cancel), and the orphan sweeps' undoing of what
 * billing never committed. Each call locks the customer's row and posts its movements through
 * `LedgerPostings`; a reservation or authorization that would take available credit below zero is refused.
 *
 * Open receivables (one per reserved invoice or captured charge) keep what is still owed and its due
 * date: payments, credit notes, voids and cancels reduce them, and the hold job reads them.
 */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly postings: LedgerPostings,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
  ) {}

  async reserve(request: ReserveCreditRequest): Promise<CreditFigures> {
    const now = await this.clock.now(request.merchant_id);
    return this.unitOfWork.run(async ({ manager }) => {
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
      const existing = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (existing) {
        if (existing.customerId !== customer.id) {
          throw new DomainError('CREDIT.INVOICE_OF_ANOTHER_CUSTOMER', 'invalid_request', 'This invoice is reserved against another customer');
        }
        return figures(customer);
      }
      assertCanDraw(customer, request.amount);
      // After an orphaned reservation of this invoice was released, a new send reserves afresh.
      const cycle = await this.ledger.orphanReleases(manager, request.merchant_id, request.invoice_id);
      await this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `release:${request.key}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      const open = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (!open || open.customerId !== customer.id) throw new ReservationNotFoundError();
      const amount = request.amount ?? open.amountOutstanding;
      if (amount > open.amountOutstanding) throw new ReleaseExceedsReservationError(open.amountOutstanding);
      await this.postings.reduceReceivable(manager, customer, open, amount, now, {
        kind: 'reservation_released',
        idempotencyKey: key,
        reference: request.invoice_id,
      });
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
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `enlarge:${request.key}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      const open = await this.ledger.findReceivable(manager, request.merchant_id, request.invoice_id);
      if (!open || open.customerId !== customer.id) throw new ReservationNotFoundError();
      assertCanDraw(customer, request.amount);
      const inserted = await this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, merchantId, customerId);
      const open = await this.ledger.findReceivable(manager, merchantId, invoiceId);
      if (!open || open.customerId !== customer.id || open.amountOutstanding !== open.amountReserved || open.purpose === 'charge') return false;
      const cycle = await this.ledger.orphanReleases(manager, merchantId, invoiceId);
      const released = await this.postings.reduceReceivable(manager, customer, open, open.amountOutstanding, now, {
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
      const customer = await this.postings.lockCustomer(manager, merchantId, customerId);
      if (await this.ledger.exists(manager, merchantId, await this.captureKey(manager, merchantId, chargeId))) return false;
      const authorized = await this.ledger.authorizedFor(manager, merchantId, customer.id, chargeId);
      if (authorized <= 0) return false;
      return this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, merchantId, customerId);
      const cycle = await this.ledger.capturesUndone(manager, merchantId, chargeId);
      const key = captureKeyOf(chargeId, cycle);
      const capture = (await this.ledger.movementsOf(manager, merchantId, chargeId, 'charge_captured')).find((entry) => entry.idempotencyKey === key);
      if (!capture || capture.customerId !== customer.id || !capture.invoiceId) return false;
      if (capture.balanceChange > 0) {
        // The capture opened the receivable: it goes, if nothing touched it (nothing can, without billing's invoice).
        const open = await this.ledger.findReceivable(manager, merchantId, capture.invoiceId);
        if (!open || open.customerId !== customer.id || open.purpose !== 'charge' || open.amountOutstanding !== open.amountReserved) return false;
        const released = await this.postings.reduceReceivable(manager, customer, open, open.amountOutstanding, now, {
          kind: 'reservation_released',
          idempotencyKey: `release:${capture.invoiceId}:orphan-capture:${cycle}`,
          reference: capture.invoiceId,
        });
        if (!released) return false;
        await this.ledger.deleteReceivable(manager, merchantId, capture.invoiceId);
      }
      return this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `charge_authorized:${request.charge_id}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      assertCanDraw(customer, request.amount);
      await this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
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
      await this.postings.post(manager, customer, now, {
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
      const customer = await this.postings.lockCustomer(manager, request.merchant_id, request.customer_id);
      const key = `charge_canceled:${request.charge_id}`;
      if (await this.ledger.exists(manager, request.merchant_id, key)) return figures(customer);
      if (await this.ledger.exists(manager, request.merchant_id, await this.captureKey(manager, request.merchant_id, request.charge_id))) {
        throw new ChargeNotAuthorizedError('The charge was captured and can no longer be canceled');
      }
      const authorized = await this.ledger.authorizedFor(manager, request.merchant_id, customer.id, request.charge_id);
      if (authorized <= 0) throw new ChargeNotAuthorizedError();
      await this.postings.post(manager, customer, now, {
        kind: 'charge_canceled',
        idempotencyKey: key,
        reference: request.charge_id,
        amount: authorized,
        authorizedChange: -authorized,
      });
      return figures(customer);
    });
  }

  /** The idempotency key of the charge's current capture (a new one after each orphaned capture undone). */
  private async captureKey(manager: EntityManager, merchantId: string, chargeId: string): Promise<string> {
    return captureKeyOf(chargeId, await this.ledger.capturesUndone(manager, merchantId, chargeId));
  }
}

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
