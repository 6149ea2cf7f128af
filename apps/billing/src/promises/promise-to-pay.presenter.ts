import { PromiseToPay as PromiseToPayBody, toDollars } from '@netline/contracts';
import { PromiseToPay } from './promise-to-pay.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the contract's PromiseToPay; the one place a promise's cents become dollars. */
export function presentPromiseToPay(promise: PromiseToPay): PromiseToPayBody {
  return {
    id: promise.id,
    customer_id: promise.customerId,
    invoice_ids: promise.invoiceIds,
    amount: toDollars(promise.amount),
    promised_for: promise.promisedFor,
    message: promise.message,
    status: promise.status,
    amount_paid: toDollars(promise.amountPaid),
    created_at: promise.createdAt.toISOString(),
    updated_at: promise.updatedAt.toISOString(),
    kept_at: iso(promise.keptAt),
    broken_at: iso(promise.brokenAt),
  };
}
