import { Injectable } from '@nestjs/common';
import { ListQuery, ListPage } from '@netline/contracts';
import { keptCountKey, keptRowCount, pageOfRows, PlainList, plainPageRows, sql } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { AttemptRow, DeliveryRow } from './delivery.entity';

const FILTER_COLUMNS: Record<string, string> = {
  status: 'status',
  event_type: 'event_type',
  event_id: 'event_id',
  endpoint_url: 'endpoint_url',
  endpoint_id: 'endpoint_id',
};

/** The delivery log as `GET /webhooks/deliveries` reads it: whole rows, keyed by id. */
const DELIVERY_LIST: PlainList = { table: 'webhook_deliveries', select: '*', key: { column: 'id', type: 'text' } };

export type NewDelivery = Omit<DeliveryRow, 'status' | 'attempt_count' | 'last_status_code' | 'next_attempt_at' | 'updated_at' | 'completed_at'>;

export interface AttemptOutcome {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
  status: DeliveryRow['status'];
}

/** What a job needs to deliver, read back only for the events of a redelivered stream entry. */
export type PendingOriginal = Pick<DeliveryRow, 'id' | 'merchant_id' | 'event_id' | 'endpoint_id' | 'resend_of' | 'endpoint_url' | 'payload' | 'occurred_at'>;

// The statements of the delivery hot path (intake, attempts, the worker's status check) are named prepared
// statements (docs/persistence.md, "Prepared SQL"): fixed texts whose rows travel as arrays.
const insertDeliveries = sql<{ id: string }>(
  `INSERT INTO webhook_deliveries
     (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, resend_of, created_at, updated_at, status)
   SELECT *, created_at, 'pending' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                                               $8::text[], $9::timestamptz[], $10::text[], $11::timestamptz[])
       AS t (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, resend_of, created_at)
   ON CONFLICT (event_id, endpoint_id) WHERE resend_of IS NULL DO NOTHING
   RETURNING id`,
);
const selectPendingOriginals = sql<PendingOriginal>(
  `SELECT d.id, d.merchant_id, d.event_id, d.endpoint_id, d.resend_of, d.endpoint_url, d.payload, d.occurred_at
     FROM webhook_deliveries d JOIN unnest($1::text[], $2::text[]) AS e (merchant_id, event_id)
       ON d.merchant_id = e.merchant_id AND d.event_id = e.event_id
    WHERE d.resend_of IS NULL AND d.status = 'pending'
    ORDER BY d.event_id, d.endpoint_id`,
);
/**
 * The attempts of several deliveries and their deliveries' new state, in one statement. Exported for the
 * schema test that keeps its update in place (docs/webhooks.md, "How deliveries are stored").
 */
export const recordAttemptBatch = sql<{ delivery_id: string }>(
  `WITH input AS (
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::integer[], $5::integer[], $6::text[], $7::timestamptz[], $8::text[])
         AS t (merchant_id, delivery_id, attempted_at, status_code, duration_ms, error, next_attempt_at, status)
   ), delivery AS (
     UPDATE webhook_deliveries d
        SET status = i.status, attempt_count = d.attempt_count + 1, last_status_code = i.status_code,
            next_attempt_at = i.next_attempt_at, updated_at = now(),
            completed_at = CASE WHEN i.status = 'pending' THEN NULL ELSE now() END
       FROM input i
      WHERE d.merchant_id = i.merchant_id AND d.id = i.delivery_id AND d.status = 'pending'
      RETURNING d.id, d.attempt_count
   )
   INSERT INTO webhook_delivery_attempts (merchant_id, delivery_id, number, attempted_at, status_code, duration_ms, error, next_attempt_at)
   SELECT i.merchant_id, i.delivery_id, delivery.attempt_count, i.attempted_at, i.status_code, i.duration_ms, i.error, i.next_attempt_at
     FROM input i JOIN delivery ON delivery.id = i.delivery_id
   RETURNING delivery_id`,
);
const selectStatus = sql<{ status: DeliveryRow['status'] }>('SELECT status FROM webhook_deliveries WHERE merchant_id = $1 AND id = $2', { pipelined: true });
const markDeliveryFailed = sql(
  `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, updated_at = now(), completed_at = now()
    WHERE merchant_id = $1 AND id = $2 AND status = 'pending'`,
);

