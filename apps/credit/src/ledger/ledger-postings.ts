import { Injectable } from '@nestjs/common';
import { CreditFigures, merchantScope } from '@netline/contracts';
import { EntityManager } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { Receivable } from './ledger.entity';
import { CustomerNotApprovedError, InsufficientCreditError } from './ledger.errors';
import { LedgerRepository, NewMovement } from './ledger.repository';

export type Movement = Omit<NewMovement, 'merchantId' | 'customerId' | 'createdAt'>;

/**
 * How every movement is written, shared by reservations, events and decisions: the caller holds the
 * customer's row lock (`SELECT … FOR UPDATE`, so all movements of one customer are serialised across
 * replicas); one immutable ledger row per movement carries the change to each figure, and the new figures
 * are written to the customer in the same transaction. The row's unique idempotency key (kind + reference)
 * makes a repeated request or redelivered event apply nothing.
 */
@Injectable()
export class LedgerPostings {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly customers: CustomersRepository,
  ) {}

  async lockCustomer(manager: EntityManager, merchantId: string, customerId: string): Promise<Customer> {
    const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
    if (!customer) throw new CustomerNotFoundError();
    return customer;
  }

  /** Appends one movement and applies it to the customer's stored figures; false if it was applied before. */
  async post(manager: EntityManager, customer: Customer, now: Date, movement: Movement): Promise<boolean> {
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

  /** Lowers an open receivable and the balance by `amount` in one movement. */
  async reduceReceivable(
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

  /** Records a change of the approved line decided by a credit decision (the caller holds the customer's lock). */
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
}

/**
 * Refuses a new draw on the line (reservation, enlargement, authorization) unless the customer is approved
 * and `available = approved − balance − authorized + unapplied payments` covers it.
 */
export function assertCanDraw(customer: Customer, amount: number): void {
  if (customer.creditStatus !== 'approved') throw new CustomerNotApprovedError(customer.creditStatus);
  const available = customer.amountAvailable();
  if (amount > available) throw new InsufficientCreditError(available, amount);
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
