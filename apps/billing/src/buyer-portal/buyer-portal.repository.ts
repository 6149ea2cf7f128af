import { Injectable } from '@nestjs/common';
import { BuyerInvoiceStatus, Filter } from '@netline/contracts';
import { hydrate, parseCents } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { Invoice } from '../invoices/invoice.entity';

/** The SQL of each buyer invoice status, over `invoices` (a sent invoice is exactly one of them). */
const STATUS_CONDITIONS: Record<BuyerInvoiceStatus, string> = {
  voided: 'voided',
  canceled: 'canceled AND NOT voided',
  paid: 'fully_paid AND NOT voided AND NOT canceled',
  open: 'NOT fully_paid AND NOT voided AND NOT canceled',
};

/** One payment as it applied to one customer's invoices (cents). */
export interface BuyerPaymentRow {
  paymentId: string;
  amount: number;
  appliedAt: Date;
  invoices: Array<{ invoiceId: string; number: string; amount: number }>;
}

/**
 * The buyer portal's reads of billing's own tables. Every query names the merchant AND the customer, and
 * reads sent invoices only: what the merchant has not sent yet is not the buyer's to see.
 */
@Injectable()
export class BuyerPortalRepository {
  constructor(private readonly dataSource: DataSource) {}

  async invoices(merchantId: string, customerId: string, filters: Filter[], limit: number, offset: number): Promise<{ count: number; items: Invoice[] }> {
    const conditions = ['merchant_id = $1', 'customer_id = $2', 'sent'];
    for (const filter of filters) {
      if (filter.field === 'status') conditions.push(`(${STATUS_CONDITIONS[filter.value as BuyerInvoiceStatus] ?? 'false'})`);
    }
    const where = conditions.join(' AND ');
    const [rows, counted] = await Promise.all([
      this.dataSource.query(`SELECT * FROM invoices WHERE ${where} ORDER BY sent_at DESC, id DESC LIMIT $3 OFFSET $4`, [
        merchantId,
        customerId,
        limit,
        offset,
      ]) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM invoices WHERE ${where}`, [merchantId, customerId]) as Promise<Array<{ count: number }>>,
    ]);
    return { count: counted[0]?.count ?? 0, items: rows.map((row) => hydrate(this.dataSource, Invoice, row)) };
  }

  async invoice(merchantId: string, customerId: string, id: string): Promise<Invoice | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT * FROM invoices WHERE merchant_id = $1 AND customer_id = $2 AND id = $3 AND sent',
      [merchantId, customerId, id],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, Invoice, rows[0]);
  }

  /**
   * The payments applied to the customer's invoices, newest first: each payment's applications that are
   * not reversed, of payments not withdrawn, with the invoice numbers.
   */
  async payments(merchantId: string, customerId: string, limit: number, offset: number): Promise<{ count: number; items: BuyerPaymentRow[] }> {
    const from = `FROM payment_applications a
      JOIN invoices i ON i.merchant_id = a.merchant_id AND i.id = a.invoice_id
     WHERE a.merchant_id = $1 AND i.customer_id = $2 AND a.reversed_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM payment_decisions d
                        WHERE d.merchant_id = a.merchant_id AND d.payment_id = a.payment_id AND d.withdrawn_at IS NOT NULL)`;
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT a.payment_id, SUM(a.amount)::text AS amount, MAX(a.applied_at) AS applied_at,
                json_agg(json_build_object('invoice_id', a.invoice_id, 'number', i.number, 'amount', a.amount::text) ORDER BY i.number, a.invoice_id) AS invoices
           ${from}
          GROUP BY a.payment_id
          ORDER BY MAX(a.applied_at) DESC, a.payment_id DESC
          LIMIT $3 OFFSET $4`,
        [merchantId, customerId, limit, offset],
      ) as Promise<Array<{ payment_id: string; amount: string; applied_at: Date; invoices: Array<{ invoice_id: string; number: string; amount: string }> }>>,
      this.dataSource.query(`SELECT count(DISTINCT a.payment_id)::int AS count ${from}`, [merchantId, customerId]) as Promise<Array<{ count: number }>>,
    ]);
    return {
      count: counted[0]?.count ?? 0,
      items: rows.map((row) => ({
        paymentId: row.payment_id,
        amount: parseCents(row.amount),
        appliedAt: new Date(row.applied_at),
        invoices: row.invoices.map((invoice) => ({ invoiceId: invoice.invoice_id, number: invoice.number, amount: parseCents(invoice.amount) })),
      })),
    };
  }
}
