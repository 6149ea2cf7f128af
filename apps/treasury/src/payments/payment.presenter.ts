import { PartnerPayment, Payment as PaymentBody, PaymentMethodName, Principal, toDollars } from '@netline/contracts';
import { Payment, PaymentLink } from './payment.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Entity → the contract's Payment; the one place payment cents become dollars. Before the payment is
 * paid its links show the requested amounts; once paid (or reversed) they show what was applied, and
 * links that could apply nothing are left out.
 */
export function presentPayment(payment: Payment, links: PaymentLink[]): PaymentBody {
  const settled = payment.paidAt !== null;
  return {
    id: payment.id,
    customer_id: payment.customerId,
    source: payment.source as PaymentBody['source'],
    amount: toDollars(payment.amount),
    amount_unapplied: toDollars(payment.amountUnapplied),
    method: payment.method as PaymentMethodName,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    paid_at: iso(payment.paidAt),
    canceled_at: iso(payment.canceledAt),
    failed_at: iso(payment.failedAt),
    processed_at: iso(payment.processedAt),
    scheduled_at: iso(payment.scheduledAt),
    processing_fee: toDollars(payment.processingFee),
    canceled_code: payment.canceledCode,
    failed_code: payment.failedCode,
    payment_links: [...links]
      .sort((a, b) => a.position - b.position)
      .map((link) => ({ record_id: link.invoiceId, record_type: 'invoice' as const, amount: settled ? (link.amountApplied ?? 0) : link.amount }))
      .filter((link) => !settled || link.amount > 0)
      .map((link) => ({ ...link, amount: toDollars(link.amount) })),
    created_by_user_id: payment.createdByUserId,
    provider: payment.provider,
    provider_reference: payment.providerReference,
  };
}

/** The payment as a partner sees it: with `dispute_code` (Netline records no disputes yet: null). */
export function forPartner(payment: PaymentBody): PartnerPayment {
  return { ...payment, dispute_code: null };
}

/** The payment as the caller sees it: partners get their form (`forPartner`), merchants the plain one. */
export function forCaller(principal: Principal, payment: PaymentBody): PaymentBody | PartnerPayment {
  return principal.partner ? forPartner(payment) : payment;
}
