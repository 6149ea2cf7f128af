import { newPasswordSchema, ValidationError } from '@netline/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A token for an emailed link: 256 random bits, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of an emailed token: its SHA-256. The token is random (256 bits), so a plain digest is
 * as good as a slow hash here, and a copy of the database cannot be turned back into a link.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Recovery codes: ten characters of a reading-friendly alphabet (50 bits), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  let code = '';
  while (code.length < 10) {
    for (const byte of randomBytes(16)) {
      // 248 = 8 × 31: bytes above it would favour the alphabet's first letters.
      if (byte < 248 && code.length < 10) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed, without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Recovery codes are stored as HMACs under the server key, like API secrets (they are random too). */
export function recoveryCodeDigest(hmacKey: string, code: string): string {
  return createHmac('sha256', hmacKey)
    .update(`recovery-code:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** The one password rule (`newPasswordSchema`), applied here too whatever the caller checked. */
export function checkNewPassword(password: unknown, path = 'password'): string {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new ValidationError([{ path, message: checked.error.issues[0]?.message ?? 'is not allowed' }]);
  return checked.data;
}
