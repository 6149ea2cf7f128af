import { Injectable } from '@nestjs/common';
import { AfterDomainEventsCommit, OnDomainEvent, TypedEvent } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { MailOutbox } from './mail-outbox.service';

/**
 * A net-terms offer reaches the buyer (docs/collections.md): credit's `customer.status_updated` that moves a
 * customer to `pending_enrollment` writes the offer message in the inbox transaction, one per offer (the
 * event's id names it), so a redelivered event mails nothing more.
 */
@Injectable()
export class EnrollmentOffersConsumer {
  constructor(
    private readonly mail: MailOutbox,
    private readonly clock: MerchantClock,
  ) {}

  @OnDomainEvent('customer.status_updated')
  async onStatusUpdated(event: TypedEvent<'customer.status_updated'>, manager: EntityManager): Promise<void> {
    const data = event.data;
    if (data.net_terms_status !== 'pending_enrollment' || data.previous_net_terms_status === 'pending_enrollment') return;
    const cause = { merchantId: event.merchant_id, cause: `enrollment-offer:${data.id}:${event.id}`, kind: 'enrollment_offer' as const, customerId: data.id };
    await this.mail.enqueue(manager, cause, await this.clock.now(event.merchant_id));
  }

  @AfterDomainEventsCommit()
  async afterCommit(): Promise<void> {
    this.mail.queued();
  }
}
