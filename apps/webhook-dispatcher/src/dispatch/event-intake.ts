import { Injectable } from '@nestjs/common';
import { DomainEvent, isPartnerTopic, isPublicTopic, PARTNER_TOPIC_NAMES, PartnerTopic } from '@netline/contracts';
import { AfterDomainEventsCommit, eventTraceContext, OnDomainEventBatch, TypedEvent } from '@netline/messaging';
import { IdGenerator } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository';
import { EventsRepository } from '../events/events.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { DeliveryQueue, EnqueuedDelivery } from './delivery-queue';
import { WebhookAccount, WebhookAccounts } from './webhook-accounts';

/**
 * The public body of an event: internal fields never leave. A partner's deliveries also say
 * which sub-merchant the event concerns (`data.merchant_id`): the invoice's seller for a marketplace's
 * invoices and credit notes, else the merchant that owns the record.
 */
export function webhookBody(
  event: Pick<DomainEvent, 'id' | 'object' | 'type' | 'occurred_at' | 'data'> & { merchant_id?: string },
  forPartner = false,
): string {
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
  /**
   * What `fanOut` stored for each event it applied (none for an event without subscribers), handed to
   * `enqueue` without reading it back. Kept on the event objects, which the consumer passes to both, so
   * a batch that rolls back leaves nothing behind.
   */
  private readonly stored = new WeakMap<TypedEvent, NewDelivery[]>();

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly queue: DeliveryQueue,
    private readonly accounts: WebhookAccounts,
    private readonly ids: IdGenerator,
    private readonly events: EventsRepository,
  ) {}

  /**
   * Fans out a batch of events with one subscriber query and one insert (their inbox rows commit with it).
   * Each event goes to the subscriptions of the account it belongs to: its merchant's, or the partner's
   * when the merchant is a sub-merchant. Every event the account may receive is also kept for the events
   * API (one more multi-row insert for the batch), whether or not it has endpoints.
   */
  @OnDomainEventBatch(...PARTNER_TOPIC_NAMES)
  async fanOut(candidates: Array<TypedEvent<PartnerTopic>>, manager: EntityManager): Promise<void> {
    // Every candidate is remembered, with nothing for those without subscribers: `enqueue` then has
    // nothing to read back for them.
    for (const event of candidates) this.stored.set(event, []);
    const accounts = await this.accounts.ofMany(candidates.map((event) => event.merchant_id));
    const publicEvents = candidates
      .map((event) => ({ event, account: accounts.get(event.merchant_id) as WebhookAccount }))
      .filter(({ event, account }) => deliverable(event.type, account))
      .map(({ event, account }) => ({ event, account, body: webhookBody(event, account.partner) }));
    if (publicEvents.length === 0) return;
    await this.events.insert(
      manager,
      publicEvents.map(({ event, account, body }) => ({
        account_id: account.accountId,
        id: event.id,
        type: event.type,
        object: event.object,
        object_id: event.data.id,
        occurred_at: new Date(event.occurred_at),
        body,
      })),
    );
    const keys = [
      ...new Map(
        publicEvents.map(({ event, account }) => [`${account.accountId} ${event.type}`, { merchantId: account.accountId, topic: event.type }]),
      ).values(),
    ];
    const subscribers = await this.subscriptions.subscribersOfMany(manager, keys);
    if (subscribers.length === 0) return;
    const now = new Date();
    const byEvent = new Map<TypedEvent, NewDelivery[]>();
    for (const { event, account, body: payload } of publicEvents) {
      const endpoints = subscribers.filter((row) => row.merchant_id === account.accountId && row.topic === event.type);
      if (endpoints.length === 0) continue;
      byEvent.set(
        event,
        endpoints.map((endpoint): NewDelivery => ({
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
        })),
      );
    }
    // One multi-row insert for the whole batch; a row kept from before (same event and endpoint) is not
    // this batch's to enqueue.
    const inserted = await this.deliveries.insert(manager, [...byEvent.values()].flat());
    for (const [event, deliveries] of byEvent)
      this.stored.set(
        event,
        deliveries.filter((delivery) => inserted.has(delivery.id)),
      );
  }

  /**
   * One enqueue (one `addBulk`, one Redis round trip) for every delivery of a committed batch. A redelivered
   * entry (a crash after commit) has nothing in memory: what is still pending of those events is read in
   * one query.
   */
  @AfterDomainEventsCommit()
  async enqueue(events: TypedEvent[]): Promise<void> {
    const deliverable = events.filter((event) => isPartnerTopic(event.type));
    const redelivered = deliverable.filter((event) => !this.stored.has(event));
    const pending = new Map<string, EnqueuedDelivery[]>();
    if (redelivered.length > 0) {
      const accounts = await this.accounts.ofMany(redelivered.map((event) => event.merchant_id));
      const rows = await this.deliveries.pendingOriginals(
        redelivered.map((event) => ({ merchantId: (accounts.get(event.merchant_id) as WebhookAccount).accountId, eventId: event.id })),
      );
      for (const row of rows) pending.set(row.event_id, [...(pending.get(row.event_id) ?? []), row]);
    }
    const toEnqueue: EnqueuedDelivery[] = [];
    for (const event of deliverable) {
      const deliveries = this.stored.get(event) ?? pending.get(event.id) ?? [];
      this.stored.delete(event);
      // Each delivery's job continues its own event's trace (a batch may hold events of several).
      const trace = eventTraceContext(event);
      toEnqueue.push(...(trace ? deliveries.map((delivery) => ({ ...delivery, trace })) : deliveries));
    }
    await this.queue.enqueue(toEnqueue);
  }
}
