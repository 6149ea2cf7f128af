import { Jwks, PublicJwk, TOKEN_ALGORITHM } from '@netline/contracts';
import { importJWK, KeyLike } from 'jose';

export interface VerificationKey {
  kid: string;
  key: KeyLike;
}

/**
 * Public keys of identity's token signing keys, cached by `kid`. A token with a `kid` not in the cache
 * triggers one refetch of the JWKS (a rotation has happened). Refetches are shared by concurrent callers
 * and spaced at least `minRefetchMs` apart, so tokens with made-up `kid`s cannot flood identity: an unknown
 * `kid` arriving sooner than that after the last fetch waits for the one refetch due at the end of the
 * interval (it is not refused outright, since a real rotation may have happened just after a fetch made
 * for a forged token). The whole set is trusted for `maxAgeMs` (the edges' AUTH_CACHE_TTL_MS, 5 s), which
 * bounds how long a revoked key keeps verifying: in the last fifth of that time it is fetched again in
 * the background, so a steady stream of requests never waits for it. When identity cannot answer, the
 * keys fetched last keep verifying (an outage refuses no valid token), and the next request tries again.
 */
export class JwksKeyStore {
  private keys = new Map<string, VerificationKey>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<void> | null = null;

  constructor(
    private readonly fetchJwks: () => Promise<Jwks>,
    private readonly options: { minRefetchMs?: number; maxAgeMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The key for `kid`, or undefined when identity does not know it either. */
  async get(kid: string | undefined): Promise<VerificationKey | undefined> {
    if (typeof kid !== 'string' || kid.length === 0 || kid.length > 100) return undefined;
    const age = this.now() - this.fetchedAt;
    const maxAgeMs = this.options.maxAgeMs ?? 5_000;
    const cached = this.keys.get(kid);
    if (cached && age < maxAgeMs) {
      if (age >= maxAgeMs * 0.8) this.refresh(0).catch(() => undefined);
      return cached;
    }
    try {
      await this.refresh(cached ? 0 : (this.options.minRefetchMs ?? 1_000) - age);
    } catch (error) {
      // Identity unreachable: what it said last still holds rather than refusing every token.
      if (cached || this.keys.has(kid)) return this.keys.get(kid) ?? cached;
      throw error;
    }
    return this.keys.get(kid);
  }

  /** One fetch, `delayMs` from now (at once when ≤ 0), shared by every caller until it is done. */
  private refresh(delayMs: number): Promise<void> {
    this.inflight ??= (delayMs > 0 ? this.sleep(delayMs) : Promise.resolve())
      .then(() => this.load())
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  private sleep(ms: number): Promise<void> {
    return this.options.sleep ? this.options.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms));
  }

  private async load(): Promise<void> {
    const jwks = await this.fetchJwks();
    const keys = new Map<string, VerificationKey>();
    for (const jwk of jwks.keys) keys.set(jwk.kid, await toVerificationKey(jwk));
    this.keys = keys;
    this.fetchedAt = this.now();
  }
}

async function toVerificationKey(jwk: PublicJwk): Promise<VerificationKey> {
  const key = (await importJWK({ ...jwk }, TOKEN_ALGORITHM)) as KeyLike;
  return { kid: jwk.kid, key };
}
