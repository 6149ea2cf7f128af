import { redisKey } from '@netline/config';
import { describeInvalidEvent, DomainError, EVENT_STREAMS, parseEvent as parseCatalogueEvent } from '@netline/contracts';
import { compareStreamIds, createRedis, rewindGroup, streamIdAt } from '@netline/messaging/client';
import { Command, InvalidArgumentError } from 'commander';
import type { Redis } from 'ioredis';
import { loadAdminConfig } from '../config';
import { output } from '../cli';

/** One entry of a dead-letter stream `<stream>:dead`, as the consumer wrote it. */
export interface DeadLetter {
  /** The entry's id in the dead-letter stream (what `replay --id` takes). */
  id: string;
  /** The stream the event came from, e.g. `events:billing`. */
  stream: string;
  group: string;
  entry_id: string;
  error: string;
  failed_at: string | null;
  event_id: string | null;
  type: string | null;
  merchant_id: string | null;
}

async function withRedis<T>(work: (redis: Redis, namespace: string) => Promise<T>): Promise<T> {
  const config = loadAdminConfig();
  const redis = createRedis(config, 'netline-admin', { commandTimeoutMs: 5_000 });
  try {
    await redis.ping().catch(() => {
      throw new DomainError('ADMIN.REDIS_UNREACHABLE', 'unavailable', `Redis is not reachable at ${config.REDIS_URL}`);
    });
    return await work(redis, config.NETLINE_NAMESPACE);
  } finally {
    redis.disconnect();
  }
}

/** The dead-letter streams of this namespace (optionally of one app's stream). */
async function deadStreams(redis: Redis, namespace: string, app?: string): Promise<string[]> {
  const pattern = redisKey({ NETLINE_NAMESPACE: namespace }, app ? `events:${app}:dead` : 'events:*:dead');
  const found = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    for (const key of keys) found.add(key);
    cursor = next;
  } while (cursor !== '0');
  return [...found].sort();
}

function fieldsOf(fields: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let index = 0; index + 1 < fields.length; index += 2) record[fields[index]] = fields[index + 1];
  return record;
}

function parseEvent(raw: string | undefined): { id?: string; type?: string; merchant_id?: string } | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as { id?: string; type?: string; merchant_id?: string };
  } catch {
    return null;
  }
}

async function readDeadLetters(redis: Redis, namespace: string, app?: string): Promise<Array<DeadLetter & { deadStream: string; event: string | null }>> {
  const prefix = namespace ? `${namespace}:` : '';
  const letters: Array<DeadLetter & { deadStream: string; event: string | null }> = [];
  for (const deadStream of await deadStreams(redis, namespace, app)) {
    const source = deadStream.slice(0, -':dead'.length);
    for (const [id, raw] of (await redis.xrange(deadStream, '-', '+')) as Array<[string, string[]]>) {
      const fields = fieldsOf(raw);
      const event = parseEvent(fields.event);
      letters.push({
        id,
        deadStream,
        stream: source.startsWith(prefix) ? source.slice(prefix.length) : source,
        group: fields.group ?? '',
        entry_id: fields.entry_id ?? '',
        error: fields.error ?? '',
        failed_at: fields.failed_at ?? null,
        event_id: event?.id ?? null,
        type: event?.type ?? null,
        merchant_id: event?.merchant_id ?? null,
        event: fields.event ?? null,
      });
    }
  }
  return letters;
}

/**
 * `events dead-letters list|replay`: the events a consumer gave up on (only ever for a deterministic
 * reason: a payload it could not read, a rule it violates) and putting them back once the cause is fixed.
 * Replaying appends the event, unchanged (same event id), to the stream it came from and removes it from
 * the dead-letter stream; consumers that already applied it skip it (their inbox has its id), the one that
 * failed applies it.
 */
