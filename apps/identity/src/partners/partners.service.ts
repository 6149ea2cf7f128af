import { Injectable } from '@nestjs/common';
import { CreatedPartner, CreatePartnerRequest, newEvent, PARTNER_TYPES, PartnerGrantReply, ValidationError } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { newId } from '@netline/persistence';
import { Merchant } from '../merchants/merchant.entity';
import { MerchantNotFoundError } from '../merchants/merchant.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { SecretHasher } from '../merchants/secret-hasher';

/**
 * Partner accounts (docs/decisions/0006-partners.md): rows of the merchants table with `account_type =
 * 'partner'`, so they have what every account has — a secret API key, the Basic and OAuth switches, a
 * webhook secret with rotation, access keys (with partner scopes) — through the same code.
 */
@Injectable()
export class PartnersService {
  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly accounts: MerchantsService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async create(input: CreatePartnerRequest): Promise<CreatedPartner> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    const details = [];
    if (!name || name.length > 200) details.push({ path: 'name', message: '`name` is required (1 to 200 characters)' });
    if (!PARTNER_TYPES.includes(input.type)) details.push({ path: 'type', message: `\`type\` must be one of ${PARTNER_TYPES.join(', ')}` });
    for (const field of ['basic_enabled', 'oauth_enabled'] as const) {
      if (input[field] !== undefined && typeof input[field] !== 'boolean') details.push({ path: field, message: `\`${field}\` must be a boolean` });
    }
    if (details.length > 0) throw new ValidationError(details);
    const secretKey = this.accounts.newSecretKey();
    const webhookSecret = SecretHasher.generateWebhookSecret();
    const partner = Object.assign(new Merchant(), {
      id: newId('ptr'),
      name,
      secretKeyDigest: this.accounts.digest(secretKey),
      basicEnabled: input.basic_enabled ?? true,
      oauthEnabled: input.oauth_enabled ?? false,
      webhookSecret: this.accounts.sealWebhookSecret(webhookSecret),
      previousWebhookSecret: null,
      webhookSecretRotatedAt: null,
      accountType: 'partner' as const,
      partnerType: input.type,
      partnerId: null,
    });
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.merchants.insert(partner, manager);
      await emit(newEvent('partner.created', partner.id, { id: partner.id, type: input.type }));
    });
    return {
      partner_id: partner.id,
      name,
      type: input.type,
      secret_key: secretKey,
      webhook_secret: webhookSecret,
      basic_enabled: partner.basicEnabled,
      oauth_enabled: partner.oauthEnabled,
    };
  }

  /** What the partner acts for besides itself: its sub-merchants (the gateway caches this ≤ 5 s). */
  async grant(partnerId: unknown): Promise<PartnerGrantReply> {
    const partner = typeof partnerId === 'string' ? await this.merchants.findById(partnerId) : null;
    if (!partner || partner.accountType !== 'partner' || !partner.partnerType) throw new MerchantNotFoundError();
    return { partner_id: partner.id, type: partner.partnerType, merchant_ids: await this.merchants.subMerchantIds(partner.id) };
  }
}
