import { z } from 'zod';
import { MAX_DOLLARS } from './money';

/**
 * Policies of machine-to-machine MCP access keys and the approvals they ask for (docs/mcp.md, "Key
 * policies and approvals"; docs/decisions/0028-key-policies-and-approvals.md). A policy is stored by
 * identity with the key, set by `PUT /api/access-keys/{client_id}`, handed to the MCP endpoint with the
 * account's settings, and enforced there when a tool is called.
 */

/** The money-moving tools a policy can put limits on: those that answer a preview first, with what they move. */
export const POLICY_MONEY_TOOLS = [
  'send_invoice',
  'capture_charge',
  'create_credit_note',
  'resolve_dispute',
  'void_invoice',
  'cancel_invoice',
  'create_payment',
] as const;
export type PolicyMoneyTool = (typeof POLICY_MONEY_TOOLS)[number];

/** How long an approval can be decided, and an approved one used, after it was requested. */
export const APPROVAL_TTL_HOURS = 24;

const policyAmount = z
  .number()
  .positive()
  .max(MAX_DOLLARS)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { message: 'a positive amount in US dollars with at most two decimals' });

export const toolLimitsSchema = z
  .strictObject({
    max_per_call: policyAmount.nullable().optional().meta({ description: 'US dollars: a call moving more is refused' }),
    max_per_day: policyAmount.nullable().optional().meta({ description: "US dollars: what the key's calls of the tool may move in one UTC day, together" }),
    approval_above: policyAmount
      .nullable()
      .optional()
      .meta({ description: 'US dollars: a call moving more waits for an admin to approve it in the dashboard' }),
  })
  .meta({ id: 'AccessKeyToolLimits' });
export type ToolLimits = z.output<typeof toolLimitsSchema>;

export const accessKeyPolicySchema = z
  .strictObject({
    allowed_tools: z
      .array(z.string().min(1).max(100))
      .max(500)
      .nullable()
      .optional()
      .meta({ description: 'The tools the key may call (a subset of what its scopes permit); null or absent: every tool its scopes permit' }),
    limits: z
      .record(z.string(), toolLimitsSchema)
      .optional()
      .meta({ description: `Per money-moving tool (${POLICY_MONEY_TOOLS.join(', ')}): caps and the approval threshold` }),
  })
  .meta({ id: 'AccessKeyPolicy' });
export type AccessKeyPolicy = z.output<typeof accessKeyPolicySchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'used', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const accessKeyApprovalSchema = z
  .object({
    id: z.string(),
    client_id: z.string(),
    key_name: z.string().nullable(),
    tool: z.string(),
    arguments: z.record(z.string(), z.unknown()).meta({ description: 'The arguments of the call, as the assistant sent them' }),
    amount: z.number().meta({ description: 'US dollars: what the call moves' }),
    status: z.enum(APPROVAL_STATUSES),
    requested_at: z.string(),
    decided_by: z.string().nullable().meta({ description: 'The user who approved or rejected it' }),
    decided_at: z.string().nullable(),
    used_at: z.string().nullable(),
    expires_at: z.string(),
  })
  .meta({ id: 'AccessKeyApproval' });
export type AccessKeyApproval = z.output<typeof accessKeyApprovalSchema>;

export const accessKeyApprovalListSchema = z.object({ results: z.array(accessKeyApprovalSchema) }).meta({ id: 'AccessKeyApprovalList' });
export type AccessKeyApprovalList = z.output<typeof accessKeyApprovalListSchema>;

export const approvalIdParams = z.strictObject({ approval_id: z.string().min(1).max(64) });

/**
 * The MCP endpoint's questions to identity, with the calling key's principal: find the approval of a call
 * (the same key, tool and arguments), asking for one when there is none open; and use an approved one.
 */
export const AccessKeyApprovalSubjects = {
  request: 'identity.access-key-approvals.request',
  use: 'identity.access-key-approvals.use',
} as const;

export const requestApprovalSchema = z.strictObject({
  tool: z.enum(POLICY_MONEY_TOOLS),
  arguments_digest: z.string().min(1).max(128),
  arguments: z.record(z.string(), z.unknown()),
  amount: z.number().positive().max(MAX_DOLLARS),
});
export type RequestApprovalInput = z.output<typeof requestApprovalSchema>;

export const useApprovalSchema = z.strictObject({ approval_id: z.string().min(1).max(64) });

/** `use`'s answer: whether this call turned the approval from approved to used (and so may act), and the approval as it is now. */
export interface UsedApproval {
  used_now: boolean;
  approval: AccessKeyApproval;
}
