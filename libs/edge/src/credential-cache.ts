import { hash, randomBytes } from 'node:crypto';

/**
 * A bounded in-process map whose entries expire `ttlMs` after they were set (a read never extends them).
 * When full, the oldest entry makes room. For keys that are not secret (a merchant id); credentials go
 * through `CredentialCache`, which never keeps them readable.
 */
export class ExpiringMap<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    return this.entry(key)?.value;
  }

  /** The live entry with the time it expires (for a caller that refreshes entries ahead of expiry). */
  entry(key: string): { readonly value: T; readonly expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (!this.entries.delete(key) && this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * A short-lived memory of credentials already accepted, so that a burst of requests costs one check (a
 * NATS round trip to identity, an ES256 signature) rather than one per request. Entries are filed under
 * a digest of the credential, never the credential itself: nothing in the cache can be read back as a
 * secret. Entries expire after `ttlMs`, which bounds how long a rotated key or a switched-off method
 * keeps working (≤ 5 s).
 *
 * The digest is SHA-256 over a per-process random salt and the credential, not an HMAC: it never leaves
 * the process, so it needs no resistance to forgery, only to being matched against precomputed digests
 * (the salt); and the one-shot `crypto.hash` costs about a fifth of an HMAC, which allocates a hasher
 * object and sets up its padded keys on every call. Callers that look one credential up several times per request compute `fingerprint` once and use
 * the `…Fingerprint` methods.
 */
export class CredentialCache<T> {
  private readonly salt = randomBytes(32).toString('base64');
  private readonly entries: ExpiringMap<T>;

  constructor(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now) {
    this.entries = new ExpiringMap(ttlMs, maxEntries, now);
  }

  fingerprint(credential: string): string {
    return hash('sha256', this.salt + credential, 'base64url');
  }

  get(credential: string): T | undefined {
    return this.entries.get(this.fingerprint(credential));
  }

  set(credential: string, value: T): void {
    this.entries.set(this.fingerprint(credential), value);
  }

  getByFingerprint(fingerprint: string): T | undefined {
    return this.entries.get(fingerprint);
  }

  entryByFingerprint(fingerprint: string): { readonly value: T; readonly expiresAt: number } | undefined {
    return this.entries.entry(fingerprint);
  }

  setByFingerprint(fingerprint: string, value: T): void {
    this.entries.set(fingerprint, value);
  }

  deleteByFingerprint(fingerprint: string): void {
    this.entries.delete(fingerprint);
  }
}
