import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A proof-of-delivery file (`shipment_files`): signed and filled by uploads; a shipment refers to it by id. */
@Entity({ name: 'shipment_files' })
export class ShipmentFileRecord {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) contentType!: string;
  @Column({ type: 'integer' }) declaredSize!: number;
  @Column({ type: 'text' }) originalFilename!: string;
  @Column({ type: 'bytea', nullable: true }) content!: Buffer | null;
  @Column({ type: 'integer', nullable: true }) size!: number | null;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) uploadedAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}
