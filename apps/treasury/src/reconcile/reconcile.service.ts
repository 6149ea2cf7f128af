import { Injectable } from '@nestjs/common';
import { InvoiceLookup, ReconcileDifference, ReconcileMerchantFigures, ReconcileReport } from '@netline/contracts';
import { Clock } from '@netline/persistence';
import { PeersClient } from '../peers.client';
import { PaymentsRepository } from '../payments/payments.repository';
import { PayoutsRepository } from '../payouts/payouts.repository';

/**
 * The reconciliation check (`npm run admin -- reconcile`). For each merchant it proves, from treasury's
 * own rows and from billing's and credit's figures over NATS:
 *
 * 1. each payout equals the sum of its transactions (gross, fee, net, and the first/last transaction
 *    times); a canceled payout and a failed payout that was retried hold none, and the retry carries
 *    the failed payout's amounts;
 * 2. every transaction is in at most one live payout or still unpaid-out; every forwarded payment
 *    matches exactly what its paid payment applied to a non-advanced invoice (and a reversed one has its
 *    refund), and no advanced invoice was forwarded anything;
 * 3. every paid payment is applied or unapplied, never both for the same cent, never twice: applied +
 *    unapplied = amount, no link applies more than it asked; a payment that is not (or no longer) paid
 *    applies nothing to any invoice; no invoice took more than it was invoiced for, nor more than billing
 *    shows as settled, and no invoice was forwarded more than billing applied to it (billing decides
 *    what a payment applies, under the invoice's lock); and each customer's `amount_unapplied_payments`
 *    at credit equals the unapplied money of its paid payments;
 * 4. every payment billing applied was booked here (paid), or withdrawn at billing: the unbooked-payment
 *    sweep settles the rest, and until it has they are reported.
 *
 * Billing and credit apply treasury's events a moment after they are written, so a check run in the
 * middle of traffic may report a difference that is gone a second later; run it on a quiet system.
 */
