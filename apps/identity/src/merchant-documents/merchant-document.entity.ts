import { DocumentStatus, DocumentType } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An underwriting document of a sub-merchant, kept in Netline's own store (the bytes in `content`).
 * `presigned_upload`: waits in `pending_upload` for the partner's PUT to its signed URL.
 * `download_url`: the background downloader fetches it. Either way a stored file is checked and becomes
 * `accepted` or `rejected`; a transfer that cannot happen becomes `failed`.
 */
@Entity({ name: 'merchant_documents' })
export class MerchantDocumentRecord {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) partnerId!: string;
  @Column({ type: 'text' }) documentType!: DocumentType;
  @Column({ type: 'text' }) filename!: string;
  @Column({ type: 'text' }) filetype!: string;
  @Column({ type: 'text' }) status!: DocumentStatus;
  @Column({ type: 'text', array: true }) validationReasons!: string[];
  @Column({ type: 'text' }) transferMethod!: 'presigned_upload' | 'download_url';
  @Column({ type: 'text', nullable: true }) downloadUrl!: string | null;
  @Column({ type: 'integer', nullable: true }) declaredSize!: number | null;
  @Column({ type: 'bytea', nullable: true }) content!: Buffer | null;
  @Column({ type: 'integer', nullable: true }) size!: number | null;
  @Column({ type: 'timestamptz', nullable: true }) uploadExpiresAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) uploadedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) validatedAt!: Date | null;
  @Column({ type: 'integer', default: 0 }) downloadAttempts!: number;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** Where the file lives in Netline's store. */
  objectKey(): string {
    return `merchant-documents/${this.merchantId}/${this.id}/${this.filename}`;
  }
}
