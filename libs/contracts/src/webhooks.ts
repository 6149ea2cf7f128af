import { z } from 'zod';
import { PUBLIC_TOPIC_NAMES, PUBLIC_TOPICS, PublicTopic } from './events';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';

/**
 * Webhooks (docs/webhooks.md). Subscriptions are one row per endpoint-topic pair; the delivery log
 * (`/webhooks/deliveries`) and test events (`/webhooks/test`) sit beside the subscription API.
 */
const dateTime = () => z.string().meta({ format: 'date-time' });

/** An absolute `https://` URL of at most 2,048 characters. Addresses are checked further by the dispatcher. */
export const httpsUrl = () =>
  z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0 && value.startsWith('https://');
      } catch {
        return false;
      }
    }, 'must be an absolute https:// URL')
    .meta({ format: 'uri', pattern: '^https://' });

export const webhookTopicSchema = z
  .object({
    name: z.enum(PUBLIC_TOPIC_NAMES as [PublicTopic, ...PublicTopic[]]),
    description: z.string(),
  })
  .meta({ id: 'WebhookTopic' });

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    endpoint_url: z.string().meta({ format: 'uri' }),
    topic: webhookTopicSchema,
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The merchant topic flags; any other key is a validation error. */
export const webhookEventFlagsSchema = z
  .strictObject(Object.fromEntries(PUBLIC_TOPIC_NAMES.map((topic) => [topic, z.boolean().optional()])) as Record<PublicTopic, z.ZodOptional<z.ZodBoolean>>)
  .meta({ id: 'WebhookEventSubscriptions', description: 'true subscribes, false unsubscribes, omitted flags stay as they were' });

export const upsertWebhookSchema = z.strictObject({ endpoint_url: httpsUrl(), events: webhookEventFlagsSchema }).meta({ id: 'WebhookUpsertRequest' });
export type UpsertWebhook = z.infer<typeof upsertWebhookSchema>;

export const deleteWebhookSchema = z.strictObject({ endpoint_url: httpsUrl() }).meta({ id: 'WebhookDeleteRequest' });
export type DeleteWebhook = z.infer<typeof deleteWebhookSchema>;

export const webhookListSpec: ListSpec = { limit: STANDARD_LIMIT, filters: {} };

export function topicOf(name: PublicTopic): { name: PublicTopic; description: string } {
  return { name, description: PUBLIC_TOPICS[name] };
}

/** Delivery log. */
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z
  .object({
    number: z.number().int(),
    attempted_at: dateTime(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error: z.string().nullable(),
    next_attempt_at: dateTime().nullable(),
  })
  .meta({ id: 'WebhookDeliveryAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    object: z.string(),
    endpoint_id: z.string(),
    endpoint_url: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempt_count: z.number().int(),
    last_status_code: z.number().int().nullable(),
    next_attempt_at: dateTime().nullable(),
    resend_of: z.string().nullable(),
    payload: z.object({ id: z.string(), object: z.string(), type: z.string(), occurred_at: z.string(), data: z.object({ id: z.string() }) }),
    created_at: dateTime(),
    updated_at: dateTime(),
    completed_at: dateTime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryWithAttemptsSchema = webhookDeliverySchema
  .extend({ attempts: z.array(webhookAttemptSchema) })
  .meta({ id: 'WebhookDeliveryWithAttempts' });
export type WebhookDeliveryWithAttempts = z.infer<typeof webhookDeliveryWithAttemptsSchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'enum', ops: EQ, values: DELIVERY_STATUSES },
    event_type: { type: 'string', ops: EQ },
    event_id: { type: 'string', ops: EQ },
    endpoint_url: { type: 'string', ops: EQ },
    endpoint_id: { type: 'string', ops: EQ },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

export const webhookDeliveryIdParams = z.strictObject({ delivery_id: z.string().min(1).max(64) });

/** POST /webhooks/test: sends a `webhook.test` event (object `webhook_endpoint`) to one URL. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
export const testWebhookSchema = z.strictObject({ endpoint_url: httpsUrl() }).meta({ id: 'WebhookTestRequest' });
export type TestWebhook = z.infer<typeof testWebhookSchema>;

export const WebhookSubjects = {
  list: 'webhook-dispatcher.webhooks.list',
  upsert: 'webhook-dispatcher.webhooks.upsert',
  delete: 'webhook-dispatcher.webhooks.delete',
  listDeliveries: 'webhook-dispatcher.webhooks.deliveries.list',
  getDelivery: 'webhook-dispatcher.webhooks.deliveries.get',
  resendDelivery: 'webhook-dispatcher.webhooks.deliveries.resend',
  test: 'webhook-dispatcher.webhooks.test',
} as const;

/** Header names of a delivery (docs/webhooks.md; the Standard Webhooks ones protect against replay). */
export const WebhookHeaders = {
  signature: 'x-webhook-signature',
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  standardSignature: 'webhook-signature',
} as const;
