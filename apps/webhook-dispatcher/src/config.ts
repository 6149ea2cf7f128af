import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { z } from 'zod';

/** Every app's stream but the dispatcher's own (its events, webhook endpoints changed, are no webhook topic). */
export const DEFAULT_SOURCE_APPS = ['identity', 'credit', 'billing', 'treasury', 'fulfillment'];

export const webhookDispatcherEnv = baseEnv
  .extend({
    /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
    HTTP_PORT: z.coerce.number().int().default(3006),
    /** The address those endpoints listen on. */
    HTTP_HOST: z.string().default('127.0.0.1'),
    /** Deliveries and intake share the pool; a bigger default than other services. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /** Stream consumers per process (same group): events are fanned out this many at a time. */
    WEBHOOK_INTAKE_CONSUMERS: z.coerce.number().int().min(1).max(32).default(4),
    /** Stream entries one consumer reads and fans out in one transaction (fewer, larger transactions drain a backlog faster). */
    WEBHOOK_INTAKE_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
    /** Apps whose `events:<app>` streams are consumed. */
    WEBHOOK_SOURCE_APPS: z
      .string()
      .default(DEFAULT_SOURCE_APPS.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((app) => app.trim())
          .filter(Boolean),
      ),
    /** Multiplies the 30/90/270/810/2430 s retry delays (tests shrink it). */
    WEBHOOK_BACKOFF_SCALE: z.coerce.number().positive().max(1000).default(1),
    /** Deliver to loopback/private addresses and over http:// (tests and local development only; refused in production). */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: envBoolean(false),
    /** PEM file of extra CA certificates trusted for deliveries (self-signed test receivers). */
    WEBHOOK_CA_FILE: z.string().optional(),
    /** Deadline of one delivery attempt (connect, send, answer); a timeout is a failed attempt. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Deliveries in flight per process. */
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
    /** How long a worker's lock on a job lasts without renewal; a dead worker's jobs return after this. */
    WEBHOOK_LOCK_DURATION_MS: z.coerce.number().int().min(1_000).default(30_000),
    /** How often each worker looks for jobs whose lock expired. */
    WEBHOOK_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(15_000),
    /** How many times a job may stall (its worker died) before it fails. */
    WEBHOOK_MAX_STALLED_COUNT: z.coerce.number().int().min(1).default(5),
    /** A stream entry left unacknowledged this long by a dead consumer is taken over. */
    WEBHOOK_STREAM_CLAIM_IDLE_MS: z.coerce.number().int().min(500).default(30_000),
    /** How long a merchant's webhook signing secret is kept in memory without asking identity again. */
    WEBHOOK_SECRET_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
    /** Webhook endpoints one account may register. */
    WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).default(20),
    /** Finished deliveries (succeeded or failed) and their attempts are deleted after this many days; 0 keeps them. */
    RETENTION_DELIVERIES_DAYS: z.coerce.number().min(0).default(90),
    /** Events (GET /events) are kept this many days, then deleted and no longer answered; 0 keeps them. */
    EVENTS_RETENTION_DAYS: z.coerce.number().min(0).default(30),
    /** Resends (POST /webhooks/deliveries/{id}/resend, and each delivery of POST /events/{id}/redeliver) one account may ask for per sliding minute. */
    WEBHOOK_RESENDS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Bearer token for bull-board at /operator/queues; required in production for it to be mounted. */
    OPERATOR_TOKEN: z.string().min(16).optional(),
  })
  .superRefine((config, context) => {
    if (config.APP_ENV === 'production' && config.WEBHOOK_ALLOW_PRIVATE_TARGETS) {
      context.addIssue({ code: 'custom', path: ['WEBHOOK_ALLOW_PRIVATE_TARGETS'], message: 'must not be set in production' });
    }
  });
export type WebhookDispatcherConfig = z.infer<typeof webhookDispatcherEnv>;

export const loadWebhookDispatcherConfig = (env: NodeJS.ProcessEnv = process.env): WebhookDispatcherConfig => loadConfig(webhookDispatcherEnv, env);
