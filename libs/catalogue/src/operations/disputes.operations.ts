import {
  disputeIdParams,
  disputeListSpec,
  disputeMessageCreateSchema,
  disputeSchema,
  DisputeSubjects,
  invoiceIdParams,
  listEnvelopeSchema,
  MAX_DISPUTE_MESSAGES,
  openDisputeSchema,
  rejectDisputeSchema,
  resolveDisputeSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

const WHILE_OPEN =
  'While a dispute is open the invoice gets no reminders (scheduled steps wait; `POST /invoices/{id}/remind` is refused) and does not count ' +
  "towards the customer's past-due hold; once it is resolved or rejected, reminders continue from the next step due.";

/** Disputes on invoices (served by billing; docs/collections.md, "Disputes"). */
export const disputeOperations = defineOperations([
  {
    method: 'POST',
    path: '/invoices/:invoice_id/disputes',
    subject: DisputeSubjects.open,
    operationId: 'openDispute',
    summary: "Open a dispute on a sent invoice for the customer (reason, amount, the customer's message)",
    description:
      'The invoice must be sent, neither voided nor canceled, and the amount at most its balance (else 400). At most one dispute is open per ' +
      `invoice: another is a 409 \`BILLING.DISPUTE_ALREADY_OPEN\`. ${WHILE_OPEN}`,
    tag: 'Disputes',
    access: 'write',
    destructive: false,
    params: invoiceIdParams,
    body: openDisputeSchema,
    response: disputeSchema,
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/disputes',
    subject: DisputeSubjects.list,
    operationId: 'listDisputes',
    summary: 'List disputes, newest first',
    description: 'Filter by `status` (`open`, `resolved`, `rejected`), `invoice_id` or `customer_id`.',
    tag: 'Disputes',
    access: 'read',
    list: disputeListSpec,
    response: listEnvelopeSchema(disputeSchema).meta({ id: 'DisputeList' }),
  },
  {
    method: 'GET',
    path: '/disputes/:dispute_id',
    subject: DisputeSubjects.get,
    operationId: 'fetchDispute',
    summary: 'Fetch a dispute with its thread of messages',
    tag: 'Disputes',
    access: 'read',
    params: disputeIdParams,
    response: disputeSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/disputes/:dispute_id/messages',
    subject: DisputeSubjects.addMessage,
    operationId: 'addDisputeMessage',
    summary: "Add your message to an open dispute's thread",
    description: `Only while the dispute is open (else 400); a thread takes at most ${MAX_DISPUTE_MESSAGES} messages.`,
    tag: 'Disputes',
    access: 'write',
    destructive: false,
    params: disputeIdParams,
    body: disputeMessageCreateSchema,
    response: disputeSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/disputes/:dispute_id/resolve',
    subject: DisputeSubjects.resolve,
    operationId: 'resolveDispute',
    summary: 'Resolve an open dispute with a credit note on its invoice',
    description:
      'Creates a credit note of `amount` on the invoice, in the same transaction as the resolution (as `POST /credit-notes` does: it lowers the ' +
      "balance and frees the customer's credit), and links it as `credit_note_id`. The amount is at most the dispute's amount and the " +
      "invoice's balance (else 400). Writes `invoice.dispute_resolved` (`resolution: credited`); reminders continue from the next step due.",
    tag: 'Disputes',
    access: 'write',
    destructive: true,
    params: disputeIdParams,
    body: resolveDisputeSchema,
    response: disputeSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/disputes/:dispute_id/reject',
    subject: DisputeSubjects.reject,
    operationId: 'rejectDispute',
    summary: 'Reject an open dispute, with a message saying why',
    description: 'The invoice is owed as it stands. Writes `invoice.dispute_resolved` (`resolution: rejected`); reminders continue from the next step due.',
    tag: 'Disputes',
    access: 'write',
    destructive: true,
    params: disputeIdParams,
    body: rejectDisputeSchema,
    response: disputeSchema,
    errors: [404],
  },
]);
