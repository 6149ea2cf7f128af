import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { IdentityConfig } from './config';
import { Merchant } from './merchants/merchant.entity';
import { AccessKey } from './access-keys/access-key.entity';
import { SigningKey } from './signing-keys/signing-key.entity';
import { User } from './users/user.entity';
import { SubMerchantProfile } from './sub-merchant-profiles/sub-merchant.entity';
import { MerchantDocumentRecord } from './merchant-documents/merchant-document.entity';
import { IDENTITY_MIGRATIONS } from './migrations';
import { ACCOUNT_ENTITIES } from './accounts/account.entities';
import { accountEmailsRetentionRule } from './accounts/account-mail';
import { passwordResetsRetentionRule } from './accounts/password-resets.repository';
import { signInLinksRetentionRule } from './buyers/buyer-sign-in-links.repository';
import { BUYER_ENTITIES } from './buyers/buyer.entities';
import { AccessKeyApprovalRecord } from './access-key-approvals/access-key-approval.entity';
import { AccessKeyApprovalsModule } from './access-key-approvals/access-key-approvals.module';
import { AccessKeysModule } from './access-keys/access-keys.module';
import { AccountsModule } from './accounts/accounts.module';
import { BuyersModule } from './buyers/buyers.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { MerchantDocumentsModule } from './merchant-documents/merchant-documents.module';
import { MerchantsModule } from './merchants/merchants.module';
import { OAuthModule } from './oauth/oauth.module';
import { PartnersModule } from './partners/partners.module';
import { SigningKeysModule } from './signing-keys/signing-keys.module';
import { SubMerchantsModule } from './sub-merchants/sub-merchants.module';
import { UnderwritingModule } from './underwriting/underwriting.module';
import { UsersModule } from './users/users.module';

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

/**
 * Identity's feature modules, each importing only those below it: signing keys; merchants; access keys
 * (and the account's settings with the revocations the edges read); users; OAuth grants; accounts (sign-in,
 * second factors, resets, invitations); then the features built on them. Every one reads its tables
 * through `IdentityRecordsModule`.
 */
const FEATURES = [
  SigningKeysModule,
  MerchantsModule,
  AccessKeysModule,
  AccessKeyApprovalsModule,
  UsersModule,
  OAuthModule,
  AccountsModule,
  DashboardModule,
  PartnersModule,
  UnderwritingModule,
  MerchantDocumentsModule,
  SubMerchantsModule,
  BuyersModule,
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
          retention: [accountEmailsRetentionRule(config), signInLinksRetentionRule(config), passwordResetsRetentionRule(config)],
        }),
        ...FEATURES,
      ],
    };
  }
}
