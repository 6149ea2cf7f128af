import { Injectable } from '@nestjs/common';
import { parseCents } from '@netline/persistence';
import { EntityManager } from 'typeorm';

export interface PaymentApplicationRow {
  invoiceId: string;
  amount: number;
}

/** The record of what a payment applied to each invoice; every query is scoped by merchant. */
@Injectable()
export class PaymentApplicationsRepository {
  async record(manager: EntityManager, merchantId: string, paymentId: string, invoiceId: string, amount: number, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO payment_applications (merchant_id, payment_id, invoice_id, amount, applied_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, payment_id, invoice_id) DO UPDATE SET amount = payment_applications.amount + EXCLUDED.amount`,
      [merchantId, paymentId, invoiceId, amount, at],
    );
  }

  /** Locks and returns the applications not yet reversed, in invoice order (the order invoices are locked in). */
  async openForUpdate(manager: EntityManager, merchantId: string, paymentId: string): Promise<PaymentApplicationRow[]> {
    const rows: Array<{ invoice_id: string; amount: string }> = await manager.query(
      `SELECT invoice_id, amount FROM payment_applications
        WHERE merchant_id = $1 AND payment_id = $2 AND reversed_at IS NULL
        ORDER BY invoice_id FOR UPDATE`,
      [merchantId, paymentId],
    );
    return rows.map((row) => ({ invoiceId: row.invoice_id, amount: parseCents(row.amount) }));
  }

  async markReversed(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<void> {
    await manager.query(
      'UPDATE payment_applications SET reversed_at = $3 WHERE merchant_id = $1 AND payment_id = $2 AND reversed_at IS NULL',
      [merchantId, paymentId, at],
    );
  }
}
