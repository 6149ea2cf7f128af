import { z } from 'zod';
import { EQ, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';
import { AUDIT_CHANNELS } from './rpc';

/**
 * The audit trail (docs/security.md, "Audit trail"; docs/decisions/0026-audit-trail.md): one entry per
 * change a merchant's account saw, with who made it, through which door, the request, and the money and
 * status fields before and after. Insights records the entries from the domain events (every event carries
 * its author in the envelope) and serves them; each merchant's entries form a hash chain.
 */

/** Fields whose before/after an entry shows; the money ones are dollars in the API (cents in the events). */
export const AUDIT_MONEY_FIELDS = [
  'amount',
  'amount_balance',
  'amount_net',
  'amount_advance',
  'amount_advance_fee',
  'unapplied',
  'seller_amount_approved',
] as const;
export const AUDIT_STATE_FIELDS = [
  'status',
  'credit_status',
  'net_terms_status',
  'decision',
  'verification_status',
  'tracking_status',
  'role',
  'advance_rate',
  'due_at',
  'basic_enabled',
  'oauth_enabled',
  'revoked',
  'active',
] as const;

/** The `previous_hash` of a merchant's first entry. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

const dateTime = () => z.string().meta({ format: 'date-time' });

export const auditActorSchema = z
  .object({
    type: z.string().meta({
      description: '`secret_key`, `access_key`, `user`, `buyer` (a buyer in the buyer portal), `operator`, `sandbox`, or `system` for Netline’s own work',
    }),
    id: z.string().nullable().meta({ description: 'The user id, access key (client) id, merchant id for the secret key, the buyer’s email, or operator name' }),
    channel: z
      .enum(AUDIT_CHANNELS)
      .meta({ description: 'How the change came in: `api`, `mcp`, `dashboard`, `portal` (the buyer portal), `cli` (an operator), `system`' }),
    partner_id: z.string().optional().meta({ description: 'The partner that acted, when a partner made the change' }),
    client_id: z.string().optional().meta({ description: 'The OAuth client the token was issued to: an integration, or an app a person signed in to' }),
    client_name: z.string().optional().meta({ description: 'That client’s name' }),
  })
  .meta({ id: 'AuditActor' });
export type AuditActor = z.infer<typeof auditActorSchema>;

const changeValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const auditEventSchema = z
  .object({
    id: z.string(),
    sequence: z.number().int().meta({ description: 'Position in your account’s audit chain, from 1, without gaps' }),
    created_at: dateTime().meta({ description: 'When the entry was recorded' }),
    occurred_at: dateTime().meta({ description: 'When the change was made (your account’s clock)' }),
    type: z.string().meta({ description: 'What happened, e.g. `invoice.created` or `payment.status_changed`' }),
    object_type: z.string(),
    object_id: z.string(),
    actor: auditActorSchema,
    request_id: z.string().nullable().meta({ description: 'The `X-Request-Id` of the request that made the change' }),
    changes: z
      .record(z.string(), z.object({ before: changeValue, after: changeValue }))
      .meta({ description: 'Money (dollars) and status fields the change set, with their values before (null: not known before)' }),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    actor_id: { type: 'string', ops: EQ },
    channel: { type: 'enum', ops: EQ, values: AUDIT_CHANNELS },
    object_id: { type: 'string', ops: EQ },
    object_type: { type: 'string', ops: EQ },
    type: { type: 'string', ops: EQ },
    request_id: { type: 'string', ops: EQ },
    created_at: { type: 'date', ops: RANGE_OPS },
  },
  sort: { fields: ['created_at', 'sequence'], default: '-sequence', multi: false },
};

/** The most entries one export answer holds; `next_sequence` continues. */
export const AUDIT_EXPORT_MAX = 1000;

const sequenceText = `must be a whole number from 1`;
export const auditExportQuerySchema = z.strictObject({
  from_sequence: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
      z.number({ error: sequenceText }).int({ error: sequenceText }).min(1, { error: sequenceText }),
    )
    .default(1)
    .meta({ description: 'The first sequence to return (default 1)' }),
  max_entries: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
      z
        .number({ error: `must be 1 to ${AUDIT_EXPORT_MAX}` })
        .int()
        .min(1, { error: `must be 1 to ${AUDIT_EXPORT_MAX}` })
        .max(AUDIT_EXPORT_MAX, { error: `must be 1 to ${AUDIT_EXPORT_MAX}` }),
    )
    .default(AUDIT_EXPORT_MAX)
    .meta({ description: `Entries per answer, 1 to ${AUDIT_EXPORT_MAX} (default ${AUDIT_EXPORT_MAX})` }),
});
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const auditChainEntrySchema = auditEventSchema
  .extend({
    previous_hash: z.string().meta({ description: 'The `hash` of the entry before (64 zeros before the first)' }),
    hash: z.string().meta({ description: 'SHA-256 (hex) of `previous_hash`, a newline and the canonical JSON of the entry without its hashes' }),
  })
  .meta({ id: 'AuditChainEntry' });
export type AuditChainEntry = z.infer<typeof auditChainEntrySchema>;

export const auditExportSchema = z
  .object({
    merchant_id: z.string(),
    entries: z.array(auditChainEntrySchema),
    next_sequence: z.number().int().nullable().meta({ description: 'Where the next answer starts, or null at the end of the chain' }),
  })
  .meta({ id: 'AuditExport' });
export type AuditExport = z.infer<typeof auditExportSchema>;

export const AuditSubjects = {
  list: 'insights.audit.list',
  export: 'insights.audit.export',
} as const;

/** The consumer group of insights' audit recorder (apart from the receivables projection's, so a rebuild of one never replays the other). */
export const AUDIT_CONSUMER_GROUP = 'insights-audit';
/** Every stream: each change of any service is recorded. */
export const AUDIT_CONSUMED_STREAMS = [
  'events:identity',
  'events:credit',
  'events:billing',
  'events:treasury',
  'events:fulfillment',
  'events:webhook-dispatcher',
] as const;
