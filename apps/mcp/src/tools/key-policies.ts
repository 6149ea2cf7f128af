import { redisKey } from '@netline/config';
import {
  AccessKeyApproval,
  AccessKeyApprovalSubjects,
  AccessKeyPolicy,
  ApiError,
  Principal,
  RequestApprovalInput,
  RpcRequest,
  toCents,
  toDollars,
  ToolLimits,
  UsedApproval,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import type { Redis } from 'ioredis';
import { PreviewFacts } from './previews';

/** How long a day's counter is kept: its UTC day and a day more, so a call at 23:59 still finds it at 00:00. */
const SPEND_TTL_MS = 48 * 3_600_000;

/**
 * Reserves `amount` on a day's counter when it stays within `max`: one script, so two replicas never both
 * pass the cap. Answers [1, total] when reserved, [0, spent] when the amount would pass the cap.
 */
const RESERVE = `
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
if spent + tonumber(ARGV[1]) > tonumber(ARGV[2]) then
  return {0, spent}
end
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {1, total}`;

/**
 * What a money-moving tool's call moves, in cents, read from its preview (the same reads and rules as the
 * preview the assistant is shown): the invoice's total for sending, voiding and canceling, the amount
 * captured, credited or paid for the others. Undefined when the preview has no such amount.
 */
export function movedCents(tool: string, facts: PreviewFacts): number | undefined {
  const field: Record<string, string> = {
    send_invoice: 'amount_due',
    void_invoice: 'amount_due',
    cancel_invoice: 'amount_due',
    capture_charge: 'amount_captured',
    create_credit_note: 'amount',
    resolve_dispute: 'amount',
    create_payment: 'amount',
  };
  const dollars = field[tool] === undefined ? undefined : facts.amounts[field[tool]];
  return dollars === undefined ? undefined : toCents(dollars);
}

/** The limits the policy puts on `tool`, when it puts any. */
export function limitsOf(policy: AccessKeyPolicy | undefined, tool: string): ToolLimits | undefined {
  const limits = policy?.limits?.[tool];
  if (!limits) return undefined;
  return limits.max_per_call == null && limits.max_per_day == null && limits.approval_above == null ? undefined : limits;
}

/** A day's reservation, released when the call it was made for moved nothing. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * The two stateful parts of key policies (docs/mcp.md, "Key policies and approvals"): what each key's
 * calls of a tool moved today (UTC), in Redis under `mcp-policy-spend:<account>:<client id>:<tool>:<day>`,
 * shared by every replica and kept across restarts; and the approvals, which identity keeps, asked for
 * with the calling key's principal.
 */
export class KeyPolicies {
  constructor(
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
    private readonly config: { NETLINE_NAMESPACE: string },
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {}

  /**
   * Reserves `cents` of the key's day for `tool` if the day's total stays within `maxCents`; the
   * reservation is kept when the call succeeds (or its outcome is unknown) and released otherwise.
   */
  async reserve(
    accountId: string,
    clientId: string,
    tool: string,
    cents: number,
    maxCents: number,
  ): Promise<{ ok: true; reservation: Reservation } | { ok: false; spentCents: number }> {
    const day = this.clock.now().toISOString().slice(0, 10);
    const key = redisKey(this.config, `mcp-policy-spend:${accountId}:${clientId}:${tool}:${day}`);
    const [reserved, total] = (await this.redis.eval(RESERVE, 1, key, String(cents), String(maxCents), String(SPEND_TTL_MS))) as [number, number];
    if (reserved !== 1) return { ok: false, spentCents: Number(total) };
    let released = false;
    return {
      ok: true,
      reservation: {
        release: async () => {
          if (released) return;
          released = true;
          await this.redis.decrby(key, cents);
        },
      },
    };
  }

  /** The approval of this call (the key's latest for the tool and arguments), asked for when there is none. */
  async requestApproval(
    principal: Principal,
    requestId: string,
    input: RequestApprovalInput,
  ): Promise<{ ok: true; approval: AccessKeyApproval } | { ok: false; error: ApiError }> {
    const reply = await this.rpc.request(AccessKeyApprovalSubjects.request, envelope(principal, requestId, input));
    return reply.ok ? { ok: true, approval: reply.data as AccessKeyApproval } : { ok: false, error: reply.error };
  }

  /** Uses an approved approval: `used_now` when this call turned it from approved to used, and may act. */
  async useApproval(principal: Principal, requestId: string, approvalId: string): Promise<{ ok: true; used: UsedApproval } | { ok: false; error: ApiError }> {
    const reply = await this.rpc.request(AccessKeyApprovalSubjects.use, envelope(principal, requestId, { approval_id: approvalId }));
    return reply.ok ? { ok: true, used: reply.data as UsedApproval } : { ok: false, error: reply.error };
  }
}

function envelope<T>(principal: Principal, requestId: string, body: T): RpcRequest<T> {
  return { principal, request_id: requestId, params: {}, query: {}, body };
}

/** `1234.5` → `1,234.50`, for the messages a model reads. */
export function formatDollars(cents: number): string {
  return toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
