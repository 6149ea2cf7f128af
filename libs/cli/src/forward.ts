import { signWebhook } from '@netline/sdk';
import { createHmac } from 'node:crypto';
import type { StreamedEvent } from './stream';

export interface ForwardResult {
  event_id: string;
  type: string;
  /** The local endpoint's HTTP status; null when it could not be reached. */
  status: number | null;
  duration_ms: number;
  /** The start of the local answer's body (or why there was none). */
  response: string;
}

/**
 * POSTs one event's webhook body, byte for byte as the API sent it, to the local endpoint, signed with the
 * local secret as Netline signs its deliveries: the Standard Webhooks headers (`webhook-id` is the event's
 * id) and the legacy `x-webhook-signature`. `verifyWebhook(body, headers, secret)` of the SDK accepts it.
 */
export async function forwardEvent(event: StreamedEvent, url: string, secret: string, timeoutMs = 10_000): Promise<ForwardResult> {
  const headers = signWebhook(event.data, secret, { id: event.id || undefined });
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'netline-cli',
        ...headers,
        'x-webhook-signature': createHmac('sha256', secret).update(event.data).digest('hex'),
        'x-netline-event-type': event.type,
      },
      body: event.data,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => '');
    return { event_id: event.id, type: event.type, status: response.status, duration_ms: elapsed(started), response: text.slice(0, 500) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message;
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (why ?? (error as Error).message);
    return { event_id: event.id, type: event.type, status: null, duration_ms: elapsed(started), response: reason };
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
