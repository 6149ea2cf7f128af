import { createHmac } from 'node:crypto';
import { WebhookHeaders } from '@netline/contracts';

/**
 * Delivery headers (docs/webhooks.md). `x-webhook-signature` is the lowercase hex HMAC-SHA256 of
 * the exact body bytes with the merchant's current secret. The Standard Webhooks headers sign
 * `<webhook-id>.<webhook-timestamp>.<body>` (base64, `v1,` prefix) with every live secret, space
 * separated, so a receiver that still holds the previous secret keeps verifying during a rotation.
 */
export function signatureHeaders(body: string, eventId: string, secrets: string[], timestampSeconds: number): Record<string, string> {
  if (secrets.length === 0) throw new Error('no webhook secret');
  const signed = `${eventId}.${timestampSeconds}.${body}`;
  return {
    [WebhookHeaders.signature]: createHmac('sha256', secrets[0]).update(body).digest('hex'),
    [WebhookHeaders.id]: eventId,
    [WebhookHeaders.timestamp]: String(timestampSeconds),
    [WebhookHeaders.standardSignature]: secrets.map((secret) => `v1,${createHmac('sha256', secret).update(signed).digest('base64')}`).join(' '),
  };
}
