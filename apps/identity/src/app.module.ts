import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { IdentityConfig } from './config';
import { Merchant } from './merchants/merchant.entity';
import { MerchantsModule } from './merchants/merchants.module';
import { AccessKey } from './access-keys/access-key.entity';
import { SigningKey } from './signing-keys/signing-key.entity';
import { User } from './users/user.entity';
import { SubMerchantProfile } from './sub-merchants/sub-merchant.entity';
import { MerchantDocumentRecord } from './merchant-documents/merchant-document.entity';
import { IDENTITY_MIGRATIONS } from './migrations';
import { ACCOUNT_ENTITIES } from './accounts/account.entities';
import { accountEmailsRetentionRule } from './accounts/account-mail';
import { BUYER_ENTITIES } from './buyers/buyer.entities';
import { AccessKeyApprovalRecord } from './access-key-approvals/access-key-approval.entity';

export const IDENTITY_ENTITIES = [
  Merchant,
  AccessKey,
  SigningKey,
  User,
  SubMerchantProfile,
  MerchantDocumentRecord,
  ...ACCOUNT_ENTITIES,
  ...BUYER_ENTITIES,
  AccessKeyApprovalRecord,
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
          retention: [accountEmailsRetentionRule(config)],
        }),
        MerchantsModule,
      ],
    };
  }
}
