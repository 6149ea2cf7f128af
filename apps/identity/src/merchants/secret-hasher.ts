import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secret API keys are random (≥ 190 bits), so a keyed HMAC is as strong a store as a slow password hash
 * while costing microseconds instead of tens of milliseconds on every Basic-authenticated request.
 * The HMAC key lives in configuration, never in the database next to the digests.
 */
export class SecretHasher {
  constructor(private readonly key: string) {}

  digest(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('hex');
  }

  matches(secret: string, storedDigest: string): boolean {
    const actual = Buffer.from(this.digest(secret), 'hex');
    const expected = Buffer.from(storedDigest, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  static generate(prefix: string): string {
    return `${prefix}_${randomBytes(24).toString('base64url')}`;
  }

  /**
   * A webhook signing secret in the Standard Webhooks format: `whsec_` and the standard base64 of 32
   * random bytes, which the scheme's libraries decode into the HMAC key (docs/webhooks.md, "Signatures").
   */
  static generateWebhookSecret(): string {
    return `whsec_${randomBytes(32).toString('base64')}`;
  }
}
