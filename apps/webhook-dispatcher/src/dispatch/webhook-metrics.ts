import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DeliveryQueue } from './delivery-queue';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'] as const;

/** Operator metrics on /metrics: queue depth by state, deliveries by outcome, attempt and end-to-end latency. */
@Injectable()
export class WebhookMetrics {
  readonly outcomes: Counter<'outcome'>;
  readonly attemptDuration: Histogram<'outcome'>;
  readonly deliveryLatency: Histogram;

  constructor(registry: Registry, queue: DeliveryQueue) {
    this.outcomes = new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts by outcome: succeeded, retrying (failed, will retry) or failed (no retry left)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.attemptDuration = new Histogram({
      name: 'webhook_delivery_attempt_duration_seconds',
      help: 'Duration of one HTTPS delivery attempt',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.deliveryLatency = new Histogram({
      name: 'webhook_delivery_latency_seconds',
      help: 'From the event occurring to its successful delivery, retries included',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 30, 120, 600, 3600, 7200],
      registers: [registry],
    });
    new Gauge({
      name: 'webhook_queue_jobs',
      help: 'Jobs in the webhook delivery queue by state',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const counts = await queue.queue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
      },
    });
  }
}
