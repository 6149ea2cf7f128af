import { PublicJwk } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'signing_keys' })
export class SigningKey {
  @PrimaryColumn({ type: 'text' })
  kid!: string;

  @Column({ type: 'text' })
  algorithm!: string;

  @Column({ type: 'jsonb' })
  publicJwk!: PublicJwk;

  /** The PKCS#8 private key, sealed with AES-256-GCM (see KeySealer); never stored or logged in the clear. */
  @Column({ type: 'text' })
  privateKeySealed!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** After this the key is left out of the JWKS: every token it signed has expired by then. */
  @Column({ type: 'timestamptz' })
  retiresAt!: Date;
}
