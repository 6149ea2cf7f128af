import { Injectable } from '@nestjs/common';
import { PendingReview } from '@netline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { CreditCheck } from './credit-check.entity';

@Injectable()
export class CreditChecksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False when the customer already has a check (the unique key backs the row-locked check in the service). */
  async insert(manager: EntityManager, check: CreditCheck): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO credit_checks (id, merchant_id, customer_id, amount_requested, has_purchase_history, has_purchase_terms_history,
                                  business_description, status, created_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_id, customer_id) DO NOTHING RETURNING id`,
      [
        check.id,
        check.merchantId,
        check.customerId,
        check.amountRequested,
        check.hasPurchaseHistory,
        check.hasPurchaseTermsHistory,
        check.businessDescription,
        check.status,
        check.createdAt,
        check.decidedAt,
      ],
    );
    return rows.length > 0;
  }

  async markDecided(manager: EntityManager, merchantId: string, customerId: string, at: Date): Promise<void> {
    await manager.query("UPDATE credit_checks SET status = 'decided', decided_at = $3 WHERE merchant_id = $1 AND customer_id = $2 AND status = 'pending'", [
      merchantId,
      customerId,
      at,
    ]);
  }

  /** The operator's review queue, oldest first, across merchants (operator use only). */
  async pending(limit = 100): Promise<PendingReview[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT k.merchant_id, k.customer_id, c.business_name, k.amount_requested, k.has_purchase_history,
              k.has_purchase_terms_history, k.business_description, k.created_at
         FROM credit_checks k JOIN customers c ON c.merchant_id = k.merchant_id AND c.id = k.customer_id
        WHERE k.status = 'pending' ORDER BY k.created_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      merchant_id: row.merchant_id as string,
      customer_id: row.customer_id as string,
      business_name: row.business_name as string,
      amount_requested: Number(row.amount_requested) / 100,
      has_purchase_history: row.has_purchase_history as boolean,
      has_purchase_terms_history: row.has_purchase_terms_history as boolean | null,
      business_description: row.business_description as string | null,
      requested_at: (row.created_at as Date).toISOString(),
    }));
  }
}
