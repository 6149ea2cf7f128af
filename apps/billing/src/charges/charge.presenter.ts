import { Charge as ChargeBody, toDollars } from '@netline/contracts';
import { Charge } from './charge.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the contract's Charge; the one place charge cents become dollars. */
export function presentCharge(charge: Charge): ChargeBody {
  return {
    id: charge.id,
    number: charge.number,
    customer_id: charge.customerId,
    amount: toDollars(charge.amount),
    amount_captured: toDollars(charge.amountCaptured),
    amount_refunded: 0,
    terms: charge.terms,
    canceled: charge.canceled,
    canceled_at: iso(charge.canceledAt),
    captured: charge.captured,
    captured_at: iso(charge.capturedAt),
    merchant_invoice_id: charge.invoiceId,
    invoice_url: charge.invoiceUrl,
    order_number: charge.orderNumber,
    po_number: charge.poNumber,
    metadata: charge.metadata,
    fee: 0,
    fee_refunded: 0,
    created_at: charge.createdAt.toISOString(),
    updated_at: charge.updatedAt.toISOString(),
  };
}
