import { createHash, timingSafeEqual } from 'node:crypto';

/** A link token or a browser binding as the gateway makes them: 256 random bits, base64url. */
const RANDOM_256 = /^[A-Za-z0-9_-]{43}$/;

export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && RANDOM_256.test(value);
}

/**
 * What identity keeps of a browser binding: the SHA-256 (hex) of the cookie's value, as the gateway sends
 * it with a link request. At redeem the gateway sends the cookie itself, hashed here the same way.
 */
export function bindingDigest(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}

/** Why a link cannot sign in (checked in this order), or null when it can. */
export type LinkRefusal = 'used' | 'expired' | 'other_browser';

export function linkRefusal(link: { usedAt: Date | null; expiresAt: Date; bindingDigest: string }, now: Date, presentedBinding: string): LinkRefusal | null {
  if (link.usedAt) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!isLinkToken(presentedBinding) || !sameDigest(link.bindingDigest, bindingDigest(presentedBinding))) return 'other_browser';
  return null;
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
