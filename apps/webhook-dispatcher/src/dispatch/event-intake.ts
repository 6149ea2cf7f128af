import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DomainEvent, isPublicTopic, streamName } from '@netline/contracts';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis, InjectLogger, StreamConsumer, StreamHandler } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { IdGenerator } from '@netline/persistence';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { WebhookDispatcherConfig } from '../config';
import { DeliveriesRepository, NewDelivery } from '../deliveries/deliveries.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { DeliveryQueue } from './delivery-queue';

/** The public body of an event (spec §2.4): internal fields such as merchant_id never leave. */
export function webhookBody(event: Pick<DomainEvent, 'id' | 'object' | 'type' | 'occurred_at' | 'data'>): string {
  return JSON.stringify({ id: event.id, object: event.object, type: event.type, occurred_at: event.occurred_at, data: { id: event.data.id } });
}

/**
 * Turns domain events into deliveries.
 *
 * The dispatcher reads every domain stream in its own consumer group. For a public event, `handle` stores
 * one delivery per subscribed endpoint inside the consumer's inbox transaction (so an event is fanned out
 * once, against the subscriptions of that moment); `afterCommit` then enqueues a job for every pending
 * original delivery of the event, with job ids that make a repeat a no-op. The stream entry is
 * acknowledged only after both, so a crash at any point redelivers the entry and loses nothing.
 */
@Injectable()
export class EventIntake implements StreamHandler, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly consumers: Array<{ consumer: StreamConsumer; connection: Redis }> = [];
  /** Deliveries stored by `handle`, handed to `afterCommit` without reading them back. */
  private readonly stored = new Map<string, NewDelivery[]>();

  constructor(
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly queue: DeliveryQueue,
    private readonly ids: IdGenerator,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (!isPublicTopic(event.type)) return;
    const endpoints = await this.subscriptions.subscribersOf(manager, event.merchant_id, event.type);
    if (endpoints.length === 0) return;
    const payload = webhookBody(event);
    const now = new Date();
    const deliveries = endpoints.map(
      (endpoint): NewDelivery => ({
        id: this.ids.next('whd'),
        merchant_id: event.merchant_id,
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
    );
    await this.deliveries.insert(manager, deliveries);
    this.stored.set(event.id, deliveries);
  }

  async afterCommit(event: DomainEvent): Promise<void> {
    if (!isPublicTopic(event.type)) return;
    const stored = this.stored.get(event.id);
    this.stored.delete(event.id);
    // A redelivered entry (crash after commit) has nothing in memory: read what is still pending.
    await this.queue.enqueue(stored ?? (await this.deliveries.pendingOriginals(event.merchant_id, event.id)));
  }

  async onApplicationBootstrap(): Promise<void> {
    // Several consumers in the one group: each entry still goes to exactly one of them, and events are
    // fanned out in parallel instead of one transaction at a time.
    for (let index = 0; index < this.config.WEBHOOK_INTAKE_CONSUMERS; index += 1) {
      const connection = createRedis(this.config.REDIS_URL, 'netline-webhook-dispatcher-streams', { maxRetriesPerRequest: null });
      const consumer = new StreamConsumer(connection, this.dataSource, this, this.logger, {
        streams: this.config.WEBHOOK_SOURCE_APPS.map((app) => redisKey(this.config, streamName(app))),
        group: 'webhook-dispatcher',
        consumer: `${hostname()}-${process.pid}-${index}`,
        claimIdleMs: this.config.WEBHOOK_STREAM_CLAIM_IDLE_MS,
        batchSize: 20,
      });
      this.consumers.push({ consumer, connection });
      await consumer.start();
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.consumers.map(({ consumer }) => consumer.stop()));
    for (const { connection } of this.consumers) connection.disconnect();
  }
}
