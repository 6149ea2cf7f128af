import { Injectable } from '@nestjs/common';
import { ListQuery, ListPage } from '@netline/contracts';
import { sql, pageOfRows } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';

/** One event as the events API keeps it; `body` is the webhook body, byte for byte. */
export interface EventRow {
  account_id: string;
  id: string;
  type: string;
  object: string;
  object_id: string;
  occurred_at: Date;
  body: string;
}

export type NewEvent = EventRow;

/** A place in an account's events: its storing transaction and its sequence (see the migration). */
export interface EventPosition {
  tx: string;
  sequence: string;
}

const FILTER_COLUMNS: Record<string, string> = { type: 'type', object_id: 'object_id', occurred_at: 'occurred_at' };
const OPERATORS: Record<string, string> = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/**
 * The intake's insert, once per read batch (a named prepared statement, docs/persistence.md). An event
 * stored before (a redelivered stream entry) is kept as it was.
 */
const insertEvents = sql(
  `INSERT INTO account_events (account_id, id, type, object, object_id, occurred_at, body)
   SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[])
   ON CONFLICT (account_id, id) DO NOTHING`,
);

/**
 * Only events whose storing transaction is older than every transaction still running
 * (`pg_snapshot_xmin`): those can no longer be joined by an event that commits later with a smaller
 * position, so a reader that moved past them loses nothing. A transaction left open on the database
 * server delays the stream while it lasts; it never makes it skip an event.
 */
const SETTLED = 'tx < pg_snapshot_xmin(pg_current_snapshot())';

/** Every method takes the account id: an event is never read by id alone. */
@Injectable()
export class EventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a batch of events in one statement, inside the intake's transaction. */
  async insert(manager: EntityManager, events: NewEvent[]): Promise<void> {
    if (events.length === 0) return;
    const column = <K extends keyof NewEvent>(key: K) => events.map((event) => event[key]);
    await insertEvents.rows(manager, [
      column('account_id'),
      column('id'),
      column('type'),
      column('object'),
      column('object_id'),
      column('occurred_at'),
      column('body'),
    ]);
  }

  /** The account's event, unless it occurred before `since` (the retention's cutoff; null keeps every one). */
  async find(accountId: string, id: string, since: Date | null): Promise<EventRow | null> {
    const rows: EventRow[] = await this.dataSource.query(
      'SELECT * FROM account_events WHERE account_id = $1 AND id = $2 AND ($3::timestamptz IS NULL OR occurred_at >= $3)',
      [accountId, id, since],
    );
    return rows[0] ?? null;
  }

  /** Newest first (in the order stored), with the list's filters; nothing that occurred before `since`. */
  async list(accountId: string, query: ListQuery, since: Date | null): Promise<ListPage<EventRow>> {
    const conditions = ['account_id = $1'];
    const values: unknown[] = [accountId];
    if (since) {
      values.push(since);
      conditions.push(`occurred_at >= $${values.length}`);
    }
    for (const filter of query.filters) {
      values.push(filter.value);
      conditions.push(`${FILTER_COLUMNS[filter.field]} ${OPERATORS[filter.op]} $${values.length}`);
    }
    const where = conditions.join(' AND ');
    return pageOfRows(
      query,
      (limit) =>
        this.dataSource.query(
          `SELECT * FROM account_events WHERE ${where} ORDER BY tx DESC, sequence DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
          [...values, limit, query.offset],
        ) as Promise<EventRow[]>,
      async () =>
        ((await this.dataSource.query(`SELECT count(*)::int AS count FROM account_events WHERE ${where}`, values)) as Array<{ count: number }>)[0].count,
    );
  }

  /** Where the account's event `id` sits (null: not the account's, or older than `since`). */
  async positionOf(accountId: string, id: string, since: Date | null): Promise<EventPosition | null> {
    const rows: EventPosition[] = await this.dataSource.query(
      `SELECT tx::text AS tx, sequence::text AS sequence FROM account_events
        WHERE account_id = $1 AND id = $2 AND ($3::timestamptz IS NULL OR occurred_at >= $3)`,
      [accountId, id, since],
    );
    return rows[0] ?? null;
  }

  /** The position of the account's newest settled event; the very start when it has none. */
  async head(accountId: string): Promise<EventPosition> {
    const rows: EventPosition[] = await this.dataSource.query(
      `SELECT tx::text AS tx, sequence::text AS sequence FROM account_events
        WHERE account_id = $1 AND ${SETTLED} ORDER BY tx DESC, sequence DESC LIMIT 1`,
      [accountId],
    );
    return rows[0] ?? { tx: '0', sequence: '0' };
  }

  /** The account's settled events after `position`, oldest first, at most `limit`. */
  async after(accountId: string, position: EventPosition, since: Date | null, limit: number): Promise<Array<EventRow & EventPosition>> {
    return this.dataSource.query(
      `SELECT id, type, body, tx::text AS tx, sequence::text AS sequence FROM account_events
        WHERE account_id = $1 AND (tx, sequence) > ($2::xid8, $3::bigint) AND ${SETTLED}
          AND ($4::timestamptz IS NULL OR occurred_at >= $4)
        ORDER BY tx, sequence LIMIT $5`,
      [accountId, position.tx, position.sequence, since, limit],
    );
  }
}
