import { Injectable } from '@nestjs/common';
import { DEFAULT_REMINDER_SCHEDULE, EMAIL_KINDS, EmailKind } from '@netline/contracts';
import { DataSource, EntityManager } from 'typeorm';

// Its own folder: collections changes these settings and mail's outbox and sender honour them, so both import it and neither the other.

/** A merchant's collections settings as billing uses them (a merchant without a row has the defaults). */
export interface StoredCollectionSettings {
  remindersEnabled: boolean;
  /** Days from the due date, ascending. */
  reminderSchedule: number[];
  replyTo: string | null;
  emails: Record<EmailKind, boolean>;
  updatedAt: Date | null;
}

export const DEFAULT_COLLECTION_SETTINGS: StoredCollectionSettings = Object.freeze({
  remindersEnabled: true,
  reminderSchedule: [...DEFAULT_REMINDER_SCHEDULE],
  replyTo: null,
  emails: Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, true])) as Record<EmailKind, boolean>,
  updatedAt: null,
});

type Executor = Pick<DataSource | EntityManager, 'query'>;

@Injectable()
export class CollectionSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(merchantId: string, executor: Executor = this.dataSource): Promise<StoredCollectionSettings> {
    const rows: Array<{
      reminders_enabled: boolean;
      reminder_schedule: number[];
      reply_to: string | null;
      emails: Partial<Record<EmailKind, boolean>>;
      updated_at: Date;
    }> = await executor.query('SELECT reminders_enabled, reminder_schedule, reply_to, emails, updated_at FROM collection_settings WHERE merchant_id = $1', [
      merchantId,
    ]);
    if (rows.length === 0)
      return {
        ...DEFAULT_COLLECTION_SETTINGS,
        reminderSchedule: [...DEFAULT_COLLECTION_SETTINGS.reminderSchedule],
        emails: { ...DEFAULT_COLLECTION_SETTINGS.emails },
      };
    const row = rows[0];
    return {
      remindersEnabled: row.reminders_enabled,
      reminderSchedule: [...row.reminder_schedule].sort((a, b) => a - b),
      replyTo: row.reply_to,
      // A kind added after the row was written is on, as it is for a merchant without a row.
      emails: { ...DEFAULT_COLLECTION_SETTINGS.emails, ...row.emails },
      updatedAt: row.updated_at,
    };
  }

  async put(manager: EntityManager, merchantId: string, settings: StoredCollectionSettings, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO collection_settings (merchant_id, reminders_enabled, reminder_schedule, reply_to, emails, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (merchant_id) DO UPDATE SET reminders_enabled = $2, reminder_schedule = $3, reply_to = $4, emails = $5, updated_at = $6`,
      [merchantId, settings.remindersEnabled, settings.reminderSchedule, settings.replyTo, JSON.stringify(settings.emails), now],
    );
  }

  /** Whether a customer gets reminders (no row: yes). */
  async customerReminders(merchantId: string, customerId: string, executor: Executor = this.dataSource): Promise<{ enabled: boolean; updatedAt: Date | null }> {
    const rows: Array<{ reminders_enabled: boolean; updated_at: Date }> = await executor.query(
      'SELECT reminders_enabled, updated_at FROM customer_collections WHERE merchant_id = $1 AND customer_id = $2',
      [merchantId, customerId],
    );
    return rows.length === 0 ? { enabled: true, updatedAt: null } : { enabled: rows[0].reminders_enabled, updatedAt: rows[0].updated_at };
  }

  async putCustomerReminders(merchantId: string, customerId: string, enabled: boolean, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO customer_collections (merchant_id, customer_id, reminders_enabled, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, customer_id) DO UPDATE SET reminders_enabled = $3, updated_at = $4`,
      [merchantId, customerId, enabled, now],
    );
  }

  /** The customers of a merchant whose reminders are off. */
  async customersWithoutReminders(merchantId: string, executor: Executor = this.dataSource): Promise<Set<string>> {
    const rows: Array<{ customer_id: string }> = await executor.query(
      'SELECT customer_id FROM customer_collections WHERE merchant_id = $1 AND NOT reminders_enabled',
      [merchantId],
    );
    return new Set(rows.map((row) => row.customer_id));
  }
}