export function registerEventCommands(program: Command): void {
  const events = program.command('events').description('domain event streams');
  registerStreamCommands(events);
  const dead = events.command('dead-letters').description('events a consumer could not apply');

  dead
    .command('list')
    .description('list dead-lettered events with the reason')
    .option('--stream <app>', "only this app's stream (e.g. billing)")
    .option('--json', 'print one JSON object')
    .action(async (options: { stream?: string }, command: Command) => {
      const letters = await withRedis((redis, namespace) => readDeadLetters(redis, namespace, options.stream));
      const listed = letters.map(({ deadStream: _deadStream, event: _event, ...letter }) => letter);
      output(command, { count: listed.length, dead_letters: listed }, (value) =>
        value.count === 0
          ? 'no dead-lettered events'
          : [
              ...value.dead_letters.map(
                (letter) =>
                  `${letter.id}  ${letter.stream}  group ${letter.group}  ${letter.type ?? '?'} ${letter.event_id ?? '?'}  ${letter.failed_at ?? ''}\n    ${letter.error}`,
              ),
              `${value.count} dead-lettered event(s)`,
            ].join('\n'),
      );
    });

  dead
    .command('replay')
    .description('put dead-lettered events back on their stream (all of them, or those named)')
    .option('--stream <app>', "only this app's stream (e.g. billing)")
    .option('--id <dead_letter_id...>', 'only these dead-letter entries (ids from list)')
    .option('--json', 'print one JSON object')
    .action(async (options: { stream?: string; id?: string[] }, command: Command) => {
      const replayed = await withRedis(async (redis, namespace) => {
        const letters = await readDeadLetters(redis, namespace, options.stream);
        const chosen = options.id ? letters.filter((letter) => options.id!.includes(letter.id)) : letters;
        const missing = (options.id ?? []).filter((id) => !letters.some((letter) => letter.id === id));
        if (missing.length > 0) throw new DomainError('ADMIN.DEAD_LETTER_NOT_FOUND', 'not_found', `No dead-lettered event with id ${missing.join(', ')}`);
        const done: Array<{ id: string; stream: string; event_id: string | null; new_entry_id: string }> = [];
        for (const letter of chosen) {
          if (!letter.event) throw new DomainError('ADMIN.DEAD_LETTER_UNREADABLE', 'unprocessable', `Dead letter ${letter.id} holds no event to replay`);
          const source = letter.deadStream.slice(0, -':dead'.length);
          // Both in one transaction: an event is either back on its stream or still dead-lettered.
          const results = await redis.multi().xadd(source, '*', 'event', letter.event).xdel(letter.deadStream, letter.id).exec();
          const failed = results?.find(([error]) => error);
          if (failed) throw failed[0];
          done.push({ id: letter.id, stream: letter.stream, event_id: letter.event_id, new_entry_id: String(results?.[0]?.[1]) });
        }
        return done;
      });
      output(command, { count: replayed.length, replayed }, (value) =>
        [
          ...value.replayed.map((item) => `${item.id} → ${item.stream} ${item.new_entry_id} (${item.event_id ?? '?'})`),
          `${value.count} event(s) replayed`,
        ].join('\n'),
      );
    });
}

/** `--stream billing` (or `events:billing`): one of the apps that own a stream. */
function streamOption(value: string): string {
  const app = value.startsWith('events:') ? value.slice('events:'.length) : value;
  if (!EVENT_STREAMS.some((known) => known === app)) throw new InvalidArgumentError(`expected one of ${EVENT_STREAMS.join(', ')}`);
  return `events:${app}`;
}

/** An ISO 8601 time (`2026-11-20T08:00:00Z`) or a date (`2026-11-20`, midnight UTC). */
function timeOption(value: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) throw new InvalidArgumentError('expected an ISO 8601 time, e.g. 2026-11-20T08:00:00Z');
  return time;
}

function countOption(value: string): number {
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return count;
}

/** One tailed entry: the event read through the catalogue, or why it is not a valid one. */
interface TailedEntry {
  entry_id: string;
  stream: string;
  valid: boolean;
  event?: unknown;
  error?: string;
}

function tailedEntry(stream: string, id: string, fields: string[]): TailedEntry {
  const parsed = parseCatalogueEvent(fieldsOf(fields).event ?? '');
  return parsed.ok
    ? { entry_id: id, stream, valid: true, event: parsed.event }
    : { entry_id: id, stream, valid: false, error: describeInvalidEvent(parsed.error) };
}

function tailLine(entry: TailedEntry): string {
  if (!entry.valid) return `${entry.entry_id}  INVALID  ${entry.error}`;
  return `${entry.entry_id}  ${JSON.stringify(entry.event, null, 2)}`;
}

/**
 * `events replay` and `events tail`, registered next to the dead-letter commands.
 *
 * Replay moves one consumer group back to a point in time (XGROUP SETID): its next reads hand it every
 * entry from there on again. The group's inbox still holds the ids of the events it applied, so for a
 * consumer that only needs to catch up this re-reading is harmless (each event is a no-op); a consumer
 * rebuilding what it derives from the events must forget those inbox records first (`--forget-inbox`
 * prints the statement for the consumer's database, or run the rebuild under a new group name).
 */
