import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets before they reach the database: AES-256-GCM under a key derived (HKDF) from the
 * server-side secret in configuration, so a copy of the database alone cannot mint tokens or read a
 * sub-merchant's bank details. Each use derives its own key (`purpose`). Format:
 * `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class KeySealer {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'identity signing-key seal') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'netline', purpose, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unknown sealed key format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
