import { createHmac, randomBytes } from 'node:crypto';

/**
 * A short-lived memory of credentials identity has already accepted, so that a burst of requests costs
 * one NATS round trip rather than one per request. Keys are HMACs under a per-process random key: the
 * cache never holds a secret in a form that could be read back. Entries expire after `ttlMs`, which
 * bounds how long a rotated key or a switched-off method keeps working (≤ 5 s).
 */
export class CredentialCache<T> {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private fingerprint(credential: string): string {
    return createHmac('sha256', this.key).update(credential).digest('base64url');
  }

  get(credential: string): T | undefined {
    const id = this.fingerprint(credential);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  set(credential: string, value: T): void {
    if (this.ttlMs === 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(this.fingerprint(credential), { value, expiresAt: this.now() + this.ttlMs });
  }
}
