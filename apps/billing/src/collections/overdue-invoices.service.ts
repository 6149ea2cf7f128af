import { Injectable } from '@nestjs/common';
import { agingBucketOf, ListEnvelope, ListQuery, OverdueBucket, OverdueInvoice, Principal, toDollars, listEnvelope } from '@netline/contracts';
import { MerchantClock } from '@netline/persistence';
import { CreditClient } from '../credit.client';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { CollectionSettingsRepository } from '../collection-settings/collection-settings.repository';
import { nextReminderStep, remindsCustomer } from './reminder-steps';

/**
 * `GET /collections/overdue` (docs/collections.md, "The overdue list"): the merchant's invoices that owe
 * a balance past their due date on its clock, each with its ageing bucket (the AR-ageing rule, shared
 * through the contracts), its latest reminder email and the time the schedule's next step falls due.
 */
@Injectable()
export class OverdueInvoices {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly settings: CollectionSettingsRepository,
    private readonly credit: CreditClient,
    private readonly clock: MerchantClock,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<OverdueInvoice>> {
    const merchantId = principal.merchant_id;
    const now = await this.clock.now(merchantId);
    const page = await this.invoices.listOverdue(merchantId, now, query);
    const [settings, muted, names] = await Promise.all([
      this.settings.get(merchantId),
      this.settings.customersWithoutReminders(merchantId),
      this.customerNames(merchantId, new Set(page.items.map(({ invoice }) => invoice.customerId))),
    ]);
    return listEnvelope(query, page, ({ invoice, lastReminderAt }) => {
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
    });
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
