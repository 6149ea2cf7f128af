import { Injectable } from '@nestjs/common';
import { agingBucketDueRange, agingBucketOf, ListEnvelope, ListQuery, OverdueBucket, OverdueInvoice, Principal, toDollars } from '@netline/contracts';
import { hydrate, MerchantClock } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { CreditClient } from '../credit.client';
import { Invoice } from '../invoices/invoice.entity';
import { CollectionSettingsRepository } from './collection-settings.repository';
import { nextReminderStep, remindsCustomer } from './reminder-steps';

/** Sortable fields → SQL over the `invoice` alias. */
const SORT_COLUMNS: Record<string, string> = { due_at: 'invoice.due_at', amount_balance: 'invoice.amount_balance' };

/**
 * `GET /collections/overdue` (docs/collections.md, "The overdue list"): the merchant's invoices that owe
 * a balance past their due date on its clock, each with its ageing bucket (the AR-ageing rule, shared
 * through the contracts), its latest reminder email and the time the schedule's next step falls due.
 */
@Injectable()
export class OverdueInvoices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CollectionSettingsRepository,
    private readonly credit: CreditClient,
    private readonly clock: MerchantClock,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<OverdueInvoice>> {
    const merchantId = principal.merchant_id;
    const now = await this.clock.now(merchantId);
    // Overdue as the collections pass marks it (`invoice.overdue`): past `due_at`, whether or not the
    // pass has run since; open and owing.
    const where = [
      'invoice.merchant_id = $1',
      'invoice.sent',
      'NOT invoice.voided',
      'NOT invoice.canceled',
      'invoice.amount_balance > 0',
      'invoice.due_at < $2',
    ];
    const values: unknown[] = [merchantId, now];
    for (const filter of query.filters) {
      if (filter.field === 'customer_id') {
        values.push(filter.value);
        where.push(`invoice.customer_id = $${values.length}`);
      } else if (filter.field === 'bucket') {
        const range = agingBucketDueRange(filter.value as OverdueBucket, now);
        if (range.from) {
          values.push(range.from);
          where.push(`invoice.due_at >= $${values.length}`);
        }
        if (range.before) {
          values.push(range.before);
          where.push(`invoice.due_at < $${values.length}`);
        }
      }
    }
    const order = [...query.sort.map((key) => `${SORT_COLUMNS[key.field]} ${key.direction === 'desc' ? 'DESC' : 'ASC'}`), 'invoice.id'].join(', ');
    const filtered = `FROM invoices invoice WHERE ${where.join(' AND ')}`;
    const [counted, rows] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS count ${filtered}`, values) as Promise<Array<{ count: number }>>,
      // The latest reminder of each invoice on the page: scheduled or on request, whatever became of it.
      this.dataSource.query(
        `SELECT invoice.*,
                (SELECT max(email.created_at) FROM emails email
                  WHERE email.merchant_id = invoice.merchant_id AND email.invoice_id = invoice.id AND email.kind = 'reminder') AS last_reminder_at
           ${filtered}
          ORDER BY ${order}
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ) as Promise<Array<Record<string, unknown> & { last_reminder_at: Date | null }>>,
    ]);
    const invoices = rows.map((row) => ({ invoice: hydrate(this.dataSource, Invoice, row), lastReminderAt: row.last_reminder_at }));
    const [settings, muted, names] = await Promise.all([
      this.settings.get(merchantId),
      this.settings.customersWithoutReminders(merchantId),
      this.customerNames(merchantId, new Set(invoices.map(({ invoice }) => invoice.customerId))),
    ]);
    return {
      count: counted[0].count,
      page: query.page,
      limit: query.limit,
      results: invoices.map(({ invoice, lastReminderAt }) => {
        // A sent invoice always has both; the query selected only invoices past a due date.
        const dueAt = invoice.dueAt!;
        const sentAt = invoice.sentAt!;
        // The schedule as the pass applies it: the next step it would send, for a customer it reminds,
        // while reminder emails are on (switched off, a step is marked handled but nothing is sent), and
        // none while a dispute is open (its end is not foreseeable).
        const next =
          invoice.disputeId === null && remindsCustomer(settings, muted, invoice.customerId) && settings.emails.reminder
            ? nextReminderStep(settings.reminderSchedule, { dueAt, sentAt, lastDone: invoice.reminderOffsetDone })
            : null;
        return {
          invoice_id: invoice.id,
          number: invoice.number,
          customer_id: invoice.customerId,
          customer_name: names.get(invoice.customerId) ?? null,
          amount_due: toDollars(invoice.amountDue),
          amount_balance: toDollars(invoice.amountBalance),
          due_at: dueAt.toISOString(),
          days_overdue: invoice.daysOverdue(now),
          bucket: agingBucketOf(dueAt, now) as OverdueBucket,
          last_reminder_at: lastReminderAt ? new Date(lastReminderAt).toISOString() : null,
          next_reminder_at: next ? next.at.toISOString() : null,
        };
      }),
    };
  }

  /**
   * The business names of the customers on the page. Billing keeps no customer names (credit owns
   * them), so it asks credit for each, at most one page's worth at once; a customer credit cannot
   * answer for right now is listed without its name rather than failing the list.
   */
  private async customerNames(merchantId: string, customerIds: Set<string>): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    await Promise.all(
      [...customerIds].map((customerId) =>
        this.credit.customer(merchantId, customerId).then(
          (customer) => void names.set(customerId, customer.business_name),
          () => undefined,
        ),
      ),
    );
    return names;
  }
}
