import { Module } from '@nestjs/common';
import { AccessKeyApprovalsRepository } from './access-key-approvals/access-key-approvals.repository';
import { AccessKeysRepository } from './access-keys/access-keys.repository';
import { InvitationsRepository } from './accounts/invitations.repository';
import { PasswordResetsRepository } from './accounts/password-resets.repository';
import { BuyerApiTokensRepository } from './buyers/buyer-api-tokens.repository';
import { BuyerSignInLinksRepository } from './buyers/buyer-sign-in-links.repository';
import { BuyerUsersRepository } from './buyers/buyer-users.repository';
import { MerchantDocumentsRepository } from './merchant-documents/merchant-documents.repository';
import { MerchantsRepository } from './merchants/merchants.repository';
import { AllowedOAuthClientsRepository } from './oauth/allowed-clients.repository';
import { OAuthRecordsRepository } from './oauth-records/oauth-records.repository';
import { SealedValuesRepository } from './signing-keys/sealed-values.repository';
import { SigningKeysRepository } from './signing-keys/signing-keys.repository';
import { SubMerchantsRepository } from './sub-merchant-profiles/sub-merchants.repository';
import { WorkSignals } from './sub-merchant-profiles/work-signals';
import { UsersRepository } from './users/users.repository';

const SHARED = [
  AccessKeyApprovalsRepository,
  AccessKeysRepository,
  AllowedOAuthClientsRepository,
  BuyerApiTokensRepository,
  BuyerSignInLinksRepository,
  BuyerUsersRepository,
  InvitationsRepository,
  MerchantDocumentsRepository,
  MerchantsRepository,
  OAuthRecordsRepository,
  PasswordResetsRepository,
  SealedValuesRepository,
  SigningKeysRepository,
  SubMerchantsRepository,
  UsersRepository,
  WorkSignals,
];

/**
 * Identity's tables (one repository each) and the work signal the sub-merchant, document and
 * underwriting features share: one instance of each for the whole service. Features read each other's
 * tables (a key's merchant, a user's grants), so the repositories sit below every feature module rather
 * than inside one; a feature module then imports only the feature modules whose services it calls, and
 * those imports point one way (app.module.ts lists them in that order).
 */
@Module({ providers: SHARED, exports: SHARED })
export class IdentityRecordsModule {}
