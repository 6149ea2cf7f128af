import { PaymentApplication, PaymentEvents, PaymentPaidData, PaymentReversedData, PayoutEvents } from '@netline/contracts';
import { NewEvent } from '@netline/messaging';
import { Payment } from './payments/payment.entity';
import { Payout } from './payouts/payout.entity';

/**
 * Builders of every event treasury writes to `events:treasury`. The public ones (`payment.*`,
 * `payout.*`) reach webhooks with `data.id` only; `payment.paid` and `payment.reversed` are internal
 * and carry what billing and credit apply (integer cents).
 */
const event = (type: string, object: string, merchantId: string, data: { id: string } & Record<string, unknown>, at: Date): NewEvent => ({
  type,
  object,
  merchant_id: merchantId,
  data,
  occurred_at: at,
});

export const paymentCreated = (payment: Payment) =>
  event(PaymentEvents.created, 'payment', payment.merchantId, { id: payment.id, customer_id: payment.customerId, status: payment.status }, payment.createdAt);

export const paymentStatusChanged = (payment: Payment, previous: string) =>
  event(PaymentEvents.statusChanged, 'payment', payment.merchantId, { id: payment.id, status: payment.status, previous_status: previous }, payment.updatedAt);

export const paymentPaid = (payment: Payment, applied: PaymentApplication[]) =>
  event('payment.paid', 'payment', payment.merchantId, {
    id: payment.id,
    customer_id: payment.customerId,
    amount: payment.amount,
    applied,
    unapplied: payment.amountUnapplied,
  } satisfies PaymentPaidData, payment.updatedAt);

/** `applied` is what the payment had paid on each invoice; billing raises those balances back. */
export const paymentReversed = (payment: Payment, applied: PaymentApplication[]) =>
  event('payment.reversed', 'payment', payment.merchantId, {
    id: payment.id,
    customer_id: payment.customerId,
    amount: payment.amount,
    applied,
    unapplied: payment.amountUnapplied,
  } satisfies PaymentReversedData & Record<string, unknown>, payment.updatedAt);

export const payoutCreated = (payout: Payout) =>
  event(PayoutEvents.created, 'payout', payout.merchantId, { id: payout.id, status: payout.status, amount_net: payout.amountNet }, payout.createdAt);

export const payoutStatusChanged = (payout: Payout, previous: string) =>
  event(PayoutEvents.statusChanged, 'payout', payout.merchantId, { id: payout.id, status: payout.status, previous_status: previous }, payout.updatedAt);
