import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface AllowedClientRow {
  merchant_id: string;
  client_id: string;
  name: string | null;
  added_by: string | null;
  created_at: Date;
}

/** The apps each merchant allows to sign its people in by a Client ID Metadata Document; every query is scoped by merchant. */
@Injectable()
export class AllowedOAuthClientsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(merchantId: string): Promise<AllowedClientRow[]> {
    return this.dataSource.query('SELECT * FROM allowed_oauth_clients WHERE merchant_id = $1 ORDER BY created_at, client_id', [merchantId]);
  }

  async exists(merchantId: string, clientId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM allowed_oauth_clients WHERE merchant_id = $1 AND client_id = $2', [
      merchantId,
      clientId,
    ]);
    return rows.length > 0;
  }

  /** The app's name as allowed now, with its row locked for the transaction (undefined when not allowed). */
  async lockName(manager: EntityManager, merchantId: string, clientId: string): Promise<{ name: string | null } | undefined> {
    const rows: Array<{ name: string | null }> = await manager.query(
      'SELECT name FROM allowed_oauth_clients WHERE merchant_id = $1 AND client_id = $2 FOR UPDATE',
      [merchantId, clientId],
    );
    return rows[0];
  }

  /** Adds the app, or keeps its row and updates its name when one is given. */
  async upsert(manager: EntityManager, row: Omit<AllowedClientRow, 'name'> & { name: string | null }): Promise<AllowedClientRow> {
    const [stored] = (await manager.query(
      `INSERT INTO allowed_oauth_clients (merchant_id, client_id, name, added_by, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, client_id) DO UPDATE SET name = COALESCE(EXCLUDED.name, allowed_oauth_clients.name)
       RETURNING *`,
      [row.merchant_id, row.client_id, row.name, row.added_by, row.created_at],
    )) as AllowedClientRow[];
    return stored;
  }

  async delete(manager: EntityManager, merchantId: string, clientId: string): Promise<AllowedClientRow | undefined> {
    const [rows] = (await manager.query('DELETE FROM allowed_oauth_clients WHERE merchant_id = $1 AND client_id = $2 RETURNING *', [merchantId, clientId])) as [
      AllowedClientRow[],
      number,
    ];
    return rows[0];
  }

  /** The grants the merchant's people made with the app (the same client id may be allowed by other merchants). */
  async grantsOf(merchantId: string, clientId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT r.id FROM oauth_records r JOIN users u ON u.id = r.account_id
        WHERE r.model = 'Grant' AND r.client_id = $1 AND u.merchant_id = $2`,
      [clientId, merchantId],
    );
    return rows.map((row) => row.id);
  }
}
