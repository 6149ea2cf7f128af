import { Payout as PayoutBody, PayoutTransaction as PayoutTransactionBody, Principal, toDollars } from '@netline/contracts';
import { Payout, PayoutTransaction } from './payout.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the contract's payout; the one place payout cents become dollars (docs/api-conventions.md, Amounts). */
export function presentPayout(payout: Payout): PayoutBody {
  return {
    id: payout.id,
    amount_gross: toDollars(payout.amountGross),
    amount_fee: toDollars(payout.amountFee),
    amount_net: toDollars(payout.amountNet),
    status: payout.status,
    retry_payout_id: payout.retryPayoutId,
    failed_at: iso(payout.failedAt),
    canceled_at: iso(payout.canceledAt),
    paid_at: iso(payout.paidAt),
    expected_by: payout.expectedBy.toISOString(),
    transactions_starting_at: iso(payout.transactionsStartingAt),
    transactions_ending_at: iso(payout.transactionsEndingAt),
    created_at: payout.createdAt.toISOString(),
    updated_at: payout.updatedAt.toISOString(),
  };
}

export function presentPayoutTransaction(transaction: PayoutTransaction): PayoutTransactionBody {
  return {
    id: transaction.id,
    payout_id: transaction.payoutId,
    type: transaction.type,
    customer_id: transaction.customerId,
    customer_name: transaction.customerName,
    invoice_id: transaction.invoiceId,
    invoice_number: transaction.invoiceNumber,
    order_id: transaction.orderId,
    po_number: transaction.poNumber,
    payment_id: transaction.paymentId,
    amount_gross: toDollars(transaction.amountGross),
    amount_fee: toDollars(transaction.amountFee),
    amount_net: toDollars(transaction.amountNet),
    created_at: transaction.createdAt.toISOString(),
    updated_at: transaction.updatedAt.toISOString(),
  };
}

/** For partners: who receives the payout (the partner itself, or a sub-merchant paid directly). */
export function presentPayoutFor(principal: Principal, payout: Payout): PayoutBody | (PayoutBody & { merchant_id: string }) {
  const body = presentPayout(payout);
  return principal.partner ? { ...body, merchant_id: payout.merchantId } : body;
}

/** For partners: the sub-merchant the transaction concerns (or the partner's own account). */
export function presentPayoutTransactionFor(
  principal: Principal,
  transaction: PayoutTransaction,
): PayoutTransactionBody | (PayoutTransactionBody & { merchant_id: string }) {
  const body = presentPayoutTransaction(transaction);
  return principal.partner ? { ...body, merchant_id: transaction.subMerchantId ?? transaction.merchantId } : body;
}
