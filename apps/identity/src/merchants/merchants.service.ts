import { Inject, Injectable } from '@nestjs/common';
import { CreatedMerchant, DemoMerchant, MerchantSettings, VerifyBasicRequest, WebhookSecrets } from '@netline/contracts';
import { CONFIG, UnitOfWork, ValidationError } from '@netline/messaging';
import { newId } from '@netline/persistence';
import { IdentityConfig } from '../config';
import { Merchant } from './merchant.entity';
import { BasicDisabledError, InvalidCredentialsError, MerchantNotFoundError } from './merchant.errors';
import { MerchantsRepository } from './merchants.repository';
import { SecretHasher } from './secret-hasher';

export interface CreateMerchantInput {
  name: string;
  basic_enabled?: boolean;
  oauth_enabled?: boolean;
}

@Injectable()
export class MerchantsService {
  private readonly hasher: SecretHasher;

  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.hasher = new SecretHasher(config.SECRET_HMAC_KEY);
  }

  async create(input: CreateMerchantInput): Promise<CreatedMerchant> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name || name.length > 200) {
      throw new ValidationError([{ path: 'name', message: '`name` is required (1 to 200 characters)' }]);
    }
    const secretKey = SecretHasher.generate(this.config.APP_ENV === 'production' ? 'sk_live' : 'sk_test');
    const webhookSecret = SecretHasher.generate('whsec');
    const merchant = Object.assign(new Merchant(), {
      id: newId('mer'),
      name,
      secretKeyDigest: this.hasher.digest(secretKey),
      basicEnabled: input.basic_enabled ?? true,
      oauthEnabled: input.oauth_enabled ?? false,
      webhookSecret,
    });
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.merchants.insert(merchant, manager);
      await emit({ type: 'merchant.created', object: 'merchant', merchant_id: merchant.id, data: { id: merchant.id } });
    });
    return { ...settings(merchant), secret_key: secretKey, webhook_secret: webhookSecret };
  }

  /** `npm start` on an empty database: one demo merchant, whose secret is returned only when created. */
  async ensureDemo(): Promise<DemoMerchant> {
    const existing = await this.merchants.findOldest();
    if (existing) return { created: false, merchant_id: existing.id };
    return { created: true, ...(await this.create({ name: 'Demo Merchant' })) };
  }

  async get(merchantId: string): Promise<MerchantSettings> {
    const merchant = await this.merchants.findById(merchantId);
    if (!merchant) throw new MerchantNotFoundError();
    return settings(merchant);
  }

  async webhookSecrets(merchantId: string): Promise<WebhookSecrets> {
    const merchant = await this.merchants.findById(merchantId);
    if (!merchant) throw new MerchantNotFoundError();
    return { merchant_id: merchant.id, secrets: [merchant.webhookSecret] };
  }

  /** Checks a Basic credential pair. The digest is compared even for unknown ids, in constant time. */
  async verifyBasic(request: VerifyBasicRequest): Promise<MerchantSettings> {
    const merchant = typeof request.merchant_id === 'string' ? await this.merchants.findById(request.merchant_id) : null;
    const secret = typeof request.secret_key === 'string' ? request.secret_key : '';
    const valid = this.hasher.matches(secret, merchant?.secretKeyDigest ?? '0'.repeat(64));
    if (!merchant || !valid) throw new InvalidCredentialsError();
    if (!merchant.basicEnabled) throw new BasicDisabledError();
    return settings(merchant);
  }
}

function settings(merchant: Merchant): MerchantSettings {
  return {
    merchant_id: merchant.id,
    name: merchant.name,
    basic_enabled: merchant.basicEnabled,
    oauth_enabled: merchant.oauthEnabled,
  };
}
