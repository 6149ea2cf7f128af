import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload tokens: `<file id>.<owner id>.<expiry>.<signature>`. The expiry is seconds since the
 * epoch in base 36; the signature is HMAC-SHA256 of the first three parts under the app's upload secret,
 * truncated to 128 bits (base64url) so the token fits one path segment of the gateway's router
 * (100 characters). A token cannot be forged or stretched without the secret; single use is enforced
 * by the file row (it accepts content once), not by the token.
 */
export interface UploadClaims {
  fileId: string;
  merchantId: string;
  expiresAt: Date;
}

const ID = /^[A-Za-z0-9_]{1,40}$/;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 16).toString('base64url');

export function signUploadToken(secret: string, claims: UploadClaims): string {
  const payload = [claims.fileId, claims.merchantId, Math.floor(claims.expiresAt.getTime() / 1000).toString(36)].join('.');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token this service signed, or null for anything else (expiry is the caller's check). */
export function verifyUploadToken(secret: string, token: string): UploadClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [fileId, merchantId, expiry, signature] = parts;
  if (!ID.test(fileId) || !ID.test(merchantId) || !/^[0-9a-z]{1,10}$/.test(expiry)) return null;
  const expected = Buffer.from(sign(secret, `${fileId}.${merchantId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { fileId, merchantId, expiresAt: new Date(parseInt(expiry, 36) * 1000) };
}
