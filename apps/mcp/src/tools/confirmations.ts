import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';

/** The argument that carries a confirmation handle on the tools that preview first. */
export const CONFIRMATION_ARGUMENT = 'confirmation';
/** How long a preview's handle can be confirmed (docs/mcp.md, "Previews and confirmation"). */
export const CONFIRMATION_TTL_MS = 10 * 60_000;
/** How long an unconfirmed handle is still recognised as expired (rather than unknown) after its ten minutes. */
const EXPIRED_GRACE_MS = 60 * 60_000;
/** `mcpc_` and 32 random bytes in base64url: nothing in it but chance. */
const HANDLE_PATTERN = /^mcpc_[A-Za-z0-9_-]{43}$/;

/** What a handle is bound to: the account, the actor behind the token, the tool and its arguments. */
export interface ConfirmationBinding {
  accountId: string;
  actor: string;
  tool: string;
  fingerprint: string;
}

interface HandleRecord extends ConfirmationBinding {
  expires_at: string;
  confirmed: boolean;
}

export interface IssuedConfirmation {
  handle: string;
  expiresAt: Date;
}

/** Why a presented handle does not confirm the call; each is a tool error, and nothing is changed. */
export type ConfirmationRefusal = 'malformed' | 'unknown' | 'other_caller' | 'other_tool' | 'other_arguments' | 'expired';

export type ConfirmationCheck = { ok: true } | { ok: false; refusal: ConfirmationRefusal };

/** Marks a record confirmed and keeps it as long as the result, only if it is still the record read. */
const MARK_CONFIRMED = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/**
 * The handles of previews, in Redis under `mcp-confirmation:<handle>` (docs/mcp.md, "Previews and
 * confirmation"). A handle is issued with a preview and can be confirmed for ten minutes by the same
 * account and actor, for the same tool and arguments (the `fingerprint`). The first confirmation marks it
 * confirmed and keeps it for as long as the result is kept (`resultTtlMs`, the idempotency records'
 * lifetime), so confirming it again replays that result; an unconfirmed handle is kept an hour past its
 * expiry only to tell "expired" from "unknown".
 */
export class ConfirmationStore {
  constructor(
    private readonly redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    private readonly resultTtlMs: number,
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {}

  private key(handle: string): string {
    return redisKey(this.config, `mcp-confirmation:${handle}`);
  }

  async issue(binding: ConfirmationBinding): Promise<IssuedConfirmation> {
    const handle = `mcpc_${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(this.clock.now().getTime() + CONFIRMATION_TTL_MS);
    const record: HandleRecord = { ...binding, expires_at: expiresAt.toISOString(), confirmed: false };
    await this.redis.set(this.key(handle), JSON.stringify(record), 'PX', CONFIRMATION_TTL_MS + EXPIRED_GRACE_MS, 'NX');
    return { handle, expiresAt };
  }

  /**
   * Checks `handle` against the call presenting it and, when it fits, marks it confirmed (the first time).
   * A confirmed handle fits again for the same caller and arguments whatever the time: its call is replayed.
   */
  async confirm(handle: string, binding: ConfirmationBinding): Promise<ConfirmationCheck> {
    if (!HANDLE_PATTERN.test(handle)) return { ok: false, refusal: 'malformed' };
    const key = this.key(handle);
    for (let attempt = 0; attempt < 3; attempt++) {
      const raw = await this.redis.get(key);
      if (!raw) return { ok: false, refusal: 'unknown' };
      const record = JSON.parse(raw) as HandleRecord;
      const refusal = mismatch(record, binding);
      if (refusal) return { ok: false, refusal };
      if (record.confirmed) return { ok: true };
      if (new Date(record.expires_at).getTime() <= this.clock.now().getTime()) return { ok: false, refusal: 'expired' };
      const confirmed = JSON.stringify({ ...record, confirmed: true } satisfies HandleRecord);
      if ((await this.redis.eval(MARK_CONFIRMED, 1, key, raw, confirmed, String(this.resultTtlMs))) === 1) return { ok: true };
      // Another confirmation marked it meanwhile (or it just went away): read it again.
    }
    return { ok: false, refusal: 'unknown' };
  }
}

function mismatch(record: HandleRecord, binding: ConfirmationBinding): ConfirmationRefusal | null {
  if (record.accountId !== binding.accountId || record.actor !== binding.actor) return 'other_caller';
  if (record.tool !== binding.tool) return 'other_tool';
  if (record.fingerprint !== binding.fingerprint) return 'other_arguments';
  return null;
}

/**
 * What makes two calls "the same", for an `idempotency_key` and for a confirmation: the tool and its
 * arguments, compared with keys in a fixed order, without `idempotency_key` and `confirmation` (neither
 * says what the call does). Prefixed so a key used on the REST API (whose fingerprint covers method,
 * path and body bytes) never replays as a tool result, or the other way round.
 */
export function fingerprintOf(tool: string, args: Record<string, unknown>): string {
  const { idempotency_key: _key, [CONFIRMATION_ARGUMENT]: _confirmation, ...rest } = args;
  return createHash('sha256').update('mcp\n').update(tool).update('\n').update(canonicalJson(rest)).digest('base64url');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
