import { Injectable } from '@nestjs/common';
import { PARTNER_TOPIC_NAMES, PartnerTopic, ListPage, ListQuery } from '@netline/contracts';
import { sql, pageOfRows } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { EndpointRow, SubscriptionRow } from './subscription.entity';

/** Rows created together are listed in the spec's flag order. */
const ORDER = `ORDER BY s.created_at, array_position('{${PARTNER_TOPIC_NAMES.join(',')}}'::text[], s.topic), s.id`;
const SUBSCRIPTION_COLUMNS = `s.id, s.merchant_id, s.endpoint_id, e.url AS endpoint_url, s.topic, s.created_at, s.updated_at`;

export interface Subscriber {
  merchant_id: string;
  topic: string;
  endpoint_id: string;
  endpoint_url: string;
}

/** The intake's subscriber lookup, once per read batch: a named prepared statement (docs/persistence.md). */
const selectSubscribers = sql<Subscriber>(
  `SELECT s.merchant_id, s.topic, e.id AS endpoint_id, e.url AS endpoint_url
     FROM webhook_subscriptions s JOIN webhook_endpoints e ON e.id = s.endpoint_id
    WHERE (s.merchant_id, s.topic) IN (SELECT * FROM unnest($1::text[], $2::text[]))
    ORDER BY e.id`,
);

/** Every method takes the merchant id: no endpoint or subscription is reachable by id alone. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * How many endpoints the merchant has, and whether `url` is one of them, with the merchant's endpoint
   * registrations serialized (an advisory lock for the rest of the transaction), so concurrent creations
   * cannot pass a limit together.
   */
  async lockedEndpointCount(manager: EntityManager, merchantId: string, url: string): Promise<{ count: number; exists: boolean }> {
    await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1, 0))", [merchantId]);
    const rows: Array<{ count: string; exists: boolean }> = await manager.query(
      'SELECT count(*) AS count, bool_or(url = $2) AS exists FROM webhook_endpoints WHERE merchant_id = $1',
      [merchantId, url],
    );
    return { count: Number(rows[0].count), exists: rows[0].exists === true };
  }

  /** Finds or creates the endpoint for a URL, locking it for the rest of the transaction. */
  async upsertEndpoint(manager: EntityManager, merchantId: string, url: string, id: string, now: Date): Promise<EndpointRow> {
    const rows: EndpointRow[] = await manager.query(
      `INSERT INTO webhook_endpoints (id, merchant_id, url, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (merchant_id, url) DO UPDATE SET updated_at = EXCLUDED.updated_at
       RETURNING *`,
      [id, merchantId, url, now],
    );
    return rows[0];
  }

  async subscribe(manager: EntityManager, merchantId: string, endpointId: string, topics: readonly PartnerTopic[], ids: string[], now: Date): Promise<void> {
    if (topics.length === 0) return;
    await manager.query(
      `INSERT INTO webhook_subscriptions (id, merchant_id, endpoint_id, topic, created_at, updated_at)
       SELECT id, $1, $2, topic, $5, $5 FROM unnest($3::text[], $4::text[]) AS t (topic, id)
       ON CONFLICT (endpoint_id, topic) DO UPDATE SET updated_at = EXCLUDED.updated_at`,
      [merchantId, endpointId, topics, ids, now],
    );
  }

  async unsubscribe(manager: EntityManager, merchantId: string, endpointId: string, topics: readonly PartnerTopic[]): Promise<void> {
    if (topics.length === 0) return;
    await manager.query('DELETE FROM webhook_subscriptions WHERE merchant_id = $1 AND endpoint_id = $2 AND topic = ANY($3::text[])', [
      merchantId,
      endpointId,
      topics,
    ]);
  }

  async forEndpoint(manager: EntityManager, merchantId: string, endpointId: string): Promise<SubscriptionRow[]> {
    return manager.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM webhook_subscriptions s JOIN webhook_endpoints e ON e.id = s.endpoint_id
        WHERE s.merchant_id = $1 AND s.endpoint_id = $2 ${ORDER}`,
      [merchantId, endpointId],
    );
  }

  async list(merchantId: string, query: Pick<ListQuery, 'limit' | 'offset' | 'uncounted'>): Promise<ListPage<SubscriptionRow>> {
    return pageOfRows(
      query,
      (limit) =>
        this.dataSource.query(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM webhook_subscriptions s JOIN webhook_endpoints e ON e.id = s.endpoint_id
            WHERE s.merchant_id = $1 ${ORDER} LIMIT $2 OFFSET $3`,
          [merchantId, limit, query.offset],
        ) as Promise<SubscriptionRow[]>,
      async () =>
        (
          (await this.dataSource.query('SELECT count(*)::int AS count FROM webhook_subscriptions WHERE merchant_id = $1', [merchantId])) as Array<{
            count: number;
          }>
        )[0].count,
    );
  }

  /** Deletes the endpoint (its subscriptions go with it): the endpoint deleted, or null when there was none. */
  async deleteEndpoint(manager: EntityManager, merchantId: string, url: string): Promise<Pick<EndpointRow, 'id' | 'url'> | null> {
    // TypeORM answers a DELETE … RETURNING as [rows, affected].
    const [rows] = (await manager.query('DELETE FROM webhook_endpoints WHERE merchant_id = $1 AND url = $2 RETURNING id, url', [merchantId, url])) as [
      Array<Pick<EndpointRow, 'id' | 'url'>>,
      number,
    ];
    return rows[0] ?? null;
  }

  async findEndpoint(merchantId: string, url: string): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await this.dataSource.query('SELECT * FROM webhook_endpoints WHERE merchant_id = $1 AND url = $2', [merchantId, url]);
    return rows[0] ?? null;
  }

  /** The merchant's endpoint with this id (null: none, or another account's). */
  async findEndpointById(merchantId: string, id: string): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await this.dataSource.query('SELECT * FROM webhook_endpoints WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows[0] ?? null;
  }

  /** The endpoints subscribed to each (merchant, topic) pair of a batch of events, in one query. */
  async subscribersOfMany(manager: EntityManager, keys: Array<{ merchantId: string; topic: string }>): Promise<Subscriber[]> {
    if (keys.length === 0) return [];
    return selectSubscribers.rows(manager, [keys.map((key) => key.merchantId), keys.map((key) => key.topic)]);
  }
}
