import { Injectable } from '@nestjs/common';
import { DomainEvent, isPartnerTopic, isPublicTopic, PARTNER_TOPIC_NAMES, PartnerTopic } from '@netline/contracts';
import { AfterDomainEventsCommit, eventTraceContext, OnDomainEventBatch, TypedEvent } from '@netline/messaging';
import { IdGenerator } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { DeliveryQueue, EnqueuedDelivery } from './delivery-queue';
import { WebhookAccount, WebhookAccounts } from './webhook-accounts';

/**
 * The public body of an event: internal fields never leave. A partner's deliveries also say
 * which sub-merchant the event concerns (`data.merchant_id`): the invoice's seller for a marketplace's
 * invoices and credit notes, else the merchant that owns the record.
 */
export function webhookBody(event: Pick<DomainEvent, 'id' | 'object' | 'type' | 'occurred_at' | 'data'> & { merchant_id?: string }, forPartner = false): string {
  const data: Record<string, string> = { id: event.data.id };
  if (forPartner) {
    const seller = 'sub_merchant_id' in event.data ? event.data.sub_merchant_id : undefined;
    data.merchant_id = typeof seller === 'string' ? seller : (event.merchant_id ?? '');
  }
  return JSON.stringify({ id: event.id, object: event.object, type: event.type, occurred_at: event.occurred_at, data });
}

/** Topics an account may receive: the merchant topics, and for partners the four about sub-merchants too. */
function deliverable(type: string, account: WebhookAccount): boolean {
  return account.partner ? isPartnerTopic(type) : isPublicTopic(type);
}

/**
 * Turns domain events into deliveries.
 *
 * The dispatcher reads every domain stream in its own consumer group (`webhook-dispatcher`, hosted by the
 * consumer kit in app.module.ts; the events no partner or merchant topic names are acknowledged without a
 * transaction). `fanOut` stores one delivery per subscribed endpoint inside the consumer's inbox
 * transaction, for a whole read batch of entries at once (so an event is fanned out once, against the
 * subscriptions of that moment, with few database round trips per event); `enqueue` then queues a job
 * for every pending original delivery of the committed events, with job ids that make a repeat a no-op.
 * The stream entries are acknowledged only after both, so a crash at any point redelivers and loses nothing.
 */
@Injectable()
export class EventIntake {
  /** Deliveries stored by `fanOut`, handed to `enqueue` without reading them back. */
  private readonly stored = new Map<string, NewDelivery[]>();

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly queue: DeliveryQueue,
    private readonly accounts: WebhookAccounts,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Fans out a batch of events with one subscriber query and one insert (their inbox rows commit with it).
   * Each event goes to the subscriptions of the account it belongs to: its merchant's, or the partner's
   * when the merchant is a sub-merchant.
   */
  @OnDomainEventBatch(...PARTNER_TOPIC_NAMES)
  async fanOut(candidates: Array<TypedEvent<PartnerTopic>>, manager: EntityManager): Promise<void> {
    const accounts = await this.accounts.ofMany(candidates.map((event) => event.merchant_id));
    const publicEvents = candidates
      .map((event) => ({ event, account: accounts.get(event.merchant_id) as WebhookAccount }))
      .filter(({ event, account }) => deliverable(event.type, account));
    if (publicEvents.length === 0) return;
    const keys = [...new Map(publicEvents.map(({ event, account }) => [`${account.accountId} ${event.type}`, { merchantId: account.accountId, topic: event.type }])).values()];
    const subscribers = await this.subscriptions.subscribersOfMany(manager, keys);
    if (subscribers.length === 0) return;
    const now = new Date();
    const byEvent = new Map<string, NewDelivery[]>();
    for (const { event, account } of publicEvents) {
      const endpoints = subscribers.filter((row) => row.merchant_id === account.accountId && row.topic === event.type);
      if (endpoints.length === 0) continue;
      const payload = webhookBody(event, account.partner);
      byEvent.set(
        event.id,
        endpoints.map(
          (endpoint): NewDelivery => ({
            id: this.ids.next('whd'),
            merchant_id: account.accountId,
            event_id: event.id,
            event_type: event.type,
            object: event.object,
            endpoint_id: endpoint.endpoint_id,
            endpoint_url: endpoint.endpoint_url,
            payload,
            occurred_at: new Date(event.occurred_at),
            resend_of: null,
            created_at: now,
          }),
        ),
      );
    }
    await this.deliveries.insert(manager, [...byEvent.values()].flat());
    for (const [eventId, deliveries] of byEvent) this.stored.set(eventId, deliveries);
  }

  /** One enqueue (one Redis round trip) for every delivery of a committed batch. */
  @AfterDomainEventsCommit()
  async enqueue(events: TypedEvent[]): Promise<void> {
    const toEnqueue: EnqueuedDelivery[] = [];
    for (const event of events) {
      if (!isPartnerTopic(event.type)) continue;
      const stored = this.stored.get(event.id);
      this.stored.delete(event.id);
      // A redelivered entry (crash after commit) has nothing in memory: read what is still pending.
      const pending = stored ?? (await this.deliveries.pendingOriginals((await this.accounts.of(event.merchant_id)).accountId, event.id));
      // Each delivery's job continues its own event's trace (a batch may hold events of several).
      const trace = eventTraceContext(event);
      toEnqueue.push(...(trace ? pending.map((delivery) => ({ ...delivery, trace })) : pending));
    }
    await this.queue.enqueue(toEnqueue);
  }
}
