import { NewEvent } from '@netline/messaging';
import { Customer } from './customers/customer.entity';

/** Records events in the current transaction's outbox (UnitOfWork's `emit`, or the consumer's writer). */
export type Emit = (events: NewEvent | NewEvent[]) => Promise<unknown>;

export type CustomerTopic =
  | 'customer.status_updated'
  | 'customer.credit_decision_created'
  | 'customer.line_amount_updated'
  | 'customer.advance_rate_updated';

/** A public customer event: webhooks carry only `data.id`; the extra fields serve internal consumers. */
export function customerEvent(type: CustomerTopic, customer: Customer, extra: Record<string, unknown> = {}, occurredAt?: Date): NewEvent {
  return {
    type,
    object: 'customer',
    merchant_id: customer.merchantId,
    data: { id: customer.id, ...extra },
    ...(occurredAt ? { occurred_at: occurredAt } : {}),
  };
}

/** `customer.status_updated` when either status moved (e.g. submitted for a credit check, or enrolled). */
export function statusEvents(customer: Customer, before: { creditStatus: string | null; netTermsStatus: string | null }, at: Date): NewEvent[] {
  if (before.creditStatus === customer.creditStatus && before.netTermsStatus === customer.netTermsStatus) return [];
  return [
    customerEvent(
      'customer.status_updated',
      customer,
      {
        credit_status: customer.creditStatus,
        net_terms_status: customer.netTermsStatus,
        previous_credit_status: before.creditStatus,
        previous_net_terms_status: before.netTermsStatus,
      },
      at,
    ),
  ];
}