@Injectable()
export class ReconcileService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly peers: PeersClient,
    private readonly clock: Clock,
  ) {}

  async reconcile(merchantId?: string): Promise<ReconcileReport> {
    const merchants = merchantId ? [merchantId] : [...new Set([...(await this.payments.merchants()), ...(await this.payouts.merchants())])].sort();
    const differences: ReconcileDifference[] = [];
    const figures: ReconcileMerchantFigures[] = [];
    for (const merchant of merchants) figures.push(await this.merchant(merchant, differences));
    return { ok: differences.length === 0, checked_at: this.clock.now().toISOString(), merchants: figures, differences };
  }

  private async merchant(merchantId: string, differences: ReconcileDifference[]): Promise<ReconcileMerchantFigures> {
    const differ = (check: string, subject: string, message: string) => differences.push({ merchant_id: merchantId, check, subject, message });
    const payouts = await this.payouts.allPayouts(merchantId);
    const transactions = await this.payouts.allTransactions(merchantId);
    const payments = await this.payments.allOfMerchant(merchantId);
    const links = await this.payments.links(merchantId, payments.map((payment) => payment.id));

    // 1. Payouts against their transactions.
    const byPayout = new Map<string, typeof transactions>();
    for (const transaction of transactions) {
      if (!transaction.payoutId) continue;
      byPayout.set(transaction.payoutId, [...(byPayout.get(transaction.payoutId) ?? []), transaction]);
    }
    const payoutIds = new Set(payouts.map((payout) => payout.id));
    const retried = new Map(payouts.filter((payout) => payout.retryPayoutId).map((payout) => [payout.retryPayoutId as string, payout]));
    for (const payout of payouts) {
      const held = byPayout.get(payout.id) ?? [];
      const retry = retried.get(payout.id);
      if (payout.status === 'canceled' || retry) {
        if (held.length > 0) differ('payout_sums', payout.id, `a ${retry ? 'retried' : 'canceled'} payout still holds ${held.length} transaction(s)`);
        if (retry && (retry.amountGross !== payout.amountGross || retry.amountFee !== payout.amountFee || retry.amountNet !== payout.amountNet)) {
          differ('payout_sums', payout.id, `retry ${retry.id} carries ${retry.amountNet} cents net, the failed payout ${payout.amountNet}`);
        }
        continue;
      }
      const sums = { gross: 0, fee: 0, net: 0 };
      for (const transaction of held) {
        sums.gross += transaction.amountGross;
        sums.fee += transaction.amountFee;
        sums.net += transaction.amountNet;
      }
      if (sums.gross !== payout.amountGross || sums.fee !== payout.amountFee || sums.net !== payout.amountNet) {
        differ('payout_sums', payout.id, `payout ${payout.amountGross}/${payout.amountFee}/${payout.amountNet} cents, its ${held.length} transactions ${sums.gross}/${sums.fee}/${sums.net}`);
      }
      const times = held.map((transaction) => transaction.createdAt.getTime());
      if (held.length > 0 && (payout.transactionsStartingAt?.getTime() !== Math.min(...times) || payout.transactionsEndingAt?.getTime() !== Math.max(...times))) {
        differ('payout_sums', payout.id, 'transactions_starting_at / transactions_ending_at do not match its transactions');
      }
    }

    // 2. Transactions: each in one live payout or none; forwarded payments match what was applied.
    const byType: Record<string, { count: number; net: number }> = {};
    let unpaidOut = 0;
    let unpaidOutNet = 0;
    for (const transaction of transactions) {
      const bucket = (byType[transaction.type] ??= { count: 0, net: 0 });
      bucket.count += 1;
      bucket.net += transaction.amountNet;
      if (transaction.amountNet !== transaction.amountGross - transaction.amountFee) differ('transaction', transaction.id, 'amount_net is not amount_gross − amount_fee');
      if (!transaction.payoutId) {
        unpaidOut += 1;
        unpaidOutNet += transaction.amountNet;
      } else if (!payoutIds.has(transaction.payoutId)) {
        differ('transaction', transaction.id, `names payout ${transaction.payoutId}, which this merchant does not have`);
      }
    }
    const bySource = new Map(transactions.map((transaction) => [transaction.sourceKey, transaction]));
    const paymentById = new Map(payments.map((payment) => [payment.id, payment]));
    for (const link of links) {
      const payment = paymentById.get(link.paymentId);
      if (!payment) continue;
      const forwarded = bySource.get(`payment:${payment.id}:${link.invoiceId}`);
      const refund = bySource.get(`refund:${payment.id}:${link.invoiceId}`);
      const applied = link.amountApplied ?? 0;
      // A `merchant` payment (forwarded by a partner) was received by the payee itself: nothing to forward.
      const shouldForward = payment.paidAt !== null && applied > 0 && link.invoiceAdvanced === false && payment.method !== 'merchant';
      if (shouldForward && forwarded?.amountGross !== applied) differ('forwarded_payment', payment.id, `applied ${applied} cents to ${link.invoiceId} but forwarded ${forwarded?.amountGross ?? 'nothing'}`);
      if (!shouldForward && forwarded) differ('forwarded_payment', payment.id, `forwarded money for ${link.invoiceId}, which it should not`);
      const shouldRefund = shouldForward && payment.reversedAt !== null;
      if (shouldRefund && (!refund || refund.amountNet !== -(forwarded?.amountNet ?? 0))) differ('forwarded_payment', payment.id, `reversed, but ${link.invoiceId}'s forwarded money was not taken back`);
      if (!shouldRefund && refund) differ('forwarded_payment', payment.id, `a refund for ${link.invoiceId} without a reversal`);
    }

    // 3. Payments: applied or unapplied, never both, never twice.
    let paid = 0;
    let reversed = 0;
    let amountPaid = 0;
    let amountApplied = 0;
    let amountUnapplied = 0;
    const appliedByInvoice = new Map<string, number>();
    const unappliedByCustomer = new Map<string, number>();
    for (const payment of payments) {
      const own = links.filter((link) => link.paymentId === payment.id);
      const applied = own.reduce((sum, link) => sum + (link.amountApplied ?? 0), 0);
      for (const link of own) {
        if (link.amountApplied !== null && link.amountApplied > link.amount) differ('payment', payment.id, `applies ${link.amountApplied} cents to ${link.invoiceId}, more than the ${link.amount} asked`);
      }
      if (payment.paidAt === null) {
        if (applied > 0 || payment.amountUnapplied > 0) differ('payment', payment.id, `a ${payment.status} payment that was never paid applies money`);
        continue;
      }
      if (applied + payment.amountUnapplied !== payment.amount) {
        differ('payment', payment.id, `applied ${applied} + unapplied ${payment.amountUnapplied} ≠ amount ${payment.amount} cents`);
      }
      if (payment.status !== 'paid') {
        reversed += 1;
        if (payment.reversedAt === null) differ('payment', payment.id, `was paid, is now ${payment.status}, but was never reversed`);
        continue;
      }
      paid += 1;
      amountPaid += payment.amount;
      amountApplied += applied;
      amountUnapplied += payment.amountUnapplied;
      unappliedByCustomer.set(payment.customerId, (unappliedByCustomer.get(payment.customerId) ?? 0) + payment.amountUnapplied);
      for (const link of own) {
        if (link.amountApplied) appliedByInvoice.set(link.invoiceId, (appliedByInvoice.get(link.invoiceId) ?? 0) + link.amountApplied);
      }
    }
    // What was forwarded to the merchant for each invoice (payments less their refunds).
    const forwardedByInvoice = new Map<string, number>();
    for (const transaction of transactions) {
      if (!transaction.invoiceId || !/^(payment|refund):/.test(transaction.sourceKey)) continue;
      forwardedByInvoice.set(transaction.invoiceId, (forwardedByInvoice.get(transaction.invoiceId) ?? 0) + transaction.amountGross);
    }
    for (const invoiceId of forwardedByInvoice.keys()) if (!appliedByInvoice.has(invoiceId)) appliedByInvoice.set(invoiceId, 0);
    for (const [invoiceId, applied] of appliedByInvoice) {
      let invoice: InvoiceLookup;
      try {
        invoice = await this.peers.invoice(merchantId, invoiceId);
      } catch (error) {
        differ('billing', invoiceId, `billing cannot show the invoice: ${(error as Error).message}`);
        continue;
      }
      if (applied > invoice.amount_due) differ('billing', invoiceId, `payments applied ${applied} cents to an invoice of ${invoice.amount_due}`);
      const settled = invoice.amount_due - invoice.amount_balance;
      if (settled < applied) differ('billing', invoiceId, `treasury applied ${applied} cents, billing shows only ${settled} settled`);
      const forwarded = forwardedByInvoice.get(invoiceId) ?? 0;
      const billed = invoice.amount_paid ?? settled;
      if (forwarded > billed) differ('forwarded_vs_applied', invoiceId, `forwarded ${forwarded} cents to the merchant, billing applied only ${billed}`);
    }
    // 4. Payments billing applied (decided) whose booking treasury never committed: the sweep's work.
    try {
      const { payments: unbooked } = await this.peers.unbookedPayments({ merchant_id: merchantId, min_age_ms: 0, limit: 1000 });
      for (const decided of unbooked) {
        // Paid here: billing has only not read treasury's payment.paid yet.
        if (paymentById.get(decided.payment_id)?.paidAt) continue;
        const status = paymentById.get(decided.payment_id)?.status ?? 'unknown to treasury';
        differ('unbooked_payment', decided.payment_id, `billing applied ${decided.applied} cents for this payment, which treasury never booked (${status})`);
      }
    } catch (error) {
      differ('billing', merchantId, `billing cannot list unbooked payments: ${(error as Error).message}`);
    }
    const customers = new Set(payments.filter((payment) => payment.paidAt !== null).map((payment) => payment.customerId));
    for (const customerId of [...customers].sort()) {
      const expected = unappliedByCustomer.get(customerId) ?? 0;
      try {
        const figures = await this.peers.customerFigures(merchantId, customerId);
        if (figures.amount_unapplied_payments !== expected) {
          differ('credit', customerId, `credit holds ${figures.amount_unapplied_payments} cents of unapplied payments, treasury ${expected}`);
        }
      } catch (error) {
        differ('credit', customerId, `credit cannot show the customer: ${(error as Error).message}`);
      }
    }

    return {
      merchant_id: merchantId,
      payouts: payouts.length,
      payouts_net: payouts.filter((payout) => payout.status !== 'canceled' && !retried.has(payout.id)).reduce((sum, payout) => sum + payout.amountNet, 0),
      transactions: transactions.length,
      transactions_paid_out: transactions.length - unpaidOut,
      transactions_unpaid_out: unpaidOut,
      unpaid_out_net: unpaidOutNet,
      transactions_by_type: byType,
      payments_paid: paid,
      payments_reversed: reversed,
      amount_paid: amountPaid,
      amount_applied: amountApplied,
      amount_unapplied: amountUnapplied,
      customers_checked: customers.size,
    };
  }
}
