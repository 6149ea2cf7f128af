import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STREAM_PAGE_MAX,
  EventStreamPage,
  EventStreamPageRequest,
  ListEnvelope,
  ListQuery,
  Principal,
  RedeliverEvent,
  ValidationError,
  WebhookDelivery,
  webhookEventSchema,
  listEnvelope,
} from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { Clock, IdGenerator } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { WebhookDispatcherConfig } from '../config';
import { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository';
import { DeliveryNotFoundError, TooManyResendsError } from '../deliveries/delivery.errors';
import { presentDelivery } from '../deliveries/delivery.presenter';
import { DeliveryQueue } from '../dispatch/delivery-queue';
import { EventNotFoundError } from '../events/event.errors';
import { EventPosition, EventRow, EventsRepository } from '../events/events.repository';
import { EndpointNotFoundError } from '../subscriptions/subscription.errors';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** An event as webhooks carry it (a partner's also name the sub-merchant, `data.merchant_id`). */
type EventBody = z.output<typeof webhookEventSchema>;
/** The body as stored is the webhook body: answered parsed, never rebuilt. */
const present = (row: Pick<EventRow, 'body'>): EventBody => JSON.parse(row.body) as EventBody;

/** A stream cursor: `<tx>.<sequence>`, both decimal. */
const CURSOR = /^(\d{1,20})\.(\d{1,19})$/;

/**
 * The events API of an account (docs/events-api.md): its events as its webhooks carry them, kept
 * EVENTS_RETENTION_DAYS, redelivered on request, and the pages the gateway's live stream reads. The
 * account is the principal's (`merchant_id`, a partner's own id for a partner), as for the delivery log.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly queue: DeliveryQueue,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
  ) {}

  /** Reads never answer an event the retention sweep would delete, whether or not it ran yet. */
  private cutoff(): Date | null {
    const days = this.config.EVENTS_RETENTION_DAYS;
    return days > 0 ? new Date(this.clock.now().getTime() - days * 86_400_000) : null;
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<EventBody>> {
    return listEnvelope(query, await this.events.list(principal.merchant_id, query, this.cutoff()), present);
  }

  async get(principal: Principal, id: string): Promise<EventBody> {
    const event = await this.events.find(principal.merchant_id, id, this.cutoff());
    if (!event) throw new EventNotFoundError();
    return present(event);
  }

  /**
   * New deliveries of the event, same id and body: to `endpoint_id` (one of the account's endpoints,
   * subscribed to the type or not), else to every endpoint subscribed to its type now. An endpoint that
   * already had the event gets a resend of that delivery (`resend_of`); one that never had it gets its
   * first delivery. Each resend counts towards WEBHOOK_RESENDS_PER_MINUTE, as a resend from the delivery
   * log does (a first delivery needs no count: there is one per event and endpoint at most). Answered as
   * stored, before the jobs run (as `DeliveriesService` does).
   */
  async redeliver(principal: Principal, id: string, input: RedeliverEvent | undefined): Promise<ListEnvelope<WebhookDelivery>> {
    const account = principal.merchant_id;
    const event = await this.events.find(account, id, this.cutoff());
    if (!event) throw new EventNotFoundError();
    let endpoints: Array<{ id: string; url: string }>;
    if (input?.endpoint_id) {
      const endpoint = await this.subscriptions.findEndpointById(account, input.endpoint_id);
      if (!endpoint) throw new EndpointNotFoundError();
      endpoints = [{ id: endpoint.id, url: endpoint.url }];
    } else {
      const subscribers = await this.subscriptions.subscribersOfMany(this.dataSource.manager, [{ merchantId: account, topic: event.type }]);
      endpoints = subscribers.map((subscriber) => ({ id: subscriber.endpoint_id, url: subscriber.endpoint_url }));
    }
    const originals = await this.deliveries.originalsOf(account, event.id);
    const resends = endpoints.filter((endpoint) => originals.has(endpoint.id)).length;
    const limit = this.config.WEBHOOK_RESENDS_PER_MINUTE;
    const now = this.clock.now();
    if (resends > 0 && (await this.deliveries.resendsSince(account, new Date(now.getTime() - 60_000))) + resends > limit) {
      throw new TooManyResendsError(limit);
    }
    const created = endpoints.map((endpoint): NewDelivery => ({
      id: this.ids.next('whd'),
      merchant_id: account,
      event_id: event.id,
      event_type: event.type,
      object: event.object,
      endpoint_id: endpoint.id,
      endpoint_url: endpoint.url,
      payload: event.body,
      occurred_at: event.occurred_at,
      resend_of: originals.get(endpoint.id) ?? null,
      created_at: now,
    }));
    // A first delivery that raced another one to the same endpoint was not stored: only what was is answered and queued.
    const inserted = await this.dataSource.transaction((manager) => this.deliveries.insert(manager, created));
    const stored = created.filter((delivery) => inserted.has(delivery.id));
    const rows = await Promise.all(stored.map((delivery) => this.deliveries.find(account, delivery.id)));
    if (rows.some((row) => row === null)) throw new DeliveryNotFoundError();
    await this.queue.enqueue(stored);
    return {
      count: stored.length,
      page: 0,
      limit: this.config.WEBHOOK_MAX_ENDPOINTS,
      results: rows.map((row) => presentDelivery(row!)),
    };
  }

  /**
   * One page of the live stream (`GET /events/stream` on the gateway): the account's events after the
   * cursor, oldest first. The cursor moves past every event read, `types` or not, so a filtered stream
   * does not read the same events again on every poll.
   */
  async streamPage(principal: Principal, request: EventStreamPageRequest): Promise<EventStreamPage> {
    const account = principal.merchant_id;
    const since = this.cutoff();
    let position: EventPosition;
    if (request.cursor !== undefined) {
      const match = CURSOR.exec(request.cursor);
      if (!match) throw new ValidationError([{ path: 'cursor', message: 'is not a cursor this stream answered' }]);
      position = { tx: match[1], sequence: match[2] };
    } else if (request.after_event_id !== undefined) {
      const found = await this.events.positionOf(account, request.after_event_id, since);
      if (!found) throw new EventNotFoundError();
      position = found;
    } else {
      position = await this.events.head(account);
    }
    const rows = await this.events.after(account, position, since, request.limit ?? EVENT_STREAM_PAGE_MAX);
    const last = rows.at(-1) ?? position;
    const types = request.types && request.types.length > 0 ? new Set(request.types) : null;
    return {
      events: rows.filter((row) => !types || types.has(row.type)).map((row) => ({ id: row.id, type: row.type, body: row.body })),
      cursor: `${last.tx}.${last.sequence}`,
    };
  }
}
