import { EVENT_STREAMS, EventValidationError, parseEvent } from '@netline/contracts';
import IORedis from 'ioredis';
import type { Stack } from './stack';

export interface StreamEventsCheck {
  /** How many entries were read and parsed. */
  checked: number;
  /** Entries per event type, to show which producers the scenario exercised. */
  byType: Record<string, number>;
  /** Entries the event catalogue refuses, each with its stream, entry id and why. */
  violations: Array<{ stream: string; entry_id: string; error: EventValidationError }>;
}

/**
 * Reads every entry of the stack's `events:<app>` streams and parses each with the event catalogue
 * (`parseEvent`), so an end-to-end scenario proves that what the services really write matches the
 * schemas consumers validate with (docs/events.md).
 */
export async function checkStreamEvents(stack: Pick<Stack, 'namespace' | 'env'>): Promise<StreamEventsCheck> {
  const redis = new IORedis(stack.env.REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  const result: StreamEventsCheck = { checked: 0, byType: {}, violations: [] };
  try {
    for (const app of EVENT_STREAMS) {
      const stream = stack.namespace ? `${stack.namespace}:events:${app}` : `events:${app}`;
      let start = '-';
      for (;;) {
        const entries = await redis.xrange(stream, start, '+', 'COUNT', 500);
        for (const [entryId, fields] of entries) {
          // Fields come as [name, value, name, value, …]; the envelope is the value of `event`.
          let raw = '';
          for (let index = 0; index + 1 < fields.length; index += 2) if (fields[index] === 'event') raw = fields[index + 1];
          const parsed = parseEvent(raw);
          result.checked += 1;
          if (parsed.ok) result.byType[parsed.event.type] = (result.byType[parsed.event.type] ?? 0) + 1;
          else result.violations.push({ stream, entry_id: entryId, error: parsed.error });
        }
        if (entries.length < 500) break;
        // Exclusive start after the last entry read.
        start = `(${entries[entries.length - 1][0]}`;
      }
    }
  } finally {
    redis.disconnect();
  }
  return result;
}
