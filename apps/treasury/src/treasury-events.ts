import { newEvent, PaymentApplication } from '@netline/contracts';
import { Payment } from './payments/payment.entity';
import { Payout } from './payouts/payout.entity';

/**
 * Builders of every event treasury writes to `events:treasury`; each payload is checked against its schema
 * in the event catalogue (@netline/contracts, `EVENT_CATALOGUE`). The public ones (`payment.created`,
 * `payment.status_changed`, `payout.*`) reach webhooks with `data.id` only; `payment.paid` and
 * `payment.reversed` are internal and carry what billing and credit apply (integer cents).
 */

export const paymentCreated = (payment: Payment) =>
  newEvent('payment.created', payment.merchantId, { id: payment.id, customer_id: payment.customerId, status: payment.status }, payment.createdAt);

export const paymentStatusChanged = (payment: Payment, previous: Payment['status']) =>
  newEvent('payment.status_changed', payment.merchantId, { id: payment.id, status: payment.status, previous_status: previous }, payment.updatedAt);

export const paymentPaid = (payment: Payment, applied: PaymentApplication[]) =>
  newEvent(
    'payment.paid',
    payment.merchantId,
    {
      id: payment.id,
      customer_id: payment.customerId,
      amount: payment.amount,
      applied,
      unapplied: payment.amountUnapplied,
    },
    payment.updatedAt,
  );

/** `applied` is what the payment had paid on each invoice; billing raises those balances back. */
export const paymentReversed = (payment: Payment, applied: PaymentApplication[]) =>
  newEvent(
    'payment.reversed',
    payment.merchantId,
    {
      id: payment.id,
      customer_id: payment.customerId,
      amount: payment.amount,
      applied,
      unapplied: payment.amountUnapplied,
    },
    payment.updatedAt,
  );

export const payoutCreated = (payout: Payout) =>
  newEvent('payout.created', payout.merchantId, { id: payout.id, status: payout.status, amount_net: payout.amountNet }, payout.createdAt);

export const payoutStatusChanged = (payout: Payout, previous: Payout['status']) =>
  newEvent('payout.status_changed', payout.merchantId, { id: payout.id, status: payout.status, previous_status: previous }, payout.updatedAt);
