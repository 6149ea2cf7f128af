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

  /** The decision recorded for a payment (cents per invoice), or null if billing never decided it. */
  async decided(manager: EntityManager, merchantId: string, paymentId: string): Promise<Map<string, number> | null> {
    const marks: unknown[] = await manager.query('SELECT 1 FROM payment_decisions WHERE merchant_id = $1 AND payment_id = $2', [merchantId, paymentId]);
    const rows: Array<{ invoice_id: string; amount: string }> = await manager.query(
      'SELECT invoice_id, amount FROM payment_applications WHERE merchant_id = $1 AND payment_id = $2',
      [merchantId, paymentId],
    );
    if (marks.length === 0 && rows.length === 0) return null;
    return new Map(rows.map((row) => [row.invoice_id, parseCents(row.amount)]));
  }

  async markDecided(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<void> {
    await manager.query('INSERT INTO payment_decisions (merchant_id, payment_id, decided_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [merchantId, paymentId, at]);
  }

  async markReversed(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<void> {
    await manager.query(
      'UPDATE payment_applications SET reversed_at = $3 WHERE merchant_id = $1 AND payment_id = $2 AND reversed_at IS NULL',
      [merchantId, paymentId, at],
    );
  }
}
