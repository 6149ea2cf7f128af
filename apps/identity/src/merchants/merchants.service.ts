import { Inject, Injectable } from '@nestjs/common';
import {
  CreatedMerchant,
  DemoMerchant,
  MERCHANT_API_VERSIONS,
  MerchantSettings,
  newEvent,
  RotatedSecretKey,
  RotatedWebhookSecret,
  UpdateMerchantRequest,
  ValidationError,
  VerifyBasicRequest,
  WebhookSecrets,
} from '@netline/contracts';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { IdentityConfig } from '../config';
import { Merchant } from './merchant.entity';
import { BasicDisabledError, InvalidCredentialsError, MerchantNotFoundError } from './merchant.errors';
import { MerchantsRepository } from './merchants.repository';
import { KeySealer, SealPurpose, sealerFor } from '../signing-keys/key-sealer';
import { SecretHasher } from './secret-hasher';

const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3_600_000;

export interface CreateMerchantInput {
  name: string;
  basic_enabled?: boolean;
  oauth_enabled?: boolean;
}

@Injectable()
export class MerchantsService {
  private readonly hasher: SecretHasher;
  /** Webhook secrets must be readable to sign, so they are sealed (AES-256-GCM) rather than hashed. */
  private readonly webhookSealer: KeySealer;

  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.hasher = new SecretHasher(config.SECRET_HMAC_KEY);
    this.webhookSealer = sealerFor(config, SealPurpose.WebhookSecret);
  }

  /** The stored form of a webhook secret. */
  sealWebhookSecret(secret: string): string {
    return this.webhookSealer.seal(secret);
  }

  async create(input: CreateMerchantInput): Promise<CreatedMerchant> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name || name.length > 200) {
      throw new ValidationError([{ path: 'name', message: '`name` is required (1 to 200 characters)' }]);
    }
    const secretKey = this.newSecretKey();
    const webhookSecret = SecretHasher.generateWebhookSecret();
    const merchant = Object.assign(new Merchant(), {
      id: newId('mer'),
      name,
      secretKeyDigest: this.hasher.digest(secretKey),
      basicEnabled: input.basic_enabled ?? true,
      oauthEnabled: input.oauth_enabled ?? false,
      webhookSecret: this.sealWebhookSecret(webhookSecret),
      previousWebhookSecret: null,
      webhookSecretRotatedAt: null,
      accountType: 'merchant',
      partnerType: null,
      partnerId: null,
    });
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.merchants.insert(merchant, manager);
      await emit(newEvent('merchant.created', merchant.id, { id: merchant.id }));
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

  /**
   * Turns Basic or OAuth on or off, or pins the account's API version; gateways notice within their
   * credential cache time (≤ 5 s).
   */
  async update(request: UpdateMerchantRequest): Promise<MerchantSettings> {
    const details: Array<{ path: string; message: string }> = (['basic_enabled', 'oauth_enabled'] as const)
      .filter((field) => request[field] !== undefined && typeof request[field] !== 'boolean')
      .map((field) => ({ path: field, message: `\`${field}\` must be a boolean` }));
    if (request.api_version !== undefined && !MERCHANT_API_VERSIONS.includes(request.api_version)) {
      details.push({ path: 'api_version', message: `\`api_version\` must be one of ${MERCHANT_API_VERSIONS.join(', ')}` });
    }
    if (details.length > 0) throw new ValidationError(details);
    const merchant = await this.require(request.merchant_id);
    const changes: Partial<Merchant> = {};
    if (request.basic_enabled !== undefined) changes.basicEnabled = request.basic_enabled;
    if (request.oauth_enabled !== undefined) changes.oauthEnabled = request.oauth_enabled;
    if (request.api_version !== undefined) changes.apiVersion = request.api_version;
    // Switching OAuth off ends every token issued so far: switching it back on does not revive them.
    if (request.oauth_enabled === false && merchant.oauthEnabled) changes.tokensNotBefore = this.clock.now();
    if (Object.keys(changes).length > 0) {
      await this.unitOfWork.run(async ({ manager, emit }) => {
        await this.merchants.update(merchant.id, changes, manager);
        // Which switch moved, for the audit trail (docs/security.md, "Audit trail").
        await emit(
          newEvent('merchant.updated', merchant.id, {
            id: merchant.id,
            ...(request.basic_enabled !== undefined ? { basic_enabled: request.basic_enabled } : {}),
            ...(request.oauth_enabled !== undefined ? { oauth_enabled: request.oauth_enabled } : {}),
            ...(request.api_version !== undefined ? { api_version: request.api_version } : {}),
          }),
        );
      });
    }
    return settings({ ...merchant, ...changes } as Merchant);
  }

  /**
   * A new secret API key; the old one stops working at once (gateways cache a verified key ≤ 5 s), and so
   * does every access token issued before, since whoever held the old key could have minted them.
   */
  async rotateSecretKey(merchantId: string): Promise<RotatedSecretKey> {
    const merchant = await this.require(merchantId);
    const secretKey = this.newSecretKey();
    await this.merchants.update(merchant.id, { secretKeyDigest: this.hasher.digest(secretKey), tokensNotBefore: this.clock.now() });
    return { merchant_id: merchant.id, secret_key: secretKey };
  }

  /** A new webhook signing secret; the previous one keeps signing alongside it for 24 h. */
  async rotateWebhookSecret(merchantId: string): Promise<RotatedWebhookSecret> {
    const merchant = await this.require(merchantId);
    const webhookSecret = SecretHasher.generateWebhookSecret();
    await this.merchants.update(merchant.id, {
      webhookSecret: this.sealWebhookSecret(webhookSecret),
      previousWebhookSecret: merchant.webhookSecret,
      webhookSecretRotatedAt: this.clock.now(),
    });
    return { merchant_id: merchant.id, webhook_secret: webhookSecret };
  }

  async webhookSecrets(merchantId: string): Promise<WebhookSecrets> {
    const merchant = await this.require(merchantId);
    const secrets = [this.webhookSealer.open(merchant.webhookSecret)];
    const rotatedAt = merchant.webhookSecretRotatedAt?.getTime();
    if (merchant.previousWebhookSecret && rotatedAt !== undefined && this.clock.now().getTime() - rotatedAt < WEBHOOK_SECRET_OVERLAP_MS) {
      secrets.push(this.webhookSealer.open(merchant.previousWebhookSecret));
    }
    return { merchant_id: merchant.id, secrets };
  }

  private async require(merchantId: unknown): Promise<Merchant> {
    const merchant = typeof merchantId === 'string' ? await this.merchants.findById(merchantId) : null;
    if (!merchant) throw new MerchantNotFoundError();
    return merchant;
  }

  newSecretKey(): string {
    return SecretHasher.generate(this.config.APP_ENV === 'production' ? 'sk_live' : 'sk_test');
  }

  digest(secret: string): string {
    return this.hasher.digest(secret);
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

export function settings(merchant: Merchant): MerchantSettings {
  return {
    merchant_id: merchant.id,
    name: merchant.name,
    basic_enabled: merchant.basicEnabled,
    oauth_enabled: merchant.oauthEnabled,
    account_type: merchant.accountType,
    partner_type: merchant.partnerType,
    partner_id: merchant.partnerId,
    api_version: merchant.apiVersion ?? null,
  };
}
