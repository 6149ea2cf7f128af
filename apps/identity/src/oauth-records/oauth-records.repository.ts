import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One stored object of the authorization server, as its adapter hands it over. */
export interface OAuthRecord {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  expiresAt: Date | null;
}

export interface GrantRow {
  id: string;
  clientId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date | null;
}

/**
 * The authorization server's state (oidc-provider's adapter contract, in PostgreSQL): every model in one
 * table keyed by model and id. Expired rows read as absent and are deleted as they are met; a consumed
 * row keeps its payload with `consumed` set, which is how a replayed authorization code or refresh token
 * is recognised.
 *
 * In its own folder below oauth/: access keys, users and accounts end grants here (a key revoked, a person
 * deactivated or reset), and oauth/ itself builds on access keys and users.
 */
@Injectable()
export class OAuthRecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async upsert(model: string, id: string, payload: Record<string, unknown>, expiresInSeconds: number | undefined): Promise<void> {
    const expiresAt = expiresInSeconds ? new Date(Date.now() + expiresInSeconds * 1000) : null;
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
    // A Grant is its own grant; everything else names the grant it belongs to.
    const grantId = model === 'Grant' ? id : text('grantId');
    await this.dataSource.query(
      `INSERT INTO oauth_records (model, id, payload, grant_id, account_id, client_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, account_id = EXCLUDED.account_id,
         client_id = EXCLUDED.client_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [model, id, JSON.stringify(payload), grantId, text('accountId'), text('clientId'), text('uid'), text('userCode'), expiresAt],
    );
  }

  async find(model: string, id: string): Promise<Record<string, unknown> | undefined> {
    return this.one('model = $1 AND id = $2', [model, id]);
  }

  async findByUid(model: string, uid: string): Promise<Record<string, unknown> | undefined> {
    return this.one('model = $1 AND uid = $2', [model, uid]);
  }

  async findByUserCode(model: string, userCode: string): Promise<Record<string, unknown> | undefined> {
    return this.one('model = $1 AND user_code = $2', [model, userCode]);
  }

  /** Marks a code or refresh token used; the payload then carries `consumed` (epoch seconds). */
  async consume(model: string, id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE oauth_records SET consumed_at = now(), payload = payload || jsonb_build_object('consumed', floor(extract(epoch FROM now()))::bigint)
       WHERE model = $1 AND id = $2`,
      [model, id],
    );
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM oauth_records WHERE model = $1 AND id = $2', [model, id]);
  }

  /**
   * Ends a grant: the grant itself and every code and refresh token issued under it, and records the end
   * (with the account of the grant's key) so the edges refuse its access tokens until they expire. One
   * statement, so a grant is never gone without its record.
   */
  async revokeByGrantId(grantId: string): Promise<number> {
    const rows = (await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM oauth_records WHERE grant_id = $1 AND model <> 'Session' RETURNING client_id, account_id
       ), ended AS (
         -- The account of the key the grant was made with; a Client ID Metadata Document client has no key,
         -- and its grant belongs to the account of the person who made it.
         INSERT INTO ended_grants (grant_id, merchant_id)
         SELECT $1, merchant_id FROM (
           SELECT COALESCE(
             (SELECT key.merchant_id FROM access_keys key WHERE key.client_id = (SELECT client_id FROM gone WHERE client_id IS NOT NULL LIMIT 1)),
             (SELECT u.merchant_id FROM users u WHERE u.id = (SELECT account_id FROM gone WHERE account_id IS NOT NULL LIMIT 1))
           ) AS merchant_id
         ) owner WHERE merchant_id IS NOT NULL
         ON CONFLICT (grant_id) DO NOTHING
       )
       SELECT count(*)::int AS revoked FROM gone`,
      [grantId],
    )) as Array<{ revoked: number }>;
    return rows[0]?.revoked ?? 0;
  }

  /** The account's grants that ended after `since` (their access tokens may still be unexpired). */
  async endedSince(merchantId: string, since: Date): Promise<string[]> {
    const rows = (await this.dataSource.query('SELECT grant_id FROM ended_grants WHERE merchant_id = $1 AND ended_at > $2', [merchantId, since])) as Array<{
      grant_id: string;
    }>;
    return rows.map((row) => row.grant_id);
  }

  /** Ends every grant made with a client (its key revoked). */
  async revokeByClient(clientId: string): Promise<void> {
    await this.dataSource.query("DELETE FROM oauth_records WHERE client_id = $1 AND model <> 'Session'", [clientId]);
  }

  /** Ends every grant and sign-in of a user (deactivated). */
  async revokeByAccount(accountId: string): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM oauth_records WHERE account_id = $1 OR grant_id IN (SELECT id FROM oauth_records WHERE model = $2 AND account_id = $1)',
      [accountId, 'Grant'],
    );
  }

  /**
   * Ends every grant of a user as `revokeByGrantId` does (their access tokens refused by the edges within
   * the cache time, not only their refresh tokens), then their remaining sign-ins; how many grants ended.
   */
  async endGrantsOf(accountId: string): Promise<number> {
    const grants = (await this.dataSource.query("SELECT id FROM oauth_records WHERE model = 'Grant' AND account_id = $1", [accountId])) as Array<{
      id: string;
    }>;
    for (const grant of grants) await this.revokeByGrantId(grant.id);
    await this.revokeByAccount(accountId);
    return grants.length;
  }

  /** The user's live grants, newest first. */
  async grantsOf(accountId: string): Promise<GrantRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, client_id, payload, created_at, expires_at FROM oauth_records
       WHERE model = 'Grant' AND account_id = $1 AND (expires_at IS NULL OR expires_at > now()) ORDER BY created_at DESC`,
      [accountId],
    )) as Array<{ id: string; client_id: string; payload: Record<string, unknown>; created_at: Date; expires_at: Date | null }>;
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, payload: row.payload, createdAt: row.created_at, expiresAt: row.expires_at }));
  }

  /**
   * Rows past their expiry, and ended grants older than `endedBefore` (no token of theirs is alive any
   * more); deleted in small batches as the store is used.
   */
  async sweepExpired(endedBefore: Date, limit = 500): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM oauth_records WHERE ctid IN (SELECT ctid FROM oauth_records WHERE expires_at IS NOT NULL AND expires_at <= now() LIMIT $1)',
      [limit],
    );
    await this.dataSource.query('DELETE FROM ended_grants WHERE ctid IN (SELECT ctid FROM ended_grants WHERE ended_at < $1 LIMIT $2)', [endedBefore, limit]);
  }

  private async one(where: string, parameters: unknown[]): Promise<Record<string, unknown> | undefined> {
    const rows = (await this.dataSource.query(`SELECT payload, expires_at FROM oauth_records WHERE ${where} LIMIT 1`, parameters)) as Array<{
      payload: Record<string, unknown>;
      expires_at: Date | null;
    }>;
    const row = rows[0];
    if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
    return row.payload;
  }
}
