import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, parseCents, scopeCondition } from '@netline/persistence';
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

/**
 * What `reconcile` reads of a payment and of a link: the columns its checks compare, as plain objects,
 * not whole entities, because it reads every payment of a merchant (a million for a large one) and
 * parsing the rest (dates, references, metadata) into entities was most of its time. Of the dates it
 * needs only whether they are set.
 */
export interface BookedPayment extends Pick<Payment, 'id' | 'customerId' | 'method' | 'status' | 'amount' | 'amountUnapplied'> {
  /** It was paid at some point (`paid_at` is set). */
  paid: boolean;
  /** It was reversed after it was paid (`reversed_at` is set). */
  reversed: boolean;
}
export type BookedLink = Pick<PaymentLink, 'paymentId' | 'invoiceId' | 'amount' | 'amountApplied' | 'invoiceAdvanced'>;
const BOOKED_PAYMENT_COLUMNS = 'id, customer_id, method, status, amount, amount_unapplied, paid_at IS NOT NULL AS paid, reversed_at IS NOT NULL AS reversed';

type BookedPaymentRow = {
  id: string;
  customer_id: string;
  method: string;
  status: Payment['status'];
  amount: string;
  amount_unapplied: string;
  paid: boolean;
  reversed: boolean;
};

function bookedPayment(row: BookedPaymentRow): BookedPayment {
  return {
    id: row.id,
    customerId: row.customer_id,
    method: row.method,
    status: row.status,
    amount: parseCents(row.amount),
    amountUnapplied: parseCents(row.amount_unapplied),
    paid: row.paid,
    reversed: row.reversed,
  };
}

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

  /** The merchant's paying customers in id order: where `reconcile` cuts the merchant's books into slices. */
  async customerIds(merchantId: string): Promise<string[]> {
    const rows: Array<{ customer_id: string }> = await this.dataSource.query(
      'SELECT DISTINCT customer_id FROM payments WHERE merchant_id = $1 ORDER BY customer_id',
      [merchantId],
    );
    return rows.map((row) => row.customer_id);
  }

  /** The payments of the merchant's customers after `after` up to `upTo` (an end that is null is open), oldest first. */
  async ofCustomers(merchantId: string, after: string | null, upTo: string | null): Promise<BookedPayment[]> {
    const rows: BookedPaymentRow[] = await this.dataSource.query(
      `SELECT ${BOOKED_PAYMENT_COLUMNS} FROM payments
        WHERE merchant_id = $1 AND ($2::text IS NULL OR customer_id > $2) AND ($3::text IS NULL OR customer_id <= $3)
        ORDER BY created_at, id`,
      [merchantId, after, upTo],
    );
    return rows.map(bookedPayment);
  }

  /**
   * The links of the payments `ofCustomers` reads, in one read by the same range (not by thousands of
   * payment ids sent back). The range's payment ids are gathered first and the links found by their
   * primary key: written as a join, the planner hashed the range's payments and scanned every link of the
   * table, in three parallel backends, once per slice (140 ms a slice at a million invoices, against 60 ms
   * in one backend; docs/capacity.md has what it did to the whole check).
   */
  async linksOfCustomers(merchantId: string, after: string | null, upTo: string | null): Promise<BookedLink[]> {
    const rows: Array<{ payment_id: string; invoice_id: string; amount: string; amount_applied: string | null; invoice_advanced: boolean | null }> =
      await this.dataSource.query(
        `SELECT link.payment_id, link.invoice_id, link.amount, link.amount_applied, link.invoice_advanced
           FROM payment_links link
          WHERE link.payment_id = ANY (ARRAY(
                  SELECT payment.id FROM payments payment
                   WHERE payment.merchant_id = $1 AND ($2::text IS NULL OR payment.customer_id > $2) AND ($3::text IS NULL OR payment.customer_id <= $3)))
          ORDER BY link.payment_id, link.position`,
        [merchantId, after, upTo],
      );
    return rows.map((row) => ({
      paymentId: row.payment_id,
      invoiceId: row.invoice_id,
      amount: parseCents(row.amount),
      amountApplied: row.amount_applied === null ? null : parseCents(row.amount_applied),
      invoiceAdvanced: row.invoice_advanced,
    }));
  }

  /** The merchant's payments among `ids` (unknown ids are left out). */
  async byIds(merchantId: string, ids: string[]): Promise<BookedPayment[]> {
    if (ids.length === 0) return [];
    const rows: BookedPaymentRow[] = await this.dataSource.query(
      `SELECT ${BOOKED_PAYMENT_COLUMNS} FROM payments WHERE merchant_id = $1 AND id = ANY($2::text[])`,
      [merchantId, ids],
    );
    return rows.map(bookedPayment);
  }

  async merchants(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query('SELECT DISTINCT merchant_id FROM payments');
    return rows.map((row) => row.merchant_id);
  }
}
