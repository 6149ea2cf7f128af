import { JwksKeyStore } from '@netline/auth';
import { IdentitySubjects, Jwks, MerchantSettings } from '@netline/contracts';
import { DomainError, RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import { CredentialCache } from './credential-cache';

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
 * - `request`: one question; identity's refusal (401 or 404) comes back as `null`, for the edge to answer
 *   with its own 401, and anything else (identity down, a timeout) throws a 503-kind error, because an
 *   outage must not look like bad credentials.
 * - `merchantSettings`: the merchant's switches (OAuth on or off, Basic on or off), remembered for at most
 *   `settingsTtlMs`, which bounds how long a switched-off method keeps working on every replica.
 * - `keys`: identity's public token-signing keys (JWKS), cached by `kid` and refetched on an unknown one.
 */
export class IdentityLookup {
  readonly keys: JwksKeyStore;
  private readonly settings: CredentialCache<MerchantSettings>;

  constructor(
    private readonly rpc: RpcClient,
    options: IdentityLookupOptions,
  ) {
    this.settings = new CredentialCache(options.settingsTtlMs);
    this.keys = new JwksKeyStore(async () => {
      const jwks = await this.request<Jwks>(IdentitySubjects.jwks, {});
      if (!jwks) throw new IdentityUnavailableError();
      return jwks;
    });
  }

  async request<T>(subject: string, body: unknown): Promise<T | null> {
    const reply = await this.rpc.request<T>(subject, { request_id: currentRequestId(), body });
    if (reply.ok) return reply.data;
    if (reply.error.status === 401 || reply.error.status === 404) return null;
    throw new IdentityUnavailableError(reply.error.code);
  }

  /** The merchant's settings, or null when identity knows no such merchant. */
  async merchantSettings(merchantId: string): Promise<MerchantSettings | null> {
    const cached = this.settings.get(merchantId);
    if (cached) return cached;
    const settings = await this.request<MerchantSettings>(IdentitySubjects.getMerchant, { merchant_id: merchantId });
    if (settings) this.settings.set(merchantId, settings);
    return settings;
  }
}
