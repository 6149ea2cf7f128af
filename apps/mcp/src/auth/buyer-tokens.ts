import { BUYER_API_TOKEN_PATTERN, BUYER_API_TOKEN_PREFIX, BuyerIdentity, buyerGrantOf, BuyerSubjects, VerifiedBuyerApiToken } from '@netline/contracts';
import { CredentialCache, ExpiringMap, IdentityLookup } from '@netline/edge';
import { createHash } from 'node:crypto';
import { McpCaller } from './caller';

/** Is this bearer token a buyer API token (`nlbt_…`) rather than an MCP access token (a JWT)? */
export function isBuyerApiToken(token: string): boolean {
  return token.startsWith(BUYER_API_TOKEN_PREFIX);
}

/**
 * Buyer API tokens (`Authorization: Bearer nlbt_…`, docs/buyer-portal.md, "API tokens and the buyer tool
 * set"): the secret is verified by identity (`identity.buyer-api-tokens.verify`: whose it is, or refused)
 * and what its address reaches is asked of identity too (`identity.buyer-sign-in.reach`, as for a portal
 * session), each answer trusted for at most `ttlMs` (≤ 5 s, like the other lookups), so a revoked token,
 * a changed customer email or a removed buyer user bites within it on every replica. The caller gets the
 * buyer tool set, and nothing else: its principal has no scopes, so no merchant operation is open to it.
 * An address that reaches no customer any more is refused like a bad token.
 */
export class BuyerTokens {
  private readonly verified: CredentialCache<VerifiedBuyerApiToken>;
  private readonly reached: ExpiringMap<BuyerIdentity>;

  constructor(
    private readonly identity: IdentityLookup,
    ttlMs: number,
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {
    this.verified = new CredentialCache(ttlMs);
    this.reached = new ExpiringMap(ttlMs);
  }

  /** The caller a buyer token acts as, or null to refuse it (401). Identity unreachable throws (503). */
  async resolve(token: string): Promise<McpCaller | null> {
    if (!BUYER_API_TOKEN_PATTERN.test(token)) return null;
    const fingerprint = this.verified.fingerprint(token);
    let verified = this.verified.getByFingerprint(fingerprint);
    if (verified && new Date(verified.expires_at).getTime() <= this.clock.now().getTime()) verified = undefined;
    if (!verified) {
      const answer = await this.identity.ask(BuyerSubjects.verifyApiToken, { token });
      if (!answer) return null;
      verified = answer;
      this.verified.setByFingerprint(fingerprint, verified);
    }
    const reach = await this.reachOf(verified.email);
    if (!reach || reach.customers.length === 0) return null;
    const grant = buyerGrantOf(reach);
    return {
      auth: 'buyer_token',
      toolSet: 'buyer',
      // No merchant until a call names its customer (`ToolRunner`); the token, for the audit trail.
      principal: {
        merchant_id: '',
        actor: { type: 'buyer', id: grant.email },
        scopes: [],
        buyer: grant,
        via: { channel: 'mcp', client_id: verified.token_id },
      },
      canRead: true,
      canWrite: true,
      // No money of the merchant moves on a buyer's call: nothing to preview.
      previews: false,
      // One budget per address, whichever of its tokens is used; the address itself stays out of Redis.
      rateLimitSubject: `buyer:${createHash('sha256').update(grant.email).digest('base64url').slice(0, 22)}`,
      buyer: { grant, tokenId: verified.token_id },
    };
  }

  private async reachOf(email: string): Promise<BuyerIdentity | null> {
    const cached = this.reached.get(email);
    if (cached) return cached;
    const reach = await this.identity.ask(BuyerSubjects.reach, { email });
    if (reach) this.reached.set(email, reach);
    return reach;
  }
}
