import { Injectable } from '@nestjs/common';
import { EmailKind, ListPage, ListQuery } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Email } from './email.entity';

const LIST_COLUMNS: Record<string, string> = {
  id: 'email.id',
  invoice_id: 'email.invoice_id',
  customer_id: 'email.customer_id',
  payment_id: 'email.payment_id',
  kind: 'email.kind',
  status: 'email.status',
  created_at: 'email.created_at',
};

/** What causes a message; written in the caller's transaction. */
export interface EmailCause {
  merchantId: string;
  /** Unique per merchant: a second write for the same cause is a no-op. */
  cause: string;
  kind: EmailKind;
  customerId: string;
  invoiceId?: string;
  paymentId?: string;
  reminderOffsetDays?: number;
}

@Injectable()
export class EmailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes queued messages, each unless its cause already made one, in one statement; resolves how many
   * were written. `now` is the merchant's time (the sandbox clock may have moved it), which the log shows;
   * `dueAt` is real time, which the sender's queue runs on.
   */
  async insertManyOnce(manager: EntityManager, messages: ReadonlyArray<{ id: string; cause: EmailCause }>, now: Date, dueAt: Date): Promise<number> {
    const column = <T>(pick: (message: { id: string; cause: EmailCause }) => T) => messages.map(pick);
    const rows: unknown[] = await manager.query(
      `INSERT INTO emails (id, merchant_id, cause, kind, status, customer_id, invoice_id, payment_id, reminder_offset_days,
                           attempts, next_attempt_at, created_at, updated_at)
       SELECT id, merchant_id, cause, kind, 'queued', customer_id, invoice_id, payment_id, reminder_offset_days, 0, $9, $8, $8
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $10::int[])
           AS message (id, merchant_id, cause, kind, customer_id, invoice_id, payment_id, reminder_offset_days)
       ON CONFLICT ON CONSTRAINT emails_cause_unique DO NOTHING
       RETURNING id`,
      [
        column((message) => message.id),
        column((message) => message.cause.merchantId),
        column((message) => message.cause.cause),
        column((message) => message.cause.kind),
        column((message) => message.cause.customerId),
        column((message) => message.cause.invoiceId ?? null),
        column((message) => message.cause.paymentId ?? null),
        now,
        dueAt,
        column((message) => message.cause.reminderOffsetDays ?? null),
      ],
    );
    return rows.length;
  }

  /** One message, as `insertManyOnce` writes it; true when written. */
  async insertOnce(manager: EntityManager, id: string, cause: EmailCause, now: Date, dueAt: Date): Promise<boolean> {
    return (await this.insertManyOnce(manager, [{ id, cause }], now, dueAt)) === 1;
  }

  /**
   * The next message due to be tried, locked for this transaction; `SKIP LOCKED` lets replicas share the
   * work without two of them sending one message.
   */
  async lockNextDue(manager: EntityManager, now: Date): Promise<Email | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT * FROM emails WHERE status = 'queued' AND next_attempt_at <= $1
       ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, Email, rows[0]);
  }

  async save(manager: EntityManager, email: Email): Promise<void> {
    const { id, merchantId, ...changes } = email;
    await manager.update(Email, { merchantId, id }, changes);
  }

  async find(merchantId: string, id: string): Promise<Email | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM emails WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Email, rows[0]);
  }

  async list(merchantId: string, query: ListQuery): Promise<ListPage<Email>> {
    const builder = this.dataSource.getRepository(Email).createQueryBuilder('email').where('email.merchant_id = :merchantId', { merchantId });
    applyListQuery(builder, query, LIST_COLUMNS, 'email.id');
    return pageOf(builder, query);
  }
}
