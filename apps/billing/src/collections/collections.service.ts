import { Injectable } from '@nestjs/common';
import {
  CollectionSettings,
  CustomerCollections,
  DomainError,
  Email as EmailBody,
  ListEnvelope,
  ListQuery,
  merchantScope,
  NotFoundError,
  Principal,
  UpdateCollectionSettings,
  UpdateCustomerCollections,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { randomUUID } from 'node:crypto';
import { lockForTransaction, MerchantClock } from '@netline/persistence';
import { CreditClient } from '../credit.client';
import { InvoiceNotFoundError } from '../invoices/invoice.errors';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { presentEmail } from '../mail/email.presenter';
import { EmailsRepository } from '../mail/emails.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { CollectionSettingsRepository, StoredCollectionSettings } from '../collection-settings/collection-settings.repository';

export class EmailNotFoundError extends NotFoundError {
  constructor() {
    super('Email', 'BILLING.EMAIL_NOT_FOUND');
  }
}

/**
 * The merchant's side of collections: its settings, a customer's reminder switch, a reminder sent now,
 * and the email log (docs/collections.md).
 */
@Injectable()
export class CollectionsService {
  constructor(
    private readonly settings: CollectionSettingsRepository,
    private readonly emails: EmailsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly outbox: MailOutbox,
    private readonly credit: CreditClient,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
  ) {}

  async getSettings(principal: Principal): Promise<CollectionSettings> {
    return presentSettings(await this.settings.get(principal.merchant_id));
  }

  /** Omitted fields stay as they were; `emails` switches only the kinds it names. */
  async updateSettings(principal: Principal, input: UpdateCollectionSettings): Promise<CollectionSettings> {
    const merchantId = principal.merchant_id;
    const now = await this.clock.now(merchantId);
    return this.unitOfWork.run(async ({ manager }) => {
      // The row lock of an upsert: two concurrent partial updates each keep the other's fields.
      await lockForTransaction(manager, `collection-settings:${merchantId}`);
      const current = await this.settings.get(merchantId, manager);
      const next: StoredCollectionSettings = {
        remindersEnabled: input.reminders_enabled ?? current.remindersEnabled,
        reminderSchedule: input.reminder_schedule ? [...input.reminder_schedule].sort((a, b) => a - b) : current.reminderSchedule,
        replyTo: input.reply_to !== undefined ? input.reply_to : current.replyTo,
        emails: { ...current.emails, ...(input.emails ?? {}) },
        updatedAt: now,
      };
      await this.settings.put(manager, merchantId, next, now);
      return presentSettings(next);
    });
  }

  async getCustomer(principal: Principal, customerId: string): Promise<CustomerCollections> {
    // 404 for a customer that is not this merchant's, as credit answers it.
    await this.credit.customer(principal.merchant_id, customerId);
    const state = await this.settings.customerReminders(principal.merchant_id, customerId);
    return { customer_id: customerId, reminders_enabled: state.enabled, updated_at: state.updatedAt?.toISOString() ?? null };
  }

  async updateCustomer(principal: Principal, customerId: string, input: UpdateCustomerCollections): Promise<CustomerCollections> {
    await this.credit.customer(principal.merchant_id, customerId);
    const now = await this.clock.now(principal.merchant_id);
    await this.settings.putCustomerReminders(principal.merchant_id, customerId, input.reminders_enabled, now);
    return { customer_id: customerId, reminders_enabled: input.reminders_enabled, updated_at: now.toISOString() };
  }

  /** POST /invoices/{id}/remind: a reminder now, outside the schedule (which it does not move). */
  async remind(principal: Principal, invoiceId: string): Promise<EmailBody> {
    const merchantId = principal.merchant_id;
    const invoice = await this.invoices.find(merchantScope(merchantId), invoiceId);
    if (!invoice) throw new InvoiceNotFoundError();
    if (!invoice.open || invoice.amountBalance === 0) {
      const state = !invoice.sent ? 'not sent' : invoice.voided ? 'voided' : invoice.canceled ? 'canceled' : 'paid in full';
      throw new DomainError(
        'BILLING.INVOICE_NOT_REMINDABLE',
        'invalid_request',
        `A reminder goes only for a sent invoice with a balance owed; this invoice is ${state}`,
      );
    }
    assertNotDisputed(invoice.disputeId);
    const now = await this.clock.now(merchantId);
    const id = await this.unitOfWork.run(async ({ manager }) => {
      // Under the invoice's lock, which opening a dispute takes too: a dispute opened meanwhile is seen here.
      assertNotDisputed((await this.invoices.findForUpdate(manager, merchantId, invoiceId))?.disputeId ?? null);
      const settings = await this.settings.get(merchantId, manager);
      if (!settings.emails.reminder) {
        throw new DomainError('BILLING.EMAIL_KIND_OFF', 'invalid_request', 'Reminder emails are switched off in the collections settings (`emails.reminder`)', [
          { path: 'emails.reminder', message: 'is off' },
        ]);
      }
      // Each call is a reminder of its own; a retried request is answered once by its Idempotency-Key.
      const cause = `manual-reminder:${invoiceId}:${randomUUID()}`;
      return this.outbox.enqueue(manager, { merchantId, cause, kind: 'reminder', customerId: invoice.customerId, invoiceId }, now, settings);
    });
    this.outbox.queued();
    const email = id ? await this.emails.find(merchantId, id) : null;
    if (!email) throw new EmailNotFoundError();
    return presentEmail(email);
  }

  async listEmails(principal: Principal, query: ListQuery): Promise<ListEnvelope<EmailBody>> {
    return listEnvelope(query, await this.emails.list(principal.merchant_id, query), presentEmail);
  }

  async getEmail(principal: Principal, id: string): Promise<EmailBody> {
    const email = await this.emails.find(principal.merchant_id, id);
    if (!email) throw new EmailNotFoundError();
    return presentEmail(email);
  }
}

/** No reminder goes while the invoice's dispute is open, on request or on schedule (docs/collections.md, "Disputes"). */
function assertNotDisputed(disputeId: string | null): void {
  if (disputeId === null) return;
  throw new DomainError(
    'BILLING.INVOICE_DISPUTED',
    'invalid_request',
    `The invoice has an open dispute (${disputeId}); no reminder goes until the dispute is resolved or rejected`,
  );
}

function presentSettings(settings: StoredCollectionSettings): CollectionSettings {
  return {
    reminders_enabled: settings.remindersEnabled,
    reminder_schedule: settings.reminderSchedule,
    reply_to: settings.replyTo,
    emails: settings.emails,
    updated_at: settings.updatedAt?.toISOString() ?? null,
  };
}
