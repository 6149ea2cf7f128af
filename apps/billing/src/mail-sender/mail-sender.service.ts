import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { merchantScope } from '@netline/contracts';
import { CONFIG, DrainingWorker, InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { CollectionSettingsRepository } from '../collection-settings/collection-settings.repository';
import { BillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { InvoiceDocuments } from '../invoices/invoice-documents.service';
import { Invoice } from '../invoices/invoice.entity';
import { paymentPagePath } from '../invoices/invoice.presenter';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { remittanceFor } from '../invoices/remittance';
import { statementFilename, StatementsService } from '../statements/statements.service';
import { Email } from '../mail/email.entity';
import { EmailsRepository } from '../mail/emails.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { MailTransport, OutgoingMessage } from './mail-transport';
import {
  enrollmentOfferMessage,
  invoiceMessage,
  InvoiceFacts,
  receiptMessage,
  recipients,
  reminderMessage,
  RenderedMessage,
  statementMessage,
} from './templates';

const HOUR_MS = 3_600_000;
/** How soon a message waiting for its invoice's PDF looks again (the render runs right after a send). */
const PDF_WAIT_MS = 1_000;

/** Why a message cannot be composed yet: tried again soon, without counting an attempt. */
class NotReady extends Error {}

interface Composed {
  message: RenderedMessage;
  to: string[];
  fromName: string;
  replyTo: string | null;
  attachments: OutgoingMessage['attachments'];
}

/**
 * Sends what the mail outbox holds (docs/collections.md, "The mail path").
 *
 * One message at a time per replica, each in a transaction holding its row (`FOR UPDATE SKIP LOCKED`, so
 * replicas share the queue and never send one message twice). On its first attempt a message is composed
 * from billing's rows and what credit and identity say of the customer and the merchant, and stored as
 * composed, so the log shows what went out and every retry sends the same message (same `Message-ID`).
 * Then: no mail server (the sandbox without `SMTP_URL`) → `captured`; accepted → `sent`; refused for good
 * (5xx), nobody to send to, or out of attempts → `failed` with the reason; refused for now → retried after
 * MAIL_RETRY_BASE_MS, doubling up to an hour.
 *
 * A crash after the server accepted a message and before the commit leaves it `queued`, and it is sent
 * again with the same `Message-ID` (which mail systems use to drop the duplicate): the one way a message
 * can go twice, and the reason the row is held only for the send itself.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: DrainingWorker;
  private readonly transport: MailTransport | null;
  private readonly fromAddress: string;

  constructor(
    private readonly emails: EmailsRepository,
    outbox: MailOutbox,
    private readonly invoices: InvoicesRepository,
    private readonly settings: CollectionSettingsRepository,
    private readonly documents: InvoiceDocuments,
    private readonly credit: CreditClient,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly merchantClock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
    @Optional() private readonly statements?: StatementsService,
  ) {
    this.worker = new DrainingWorker('mail-sender', () => this.sendNext(), logger);
    this.transport = config.SMTP_URL ? new MailTransport(config.SMTP_URL, config.MAIL_TIMEOUT_MS) : null;
    this.fromAddress = config.MAIL_FROM;
    outbox.onQueued(() => this.kick());
  }

  onApplicationBootstrap(): void {
    this.worker.start(this.config.MAIL_SWEEP_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
    this.transport?.close();
  }

  /** Starts a pass unless one is running (a write that queued a message calls it after its commit). */
  kick(): void {
    this.worker.kick();
  }

  /** Sends until nothing is due; resolves how many messages it handled. */
  drain(): Promise<number> {
    return this.worker.drain();
  }

  private async sendNext(): Promise<boolean> {
    return this.unitOfWork.run(async ({ manager }) => {
      const now = this.clock.now();
      const email = await this.emails.lockNextDue(manager, now);
      if (!email) return false;
      try {
        if (!email.composed) await this.compose(manager, email);
      } catch (error) {
        if (error instanceof NotReady) {
          email.nextAttemptAt = new Date(now.getTime() + PDF_WAIT_MS);
          email.updatedAt = now;
          await this.emails.save(manager, email);
          return true;
        }
        this.retryOrFail(email, now, `could not compose the message: ${(error as Error).message}`, false);
        await this.emails.save(manager, email);
        this.logger.warn(
          { email_id: email.id, merchant_id: email.merchantId, kind: email.kind, status: email.status, error: email.lastError },
          'email not composed',
        );
        return true;
      }
      if (email.toAddresses.length === 0) {
        this.finish(email, 'failed', now, 'the customer has no email address (business_ap_email or email): nothing was mailed');
      } else if (!this.transport) {
        this.finish(email, 'captured', now, null);
        this.logger.info({ email_id: email.id, to: email.toAddresses, subject: email.subject }, 'email captured (no SMTP_URL): kept, not sent');
      } else {
        email.attempts += 1;
        const outcome = await this.transport.send(await this.outgoing(manager, email));
        if (outcome.accepted) this.finish(email, 'sent', now, null);
        else this.retryOrFail(email, now, outcome.error, outcome.permanent, false);
      }
      await this.emails.save(manager, email);
      this.logger.info(
        { email_id: email.id, merchant_id: email.merchantId, kind: email.kind, status: email.status, attempts: email.attempts },
        'email handled',
      );
      return true;
    });
  }

  private finish(email: Email, status: 'sent' | 'captured' | 'failed', now: Date, error: string | null): void {
    email.status = status;
    email.lastError = error;
    email.nextAttemptAt = null;
    email.updatedAt = now;
    if (status === 'sent') email.sentAt = now;
  }

  private retryOrFail(email: Email, now: Date, error: string, permanent: boolean, countAttempt = true): void {
    if (countAttempt) email.attempts += 1;
    if (permanent || email.attempts >= this.config.MAIL_MAX_ATTEMPTS) {
      this.finish(email, 'failed', now, permanent ? `refused: ${error}` : `gave up after ${email.attempts} attempts: ${error}`);
      return;
    }
    const delay = Math.min(HOUR_MS, this.config.MAIL_RETRY_BASE_MS * 2 ** (email.attempts - 1));
    email.lastError = error;
    email.nextAttemptAt = new Date(now.getTime() + delay);
    email.updatedAt = now;
  }

  /** Fills in recipients, sender, subject and both parts, and the attachments' names. */
  private async compose(manager: EntityManager, email: Email): Promise<void> {
    const composed = await this.composition(manager, email);
    email.toAddresses = composed.to;
    email.fromName = composed.fromName;
    email.replyTo = composed.replyTo;
    email.subject = composed.message.subject;
    email.textBody = composed.message.text;
    email.htmlBody = composed.message.html;
    email.attachments = composed.attachments.map((attachment) => attachment.filename);
    email.messageId = `<${email.id}@${this.fromAddress.split('@')[1]}>`;
  }

  private async composition(manager: EntityManager, email: Email): Promise<Composed> {
    const settings = await this.settings.get(email.merchantId, manager);
    const customer = await this.credit.customer(email.merchantId, email.customerId);
    const to = recipients(customer);
    const parties = (seller: string) => ({ merchantName: seller, customerName: customer.business_name });
    if (email.kind === 'enrollment_offer') {
      if (customer.net_terms_status !== 'pending_enrollment' || !customer.net_terms_enrollment_url) {
        throw new Error(`the customer's offer is no longer open (net_terms_status ${customer.net_terms_status ?? 'null'})`);
      }
      const seller = await this.credit.merchantName(email.merchantId);
      const offer = {
        url: customer.net_terms_enrollment_url,
        expiresAt: customer.net_terms_enrollment_expires_at ? new Date(customer.net_terms_enrollment_expires_at) : null,
        amountApproved: Math.round(customer.amount_approved * 100),
      };
      return { message: enrollmentOfferMessage(parties(seller), offer), to, fromName: seller, replyTo: settings.replyTo, attachments: [] };
    }
    if (email.kind === 'statement') {
      const statement = await this.statement(email);
      const seller = await this.credit.merchantName(email.merchantId);
      return {
        message: statementMessage(parties(seller), statement, remittanceFor(this.config, statement)),
        to,
        fromName: seller,
        replyTo: settings.replyTo,
        attachments: [{ filename: statementFilename(statement), content: Buffer.alloc(0), contentType: 'application/pdf' }],
      };
    }
    if (email.kind === 'receipt') {
      const applied = await this.applied(manager, email);
      const seller = await this.credit.merchantName(applied.subMerchantId ?? email.merchantId);
      return {
        message: receiptMessage(parties(seller), { paymentId: email.paymentId!, applied: applied.lines }),
        to,
        fromName: seller,
        replyTo: settings.replyTo,
        attachments: [],
      };
    }
    const invoice = await this.invoice(manager, email);
    const seller = await this.credit.merchantName(invoice.subMerchantId ?? invoice.merchantId);
    const paymentUrl = `${this.config.PUBLIC_BASE_URL}${paymentPagePath(invoice)}`;
    if (email.kind === 'invoice') {
      if (invoice.resolveInvoiceStatus !== 'completed') {
        this.documents.kick();
        throw new NotReady();
      }
      const remittance = remittanceFor(this.config, invoice);
      return {
        message: invoiceMessage(parties(seller), facts(invoice), paymentUrl, remittance),
        to,
        fromName: seller,
        replyTo: settings.replyTo,
        attachments: [pdfAttachment(invoice, Buffer.alloc(0))],
      };
    }
    const now = await this.merchantClock.now(invoice.merchantId);
    // A reminder on request has no step: it speaks of the due date as it stands now.
    const offsetDays = email.reminderOffsetDays ?? (invoice.dueAt && now < invoice.dueAt ? -1 : 0);
    const timing = { offsetDays, daysOverdue: invoice.daysOverdue(now) };
    return { message: reminderMessage(parties(seller), facts(invoice), paymentUrl, timing), to, fromName: seller, replyTo: settings.replyTo, attachments: [] };
  }

  /** The stored message, with its attachments read back (the invoice PDF is billing's own file). */
  private async outgoing(manager: EntityManager, email: Email): Promise<OutgoingMessage> {
    const attachments: OutgoingMessage['attachments'] = [];
    if (email.attachments.length > 0 && email.kind === 'statement') {
      // Rendered again from the stored statement, which never changes.
      const document = await this.statements!.document(await this.statement(email));
      attachments.push({ filename: document.filename, content: document.content, contentType: 'application/pdf' });
    } else if (email.attachments.length > 0 && email.invoiceId) {
      const invoice = await this.invoice(manager, email);
      const content = await this.invoices.getFile(email.merchantId, email.invoiceId, 'rendered');
      if (!content) throw new Error(`the PDF of invoice ${email.invoiceId} is gone`);
      attachments.push(pdfAttachment(invoice, content));
    }
    return {
      from: { name: email.fromName ?? 'Netline', address: this.fromAddress },
      to: email.toAddresses,
      replyTo: email.replyTo,
      subject: email.subject!,
      text: email.textBody!,
      html: email.htmlBody!,
      messageId: email.messageId!,
      attachments,
    };
  }

  /** The statement a statement message is about: its cause names it (`statement:<id>`). */
  private async statement(email: Email) {
    if (!this.statements) throw new Error('statements are not wired into this sender');
    return this.statements.find(email.merchantId, email.cause.slice('statement:'.length));
  }

  private async invoice(manager: EntityManager, email: Email): Promise<Invoice> {
    const invoice = await this.invoices.find(merchantScope(email.merchantId), email.invoiceId!, manager);
    if (!invoice) throw new Error(`invoice ${email.invoiceId} is gone`);
    return invoice;
  }

  /** What a payment applied, per invoice (billing's own record), with each invoice's balance now. */
  private async applied(
    manager: EntityManager,
    email: Email,
  ): Promise<{ subMerchantId: string | null; lines: Array<{ number: string; amount: number; balance: number }> }> {
    const rows = await this.invoices.paidByPayment(manager, email.merchantId, email.paymentId!);
    return { subMerchantId: rows[0]?.subMerchantId ?? null, lines: rows.map(({ number, amount, balance }) => ({ number, amount, balance })) };
  }
}

function facts(invoice: Invoice): InvoiceFacts {
  return {
    number: invoice.number,
    amountDue: invoice.amountDue,
    amountBalance: invoice.amountBalance,
    dueAt: invoice.dueAt,
    poNumber: invoice.poNumber,
    lineItems: invoice.lineItems,
  };
}

function pdfAttachment(invoice: Invoice, content: Buffer): OutgoingMessage['attachments'][number] {
  return { filename: `invoice-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, content, contentType: 'application/pdf' };
}
