import { z } from 'zod';
import { EQ, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';

/**
 * The events API (docs/events-api.md): every event an account may receive as a webhook, whether or not it
 * has endpoints, kept `EVENTS_RETENTION_DAYS` (30 by default) by the webhook dispatcher. An event is the
 * exact body its webhooks carry (`WebhookEvent`, `PartnerWebhookEvent` for partners). `GET /events/stream`
 * on the gateway follows new ones live (Server-Sent Events), reading pages of `EventSubjects.streamPage`.
 */
export const EventSubjects = {
  list: 'webhook-dispatcher.events.list',
  get: 'webhook-dispatcher.events.get',
  redeliver: 'webhook-dispatcher.events.redeliver',
  /** Internal to the gateway's live stream: the account's events after a cursor, oldest first. */
  streamPage: 'webhook-dispatcher.events.stream-page',
} as const;

export const eventListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    type: { type: 'string', ops: EQ },
    object_id: { type: 'string', ops: EQ },
    occurred_at: { type: 'date', ops: RANGE_OPS },
  },
};

export const eventIdParams = z.strictObject({ event_id: z.string().min(1).max(64) });

export const redeliverEventSchema = z
  .strictObject({
    endpoint_id: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: 'One of your webhook endpoints (its `id` in the delivery log); omitted: every endpoint subscribed to the event’s type' }),
  })
  .meta({ id: 'EventRedeliverRequest' });
export type RedeliverEvent = z.infer<typeof redeliverEventSchema>;

/** The most events one stream page holds. */
export const EVENT_STREAM_PAGE_MAX = 100;

/**
 * A page of the live stream. Without `cursor` the stream starts: after `after_event_id` (one of the
 * account's events, 404 otherwise), else at the account's newest event. `cursor` is the opaque position
 * the previous page answered.
 */
export const eventStreamPageRequestSchema = z.strictObject({
  cursor: z.string().max(64).optional(),
  after_event_id: z.string().min(1).max(64).optional(),
  types: z.array(z.string().min(1).max(100)).max(50).optional(),
  limit: z.number().int().min(1).max(EVENT_STREAM_PAGE_MAX).optional(),
});
export type EventStreamPageRequest = z.infer<typeof eventStreamPageRequestSchema>;

export interface EventStreamPage {
  /** Oldest first; `body` is the webhook body, byte for byte. */
  events: Array<{ id: string; type: string; body: string }>;
  /** Where the next page starts. */
  cursor: string;
}
