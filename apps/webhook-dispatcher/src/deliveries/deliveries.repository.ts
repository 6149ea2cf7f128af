import { Injectable } from '@nestjs/common';
import { ListQuery } from '@netline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AttemptRow, DeliveryRow } from './delivery.entity';

const FILTER_COLUMNS: Record<string, string> = {
  status: 'status',
  event_type: 'event_type',
  event_id: 'event_id',
  endpoint_url: 'endpoint_url',
  endpoint_id: 'endpoint_id',
};

export type NewDelivery = Omit<DeliveryRow, 'status' | 'attempt_count' | 'last_status_code' | 'next_attempt_at' | 'updated_at' | 'completed_at'>;

export interface AttemptOutcome {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  nextAttemptAt: Date | null;
  status: DeliveryRow['status'];
}

/** Every method takes the merchant id: a delivery is never read or written by id alone. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts deliveries; an original delivery that exists already (same event and endpoint) is kept. */
  async insert(manager: EntityManager, deliveries: NewDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const column = <K extends keyof NewDelivery>(key: K) => deliveries.map((delivery) => delivery[key]);
    await manager.query(
      `INSERT INTO webhook_deliveries
         (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, resend_of, created_at, updated_at, status)
       SELECT *, created_at, 'pending' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                                                   $8::text[], $9::timestamptz[], $10::text[], $11::timestamptz[])
           AS t (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, resend_of, created_at)
       ON CONFLICT (event_id, endpoint_id) WHERE resend_of IS NULL DO NOTHING`,
      [
        column('id'), column('merchant_id'), column('event_id'), column('event_type'), column('object'), column('endpoint_id'),
        column('endpoint_url'), column('payload'), column('occurred_at'), column('resend_of'), column('created_at'),
      ],
    );
  }

  /** The original deliveries of an event still waiting to be enqueued or delivered. */
  async pendingOriginals(merchantId: string, eventId: string): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT id, merchant_id, event_id, endpoint_id, resend_of, endpoint_url, payload, occurred_at FROM webhook_deliveries
        WHERE merchant_id = $1 AND event_id = $2 AND resend_of IS NULL AND status = 'pending'`,
      [merchantId, eventId],
    );
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
   * Records one attempt and the delivery's new state in one statement (atomic without a transaction). The
   * attempt number comes from the row itself, and only a pending delivery is changed: an attempt that
   * races a finished one (a stalled run repeated elsewhere) leaves no second ending. Returns whether the
   * attempt was recorded.
   */
  async recordAttempt(merchantId: string, deliveryId: string, outcome: AttemptOutcome): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH delivery AS (
         UPDATE webhook_deliveries
            SET status = $8::text, attempt_count = attempt_count + 1, last_status_code = $4::integer, next_attempt_at = $7::timestamptz, updated_at = now(),
                completed_at = CASE WHEN $8 = 'pending' THEN NULL ELSE now() END
          WHERE merchant_id = $1::text AND id = $2::text AND status = 'pending'
          RETURNING attempt_count
       )
       INSERT INTO webhook_delivery_attempts (merchant_id, delivery_id, number, attempted_at, status_code, duration_ms, error, next_attempt_at)
       SELECT $1::text, $2::text, attempt_count, $3::timestamptz, $4::integer, $5::integer, $6::text, $7::timestamptz FROM delivery
       RETURNING number`,
      [merchantId, deliveryId, outcome.attemptedAt, outcome.statusCode, outcome.durationMs, outcome.error, outcome.nextAttemptAt, outcome.status],
    );
    return rows.length > 0;
  }

  /** A delivery's state, for the worker's "already finished?" check on a repeated run. */
  async statusOf(merchantId: string, id: string): Promise<DeliveryRow['status'] | null> {
    const rows: Array<{ status: DeliveryRow['status'] }> = await this.dataSource.query(
      'SELECT status FROM webhook_deliveries WHERE merchant_id = $1 AND id = $2',
      [merchantId, id],
    );
    return rows[0]?.status ?? null;
  }

  /** Ends a delivery BullMQ gave up on outside a normal attempt (e.g. stalled too often). */
  async markFailed(merchantId: string, deliveryId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, updated_at = now(), completed_at = now()
        WHERE merchant_id = $1 AND id = $2 AND status = 'pending'`,
      [merchantId, deliveryId],
    );
  }

  async list(merchantId: string, query: ListQuery): Promise<{ count: number; rows: DeliveryRow[] }> {
    const conditions = ['merchant_id = $1'];
    const values: unknown[] = [merchantId];
    for (const filter of query.filters) {
      values.push(filter.value);
      conditions.push(`${FILTER_COLUMNS[filter.field]} = $${values.length}`);
    }
    const where = conditions.join(' AND ');
    const direction = query.sort[0]?.direction === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM webhook_deliveries WHERE ${where} ORDER BY created_at ${direction}, id ${direction} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ) as Promise<DeliveryRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM webhook_deliveries WHERE ${where}`, values) as Promise<Array<{ count: number }>>,
    ]);
    return { count: counted[0].count, rows };
  }
}
