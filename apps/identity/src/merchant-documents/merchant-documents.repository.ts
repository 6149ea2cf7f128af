import { Injectable } from '@nestjs/common';
import { ListQuery } from '@netline/contracts';
import { hydrate } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { MerchantDocumentRecord } from './merchant-document.entity';

/** Every column but the file's bytes, which only the store and the upload write. */
const META = `id, merchant_id, partner_id, document_type, filename, filetype, status, validation_reasons, transfer_method, download_url,
  declared_size, NULL::bytea AS content, size, upload_expires_at, uploaded_at, validated_at, download_attempts, created_at, updated_at`;

const FILTER_COLUMNS: Record<string, string> = { document_type: 'document_type', status: 'status' };

/**
 * Underwriting documents. A partner's reads take the partner and the sub-merchant; the signed upload link
 * names the sub-merchant and the document (its token is the permission); the downloader takes the next
 * waiting download whoever it belongs to.
 */
@Injectable()
export class MerchantDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, document: MerchantDocumentRecord): Promise<void> {
    await manager.insert(MerchantDocumentRecord, { ...document });
  }

  /** Writes everything but the bytes. */
  async save(manager: EntityManager, document: MerchantDocumentRecord): Promise<void> {
    const { id, merchantId, content: _content, ...changes } = document;
    await manager.update(MerchantDocumentRecord, { merchantId, id }, changes);
  }

  async putContent(manager: EntityManager, merchantId: string, id: string, content: Buffer): Promise<void> {
    await manager.query('UPDATE merchant_documents SET content = $3, size = $4 WHERE merchant_id = $1 AND id = $2', [merchantId, id, content, content.length]);
  }

  async find(partnerId: string, merchantId: string, id: string): Promise<MerchantDocumentRecord | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${META} FROM merchant_documents WHERE partner_id = $1 AND merchant_id = $2 AND id = $3`,
      [partnerId, merchantId, id],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, MerchantDocumentRecord, rows[0]);
  }

  /** Locks one document of a sub-merchant (the upload link names both). */
  async lockForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<MerchantDocumentRecord | null> {
    const rows: Record<string, unknown>[] = await manager.query(`SELECT ${META} FROM merchant_documents WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [
      merchantId,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, MerchantDocumentRecord, rows[0]);
  }

  async list(partnerId: string, merchantId: string, query: ListQuery): Promise<{ count: number; items: MerchantDocumentRecord[] }> {
    const conditions = ['partner_id = $1', 'merchant_id = $2'];
    const values: unknown[] = [partnerId, merchantId];
    for (const filter of query.filters) {
      values.push(filter.value);
      conditions.push(`${FILTER_COLUMNS[filter.field]} = $${values.length}`);
    }
    const where = conditions.join(' AND ');
    const direction = query.sort[0]?.direction === 'asc' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${META} FROM merchant_documents WHERE ${where} ORDER BY created_at ${direction}, id ${direction} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM merchant_documents WHERE ${where}`, values) as Promise<Array<{ count: number }>>,
    ]);
    return { count: counted[0].count, items: rows.map((row) => hydrate(this.dataSource, MerchantDocumentRecord, row)) };
  }

  /**
   * The oldest document waiting to be downloaded, locked (other replicas skip it). A document whose last
   * attempt failed for a passing reason waits until `retryBefore` has passed its last attempt.
   */
  async lockNextDownload(manager: EntityManager, retryBefore: Date): Promise<MerchantDocumentRecord | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT ${META} FROM merchant_documents
        WHERE transfer_method = 'download_url' AND status = 'pending_upload' AND (download_attempts = 0 OR updated_at <= $1)
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [retryBefore],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, MerchantDocumentRecord, rows[0]);
  }

  async acceptedCount(manager: EntityManager, merchantId: string): Promise<number> {
    const rows: Array<{ count: number }> = await manager.query(
      "SELECT count(*)::int AS count FROM merchant_documents WHERE merchant_id = $1 AND status = 'accepted'",
      [merchantId],
    );
    return rows[0].count;
  }
}
