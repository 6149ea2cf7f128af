import { EVENT_STREAMS, EventValidationError, parseEvent } from '@netline/contracts';
import { compareStreamIds } from '@netline/messaging/client';
import IORedis, { Redis } from 'ioredis';
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
export async function checkStreamEvents(stack: Pick<Stack, 'namespace' | 'env'>, options: { merchantIds?: string[] } = {}): Promise<StreamEventsCheck> {
  // On a stack shared with other suites (shared-stack.ts), the check covers only what this suite
  // caused: `merchantIds` reads only those merchants' entries. A time bound would not do: the other
  // suites run at the same time, and some write malformed entries on purpose, to see them dead-lettered.
  const counted = options.merchantIds ? new Set(options.merchantIds) : undefined;
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
          if (counted && !counted.has(envelopeMerchant(raw) ?? '')) continue;
          const parsed = parseEvent(raw);
          result.checked += 1;
          if (!parsed.ok) result.violations.push({ stream, entry_id: entryId, error: parsed.error });
          else result.byType[parsed.event.type] = (result.byType[parsed.event.type] ?? 0) + 1;
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

/** The `merchant_id` an entry's envelope names, read without the catalogue (which may refuse the entry). */
function envelopeMerchant(raw: string): string | undefined {
  try {
    const envelope = JSON.parse(raw) as { merchant_id?: unknown };
    return typeof envelope.merchant_id === 'string' ? envelope.merchant_id : undefined;
  } catch {
    return undefined;
  }
}

/** The stack's `events:<app>` stream, inside its namespace. */
export function eventStream(stack: Pick<Stack, 'namespace'>, app: string): string {
  return stack.namespace ? `${stack.namespace}:events:${app}` : `events:${app}`;
}

function field(reply: unknown[], name: string): unknown {
  const index = reply.indexOf(name);
  return index >= 0 ? reply[index + 1] : undefined;
}

/**
 * Waits for an entry whose event envelope satisfies `match` (producers write through an outbox, so the
 * entry lands a moment after the request that caused it) and answers its id.
 */
export async function waitForStreamEntry(
  redis: Redis,
  stream: string,
  match: (event: { id: string; type: string; data: Record<string, unknown> }) => boolean,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await redis.xrange(stream, '-', '+');
    for (const [entryId, fields] of entries) {
      const raw = fields[fields.indexOf('event') + 1];
      try {
        if (raw && match(JSON.parse(raw))) return entryId;
      } catch {
        // Not an envelope: not the entry looked for.
      }
    }
    if (Date.now() > deadline) throw new Error(`no entry of ${stream} matched within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until every consumer group of `stream` has read past `entryId` and holds nothing pending. The
 * consumer kit acknowledges an entry only after its transaction (and its after-commit steps) finished,
 * so this proves that entry and every one before it is fully applied by every consumer: a sentinel for
 * "nothing more will come of what happened before", in place of a fixed wait.
 */
export async function waitForStreamSettled(redis: Redis, stream: string, entryId: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let state = 'no consumer group yet';
  for (;;) {
    const groups = (await redis.xinfo('GROUPS', stream).catch(() => [])) as unknown[][];
    const behind: string[] = [];
    for (const group of groups) {
      const name = String(field(group, 'name'));
      const lastDelivered = String(field(group, 'last-delivered-id'));
      const [pending] = (await redis.xpending(stream, name)) as [number, ...unknown[]];
      if (compareStreamIds(lastDelivered, entryId) < 0 || Number(pending) > 0) behind.push(`${name} (read to ${lastDelivered}, ${pending} pending)`);
    }
    // No group at all proves nothing: keep waiting for one.
    if (groups.length > 0 && behind.length === 0) return;
    if (groups.length > 0) state = behind.join(', ');
    if (Date.now() > deadline) throw new Error(`${stream} not settled at ${entryId} within ${timeoutMs} ms: ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
