import { JwksKeyStore } from '@netline/auth';
import { DomainError, IdentitySubjects, InternalRpcSubject, MerchantSettings, PartnerGrant, RpcBodyIn, RpcReply, RpcReplyOf } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { ExpiringMap } from './credential-cache';
import { InFlight } from './in-flight';

export class IdentityUnavailableError extends DomainError {
  constructor(code = 'EDGE.IDENTITY_UNAVAILABLE') {
    super(code, 'unavailable', 'Authentication is temporarily unavailable');
  }
}

export interface IdentityLookupOptions {
  /** How long a merchant's settings are trusted without asking identity again (≤ 5 s). */
  settingsTtlMs: number;
}

/**
 * What a public edge (the REST gateway, the MCP endpoint) asks identity while authenticating a request,
 * over NATS:
 * - `ask`: one question (typed by the RPC map); identity's refusal (401 or 404) comes back as `null`, for the edge to answer
 *   with its own 401, and anything else (identity down, a timeout) throws a 503-kind error, because an
 *   outage must not look like bad credentials.
 * - `merchantSettings`: the merchant's switches (OAuth on or off, Basic on or off), remembered for at most
 *   `settingsTtlMs`, which bounds how long a switched-off method keeps working on every replica;
 *   concurrent requests for one merchant share one question, and settings in the last fifth of their time
 *   are asked again in the background.
 * - `keys`: identity's public token-signing keys (JWKS), cached by `kid`, refetched on an unknown one and
 *   trusted for at most `settingsTtlMs` (so a revoked signing key stops verifying within it).
 * - `partnerGrant`: the sub-merchants a partner account acts for, remembered for the same time;
 *   concurrent requests share one question, and `forgetPartner` drops it at once (identity announces on
 *   NATS when a partner gains a sub-merchant, so a new sub-merchant works on the very next request).
 */
export class IdentityLookup {
  readonly keys: JwksKeyStore;
  private readonly settings: ExpiringMap<MerchantSettings>;
  private readonly grants = new Map<string, { grant: Promise<PartnerGrant | null>; expiresAt: number }>();
  /** Settings questions under way, by merchant id: concurrent requests share one. */
  private readonly settingsAsked = new InFlight<MerchantSettings | null>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly options: IdentityLookupOptions,
  ) {
    // Keyed by merchant id, which is no secret: no digest needed on every bearer request.
    this.settings = new ExpiringMap(options.settingsTtlMs);
    this.keys = new JwksKeyStore(
      async () => {
        // The public operation behind `GET /.well-known/jwks.json`, asked with no principal.
        const jwks = refusedAsNull(await this.rpc.tryAskAs(IdentitySubjects.jwks, null, { params: {} }));
        if (!jwks) throw new IdentityUnavailableError();
        return jwks;
      },
      // As long as settings: a signing key withdrawn in an emergency stops verifying within it.
      { maxAgeMs: Math.max(1_000, options.settingsTtlMs) },
    );
  }

  async ask<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>): Promise<RpcReplyOf<S> | null> {
    return refusedAsNull(await this.rpc.tryAsk(subject, body));
  }

  /** The merchant's settings, or null when identity knows no such merchant. */
  async merchantSettings(merchantId: string): Promise<MerchantSettings | null> {
    const cached = this.settings.entry(merchantId);
    if (cached) {
      // In the last fifth of their time, settings are asked again in the background (the answer is
      // trusted for `settingsTtlMs` from then, as any answer), so a merchant sending steadily never
      // waits on identity for them; see `askSettings`.
      if (cached.expiresAt - Date.now() <= this.options.settingsTtlMs / 5) this.askSettings(merchantId).catch(() => undefined);
      return cached.value;
    }
    return this.askSettings(merchantId);
  }

  /**
   * Asks identity for a merchant's settings, sharing a question already under way. Identity's answer
   * replaces what is remembered; its refusal (no such merchant) forgets it at once; an outage leaves it
   * to expire as it would have.
   */
  private askSettings(merchantId: string): Promise<MerchantSettings | null> {
    return this.settingsAsked.run(merchantId, () =>
      this.ask(IdentitySubjects.getMerchant, { merchant_id: merchantId }).then((settings) => {
        if (settings) this.settings.set(merchantId, settings);
        else this.settings.delete(merchantId);
        return settings;
      }),
    );
  }

  /** The partner's grant (type and sub-merchant ids), or null when identity knows no such partner. */
  partnerGrant(partnerId: string): Promise<PartnerGrant | null> {
    const now = Date.now();
    const cached = this.grants.get(partnerId);
    if (cached && cached.expiresAt > now) return cached.grant;
    const grant = this.ask(IdentitySubjects.partnerGrant, { partner_id: partnerId }).then((reply) =>
      reply ? { type: reply.type, merchant_ids: reply.merchant_ids } : null,
    );
    if (this.grants.size >= 10_000) this.grants.delete(this.grants.keys().next().value as string);
    this.grants.set(partnerId, { grant, expiresAt: now + this.options.settingsTtlMs });
    grant.catch(() => this.grants.delete(partnerId));
    return grant;
  }

  /** Forgets a partner's cached grant: the next request asks identity again. */
  forgetPartner(partnerId: string): void {
    this.grants.delete(partnerId);
  }
}

/** Identity's refusal (401, 404) as null; any other failure (identity down, a timeout) as a 503-kind error. */
function refusedAsNull<T>(reply: RpcReply<T>): T | null {
  if (reply.ok) return reply.data;
  if (reply.error.status === 401 || reply.error.status === 404) return null;
  throw new IdentityUnavailableError(reply.error.code);
}
