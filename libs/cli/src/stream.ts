import { apiErrorOf, AuthenticationError, ForbiddenError, type Netline } from '@netline/sdk';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One event off the stream: its id, type and the webhook body exactly as sent. */
export interface StreamedEvent {
  id: string;
  type: string;
  data: string;
}

export interface EventStreamOptions {
  /** Only these event types (`?types=a,b`); all of them when empty. */
  types?: string[];
  /** Resume after this event (`Last-Event-ID`). */
  lastEventId?: string;
  /** No byte for this long (the API sends a keep-alive comment every 15 s): the connection is dead, reconnect. */
  idleTimeoutMs?: number;
  /** The first wait before reconnecting; it doubles after each failed attempt, up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  onConnected?: (info: { resumedAfter?: string }) => void;
  onDisconnected?: (info: { reason: string; retryInMs: number }) => void;
  signal?: AbortSignal;
}

/**
 * The account's live events from `GET /events/stream` (server-sent events), for as long as `signal` allows.
 * A dropped connection, a silent one (no keep-alive within `idleTimeoutMs`) or a 5xx is retried with
 * exponential backoff and jitter, resuming after the last event received (`Last-Event-ID`), so no event is
 * skipped; a refused key (401, 403) ends the stream with its typed error.
 */
export async function* eventStream(netline: Netline, options: EventStreamOptions = {}): AsyncGenerator<StreamedEvent, void, undefined> {
  let lastEventId = options.lastEventId;
  const initial = options.initialBackoffMs ?? 500;
  const max = options.maxBackoffMs ?? 10_000;
  let failures = 0;
  const query = options.types && options.types.length > 0 ? `?types=${encodeURIComponent(options.types.join(','))}` : '';
  const idleMs = options.idleTimeoutMs ?? 45_000;
  while (!options.signal?.aborted) {
    const connection = new AbortController();
    const abort = () => connection.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    let reason = 'the stream ended';
    // The watchdog: no byte (an event or the keep-alive comment) for idleMs means a dead connection. It is
    // paused while an event is being handled, which may take as long as the local endpoint does.
    let idle: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        reason = `nothing received for ${idleMs / 1000} s`;
        connection.abort();
      }, idleMs);
    };
    try {
      watch();
      const response = await netline.fetch(`/events/stream${query}`, {
        headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: connection.signal,
      });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => undefined);
        const error = apiErrorOf(response.status, body, response.headers.get('x-request-id') ?? undefined);
        if (error instanceof AuthenticationError || error instanceof ForbiddenError) throw error;
        throw new Error(`the API answered ${response.status}: ${error.message}`);
      }
      failures = 0;
      options.onConnected?.({ resumedAfter: lastEventId });
      const received: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (message) => received.push(message) });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          watch();
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
          clearTimeout(idle);
          for (const message of received.splice(0)) {
            // Remembered before it is handed on: a reconnection resumes after it whatever happens next.
            if (message.id) lastEventId = message.id;
            yield { id: message.id ?? '', type: message.event ?? 'message', data: message.data };
          }
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    } catch (error) {
      if (options.signal?.aborted) return;
      if (error instanceof AuthenticationError || error instanceof ForbiddenError) throw error;
      if (!connection.signal.aborted) reason = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(idle);
      options.signal?.removeEventListener('abort', abort);
      connection.abort();
    }
    if (options.signal?.aborted) return;
    const ceiling = Math.min(max, initial * 2 ** failures);
    // Half the step at least, so CLIs cut off together do not come back together.
    const wait = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    failures += 1;
    options.onDisconnected?.({ reason, retryInMs: wait });
    await sleep(wait, options.signal);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