function registerStreamCommands(events: Command): void {
  events
    .command('replay')
    .description('re-deliver the events of a stream from a point in time to one consumer group')
    .requiredOption('--stream <app>', "the app's stream (e.g. billing)", streamOption)
    .requiredOption('--group <group>', 'the consumer group (e.g. credit)')
    .requiredOption('--from <time>', 'ISO 8601 time of the first event to re-deliver', timeOption)
    .option('--json', 'print one JSON object')
    .action(async (options: { stream: string; group: string; from: Date }, command: Command) => {
      const result = await withRedis(async (redis, namespace) => {
        const key = redisKey({ NETLINE_NAMESPACE: namespace }, options.stream);
        const groups = (await redis.xinfo('GROUPS', key).catch(() => [])) as unknown[][];
        if (!groups.some((group) => group[group.indexOf('name') + 1] === options.group)) {
          throw new DomainError('ADMIN.CONSUMER_GROUP_NOT_FOUND', 'not_found', `No consumer group ${options.group} on ${options.stream}`);
        }
        const [oldest] = (await redis.xrange(key, '-', '+', 'COUNT', 1)) as Array<[string, string[]]>;
        const rewound = await rewindGroup(redis, key, options.group, options.from);
        return {
          stream: options.stream,
          group: options.group,
          from: options.from.toISOString(),
          last_delivered_id: rewound.lastDeliveredId,
          first_entry_id: rewound.firstId,
          entries_to_redeliver: rewound.toDeliver,
          // The stream is trimmed by age: a time before its oldest entry replays from that entry.
          oldest_entry_id: oldest ? oldest[0] : null,
          trimmed_before_from: oldest ? compareStreamIds(oldest[0], streamIdAt(options.from)) > 0 : false,
          inbox_note: `events ${options.group} already applied are no-ops (its inbox has them); to rebuild, delete its inbox rows first: DELETE FROM inbox WHERE consumer = '${options.group}'`,
        };
      });
      output(command, result, (value) =>
        [
          `${value.group} on ${value.stream} rewound to ${value.last_delivered_id}: ${value.entries_to_redeliver} entr${value.entries_to_redeliver === 1 ? 'y' : 'ies'} from ${value.from} will be delivered again`,
          value.trimmed_before_from ? `the stream's oldest entry, ${value.oldest_entry_id}, is later than --from: earlier ones (if any) were trimmed` : '',
          value.inbox_note,
        ]
          .filter(Boolean)
          .join('\n'),
      );
    });

  events
    .command('tail')
    .description('print the events arriving on a stream (Ctrl-C stops)')
    .requiredOption('--stream <app>', "the app's stream (e.g. billing)", streamOption)
    .option('--from <time>', 'start with the entries since this ISO 8601 time (default: only new ones)', timeOption)
    .option('--count <n>', 'stop after this many entries', countOption)
    .option('--json', 'one JSON object per line')
    .action(async (options: { stream: string; from?: Date; count?: number }, command: Command) => {
      const json = Boolean(command.optsWithGlobals().json);
      const config = loadAdminConfig();
      const key = redisKey(config, options.stream);
      // XREAD BLOCK holds its connection: one of its own, no command timeout. Named with the process id,
      // so `CLIENT LIST` tells which tail (of several operators') holds which blocking connection.
      const redis = createRedis(config, `netline-admin-tail-${process.pid}`, { role: 'blocking' });
      let stopped = false;
      const stop = () => {
        stopped = true;
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        await redis.ping().catch(() => {
          throw new DomainError('ADMIN.REDIS_UNREACHABLE', 'unavailable', `Redis is not reachable at ${config.REDIS_URL}`);
        });
        // After the last entry before `--from`, or after whatever is the newest entry now.
        let cursor = options.from ? `${Math.max(0, options.from.getTime() - 1)}-18446744073709551615` : '$';
        if (cursor === '$') {
          const [newest] = (await redis.xrevrange(key, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
          cursor = newest ? newest[0] : '0-0';
        }
        let printed = 0;
        while (!stopped && (options.count === undefined || printed < options.count)) {
          // Short blocks so Ctrl-C is noticed within a second.
          const reply = (await redis.xread('COUNT', 100, 'BLOCK', 1_000, 'STREAMS', key, cursor)) as Array<[string, Array<[string, string[]]>]> | null;
          for (const [, entries] of reply ?? []) {
            for (const [id, fields] of entries) {
              cursor = id;
              if (options.count !== undefined && printed >= options.count) break;
              const entry = tailedEntry(options.stream, id, fields);
              process.stdout.write(`${json ? JSON.stringify(entry) : tailLine(entry)}\n`);
              printed += 1;
            }
          }
        }
      } finally {
        process.removeListener('SIGINT', stop);
        process.removeListener('SIGTERM', stop);
        redis.disconnect();
      }
    });
}
