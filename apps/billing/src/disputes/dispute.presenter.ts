import { Dispute as DisputeBody, toDollars } from '@netline/contracts';
import { Dispute, DisputeMessage } from './dispute.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity and its thread → the contract's Dispute; the one place dispute cents become dollars. */
export function presentDispute(dispute: Dispute, messages: readonly DisputeMessage[]): DisputeBody {
  return {
    id: dispute.id,
    invoice_id: dispute.invoiceId,
    customer_id: dispute.customerId,
    status: dispute.status,
    reason: dispute.reason,
    amount: toDollars(dispute.amount),
    attachment_url: dispute.attachmentUrl,
    resolution: dispute.resolution,
    credit_note_id: dispute.creditNoteId,
    amount_credited: toDollars(dispute.amountCredited),
    messages: messages.map((message) => ({ id: message.id, author: message.author, text: message.text, created_at: message.createdAt.toISOString() })),
    created_at: dispute.createdAt.toISOString(),
    updated_at: dispute.updatedAt.toISOString(),
    closed_at: iso(dispute.closedAt),
  };
}
