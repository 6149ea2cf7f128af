import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, createRedis, InjectLogger } from '@netline/messaging';
import { inSpan, Logger, SpanKind, traceCarrierOf } from '@netline/observability';
import { ROOT_CONTEXT } from '@opentelemetry/api';
import { Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { WebhookDispatcherConfig } from '../config';
import { DeliveriesRepository } from '../deliveries/deliveries.repository';
import { DeliveryRow } from '../deliveries/delivery.entity';
import { AttemptRecorder } from './attempt-recorder';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { DeliverWebhookJob, QueueName, queuePrefix } from './delivery-queue';
import { signatureHeaders } from './signer';
import { WebhookMetrics } from './webhook-metrics';
import { WebhookSecretsCache } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

export class DeliveryAttemptFailed extends Error {}

type JobDelivery = Pick<DeliveryRow, 'event_id' | 'endpoint_url' | 'payload' | 'occurred_at'>;

/**
 * Whether this is the first run of a job (started once, never stalled, never attempted). The job carries
 * the delivery's body, event id, URL and occurrence time, and the delivery was stored pending for this job
 * alone, which only this job's runs end: so a first run sends without reading the row.
 */
function isFirstRun(job: Job<DeliverWebhookJob>): boolean {
  return job.attemptsStarted <= 1 && job.attemptsMade === 0 && job.stalledCounter === 0;
}

function deliveryOf(job: Job<DeliverWebhookJob>): JobDelivery {
  const { event_id, endpoint_url, payload, occurred_at } = job.data;
  return { event_id, endpoint_url, payload, occurred_at: new Date(occurred_at) };
}

/**
 * The BullMQ worker that makes delivery attempts.
 *
 * Each run is one attempt: take the delivery from the job (see `pendingDelivery`), sign its stored body,
 * POST it, and record the attempt and the delivery's new state in one statement (shared with the other
 * attempts finishing at the same time, see AttemptRecorder). A 2xx ends the delivery; anything else throws, so BullMQ
 * schedules the next attempt with the custom ×3 backoff, until the sixth attempt marks it `failed`.
 * A worker killed mid-attempt loses its lock after WEBHOOK_LOCK_DURATION_MS; the stalled-job check then
 * hands the job to another worker. `maxStalledCount` is well above 1 so that a few crashes in a row never
 * fail a job that was never really attempted (a stalled run is not counted as an attempt).
 * Each run is a span continuing the trace the job carries (`trace_context`), so the POST's `traceparent`
 * (set by the HTTP instrumentation) names the request that caused the event.
 */
@Injectable()
export class DeliverWebhookProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: Worker<DeliverWebhookJob>;
  private connection?: Redis;
  private readonly attempts: AttemptRecorder;

  constructor(
    @Inject(CONFIG) private readonly config: WebhookDispatcherConfig,
    private readonly deliveries: DeliveriesRepository,
    private readonly secrets: WebhookSecretsCache,
    private readonly sender: WebhookSender,
    private readonly metrics: WebhookMetrics,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.attempts = new AttemptRecorder(deliveries);
  }

  onApplicationBootstrap(): void {
    this.connection = createRedis(this.config, 'netline-webhook-dispatcher-worker', { role: 'queue' });
    const scale = this.config.WEBHOOK_BACKOFF_SCALE;
    this.worker = new Worker<DeliverWebhookJob>(QueueName.WebhookDeliveries, (job) => this.process(job), {
      connection: this.connection,
      prefix: queuePrefix(this.config),
      concurrency: this.config.WEBHOOK_CONCURRENCY,
      lockDuration: this.config.WEBHOOK_LOCK_DURATION_MS,
      stalledInterval: this.config.WEBHOOK_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.WEBHOOK_MAX_STALLED_COUNT,
      settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(attemptsMade, scale) },
    });
    this.worker.on('failed', (job, error) => {
      // A job that ran out of stalls never reached a final attempt of its own: end its delivery here.
      if (job && !(error instanceof DeliveryAttemptFailed) && job.attemptsMade < MAX_ATTEMPTS && /stalled/i.test(error.message)) {
        this.deliveries.markFailed(job.data.merchant_id, job.data.delivery_id).catch((markError: unknown) => {
          this.logger.error({ err: markError, delivery_id: job.data.delivery_id }, 'could not mark a stalled delivery failed');
        });
      }
    });
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'webhook worker error'));
  }

  async process(job: Job<DeliverWebhookJob>): Promise<void> {
    const attributes = {
      'messaging.system': 'bullmq',
      'messaging.destination.name': QueueName.WebhookDeliveries,
      'messaging.message.id': job.id ?? '',
      'netline.delivery.attempt': job.attemptsMade + 1,
    };
    await inSpan(
      `process ${QueueName.WebhookDeliveries}`,
      { kind: SpanKind.CONSUMER, parent: traceCarrierOf(job.data.trace_context) ?? ROOT_CONTEXT, attributes },
      () => this.attempt(job),
    );
  }

  private async attempt(job: Job<DeliverWebhookJob>): Promise<void> {
    const { merchant_id: merchantId, delivery_id: deliveryId } = job.data;
    const delivery = isFirstRun(job) ? deliveryOf(job) : await this.pendingDelivery(job);
    if (!delivery) return;

    const attemptsMade = job.attemptsMade + 1;
    const attemptedAt = new Date();
    let result: { statusCode: number | null; durationMs: number; error: string | null };
    try {
      const secrets = await this.secrets.secretsFor(merchantId);
      const headers = signatureHeaders(delivery.payload, delivery.event_id, secrets, Math.floor(Date.now() / 1000));
      result = await this.sender.send(delivery.endpoint_url, delivery.payload, headers);
    } catch (error) {
      result = { statusCode: null, durationMs: Date.now() - attemptedAt.getTime(), error: `not sent: ${(error as Error).message}` };
    }
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const last = attemptsMade >= MAX_ATTEMPTS;
    const outcome = succeeded ? 'succeeded' : last ? 'failed' : 'retrying';
    const nextAttemptAt = outcome === 'retrying' ? new Date(Date.now() + retryDelayMs(attemptsMade, this.config.WEBHOOK_BACKOFF_SCALE)) : null;
    const recorded = await this.attempts.record(merchantId, deliveryId, {
      attemptedAt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error ?? (succeeded ? null : `endpoint answered ${result.statusCode}`),
      nextAttemptAt,
      status: outcome === 'retrying' ? 'pending' : outcome,
    });
    // Only when another run ended the delivery between this run's check and its attempt: nothing to retry.
    if (!recorded) {
      this.logger.warn({ delivery_id: deliveryId, status_code: result.statusCode }, 'attempt made on a delivery that was already finished');
      return;
    }
    this.metrics.outcomes.inc({ outcome });
    this.metrics.attemptDuration.observe({ outcome }, result.durationMs / 1000);
    if (succeeded) {
      this.metrics.deliveryLatency.observe((Date.now() - new Date(delivery.occurred_at).getTime()) / 1000);
      return;
    }
    throw new DeliveryAttemptFailed(result.error ?? `endpoint answered ${result.statusCode}`);
  }

  /**
   * What a later run of a job sends (a retry, or a run taken over from a killed worker, which may have
   * sent and recorded already), or null when the delivery is no longer pending: a finished delivery is
   * never sent again. A first run skips this read (see `isFirstRun`).
   */
  private async pendingDelivery(job: Job<DeliverWebhookJob>): Promise<JobDelivery | null> {
    const { merchant_id: merchantId, delivery_id: deliveryId } = job.data;
    return (await this.deliveries.statusOf(merchantId, deliveryId)) === 'pending' ? deliveryOf(job) : null;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
