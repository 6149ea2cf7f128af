import { createHmac, createSecretKey, KeyObject } from 'node:crypto';
import { WebhookHeaders } from '@netline/contracts';

const SECRET_PREFIX = 'whsec_';

/**
 * The key of the Standard Webhooks signature: the bytes that the base64 after `whsec_` encodes, as the
 * scheme's libraries read a secret.
 */
export function standardSigningKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** How many secrets' keys `signingKeyOf` keeps; past that it starts again (a cache, not a store). */
const SIGNING_KEYS_KEPT = 10_000;
const signingKeys = new Map<string, KeyObject>();

/**
 * `standardSigningKey` as a KeyObject, made once per secret: Node's createHmac takes a KeyObject (or a
 * string) in about 2 µs and a Buffer in about 11, and every delivery signs with each live secret.
 */
function signingKeyOf(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    if (signingKeys.size >= SIGNING_KEYS_KEPT) signingKeys.clear();
    key = createSecretKey(standardSigningKey(secret));
    signingKeys.set(secret, key);
  }
  return key;
}

/**
 * Secrets issued before they followed the scheme: `whsec_` and the base64url of 24 bytes (32 characters),
 * which the scheme's libraries cannot decode, and which receivers were told to use as the HMAC key text
 * itself. Those secrets sign the Standard Webhooks header both ways until the account rotates its secret.
 */
export function isLegacyWebhookSecret(secret: string): boolean {
  return /^whsec_[A-Za-z0-9_-]{32}$/.test(secret);
}

/**
 * Delivery headers (docs/webhooks.md, "Signatures"). `x-webhook-signature` is the lowercase hex
 * HMAC-SHA256 of the exact body bytes keyed with the text of the merchant's current secret (kept for
 * existing receivers). The Standard Webhooks headers sign `<webhook-id>.<webhook-timestamp>.<body>`
 * (base64, `v1,` prefix) with every live secret's decoded key, space separated, so a receiver that still
 * holds the previous secret keeps verifying during a rotation; a legacy secret adds its old-style value.
 */
export function signatureHeaders(body: string, eventId: string, secrets: string[], timestampSeconds: number): Record<string, string> {
  if (secrets.length === 0) throw new Error('no webhook secret');
  const signed = `${eventId}.${timestampSeconds}.${body}`;
  const sign = (key: string | KeyObject) => `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return {
    [WebhookHeaders.signature]: createHmac('sha256', secrets[0]).update(body).digest('hex'),
    [WebhookHeaders.id]: eventId,
    [WebhookHeaders.timestamp]: String(timestampSeconds),
    [WebhookHeaders.standardSignature]: secrets
      .flatMap((secret) => (isLegacyWebhookSecret(secret) ? [sign(signingKeyOf(secret)), sign(secret)] : [sign(signingKeyOf(secret))]))
      .join(' '),
  };
}
