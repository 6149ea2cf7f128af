import { Inject, Injectable } from '@nestjs/common';
import {
  AddressInput,
  BeneficialOwnerInput,
  CreateMerchant,
  DocumentIngestionSummary,
  IdentitySubjects,
  INLINE_DOCUMENT_FIELDS,
  ListEnvelope,
  ListQuery,
  LOCKED_MERCHANT_FIELDS,
  Merchant as MerchantBody,
  newEvent,
  Principal,
  UpdateMerchant,
  listEnvelope,
} from '@netline/contracts';
import { CONFIG, InjectLogger, RpcClient, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { IdentityConfig } from '../config';
import { MerchantDocumentsService, summarize } from '../merchant-documents/merchant-documents.service';
import { Merchant } from '../merchants/merchant.entity';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { SecretHasher } from '../merchants/secret-hasher';
import { KeySealer, SealPurpose, sealerFor } from '../signing-keys/key-sealer';
import { baseMerchantId, withRandomTail } from './merchant-id';
import { partnerOf } from '../sub-merchant-profiles/partner-of';
import { StoredAddress, StoredOwner, SubMerchantProfile } from '../sub-merchant-profiles/sub-merchant.entity';
import { LockedFieldsError, SubMerchantNotFoundError } from '../sub-merchant-profiles/sub-merchant.errors';
import { presentSubMerchant } from '../sub-merchant-profiles/sub-merchant.presenter';
import { SubMerchantsRepository } from '../sub-merchant-profiles/sub-merchants.repository';
import { WorkSignals } from '../sub-merchant-profiles/work-signals';

const UNIQUE_VIOLATION = '23505';

/**
 * Sub-merchants (docs/partners.md): a partner creates, reads and updates its own; every query takes the
 * partner's id. Creating one stores the account (a `merchants` row linked to the partner, with no
 * credential anyone holds) and its profile in one transaction, with `merchant.created` in the outbox and
 * one document row per inline document; after the commit the partner's grant changes (published to the
 * gateways), the downloader and the underwriting runner are signalled. A document that fails later is
 * reported in `document_ingestion` and never undoes the sub-merchant.
 */
@Injectable()
export class SubMerchantsService {
  private readonly sealer: KeySealer;

  constructor(
    private readonly profiles: SubMerchantsRepository,
    private readonly merchants: MerchantsRepository,
    private readonly accounts: MerchantsService,
    private readonly documents: MerchantDocumentsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly signals: WorkSignals,
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
    @Inject(CONFIG) config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.sealer = sealerFor(config, SealPurpose.SubMerchantData);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<MerchantBody>> {
    return listEnvelope(query, await this.profiles.list(partnerOf(principal), query), presentSubMerchant);
  }

  async get(principal: Principal, merchantId: string): Promise<MerchantBody> {
    const profile = await this.profiles.find(partnerOf(principal), merchantId);
    if (!profile) throw new SubMerchantNotFoundError();
    return presentSubMerchant(profile);
  }

  async create(principal: Principal, input: CreateMerchant): Promise<MerchantBody> {
    const partnerId = partnerOf(principal);
    let profile: SubMerchantProfile | undefined;
    // Two partners naming sub-merchants alike at the same moment: the loser of the insert race tries a new id.
    for (let attempt = 1; !profile; attempt += 1) {
      try {
        profile = await this.unitOfWork.run(({ manager, emit }) => this.insert(manager, emit, partnerId, input));
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 3) throw error;
      }
    }
    await this.rpc.publish(IdentitySubjects.partnerChanged, { partner_id: partnerId }).catch((error: unknown) => {
      // The gateways' caches expire within AUTH_CACHE_TTL_MS anyway.
      this.logger.warn({ err: error, partner_id: partnerId }, 'could not announce the new sub-merchant to the gateways');
    });
    this.signals.documentsWaiting();
    this.signals.applicationsWaiting();
    return presentSubMerchant(profile);
  }

  private async insert(
    manager: EntityManager,
    emit: (events: { type: string; object: string; merchant_id: string; data: { id: string } & Record<string, unknown> }) => Promise<unknown>,
    partnerId: string,
    input: CreateMerchant,
  ): Promise<SubMerchantProfile> {
    const partner = await this.merchants.findById(partnerId, manager);
    if (!partner || partner.accountType !== 'partner') throw new SubMerchantNotFoundError();
    const now = this.clock.now();
    const name = input.dba_name ?? input.legal_business_name;
    const id = await this.freeId(manager, name);
    // The account exists to own the sub-merchant's records; nobody holds its secret, and both ways in
    // stay off until an operator decides to give the sub-merchant credentials of its own.
    const account = Object.assign(new Merchant(), {
      id,
      name,
      secretKeyDigest: this.accounts.digest(this.accounts.newSecretKey()),
      basicEnabled: false,
      oauthEnabled: false,
      webhookSecret: this.accounts.sealWebhookSecret(SecretHasher.generateWebhookSecret()),
      previousWebhookSecret: null,
      webhookSecretRotatedAt: null,
      accountType: 'merchant' as const,
      partnerType: null,
      partnerId,
    });
    await this.merchants.insert(account, manager);
    const profile = Object.assign(new SubMerchantProfile(), {
      merchantId: id,
      partnerId,
      legalBusinessName: input.legal_business_name,
      dbaName: input.dba_name ?? null,
      businessAddress: address(input.business_address),
      businessEmail: input.business_email,
      businessPhone: input.business_phone,
      entityType: input.entity_type,
      formationState: input.formation_state,
      einSealed: this.sealer.seal(input.ein),
      annualRevenue: input.annual_revenue ?? null,
      yearsInBusiness: input.years_in_business ?? null,
      industry: input.industry ?? null,
      businessDescription: input.business_description ?? null,
      website: input.website ?? null,
      estimatedMonthlyNetTermsVolume: input.estimated_monthly_net_terms_volume ?? null,
      existingNetTermsInfo: input.existing_net_terms_info ?? null,
      beneficialOwners: (input.beneficial_owners ?? []).map((owner) => this.owner(owner)),
      authorizedSigner: input.authorized_signer ? { ...input.authorized_signer } : null,
      plaidAccessTokenSealed: input.plaid_access_token ? this.sealer.seal(input.plaid_access_token) : null,
      bankAccountNumberSealed: input.bank_account_number ? this.sealer.seal(input.bank_account_number) : null,
      bankAccountLast4: input.bank_account_number ? input.bank_account_number.slice(-4) : null,
      bankRoutingNumber: input.bank_routing_number ?? null,
      metadata: input.metadata ?? {},
      documentIngestion: summarize([]),
      underwritingStatus: 'pending' as const,
      underwritingDecision: null,
      sellerAmountApproved: null,
      underwritingAssessedAt: null,
      underwritingDecidedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<SubMerchantProfile, 'isDecided'>);
    await this.profiles.insert(manager, profile);

    const results: DocumentIngestionSummary['results'] = [];
    for (const [field, documentType] of Object.entries(INLINE_DOCUMENT_FIELDS)) {
      for (const inline of input[field as keyof typeof INLINE_DOCUMENT_FIELDS] ?? []) {
        const { document, refused } = await this.documents.open(manager, profile, documentType, inline, now);
        results.push({
          document_id: document.id,
          document_type: documentType,
          filename: inline.filename,
          download_url: inline.download_url,
          status: refused ? 'failed' : 'queued',
          error_code: refused ? 'DOCUMENT_DISPATCH_FAILED' : null,
          error_message: refused,
        });
      }
    }
    if (results.length > 0) {
      profile.documentIngestion = summarize(results);
      await this.profiles.save(manager, profile);
    }
    await emit(newEvent('merchant.created', id, { id, partner_id: partnerId }));
    return profile;
  }

  /** The id derived from the name, or that id with a random tail when it is taken. */
  private async freeId(manager: EntityManager, name: string): Promise<string> {
    const base = baseMerchantId(name);
    if (!(await this.merchants.idTaken(manager, base))) return base;
    for (;;) {
      const candidate = withRandomTail(base);
      if (!(await this.merchants.idTaken(manager, candidate))) return candidate;
    }
  }

  /**
   * PUT /merchants/{id}. After a final underwriting decision the fields it rests on are refused, each
   * named. An update while underwriting waits for more information sends the application back.
   */
  async update(principal: Principal, merchantId: string, input: UpdateMerchant): Promise<MerchantBody> {
    const partnerId = partnerOf(principal);
    let reassess = false;
    const profile = await this.unitOfWork.run(async ({ manager, emit }) => {
      const found = await this.profiles.findForUpdate(manager, partnerId, merchantId);
      if (!found) throw new SubMerchantNotFoundError();
      if (found.isDecided()) {
        const locked = LOCKED_MERCHANT_FIELDS.filter((field) => input[field] !== undefined);
        if (locked.length > 0) throw new LockedFieldsError(locked);
      }
      const now = this.clock.now();
      const nameBefore = found.dbaName ?? found.legalBusinessName;
      this.applyChanges(found, input);
      found.updatedAt = now;
      if (found.underwritingStatus === 'more_info_needed') {
        found.underwritingAssessedAt = null;
        reassess = true;
      }
      await this.profiles.save(manager, found);
      const name = found.dbaName ?? found.legalBusinessName;
      if (name !== nameBefore) await this.merchants.update(found.merchantId, { name }, manager);
      await emit(newEvent('merchant.updated', found.merchantId, { id: found.merchantId, partner_id: partnerId }));
      return found;
    });
    if (reassess) this.signals.applicationsWaiting();
    return presentSubMerchant(profile);
  }

  private applyChanges(profile: SubMerchantProfile, input: UpdateMerchant): void {
    const set = <K extends keyof SubMerchantProfile>(key: K, value: SubMerchantProfile[K] | undefined) => {
      if (value !== undefined) profile[key] = value;
    };
    set('legalBusinessName', input.legal_business_name);
    if (input.dba_name !== undefined) profile.dbaName = input.dba_name;
    set('businessAddress', input.business_address ? address(input.business_address) : undefined);
    set('businessEmail', input.business_email);
    set('businessPhone', input.business_phone);
    set('entityType', input.entity_type);
    set('formationState', input.formation_state);
    set('einSealed', input.ein ? this.sealer.seal(input.ein) : undefined);
    set('annualRevenue', input.annual_revenue);
    set('yearsInBusiness', input.years_in_business);
    if (input.industry !== undefined) profile.industry = input.industry;
    if (input.business_description !== undefined) profile.businessDescription = input.business_description;
    if (input.website !== undefined) profile.website = input.website;
    set('estimatedMonthlyNetTermsVolume', input.estimated_monthly_net_terms_volume);
    set('existingNetTermsInfo', input.existing_net_terms_info);
    set(
      'beneficialOwners',
      input.beneficial_owners?.map((owner) => this.owner(owner)),
    );
    if (input.additional_beneficial_owners)
      profile.beneficialOwners = [...profile.beneficialOwners, ...input.additional_beneficial_owners.map((owner) => this.owner(owner))];
    set('authorizedSigner', input.authorized_signer ? { ...input.authorized_signer } : undefined);
    set('plaidAccessTokenSealed', input.plaid_access_token ? this.sealer.seal(input.plaid_access_token) : undefined);
    if (input.bank_account_number) {
      profile.bankAccountNumberSealed = this.sealer.seal(input.bank_account_number);
      profile.bankAccountLast4 = input.bank_account_number.slice(-4);
    }
    set('bankRoutingNumber', input.bank_routing_number);
    set('metadata', input.metadata);
  }

  private owner(owner: BeneficialOwnerInput): StoredOwner {
    return {
      first_name: owner.first_name,
      last_name: owner.last_name,
      date_of_birth: owner.date_of_birth,
      address: address(owner.address),
      ownership_percentage: owner.ownership_percentage ?? null,
      ssn_last_4_sealed: this.sealer.seal(owner.ssn_last_4),
    };
  }
}

function address(input: AddressInput): StoredAddress {
  return { line1: input.line1, line2: input.line2 ?? null, city: input.city, state: input.state, postal_code: input.postal_code, country: input.country };
}
