import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { WEBHOOK_TEST_EVENT, WEBHOOK_TOPICS } from './generated/events';

/** A refused delivery: its signature does not hold, or it is too old (a replay). */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** How far a delivery's `webhook-timestamp` may be from the receiver's clock (5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type Headers = Record<string, string | string[] | undefined> | globalThis.Headers;

function header(headers: Headers, name: string): string | undefined {
  if (typeof (headers as globalThis.Headers).get === 'function') return (headers as globalThis.Headers).get(name) ?? undefined;
  const value =
    (headers as Record<string, string | string[] | undefined>)[name] ?? (headers as Record<string, string | string[] | undefined>)[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function equal(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Verifies a webhook delivery over the exact bytes received and answers its parsed event.
 *
 * Netline signs every delivery two ways:
 * - the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`: space-separated
 *   `v1,<base64>` values, each the HMAC-SHA256 of `<id>.<timestamp>.<body>` keyed with the bytes the base64
 *   after `whsec_` encodes (one per live secret during a rotation). The timestamp is signed too, and one
 *   further than `toleranceSeconds` from `now` is refused, so a captured delivery cannot be replayed;
 * - `x-webhook-signature`, the lowercase hex HMAC-SHA256 of the body keyed with the secret's text, kept for
 *   receivers written before the Standard Webhooks headers. It signs no time: it is used only when the
 *   Standard headers are absent and `allowLegacySignature` is set.
 *
 * The event is answered as a `WebhookEvent`, narrowed by `switch (event.type)`; the signature proves the
 * body is Netline's, so its shape is not checked again. `E` types it otherwise. Throws
 * `WebhookVerificationError` when the delivery is not authentic or not fresh.
 */
export function verifyWebhook<E = WebhookEvent>(
  payload: string | Buffer,
  headers: Headers,
  secret: string,
  options: { toleranceSeconds?: number; now?: () => number; allowLegacySignature?: boolean } = {},
): E {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (id !== undefined && timestamp !== undefined && signatures !== undefined) {
    if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a UNIX time');
    const nowSeconds = Math.floor((options.now?.() ?? Date.now()) / 1000);
    if (Math.abs(nowSeconds - Number(timestamp)) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
      throw new WebhookVerificationError('webhook-timestamp is too far from now: the delivery may be a replay');
    }
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64')}`;
    if (!signatures.split(' ').some((signature) => equal(signature, expected))) throw new WebhookVerificationError('No webhook-signature matches this secret');
    return parse<E>(body);
  }
  const legacy = header(headers, 'x-webhook-signature');
  if (legacy !== undefined && options.allowLegacySignature) {
    if (!equal(legacy, createHmac('sha256', secret).update(body).digest('hex')))
      throw new WebhookVerificationError('x-webhook-signature does not match this secret');
    return parse<E>(body);
  }
  throw new WebhookVerificationError('The delivery carries no Netline signature headers');
}

/** The Standard Webhooks headers of one signed delivery (a plain record: `verifyWebhook` and `fetch` take it as headers). */
export type WebhookSignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Signs a delivery as Netline does, so `verifyWebhook` (and any Standard Webhooks library) accepts it:
 * `webhook-signature` is `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with the bytes of
 * the `whsec_` secret. Sign the exact bytes that are sent. Used to re-sign events for a local endpoint
 * (`netline listen`) and in tests of receivers.
 */
export function signWebhook(
  payload: string | Buffer,
  secret: string,
  options: { id?: string; timestamp?: number; now?: () => number } = {},
): WebhookSignatureHeaders {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor((options.now?.() ?? Date.now()) / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  if (key.length === 0) throw new Error('A webhook secret is `whsec_` followed by base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/** A new signing secret in the form Netline issues: `whsec_` and the standard base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function parse<E>(body: Buffer): E {
  try {
    return JSON.parse(body.toString('utf8')) as E;
  } catch {
    throw new WebhookVerificationError('The delivery body is not JSON');
  }
}

/** A webhook topic: what an endpoint subscribes to (listed with its `object` in `WEBHOOK_TOPICS`). */
export type WebhookTopic = keyof typeof WEBHOOK_TOPICS;

/** Every `type` a delivery can carry: the topics, and the test event `POST /webhooks/test` sends. */
export type WebhookEventType = WebhookTopic | (typeof WEBHOOK_TEST_EVENT)['type'];

type ObjectOf<T extends WebhookEventType> = T extends WebhookTopic ? (typeof WEBHOOK_TOPICS)[T]['object'] : (typeof WEBHOOK_TEST_EVENT)['object'];

/**
 * A partner's deliveries name the sub-merchant concerned in `data.merchant_id` (the partner's own id for its
 * own records and test events); a merchant's carry no such field. The partner-only topics go to partners
 * alone, so theirs always has it.
 */
type DataOf<T extends WebhookEventType> = T extends WebhookTopic
  ? (typeof WEBHOOK_TOPICS)[T]['audience'] extends 'partners'
    ? { id: string; merchant_id: string }
    : { id: string; merchant_id?: string }
  : { id: string; merchant_id?: string };

/**
 * The body of a delivery of type `T`: a small envelope naming the event and its object; fetch the object by
 * its id for its current state (docs/webhooks.md, "What is sent"). Given a union of types, the union of their
 * events.
 */
export type WebhookEventOf<T extends WebhookEventType> = T extends WebhookEventType
  ? {
      /** The event id, also sent as `webhook-id`: the same on every retry and resend, so deduplicate on it. */
      id: string;
      /** The object the event is about, what `data.id` names (`invoice`, `customer`, `payment`…). */
      object: ObjectOf<T>;
      /** The event type, such as `invoice.balance_updated`: `switch` on it to narrow the event. */
      type: T;
      /** When it happened (ISO 8601). Deliveries are not ordered: compare this, not the arrival order. */
      occurred_at: string;
      data: DataOf<T>;
    }
  : never;

/**
 * The body of any delivery, a union discriminated by `type`: `switch (event.type)` narrows `object` and
 * `data` to that event's.
 */
export type WebhookEvent = WebhookEventOf<WebhookEventType>;
