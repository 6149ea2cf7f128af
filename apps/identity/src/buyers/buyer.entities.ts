import { BuyerUserCreatedBy } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address with access to one customer of one merchant in the buyer portal. `merchant` rows are the
 * merchant's grants; `customer_email` rows record that the customer's own `email` or `business_ap_email`
 * signed in (they grant nothing: those addresses reach the customer while credit's customer names them).
 */
@Entity({ name: 'buyer_users' })
export class BuyerUserRecord {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  customerId!: string;

  /** Lower-cased (`normalizeBuyerEmail`). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  createdBy!: BuyerUserCreatedBy;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;
}

/**
 * A buyer's sign-in link: the SHA-256 of its token and of the browser binding it was asked from, its
 * expiry, and when it was used (once). Never the token or the binding themselves.
 */
@Entity({ name: 'buyer_sign_in_links' })
export class BuyerSignInLink {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** Lower-cased. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  tokenDigest!: string;

  @Column({ type: 'text' })
  bindingDigest!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}

/**
 * A buyer's API token: the address it belongs to, its name, the first characters of its secret (to tell
 * tokens apart in a list), the SHA-256 of the secret, its expiry, last use and revocation.
 */
@Entity({ name: 'buyer_api_tokens' })
export class BuyerApiTokenRecord {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** Lower-cased. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  hint!: string;

  @Column({ type: 'text' })
  tokenDigest!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}

export const BUYER_ENTITIES = [BuyerUserRecord, BuyerSignInLink, BuyerApiTokenRecord];
