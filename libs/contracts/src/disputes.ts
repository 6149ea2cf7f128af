import { z } from 'zod';
import { CREDIT_NOTE_REASON_CODES } from './credit-notes';
import type { EventData } from './event-catalogue';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { positiveMoney } from './money';
import { httpsUrl } from './urls';

/**
 * Disputes on invoices, served by billing (docs/collections.md, "Disputes"). A buyer contests part or all
 * of a sent invoice; while the dispute is open the invoice gets no reminders and does not count towards
 * credit's past-due hold. The merchant closes it by crediting (a real credit note) or rejecting it.
 */
export const DISPUTE_REASONS = ['incorrect_amount', 'goods_not_received', 'goods_damaged', 'duplicate_invoice', 'not_ordered', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** `open` → `resolved` (a credit note was issued) or `rejected`; both are final. */
export const DISPUTE_STATUSES = ['open', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How a closed dispute ended, as `invoice.dispute_resolved` says it. */
export const DISPUTE_RESOLUTIONS = ['credited', 'rejected'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** Who wrote a message of the thread: the merchant (its API, dashboard, assistants) or the buyer. */
export const DISPUTE_SIDES = ['merchant', 'buyer'] as const;
export type DisputeSide = (typeof DISPUTE_SIDES)[number];

/** The longest message of a thread, and the most messages one dispute takes. */
export const MAX_DISPUTE_MESSAGE_LENGTH = 5000;
export const MAX_DISPUTE_MESSAGES = 100;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });
const messageText = () => z.string().trim().min(1, 'must not be empty').max(MAX_DISPUTE_MESSAGE_LENGTH);

export const disputeMessageSchema = z
  .object({
    id: z.string(),
    author: z.enum(DISPUTE_SIDES).meta({ description: 'Whose side wrote it' }),
    text: z.string(),
    created_at: dateTime(),
  })
  .meta({ id: 'DisputeMessage' });
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const disputeSchema = z
  .object({
    id: z.string(),
    invoice_id: z.string(),
    customer_id: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.enum(DISPUTE_REASONS),
    amount: dollars().meta({ description: 'The amount contested' }),
    attachment_url: z.string().nullable(),
    resolution: z.enum(DISPUTE_RESOLUTIONS).nullable().meta({ description: 'How it ended; null while open' }),
    credit_note_id: z.string().nullable().meta({ description: 'The credit note that resolved it (`credited`)' }),
    amount_credited: dollars().meta({ description: 'What that credit note took off the invoice; 0 otherwise' }),
    messages: z.array(disputeMessageSchema).meta({ description: 'The thread, oldest first; the first is the message it was opened with' }),
    created_at: dateTime(),
    updated_at: dateTime(),
    closed_at: dateTime().nullable(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const openDisputeSchema = z
  .strictObject({
    reason: z.enum(DISPUTE_REASONS),
    amount: positiveMoney().meta({ description: 'US dollars contested, at most the invoice balance' }),
    message: messageText().meta({ description: `What is wrong, up to ${MAX_DISPUTE_MESSAGE_LENGTH} characters` }),
    attachment_url: httpsUrl().optional().meta({ description: 'A document backing the dispute (photo, delivery note), https:// only' }),
  })
  .meta({ id: 'DisputeCreateRequest' });
export type OpenDispute = z.infer<typeof openDisputeSchema>;

export const disputeMessageCreateSchema = z.strictObject({ message: messageText() }).meta({ id: 'DisputeMessageCreateRequest' });
export type AddDisputeMessage = z.infer<typeof disputeMessageCreateSchema>;

export const resolveDisputeSchema = z
  .strictObject({
    amount: positiveMoney().meta({ description: 'US dollars credited: at most the dispute amount and the invoice balance' }),
    reason_code: z.enum(CREDIT_NOTE_REASON_CODES).optional().meta({ description: "The credit note's reason code (default `other`)" }),
    message: messageText().optional().meta({ description: 'Added to the thread' }),
  })
  .meta({ id: 'DisputeResolveRequest' });
export type ResolveDispute = z.infer<typeof resolveDisputeSchema>;

export const rejectDisputeSchema = z
  .strictObject({ message: messageText().meta({ description: 'Why the dispute is rejected; added to the thread' }) })
  .meta({ id: 'DisputeRejectRequest' });
export type RejectDispute = z.infer<typeof rejectDisputeSchema>;

export const disputeIdParams = z.strictObject({ dispute_id: z.string().min(1).max(64) });

export const disputeListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'enum', ops: EQ, values: DISPUTE_STATUSES },
    invoice_id: { type: 'string', ops: EQ },
    customer_id: { type: 'string', ops: EQ },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

export const DisputeSubjects = {
  list: 'billing.disputes.list',
  open: 'billing.disputes.open',
  get: 'billing.disputes.get',
  addMessage: 'billing.disputes.add-message',
  resolve: 'billing.disputes.resolve',
  reject: 'billing.disputes.reject',
} as const;

/** `invoice.dispute_opened` / `invoice.dispute_resolved` on `events:billing` (cents); credit keeps disputed invoices off its past-due hold. */
export type InvoiceDisputeOpenedData = EventData<'invoice.dispute_opened'>;
export type InvoiceDisputeResolvedData = EventData<'invoice.dispute_resolved'>;
