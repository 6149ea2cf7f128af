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

  /** Whether the payment still applies something (an application not reversed). */
  async appliesAnything(manager: EntityManager, merchantId: string, paymentId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM payment_applications WHERE merchant_id = $1 AND payment_id = $2 AND reversed_at IS NULL LIMIT 1',
      [merchantId, paymentId],
    );
    return rows.length > 0;
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

  async markDecided(manager: EntityManager, merchantId: string, paymentId: string, at: Date, booked = false): Promise<void> {
    await manager.query('INSERT INTO payment_decisions (merchant_id, payment_id, decided_at, booked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      merchantId,
      paymentId,
      at,
      booked ? at : null,
    ]);
  }

  /** Treasury booked the payment (its `payment.paid` arrived): the sweep no longer lists it. */
  async markBooked(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<void> {
    await manager.query('UPDATE payment_decisions SET booked_at = $3 WHERE merchant_id = $1 AND payment_id = $2 AND booked_at IS NULL', [
      merchantId,
      paymentId,
      at,
    ]);
  }

  /** Treasury withdrew the payment; answers false when it was withdrawn (or booked) before. */
  async markWithdrawn(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `UPDATE payment_decisions SET withdrawn_at = $3 WHERE merchant_id = $1 AND payment_id = $2 AND withdrawn_at IS NULL AND booked_at IS NULL
       RETURNING 1`,
      [merchantId, paymentId, at],
    );
    return rows.length > 0;
  }

  /** Decisions neither booked nor withdrawn, recorded at least `minAgeMs` ago (real time), oldest first, with what each applied. */
  async unbooked(
    manager: EntityManager,
    minAgeMs: number,
    limit: number,
    merchantId?: string,
  ): Promise<Array<{ merchantId: string; paymentId: string; applied: number; decidedAt: Date }>> {
    const rows: Array<{ merchant_id: string; payment_id: string; applied: string; decided_at: Date }> = await manager.query(
      `SELECT d.merchant_id, d.payment_id, d.decided_at,
              COALESCE((SELECT SUM(a.amount) FROM payment_applications a
                         WHERE a.merchant_id = d.merchant_id AND a.payment_id = d.payment_id AND a.reversed_at IS NULL), 0) AS applied
         FROM payment_decisions d
        WHERE d.booked_at IS NULL AND d.withdrawn_at IS NULL
          AND d.recorded_at <= now() - make_interval(secs => $1::float8 / 1000)
          AND ($3::text IS NULL OR d.merchant_id = $3)
        ORDER BY d.recorded_at, d.merchant_id, d.payment_id LIMIT $2`,
      [minAgeMs, limit, merchantId ?? null],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, paymentId: row.payment_id, applied: parseCents(row.applied), decidedAt: row.decided_at }));
  }

  async markReversed(manager: EntityManager, merchantId: string, paymentId: string, at: Date): Promise<void> {
    await manager.query('UPDATE payment_applications SET reversed_at = $3 WHERE merchant_id = $1 AND payment_id = $2 AND reversed_at IS NULL', [
      merchantId,
      paymentId,
      at,
    ]);
  }
}
