import { Injectable } from '@nestjs/common';
import { CreditLineRequestStatus, ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { CreditLineRequest } from './credit-line-request.entity';

/** Public list fields → SQL over the `request` alias. */
const LIST_COLUMNS: Record<string, string> = {
  id: 'request.id',
  status: 'request.status',
  customer_id: 'request.customer_id',
  created_at: 'request.created_at',
};

/**
 * Every method of the merchant side takes the merchant id or a caller's `MerchantScope`; the operator's
 * reads (`operatorList`, `findOwner`) are the only ones across merchants and are never reachable from the
 * merchant API.
 */
@Injectable()
export class CreditLineRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False when the customer already has a pending request (the partial unique index backs the service's check). */
  async insert(manager: EntityManager, request: CreditLineRequest): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO credit_line_requests (id, merchant_id, customer_id, amount, amount_approved_at_request, reason, status, credit_decision_id,
                                        decided_at, requested_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (merchant_id, customer_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [
        request.id,
        request.merchantId,
        request.customerId,
        request.amount,
        request.amountApprovedAtRequest,
        request.reason,
        request.status,
        request.creditDecisionId,
        request.decidedAt,
        JSON.stringify(request.requestedBy),
        request.createdAt,
        request.updatedAt,
      ],
    );
    return rows.length > 0;
  }

  /** Writes a settled or withdrawn request (the caller holds its customer's row lock). */
  async saveOutcome(manager: EntityManager, request: CreditLineRequest): Promise<void> {
    await manager.query(
      'UPDATE credit_line_requests SET status = $3, credit_decision_id = $4, decided_at = $5, updated_at = $6 WHERE merchant_id = $1 AND id = $2',
      [request.merchantId, request.id, request.status, request.creditDecisionId, request.decidedAt, request.updatedAt],
    );
  }

  /** The customer's pending request, if any, in the caller's transaction (which holds the customer's row lock). */
  async findPending(manager: EntityManager, merchantId: string, customerId: string): Promise<CreditLineRequest | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      "SELECT * FROM credit_line_requests WHERE merchant_id = $1 AND customer_id = $2 AND status = 'pending' FOR UPDATE",
      [merchantId, customerId],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, CreditLineRequest, rows[0]);
  }

  async find(scope: MerchantScope, id: string, manager: EntityManager | DataSource = this.dataSource): Promise<CreditLineRequest | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM credit_line_requests WHERE merchant_id = ANY($1::text[]) AND id = $2', [
      scope,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, CreditLineRequest, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<CreditLineRequest>> {
    const builder = this.dataSource
      .getRepository(CreditLineRequest)
      .createQueryBuilder('request')
      .where(...scopeCondition('request.merchant_id', scope));
    applyListQuery(builder, query, LIST_COLUMNS, 'request.id');
    return pageOf(builder, query);
  }

  /** Operator commands name a request only; this finds whose it is. Never reachable from the merchant API. */
  async findOwner(id: string): Promise<string | null> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query('SELECT merchant_id FROM credit_line_requests WHERE id = $1', [id]);
    return rows[0]?.merchant_id ?? null;
  }

  /** The operator's list across merchants, oldest first, with each customer's name and current line (operator use only). */
  async operatorList(
    filter: { status: CreditLineRequestStatus; merchantId?: string; customerId?: string },
    limit = 100,
  ): Promise<Array<{ request: CreditLineRequest; businessName: string; amountApproved: number }>> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT r.*, c.business_name AS customer_business_name, c.amount_approved AS customer_amount_approved
         FROM credit_line_requests r JOIN customers c ON c.merchant_id = r.merchant_id AND c.id = r.customer_id
        WHERE r.status = $1 AND ($2::text IS NULL OR r.merchant_id = $2) AND ($3::text IS NULL OR r.customer_id = $3)
        ORDER BY r.created_at, r.id LIMIT $4`,
      [filter.status, filter.merchantId ?? null, filter.customerId ?? null, limit],
    );
    return rows.map((row) => ({
      request: hydrate(this.dataSource, CreditLineRequest, row),
      businessName: row.customer_business_name as string,
      amountApproved: Number(row.customer_amount_approved),
    }));
  }
}
