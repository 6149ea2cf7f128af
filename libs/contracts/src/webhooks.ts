import { z } from 'zod';
import { PARTNER_TOPIC_NAMES, PartnerTopic, PUBLIC_TOPIC_NAMES, PUBLIC_TOPICS, PublicTopic } from './webhook-topics';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { httpsUrl } from './urls';

/**
 * Webhooks (docs/webhooks.md). Subscriptions are one row per endpoint-topic pair; the delivery log
 * (`/webhooks/deliveries`) and test events (`/webhooks/test`) sit beside the subscription API.
 */
const dateTime = () => z.string().meta({ format: 'date-time' });

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

/** The webhook body sent to merchants: `data` carries only the object's id (docs/webhooks.md). */
export const webhookEventSchema = z
  .object({
    id: z.string(),
    object: z.string(),
    type: z.enum(PUBLIC_TOPIC_NAMES as [PublicTopic, ...PublicTopic[]]),
    occurred_at: z.string(),
    data: z.object({ id: z.string() }),
  })
  .meta({ id: 'WebhookEvent' });

// --- The partners API's webhooks: the same resources with the partner topics -------------------------

export const partnerWebhookTopicSchema = z
  .object({ name: z.enum(PARTNER_TOPIC_NAMES as [PartnerTopic, ...PartnerTopic[]]), description: z.string() })
  .meta({ id: 'PartnerWebhookTopic' });

export const partnerWebhookEndpointSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string().meta({ description: 'Your partner id' }),
    endpoint_url: z.string().meta({ format: 'uri' }),
    topic: partnerWebhookTopicSchema,
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'PartnerWebhookEndpoint' });
export type PartnerWebhookEndpoint = z.infer<typeof partnerWebhookEndpointSchema>;

export const partnerWebhookEventFlagsSchema = z
  .strictObject(Object.fromEntries(PARTNER_TOPIC_NAMES.map((topic) => [topic, z.boolean().optional()])) as Record<PartnerTopic, z.ZodOptional<z.ZodBoolean>>)
  .meta({ id: 'PartnerWebhookEventSubscriptions', description: 'true subscribes, false unsubscribes, omitted flags stay as they were' });

export const partnerUpsertWebhookSchema = z
  .strictObject({ endpoint_url: httpsUrl(), events: partnerWebhookEventFlagsSchema })
  .meta({ id: 'PartnerWebhookUpsertRequest' });

/**
 * A delivery to a partner's endpoint: every payload a partner is sent names the sub-merchant concerned in
 * `data.merchant_id` (the partner's own id for its own records and for test events).
 */
export const partnerWebhookDeliverySchema = webhookDeliverySchema
  .extend({
    payload: webhookDeliverySchema.shape.payload.extend({
      data: z.object({ id: z.string(), merchant_id: z.string().meta({ description: 'The sub-merchant concerned (or your own account)' }) }),
    }),
  })
  .meta({ id: 'PartnerWebhookDelivery' });

export const partnerWebhookDeliveryWithAttemptsSchema = partnerWebhookDeliverySchema
  .extend({ attempts: z.array(webhookAttemptSchema) })
  .meta({ id: 'PartnerWebhookDeliveryWithAttempts' });

/** The webhook body partners receive: the merchant envelope plus `data.merchant_id`. */
export const partnerWebhookEventSchema = z
  .object({
    id: z.string(),
    object: z.string(),
    type: z.enum(PARTNER_TOPIC_NAMES as [PartnerTopic, ...PartnerTopic[]]),
    occurred_at: z.string(),
    data: z.object({ id: z.string(), merchant_id: z.string().meta({ description: 'The sub-merchant concerned (or your own account)' }) }),
  })
  .meta({ id: 'PartnerWebhookEvent' });
