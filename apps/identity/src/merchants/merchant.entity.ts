import { AccountType, MerchantApiVersion, PartnerType } from '@netline/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'merchants' })
export class Merchant {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** HMAC of the secret API key; the key itself is shown once and never stored. */
  @Column({ type: 'text' })
  secretKeyDigest!: string;

  @Column({ type: 'boolean', default: true })
  basicEnabled!: boolean;

  @Column({ type: 'boolean', default: false })
  oauthEnabled!: boolean;

  /** Signs webhook deliveries; it must be readable to sign, so it is sealed (KeySealer), not hashed. */
  @Column({ type: 'text' })
  webhookSecret!: string;

  /** The secret before the last rotation (sealed); it keeps signing alongside the new one for 24 h. */
  @Column({ type: 'text', nullable: true })
  previousWebhookSecret!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  webhookSecretRotatedAt!: Date | null;

  /** Tokens issued before this instant no longer count (the secret key was rotated or OAuth switched off). */
  @Column({ type: 'timestamptz', nullable: true })
  tokensNotBefore!: Date | null;

  /** `partner` accounts use the partners API; everything else (sub-merchants too) is a `merchant`. */
  @Column({ type: 'text', default: 'merchant' })
  accountType!: AccountType;

  @Column({ type: 'text', nullable: true })
  partnerType!: PartnerType | null;

  /** A sub-merchant's partner; it never changes. */
  @Column({ type: 'text', nullable: true })
  partnerId!: string | null;

  /** Every person of the merchant must sign in with a second factor (TOTP). */
  @Column({ type: 'boolean', default: false })
  mfaRequired!: boolean;

  /** The merchant API version the account's requests answer in; null is the default version (docs/api-conventions.md, "Versions"). */
  @Column({ type: 'text', nullable: true })
  apiVersion!: MerchantApiVersion | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
