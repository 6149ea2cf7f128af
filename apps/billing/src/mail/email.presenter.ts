import { Email as EmailBody } from '@netline/contracts';
import { Email } from './email.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the contract's Email (the log entry: envelope and status, not the bodies). */
export function presentEmail(email: Email): EmailBody {
  return {
    id: email.id,
    kind: email.kind,
    status: email.status,
    to: email.toAddresses,
    reply_to: email.replyTo,
    subject: email.subject,
    text: email.textBody,
    customer_id: email.customerId,
    invoice_id: email.invoiceId,
    payment_id: email.paymentId,
    reminder_offset_days: email.reminderOffsetDays,
    attachments: email.attachments,
    attempts: email.attempts,
    last_error: email.lastError,
    next_attempt_at: email.status === 'queued' ? iso(email.nextAttemptAt) : null,
    sent_at: iso(email.sentAt),
    created_at: email.createdAt.toISOString(),
    updated_at: email.updatedAt.toISOString(),
  };
}
