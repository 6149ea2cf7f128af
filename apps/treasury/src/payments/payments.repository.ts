import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Payment, PaymentLink } from './payment.entity';

const LIST_COLUMNS: Record<string, string> = {
  id: 'payment.id',
  customer_id: 'payment.customer_id',
  status: 'payment.status',
  amount: 'payment.amount',
  created_at: 'payment.created_at',
  source: 'payment.source',
};

/** Every method takes the merchant id, or a caller's `MerchantScope` for the reads the API reaches. */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, payment: Payment, links: PaymentLink[]): Promise<void> {
    await manager.insert(Payment, { ...payment });
    if (links.length > 0)
      await manager.insert(
        PaymentLink,
        links.map((link) => ({ ...link })),
      );
  }

  async save(manager: EntityManager, payment: Payment): Promise<void> {
    const { id, merchantId, ...changes } = payment;
    await manager.update(Payment, { merchantId, id }, changes);
  }

  async saveLink(manager: EntityManager, link: PaymentLink): Promise<void> {
    const { paymentId, invoiceId, merchantId, ...changes } = link;
    await manager.update(PaymentLink, { merchantId, paymentId, invoiceId }, changes);
  }

  async find(merchantId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payments WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payment, rows[0]);
  }

  /** The payment a payment-page submission made, if any (the key is unique per merchant). */
  async findByIdempotencyKey(merchantId: string, key: string, manager: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payments WHERE merchant_id = $1 AND idempotency_key = $2', [merchantId, key]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payment, rows[0]);
  }

  /** A payment anywhere in a caller's scope. */
  async findInScope(scope: MerchantScope, id: string): Promise<Payment | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM payments WHERE merchant_id = ANY($1::text[]) AND id = $2', [scope, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payment, rows[0]);
  }

  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Payment | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payments WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payment, rows[0]);
  }

  async links(merchantId: string, paymentIds: string[], manager: EntityManager = this.dataSource.manager): Promise<PaymentLink[]> {
    if (paymentIds.length === 0) return [];
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM payment_links WHERE merchant_id = $1 AND payment_id = ANY($2::text[]) ORDER BY payment_id, position',
      [merchantId, paymentIds],
    );
    return rows.map((row) => hydrate(this.dataSource, PaymentLink, row));
  }

  /**
   * What the paid payments of this merchant have applied to an invoice, leaving one payment out (the one
   * being paid). Reversed payments are `failed` and so no longer count.
   */
  async appliedToInvoice(manager: EntityManager, merchantId: string, invoiceId: string, exceptPaymentId: string): Promise<number> {
    const rows: Array<{ total: string }> = await manager.query(
      `SELECT COALESCE(SUM(link.amount_applied), 0) AS total
         FROM payment_links link JOIN payments payment ON payment.id = link.payment_id AND payment.merchant_id = link.merchant_id
        WHERE link.merchant_id = $1 AND link.invoice_id = $2 AND payment.status = 'paid' AND payment.id <> $3`,
      [merchantId, invoiceId, exceptPaymentId],
    );
    return Number(rows[0].total);
  }

  /** Serialises the payment decisions of one customer (held until the transaction ends). */
  async lockCustomer(manager: EntityManager, merchantId: string, customerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`treasury:customer:${merchantId}:${customerId}`]);
  }

  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<Payment>> {
    const builder = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .where(...scopeCondition('payment.merchant_id', scope));
    applyListQuery(builder, query, LIST_COLUMNS, 'payment.id');
    return pageOf(builder, query, { table: 'payments', scope, facets: ['status', 'source'] });
  }
}
