import { redisKey } from '@netline/config';
import { createRedis, DomainError } from '@netline/messaging';
import { Command } from 'commander';
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
  const redis = createRedis(config.REDIS_URL, 'netline-admin', { commandTimeoutMs: 5_000 });
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
                (letter) => `${letter.id}  ${letter.stream}  group ${letter.group}  ${letter.type ?? '?'} ${letter.event_id ?? '?'}  ${letter.failed_at ?? ''}\n    ${letter.error}`,
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
        [...value.replayed.map((item) => `${item.id} → ${item.stream} ${item.new_entry_id} (${item.event_id ?? '?'})`), `${value.count} event(s) replayed`].join('\n'),
      );
    });
}
