import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value is for: each purpose derives its own key, so one can never open another's data. */
export const SealPurpose = {
  SigningKey: 'identity signing-key seal',
  SubMerchantData: 'identity sub-merchant data seal',
  WebhookSecret: 'identity webhook-secret seal',
  TotpSecret: 'identity totp-secret seal',
  AccountMail: 'identity account-mail seal',
} as const;

interface SealingKey {
  /** A short fingerprint of the derived key, written into each sealed value so opening picks the right key. */
  id: string;
  key: Buffer;
}

function derive(secret: string, purpose: string): SealingKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'netline', purpose, 32));
  return { id: createHash('sha256').update(key).digest('base64url').slice(0, 8), key };
}

/**
 * Seals secrets before they reach the database: AES-256-GCM under a key derived (HKDF) from the
 * server-side sealing secret in configuration, so a copy of the database alone cannot mint tokens, sign
 * webhooks or read a sub-merchant's bank details. Each use derives its own key (`purpose`).
 *
 * Format: `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). The key id names the sealing secret
 * used, so the secret can be rotated: the new one seals, the previous ones (SEALING_KEYS_PREVIOUS) still
 * open, and identity re-seals every stored value under the new one at boot (`SealedDataResealer`); after
 * that the previous secret can be dropped. `v1.<iv>.<tag>.<ciphertext>` (no key id) is still opened, by
 * trying each known key.
 */
export class KeySealer {
  private readonly current: SealingKey;
  private readonly keys: SealingKey[];

  constructor(secret: string, purpose: string = SealPurpose.SigningKey, previous: readonly string[] = []) {
    this.current = derive(secret, purpose);
    this.keys = [this.current, ...previous.map((old) => derive(old, purpose))];
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v2', this.current.id, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
  }

  open(sealed: string): string {
    const parts = sealed.split('.');
    if (parts[0] === 'v2' && parts.length === 5) {
      const key = this.keys.find((candidate) => candidate.id === parts[1]);
      if (!key) throw new Error('sealed under a sealing key this process does not have');
      return decrypt(key.key, parts[2], parts[3], parts[4]);
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      for (const key of this.keys) {
        try {
          return decrypt(key.key, parts[1], parts[2], parts[3]);
        } catch {
          // Not this key: try the next one.
        }
      }
      throw new Error('sealed under a sealing key this process does not have');
    }
    throw new Error('unknown sealed key format');
  }

  /** True when `sealed` is already under the current sealing key (nothing to re-seal). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`v2.${this.current.id}.`);
  }

  /** The value re-sealed under the current key. */
  reseal(sealed: string): string {
    return this.isCurrent(sealed) ? sealed : this.seal(this.open(sealed));
  }
}

function decrypt(key: Buffer, iv: string, tag: string, ciphertext: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** The sealer of `purpose` from identity's configuration (the sealing secret and the previous ones). */
export function sealerFor(config: { SECRET_HMAC_KEY: string; SEALING_KEY?: string; SEALING_KEYS_PREVIOUS?: readonly string[] }, purpose: string): KeySealer {
  return new KeySealer(config.SEALING_KEY ?? config.SECRET_HMAC_KEY, purpose, config.SEALING_KEYS_PREVIOUS ?? []);
}
