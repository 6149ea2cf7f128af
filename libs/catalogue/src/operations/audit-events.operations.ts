import {
  AUDIT_EXPORT_MAX,
  auditEventListSpec,
  auditEventSchema,
  auditExportQuerySchema,
  auditExportSchema,
  AuditSubjects,
  listEnvelopeSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** The audit trail (docs/security.md, "Audit trail"), served by insights from the event streams. */
export const auditEventOperations = defineOperations([
  {
    method: 'GET',
    path: '/audit-events',
    subject: AuditSubjects.list,
    operationId: 'listAuditEvents',
    summary: 'List audit events',
    description:
      'Every change made to your account, newest first: who made it (`actor`: the user, access key, secret key or Netline operator, ' +
      'and through which `channel`: `api`, `mcp`, `dashboard`, `cli`, or `system` for Netline’s own scheduled work), what it changed ' +
      '(`type`, `object_type`, `object_id`, and the money and status fields before and after), the `request_id` of the request, and ' +
      'when. A change a request caused downstream (a payment lowering an invoice’s balance) names the same actor and request. Entries ' +
      'appear within moments of the change (they are built from Netline’s event streams) and are never changed or removed.',
    tag: 'Audit',
    access: 'read',
    list: auditEventListSpec,
    response: listEnvelopeSchema(auditEventSchema).meta({ id: 'AuditEventList' }),
  },
  {
    method: 'GET',
    path: '/audit-events/export',
    subject: AuditSubjects.export,
    operationId: 'getAuditChain',
    summary: 'Export the audit chain',
    description:
      `Your audit entries in order of \`sequence\` (from 1, without gaps), up to \`max_entries\` (at most ${AUDIT_EXPORT_MAX}) per answer from \`from_sequence\` ` +
      '(`next_sequence` continues; null at the end). Each entry carries `previous_hash` and `hash` = SHA-256 (hex) of `previous_hash`, ' +
      'a newline, and the entry without its two hashes as canonical JSON (keys sorted, no whitespace); the first entry’s `previous_hash` ' +
      'is 64 zeros. Recomputing the hashes shows whether an entry was altered, removed or reordered.',
    tag: 'Audit',
    access: 'read',
    query: auditExportQuerySchema,
    response: auditExportSchema,
  },
]);
