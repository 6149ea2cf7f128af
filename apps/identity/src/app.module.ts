import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { IdentityConfig } from './config';
import { Merchant } from './merchants/merchant.entity';
import { MerchantsModule } from './merchants/merchants.module';
import { Init1763700000000 } from './migrations/1763700000000-init';
import { Access1763800000000 } from './migrations/1763800000000-access';
import { AccessKey } from './access-keys/access-key.entity';
import { SigningKey } from './signing-keys/signing-key.entity';
import { User } from './users/user.entity';
import { Partners1764100000000 } from './migrations/1764100000000-partners';
import { Revocation1764500000000 } from './migrations/1764500000000-revocation';
import { SealWebhookSecrets1764500000001 } from './migrations/1764500000001-seal-webhook-secrets';
import { Dashboard1764600000000 } from './migrations/1764600000000-dashboard';
import { OAuth1764700000000 } from './migrations/1764700000000-oauth';
import { SubMerchantProfile } from './sub-merchants/sub-merchant.entity';
import { MerchantDocumentRecord } from './merchant-documents/merchant-document.entity';

export const IDENTITY_ENTITIES = [Merchant, AccessKey, SigningKey, User, SubMerchantProfile, MerchantDocumentRecord];
export const IDENTITY_MIGRATIONS = [
  Init1763700000000,
  Access1763800000000,
  Partners1764100000000,
  Revocation1764500000000,
  SealWebhookSecrets1764500000001,
  Dashboard1764600000000,
  OAuth1764700000000,
];

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'identity',
          config,
          ...parts,
          entities: IDENTITY_ENTITIES,
          migrations: IDENTITY_MIGRATIONS,
        }),
        MerchantsModule,
      ],
    };
  }
}
