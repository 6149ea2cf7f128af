import { Injectable } from '@nestjs/common';
import {
  ApplyPaymentReply,
  ApplyPaymentRequest,
  UnbookedPayments,
  UnbookedPaymentsRequest,
  WithdrawPaymentReply,
  WithdrawPaymentRequest,
} from '@netline/contracts';
import { InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { lockForTransaction, MerchantClock } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
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
 *
 * Treasury's booking is confirmed back: its `payment.paid` marks the decision booked. A decision still
 * unbooked after a while is one treasury died before committing (or whose commit failed); treasury's
 * sweep asks for those (`unbooked`) and either completes the payment from this same decision or, when
 * the payment can no longer be paid, withdraws it here (`withdraw`), which takes back what it applied.
 */
@Injectable()
export class PaymentApplications {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly applications: PaymentApplicationsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly dataSource: DataSource,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async decide(request: ApplyPaymentRequest): Promise<ApplyPaymentReply> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      // One decision per payment: the advisory lock makes a concurrent repeat wait for the first.
      await lockForTransaction(manager, `payment-application:${request.merchant_id}:${request.payment_id}`);
      const recorded = await this.applications.decided(manager, request.merchant_id, request.payment_id);
      if (recorded) return { applied: request.links.map((link) => ({ invoice_id: link.invoice_id, amount: recorded.get(link.invoice_id) ?? 0 })) };
      const decided = await this.apply(manager, request, emit);
      await this.applications.markDecided(manager, request.merchant_id, request.payment_id, await this.clock.now(request.merchant_id));
      return { applied: request.links.map((link) => ({ invoice_id: link.invoice_id, amount: decided.get(link.invoice_id) ?? 0 })) };
    });
  }

  /** Decided payments treasury has not confirmed booking, at least `min_age_ms` old. */
  async unbooked(request: UnbookedPaymentsRequest): Promise<UnbookedPayments> {
    const rows = await this.applications.unbooked(this.dataSource.manager, request.min_age_ms, request.limit ?? 500, request.merchant_id);
    return {
      payments: rows.map((row) => ({ merchant_id: row.merchantId, payment_id: row.paymentId, applied: row.applied, decided_at: row.decidedAt.toISOString() })),
    };
  }

  /**
   * Takes back what an unbooked payment applied (treasury will never book it) and marks it withdrawn,
   * under the same lock as the decision. A payment booked meanwhile, or withdrawn before, is left alone.
   */
  async withdraw(request: WithdrawPaymentRequest): Promise<WithdrawPaymentReply> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      await lockForTransaction(manager, `payment-application:${request.merchant_id}:${request.payment_id}`);
      if (!(await this.applications.markWithdrawn(manager, request.merchant_id, request.payment_id, await this.clock.now(request.merchant_id)))) {
        return { withdrawn: 0 };
      }
      const withdrawn = await this.reverse(manager, request.merchant_id, request.payment_id, emit);
      this.logger.warn({ merchant_id: request.merchant_id, payment_id: request.payment_id, withdrawn }, 'withdrew a payment treasury never booked');
      return { withdrawn };
    });
  }

  /**
   * Takes back exactly what the payment's open applications applied, invoice by invoice (a reversed
   * payment, or a withdrawn one), and marks them reversed; answers the cents taken back.
   */
  async reverse(
    manager: EntityManager,
    merchantId: string,
    paymentId: string,
    emit: (events: ReturnType<typeof balanceUpdated>) => Promise<unknown>,
  ): Promise<number> {
    const now = await this.clock.now(merchantId);
    let reversed = 0;
    for (const application of await this.applications.openForUpdate(manager, merchantId, paymentId)) {
      const invoice = await this.invoices.findForUpdate(manager, merchantId, application.invoiceId);
      if (!invoice) continue;
      const taken = invoice.reversePayment(application.amount, now);
      if (taken === 0) continue;
      reversed += taken;
      await this.invoices.save(manager, invoice);
      await emit(balanceUpdated(invoice));
    }
    await this.applications.markReversed(manager, merchantId, paymentId, now);
    return reversed;
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
      if (applied < amount)
        this.logger.info({ payment_id: request.payment_id, invoice_id: invoice.id, requested: amount, applied }, 'payment capped at the invoice balance');
      await this.applications.record(manager, request.merchant_id, request.payment_id, invoice.id, applied, now);
      await this.invoices.save(manager, invoice);
      await emit(balanceUpdated(invoice));
    }
    return decided;
  }
}
