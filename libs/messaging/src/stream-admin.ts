import { Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { IntervalWorker } from './interval-worker';

/**
 * Stream upkeep shared by the services (trimming their own stream by age) and the admin CLI (replaying a
 * consumer group from a point in time). Stream entry ids are `<milliseconds>-<sequence>`, so a time maps to
 * an id and "older than" is an id comparison.
 */

/** Orders two stream entry ids (`ms-seq`): negative, zero or positive. */
export function compareStreamIds(a: string, b: string): number {
  const [aMs, aSeq = '0'] = a.split('-');
  const [bMs, bSeq = '0'] = b.split('-');
  const byMs = BigInt(aMs) - BigInt(bMs);
  if (byMs !== 0n) return byMs < 0n ? -1 : 1;
  const bySeq = BigInt(aSeq) - BigInt(bSeq);
  return bySeq === 0n ? 0 : bySeq < 0n ? -1 : 1;
}

/** The first possible entry id at or after this time. */
export function streamIdAt(time: Date): string {
  return `${Math.max(0, time.getTime())}-0`;
}

function field(reply: unknown[], name: string): unknown {
  const index = reply.indexOf(name);
  return index >= 0 ? reply[index + 1] : undefined;
}

/**
 * The oldest entry some consumer group still needs, or null when no group needs any: per group, its
 * oldest pending entry (delivered, not acknowledged: XPENDING), else its last delivered id (everything
 * after it is still to be read). Trimming below this would lose an event a group has not applied.
 */
export async function oldestNeededEntry(redis: Redis, stream: string): Promise<string | null> {
  let groups: unknown[][];
  try {
    groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
  } catch (error) {
    // No such key: nothing to keep.
    if (String((error as Error).message).includes('no such key')) return null;
    throw error;
  }
  let oldest: string | null = null;
  for (const group of groups) {
    const name = String(field(group, 'name'));
    const summary = (await redis.xpending(stream, name)) as [number, string | null, string | null, unknown];
    const floor = Number(summary[0]) > 0 && summary[1] ? summary[1] : String(field(group, 'last-delivered-id'));
    if (oldest === null || compareStreamIds(floor, oldest) < 0) oldest = floor;
  }
  return oldest;
}

/**
 * Removes the entries older than `maxAgeMs` (XTRIM MINID), never one a consumer group still needs
 * (`oldestNeededEntry`): a group that is behind keeps the stream from being trimmed past where it is.
 * Answers how many entries went and the id trimmed to.
 */
export async function trimStreamByAge(redis: Redis, stream: string, maxAgeMs: number, now = new Date()): Promise<{ trimmed: number; minId: string }> {
  let minId = streamIdAt(new Date(now.getTime() - maxAgeMs));
  const needed = await oldestNeededEntry(redis, stream);
  if (needed !== null && compareStreamIds(needed, minId) < 0) minId = needed;
  // Exact trimming (no `~`): the boundary is a promise to the consumer groups, not a hint.
  const trimmed = Number(await redis.xtrim(stream, 'MINID', minId));
  return { trimmed, minId };
}

/**
 * Moves a consumer group back (or forward) so its next read starts at the first entry at or after `from`:
 * XGROUP SETID to the id of the entry just before it. Entries already pending in the group stay pending.
 * Answers the id the group was set to and how many entries it will now be handed.
 */
export async function rewindGroup(
  redis: Redis,
  stream: string,
  group: string,
  from: Date,
): Promise<{ lastDeliveredId: string; toDeliver: number; firstId: string | null }> {
  const groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
  if (!groups.some((info) => String(field(info, 'name')) === group)) throw new Error(`No consumer group ${group} on ${stream}`);
  const start = streamIdAt(from);
  const [first] = (await redis.xrange(stream, start, '+', 'COUNT', 1)) as Array<[string, string[]]>;
  let lastDeliveredId: string;
  if (!first) {
    lastDeliveredId = '$';
  } else {
    const [before] = (await redis.xrevrange(stream, `(${first[0]}`, '-', 'COUNT', 1)) as Array<[string, string[]]>;
    lastDeliveredId = before ? before[0] : '0-0';
  }
  await redis.xgroup('SETID', stream, group, lastDeliveredId);
  const toDeliver = first ? Number((await redis.xrange(stream, first[0], '+')).length) : 0;
  return { lastDeliveredId, toDeliver, firstId: first ? first[0] : null };
}

/**
 * Trims a service's own stream on a timer (the retention interval): entries older than the stream
 * retention go, unless a consumer group still needs them. Replicas may trim at once; XTRIM is idempotent.
 */
export class StreamTrimmer {
  private readonly worker: IntervalWorker<{ trimmed: number; minId: string }>;

  constructor(
    private readonly redis: Redis,
    private readonly stream: string,
    private readonly maxAgeMs: number,
    private readonly intervalMs: number,
    logger: Logger,
  ) {
    this.worker = new IntervalWorker('stream-trim', () => this.trim(), logger);
  }

  start(): void {
    // A config without the setting (a hand-built one in a test) trims nothing.
    if (!(this.intervalMs > 0) || !(this.maxAgeMs > 0) || !Number.isFinite(this.maxAgeMs)) return;
    this.worker.start(this.intervalMs, { runAtStart: false });
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }

  trim(now = new Date()): Promise<{ trimmed: number; minId: string }> {
    return trimStreamByAge(this.redis, this.stream, this.maxAgeMs, now);
  }
}