/** Every method takes the merchant id: a delivery is never read or written by id alone. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Inserts deliveries in one statement; an original delivery that exists already (same event and
   * endpoint) is kept. Returns the ids of the rows inserted: only those are this call's to enqueue.
   */
  async insert(manager: EntityManager, deliveries: NewDelivery[]): Promise<Set<string>> {
    if (deliveries.length === 0) return new Set();
    const column = <K extends keyof NewDelivery>(key: K) => deliveries.map((delivery) => delivery[key]);
    const rows = await insertDeliveries.rows(manager, [
      column('id'),
      column('merchant_id'),
      column('event_id'),
      column('event_type'),
      column('object'),
      column('endpoint_id'),
      column('endpoint_url'),
      column('payload'),
      column('occurred_at'),
      column('resend_of'),
      column('created_at'),
    ]);
    return new Set(rows.map((row) => row.id));
  }

  /** The original deliveries still pending of several events (each given with the account it belongs to), in one query. */
  async pendingOriginals(events: Array<{ merchantId: string; eventId: string }>): Promise<PendingOriginal[]> {
    if (events.length === 0) return [];
    return selectPendingOriginals.rows(this.dataSource, [events.map((event) => event.merchantId), events.map((event) => event.eventId)]);
  }

  /** The original delivery (not a resend) of an event to each endpoint it reached: endpoint id → delivery id. */
  async originalsOf(merchantId: string, eventId: string): Promise<Map<string, string>> {
    const rows: Array<{ id: string; endpoint_id: string }> = await this.dataSource.query(
      'SELECT id, endpoint_id FROM webhook_deliveries WHERE merchant_id = $1 AND event_id = $2 AND resend_of IS NULL',
      [merchantId, eventId],
    );
    return new Map(rows.map((row) => [row.endpoint_id, row.id]));
  }

  /** How many resends the merchant asked for since `since`. */
  async resendsSince(merchantId: string, since: Date): Promise<number> {
    const rows: Array<{ count: string }> = await this.dataSource.query(
      'SELECT count(*) AS count FROM webhook_deliveries WHERE merchant_id = $1 AND created_at > $2 AND resend_of IS NOT NULL',
      [merchantId, since],
    );
    return Number(rows[0].count);
  }

  async find(merchantId: string, id: string): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await this.dataSource.query('SELECT * FROM webhook_deliveries WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows[0] ?? null;
  }

  async attempts(merchantId: string, deliveryId: string): Promise<AttemptRow[]> {
    return this.dataSource.query(
      `SELECT number, attempted_at, status_code, duration_ms, error, next_attempt_at FROM webhook_delivery_attempts
        WHERE merchant_id = $1 AND delivery_id = $2 ORDER BY id`,
      [merchantId, deliveryId],
    );
  }

  /**
   * Records attempts and their deliveries' new states in one statement (atomic without a transaction),
   * for many deliveries at once. Each attempt number comes from its row, and only pending deliveries are
   * changed: an attempt that races a finished delivery (a stalled run repeated elsewhere) leaves no second
   * ending. The caller passes each delivery at most once. Returns the ids of the deliveries recorded.
   */
  async recordAttempts(attempts: Array<{ merchantId: string; deliveryId: string; outcome: AttemptOutcome }>): Promise<Set<string>> {
    if (attempts.length === 0) return new Set();
    const column = <T>(pick: (attempt: (typeof attempts)[number]) => T) => attempts.map(pick);
    const rows = await recordAttemptBatch.rows(this.dataSource, [
      column((a) => a.merchantId),
      column((a) => a.deliveryId),
      column((a) => a.outcome.attemptedAt),
      column((a) => a.outcome.statusCode),
      column((a) => a.outcome.durationMs),
      column((a) => a.outcome.error),
      column((a) => a.outcome.nextAttemptAt),
      column((a) => a.outcome.status),
    ]);
    return new Set(rows.map((row) => row.delivery_id));
  }

  /** A delivery's state, for the worker's "already finished?" check on a repeated run. */
  async statusOf(merchantId: string, id: string): Promise<DeliveryRow['status'] | null> {
    return (await selectStatus.first(this.dataSource, [merchantId, id]))?.status ?? null;
  }

  /** Ends a delivery BullMQ gave up on outside a normal attempt (e.g. stalled too often). */
  async markFailed(merchantId: string, deliveryId: string): Promise<void> {
    await markDeliveryFailed.rows(this.dataSource, [merchantId, deliveryId]);
  }

  async list(merchantId: string, query: ListQuery): Promise<ListPage<DeliveryRow>> {
    const conditions = ['merchant_id = $1'];
    const values: unknown[] = [merchantId];
    for (const filter of query.filters) {
      values.push(filter.value);
      conditions.push(`${FILTER_COLUMNS[filter.field]} = $${values.length}`);
    }
    const where = conditions.join(' AND ');
    const direction = query.sort[0]?.direction === 'asc' ? 'ASC' : 'DESC';
    const kept = keptCountKey('webhook_deliveries', ['event_type'], query.filters);
    const page = `FROM webhook_deliveries WHERE ${where} ORDER BY created_at ${direction}, id ${direction} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
    return pageOfRows(
      query,
      // A deep page reads its keys first (docs/persistence.md, "Deep pages").
      (limit) =>
        plainPageRows<DeliveryRow>(this.dataSource, DELIVERY_LIST, merchantId, { sql: page, values: [...values, limit, query.offset], offset: query.offset }),
      // Without a filter, or filtered by event type, a kept count (docs/persistence.md, "Kept row counts").
      async () =>
        kept !== null
          ? keptRowCount(this.dataSource, kept, [merchantId])
          : ((await this.dataSource.query(`SELECT count(*)::int AS count FROM webhook_deliveries WHERE ${where}`, values)) as Array<{ count: number }>)[0]
              .count,
    );
  }
}
