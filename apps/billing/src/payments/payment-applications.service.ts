import { Injectable } from '@nestjs/common';
import { ApplyPaymentReply, ApplyPaymentRequest } from '@netline/contracts';
import { InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { balanceUpdated } from '../billing-events';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { PaymentApplicationsRepository } from './payment-applications.repository';

/**
 * The one place that decides what a payment applies to an invoice: under the invoice's row lock (the
 * lock credit notes, voids and cancels take too, so they serialise with it), never beyond the balance,
 * recorded in `payment_applications` with the balance change and its event in one transaction.
 * Treasury asks when a payment is paid and books forwarding and unapplied money from the answer; credit
 * follows treasury's `payment.paid`, which carries the same figures. Asked again for a payment already
 * decided, the answer is the recorded decision, unchanged.
 */
@Injectable()
export class PaymentApplications {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly applications: PaymentApplicationsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async decide(request: ApplyPaymentRequest): Promise<ApplyPaymentReply> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      // One decision per payment: the advisory lock makes a concurrent repeat wait for the first.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment-application:${request.merchant_id}:${request.payment_id}`]);
      const recorded = await this.applications.decided(manager, request.merchant_id, request.payment_id);
      if (recorded) return { applied: request.links.map((link) => ({ invoice_id: link.invoice_id, amount: recorded.get(link.invoice_id) ?? 0 })) };
      const decided = await this.apply(manager, request, emit);
      await this.applications.markDecided(manager, request.merchant_id, request.payment_id, await this.clock.now(request.merchant_id));
      return { applied: request.links.map((link) => ({ invoice_id: link.invoice_id, amount: decided.get(link.invoice_id) ?? 0 })) };
    });
  }

  /** Applies the links (invoices locked in id order, so two payments cannot deadlock); answers cents per invoice. */
  async apply(
    manager: EntityManager,
    request: ApplyPaymentRequest,
    emit: (events: ReturnType<typeof balanceUpdated>) => Promise<unknown>,
  ): Promise<Map<string, number>> {
    const now = await this.clock.now(request.merchant_id);
    const decided = new Map<string, number>();
    for (const link of [...request.links].sort((a, b) => a.invoice_id.localeCompare(b.invoice_id))) {
      const amount = Number.isSafeInteger(link.amount) ? link.amount : 0;
      const invoice = await this.invoices.findForUpdate(manager, request.merchant_id, link.invoice_id);
      if (!invoice || invoice.customerId !== request.customer_id || !invoice.sent || invoice.voided || invoice.canceled) {
        decided.set(link.invoice_id, 0);
        continue;
      }
      const applied = invoice.applyPayment(amount, now);
      decided.set(link.invoice_id, (decided.get(link.invoice_id) ?? 0) + applied);
      if (applied === 0) continue;
      if (applied < amount) this.logger.info({ payment_id: request.payment_id, invoice_id: invoice.id, requested: amount, applied }, 'payment capped at the invoice balance');
      await this.applications.record(manager, request.merchant_id, request.payment_id, invoice.id, applied, now);
      await this.invoices.save(manager, invoice);
      await emit(balanceUpdated(invoice));
    }
    return decided;
  }
}
