import type { Redis } from 'ioredis';
import { Gauge, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { consumerFailingSeconds } from './running-consumers';

/**
 * The figures the cluster scales and alerts on, measured where the work piles up and exported on each
 * process's `/metrics` (see deploy/README.md):
 *
 * - `stream_consumer_group_lag{stream,group}`: entries of a stream not yet delivered to a consumer group
 *   (XINFO GROUPS `lag`, the figure KEDA's Redis Streams scaler reads), for every group this process
 *   consumes in;
 * - `stream_consumer_group_pending{stream,group}`: entries delivered but not yet acknowledged;
 * - `stream_dead_letter_entries{stream}`: entries moved to `<stream>:dead` after too many failures;
 * - `stream_consumer_failing_seconds{group}`: how long a consumer loop of this process has been failing
 *   (events retried for a transient reason, PostgreSQL or Redis away); 0 while it makes progress;
 * - `outbox_oldest_unsent_age_seconds`: how long the oldest event not yet relayed to its stream has
 *   waited (0 when none waits).
 *
 * Each is read from Redis or PostgreSQL when scraped, so replicas of one app report the same figures.
 */

/** The (stream, group) pairs consumed in this process, recorded by `StreamConsumer.start()`. */
const consumedStreams = new Map<string, { stream: string; group: string }>();

export function recordConsumedStream(stream: string, group: string): void {
  consumedStreams.set(`${stream} ${group}`, { stream, group });
}

/** One consumer group of a stream: entries delivered and not acknowledged, and entries not yet delivered. */
export interface ConsumerGroupInfo {
  group: string;
  pending: number;
  /** Null when Redis cannot tell (entries deleted past the group's position). */
  lag: number | null;
}

/** XINFO GROUPS of `stream`, read into its groups' names, pending counts and lags. */
export async function consumerGroupsOf(redis: Redis, stream: string): Promise<ConsumerGroupInfo[]> {
  const reply = (await redis.xinfo('GROUPS', stream)) as Array<Array<string | number | null>>;
  return reply.map((fields) => {
    const value = (name: string) => fields[fields.indexOf(name) + 1];
    const lag = value('lag');
    return { group: String(value('name')), pending: Number(value('pending')), lag: lag === null || lag === undefined ? null : Number(lag) };
  });
}

/** Registers the stream and outbox gauges on a service's registry. */
export function registerMessagingMetrics(registry: Registry, redis: Redis, dataSource: DataSource): void {
  const readGroups = async () => {
    const byStream = new Map<string, Set<string>>();
    for (const { stream, group } of consumedStreams.values()) byStream.set(stream, (byStream.get(stream) ?? new Set()).add(group));
    const rows: Array<{ stream: string; info: ConsumerGroupInfo }> = [];
    for (const [stream, groups] of byStream) {
      // A stream nobody has written to yet has no key: nothing to report.
      const infos = await consumerGroupsOf(redis, stream).catch(() => []);
      for (const info of infos) if (groups.has(info.group)) rows.push({ stream, info });
    }
    return rows;
  };

  new Gauge({
    name: 'stream_consumer_group_lag',
    help: 'Stream entries not yet delivered to the consumer group (XINFO GROUPS lag)',
    labelNames: ['stream', 'group'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { stream, info } of await readGroups()) if (info.lag !== null) this.set({ stream, group: info.group }, info.lag);
    },
  });
  new Gauge({
    name: 'stream_consumer_group_pending',
    help: 'Stream entries delivered to the consumer group and not yet acknowledged',
    labelNames: ['stream', 'group'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { stream, info } of await readGroups()) this.set({ stream, group: info.group }, info.pending);
    },
  });
  new Gauge({
    name: 'stream_dead_letter_entries',
    help: 'Entries in <stream>:dead, moved there after failing too many deliveries',
    labelNames: ['stream'],
    registers: [registry],
    async collect() {
      this.reset();
      const streams = [...new Set([...consumedStreams.values()].map(({ stream }) => stream))];
      for (const stream of streams) this.set({ stream }, await redis.xlen(`${stream}:dead`));
    },
  });
  new Gauge({
    name: 'stream_consumer_failing_seconds',
    help: "How long this process's consumer loop for the group has been failing (0 while it makes progress)",
    labelNames: ['group'],
    registers: [registry],
    collect() {
      this.reset();
      const byGroup = new Map<string, number>();
      for (const { group, seconds } of consumerFailingSeconds()) byGroup.set(group, Math.max(byGroup.get(group) ?? 0, seconds));
      for (const [group, seconds] of byGroup) this.set({ group }, seconds);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest outbox event not yet relayed to its stream (0 when none waits)',
    registers: [registry],
    async collect() {
      // The partial index on unsent rows makes this one index probe.
      const rows: Array<{ age: string | null }> = await dataSource.query(
        'SELECT EXTRACT(EPOCH FROM now() - created_at)::float8 AS age FROM outbox WHERE sent_at IS NULL ORDER BY seq LIMIT 1',
      );
      this.set(rows.length > 0 ? Math.max(0, Number(rows[0].age)) : 0);
    },
  });
}
