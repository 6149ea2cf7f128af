import { DocumentIngestionSummary, ENTITY_TYPES, UnderwritingDecision, UnderwritingStatus } from '@netline/contracts';
import { centsTransformer } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface StoredAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** A beneficial owner as stored: the SSN digits sealed. */
export interface StoredOwner {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  address: StoredAddress;
  ownership_percentage: number | null;
  ssn_last_4_sealed: string;
}

const bigintNumber = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/**
 * What Netline knows about a sub-merchant: its application (as the partner sent it, sensitive parts
 * sealed), the report of its inline documents, and its underwriting state. The account itself (id, name,
 * partner) is the `merchants` row of the same id.
 *
 * The profile and what reads it (repository, errors, presenter, the partner check, the work signals) sit in
 * their own folder below sub-merchants/, merchant-documents/ and underwriting/, which all act on it.
 */
@Entity({ name: 'sub_merchant_profiles' })
export class SubMerchantProfile {
  @PrimaryColumn({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) partnerId!: string;
  @Column({ type: 'text' }) legalBusinessName!: string;
  @Column({ type: 'text', nullable: true }) dbaName!: string | null;
  @Column({ type: 'jsonb' }) businessAddress!: StoredAddress;
  @Column({ type: 'text' }) businessEmail!: string;
  @Column({ type: 'text' }) businessPhone!: string;
  @Column({ type: 'text' }) entityType!: (typeof ENTITY_TYPES)[number];
  @Column({ type: 'text' }) formationState!: string;
  @Column({ type: 'text' }) einSealed!: string;
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber }) annualRevenue!: number | null;
  @Column({ type: 'integer', nullable: true }) yearsInBusiness!: number | null;
  @Column({ type: 'text', nullable: true }) industry!: string | null;
  @Column({ type: 'text', nullable: true }) businessDescription!: string | null;
  @Column({ type: 'text', nullable: true }) website!: string | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber }) estimatedMonthlyNetTermsVolume!: number | null;
  @Column({ type: 'jsonb', nullable: true }) existingNetTermsInfo!: Record<string, unknown> | null;
  @Column({ type: 'jsonb' }) beneficialOwners!: StoredOwner[];
  @Column({ type: 'jsonb', nullable: true }) authorizedSigner!: Record<string, string> | null;
  @Column({ type: 'text', nullable: true }) plaidAccessTokenSealed!: string | null;
  @Column({ type: 'text', nullable: true }) bankAccountNumberSealed!: string | null;
  @Column({ type: 'text', nullable: true }) bankAccountLast4!: string | null;
  @Column({ type: 'text', nullable: true }) bankRoutingNumber!: string | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, unknown>;
  @Column({ type: 'jsonb' }) documentIngestion!: DocumentIngestionSummary;
  @Column({ type: 'text' }) underwritingStatus!: UnderwritingStatus;
  @Column({ type: 'text', nullable: true }) underwritingDecision!: UnderwritingDecision | null;
  /** The maximum approved limit, in cents. */
  @Column({ type: 'bigint', nullable: true, transformer: centsTransformer }) sellerAmountApproved!: number | null;
  @Column({ type: 'timestamptz', nullable: true }) underwritingAssessedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) underwritingDecidedAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** The decision is final once underwriting completed: the fields it rests on are locked. */
  isDecided(): boolean {
    return this.underwritingStatus === 'completed';
  }
}
