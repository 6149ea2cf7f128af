import { Injectable } from '@nestjs/common';
import { hydrate } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { ShipmentFileRecord } from './shipment-file.entity';

/** Proof-of-delivery files; every method takes the merchant id. Reads leave the bytes out unless asked. */
@Injectable()
export class FilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(file: ShipmentFileRecord): Promise<void> {
    await this.dataSource.getRepository(ShipmentFileRecord).insert({ ...file });
  }

  async findMeta(merchantId: string, id: string): Promise<ShipmentFileRecord | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT id, merchant_id, content_type, declared_size, original_filename, NULL AS content, size, expires_at, uploaded_at, created_at FROM shipment_files WHERE merchant_id = $1 AND id = $2',
      [merchantId, id],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, ShipmentFileRecord, rows[0]);
  }

  async findWithContent(merchantId: string, id: string): Promise<ShipmentFileRecord | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM shipment_files WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, ShipmentFileRecord, rows[0]);
  }

  /** Stores the bytes once: a second upload through the same link finds the row filled and changes nothing. */
  async fill(merchantId: string, id: string, content: Buffer, now: Date): Promise<boolean> {
    // TypeORM answers an UPDATE on PostgreSQL as [rows, affected count].
    const [updated] = (await this.dataSource.query(
      'UPDATE shipment_files SET content = $3, size = $4, uploaded_at = $5 WHERE merchant_id = $1 AND id = $2 AND uploaded_at IS NULL RETURNING id',
      [merchantId, id, content, content.length, now],
    )) as [unknown[], number];
    return updated.length > 0;
  }
}
