import { CreditNote as CreditNoteBody, toDollars } from '@netline/contracts';
import { CreditNote } from './credit-note.entity';

/** Entity → the contract's CreditNote; the one place credit-note cents become dollars. */
export function presentCreditNote(note: CreditNote): CreditNoteBody {
  return {
    id: note.id,
    source: note.source as CreditNoteBody['source'],
    customer_id: note.customerId,
    // A partner's invoice names its sub-merchant; a merchant's own notes are its own.
    merchant_id: note.subMerchantId ?? note.merchantId,
    invoice_id: note.invoiceId,
    created_by_user_id: null,
    number: note.number,
    amount: toDollars(note.amount),
    amount_balance: toDollars(note.amount - note.amountPaid - note.amountVoided),
    amount_paid: toDollars(note.amountPaid),
    amount_voided: toDollars(note.amountVoided),
    amount_payout: toDollars(note.amountPayout),
    amount_payout_balance: toDollars(note.amountPayout),
    amount_payout_paid: 0,
    credit_note_url: note.creditNoteUrl,
    resolve_credit_note_url: null,
    reason_code: note.reasonCode as CreditNoteBody['reason_code'],
    reason_message: note.reasonMessage,
    voided: note.voided,
    voided_at: note.voidedAt ? note.voidedAt.toISOString() : null,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}
