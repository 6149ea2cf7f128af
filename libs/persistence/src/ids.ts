import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Opaque, unguessable, URL-safe ids: a short type prefix and 20 base62 characters (≈119 random bits).
 * Bytes ≥ 248 are skipped so that every character is equally likely.
 */
export function newId(prefix: string, length = 20): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return `${prefix}_${out}`;
}

/** Injectable wrapper so a test can pin generated ids. */
export class IdGenerator {
  next(prefix: string): string {
    return newId(prefix);
  }
}
