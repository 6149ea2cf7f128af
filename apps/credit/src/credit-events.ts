import { EventPayload, newEvent } from '@netline/contracts';
import { NewEvent } from '@netline/messaging';
import { Customer } from './customers/customer.entity';

/** Records events in the current transaction's outbox (UnitOfWork's `emit`, or the consumer's writer). */
export type Emit = (events: NewEvent | NewEvent[]) => Promise<unknown>;

export type CustomerTopic =
  | 'customer.status_updated'
  | 'customer.credit_decision_created'
  | 'customer.line_amount_updated'
  | 'customer.advance_rate_updated'
  | 'customer.credit_line_requested';

/**
 * A public customer event: webhooks carry only `data.id`; the extra fields serve internal consumers.
 * `extra` is checked against the type's schema in the event catalogue.
 */
export function customerEvent<T extends CustomerTopic>(type: T, customer: Customer, extra: Omit<EventPayload<T>, 'id'>, occurredAt?: Date): NewEvent {
  return newEvent(type, customer.merchantId, { id: customer.id, ...extra } as EventPayload<T>, occurredAt);
}

/** `customer.status_updated` when either status moved (e.g. submitted for a credit check, or enrolled). */
export function statusEvents(customer: Customer, before: Pick<Customer, 'creditStatus' | 'netTermsStatus'>, at: Date): NewEvent[] {
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
