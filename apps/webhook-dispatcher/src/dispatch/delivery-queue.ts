import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis } from '@netline/messaging';
import { injectTraceContext, TraceCarrier } from '@netline/observability';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { WebhookDispatcherConfig } from '../config';
import { deliveryJobId, DeliveryRow } from '../deliveries/delivery.entity';
import { MAX_ATTEMPTS } from './backoff';

export enum QueueName {
  WebhookDeliveries = 'webhook-deliveries',
}
export enum JobName {
  DeliverWebhook = 'deliver-webhook',
}
/**
 * A job carries everything an attempt needs (the stored body, event id, URL, occurrence time), so a
 * worker never reads the delivery row to send it. `trace_context` is the trace the delivery continues
 * (the event's, or the request that asked for a resend): the attempt's span and the POST's `traceparent`
 * belong to it.
 */
export interface DeliverWebhookJob {
  delivery_id: string;
  merchant_id: string;
  event_id: string;
  endpoint_url: string;
  payload: string;
  occurred_at: string;
  trace_context?: TraceCarrier;
}

export type EnqueuedDelivery = Pick<
  DeliveryRow,
  'id' | 'merchant_id' | 'event_id' | 'endpoint_id' | 'resend_of' | 'endpoint_url' | 'payload' | 'occurred_at'
> & {
  /** The trace this delivery continues; the active one when absent. */
  trace?: TraceCarrier;
};

/**
 * A delivery's job data: what the attempt needs, and the trace to continue (the delivery's own, else
 * `active`, the trace of whoever enqueues it).
 */
export function deliveryJobData(delivery: EnqueuedDelivery, active: TraceCarrier): DeliverWebhookJob {
  const trace = delivery.trace?.traceparent ? delivery.trace : active;
  return {
    delivery_id: delivery.id,
    merchant_id: delivery.merchant_id,
    event_id: delivery.event_id,
    endpoint_url: delivery.endpoint_url,
    payload: delivery.payload,
    occurred_at: new Date(delivery.occurred_at).toISOString(),
    ...(trace.traceparent ? { trace_context: trace } : {}),
  };
}

/** The BullMQ key prefix: namespaced like every other Redis key of the stack. */
export const queuePrefix = (config: Pick<WebhookDispatcherConfig, 'NETLINE_NAMESPACE'>) => redisKey(config, 'bull');

/**
 * Enqueues one job per delivery. The job id is derived from the event and endpoint (and, for a resend or
 * test, the delivery), so enqueueing the same delivery twice adds one job. Completed jobs are kept for a
 * day so that the id still deduplicates a late repeat.
 */
@Injectable()
export class DeliveryQueue implements BeforeApplicationShutdown {
  readonly connection: Redis;
  readonly queue: Queue<DeliverWebhookJob>;

  constructor(@Inject(CONFIG) config: WebhookDispatcherConfig) {
    // BullMQ needs blocking commands that never give up: maxRetriesPerRequest null.
    this.connection = createRedis(config, 'netline-webhook-dispatcher-queue', { role: 'queue' });
    this.queue = new Queue<DeliverWebhookJob>(QueueName.WebhookDeliveries, {
      connection: this.connection,
      prefix: queuePrefix(config),
      defaultJobOptions: {
        attempts: MAX_ATTEMPTS,
        backoff: { type: 'custom' },
        removeOnComplete: { age: 24 * 3600, count: 100_000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    });
  }

  async enqueue(deliveries: EnqueuedDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const active = injectTraceContext();
    await this.queue.addBulk(
      deliveries.map((delivery) => ({ name: JobName.DeliverWebhook, data: deliveryJobData(delivery, active), opts: { jobId: deliveryJobId(delivery) } })),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
