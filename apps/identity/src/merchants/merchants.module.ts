import { Module } from '@nestjs/common';
import { DashboardHandler } from '../dashboard/dashboard.handler';
import { AccessKeysHandler } from '../access-keys/access-keys.handler';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { AccessKeysService } from '../access-keys/access-keys.service';
import { TokenRevocations } from '../access-keys/token-revocations';
import { SigningKeysHandler } from '../signing-keys/signing-keys.handler';
import { SigningKeysRepository } from '../signing-keys/signing-keys.repository';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SealedDataResealer } from '../signing-keys/sealed-data-resealer';
import { UsersHandler } from '../users/users.handler';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { MerchantsHandler } from './merchants.handler';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';
import { PartnersHandler } from '../partners/partners.handler';
import { PartnersService } from '../partners/partners.service';
import { SubMerchantsHandler } from '../sub-merchants/sub-merchants.handler';
import { SubMerchantsRepository } from '../sub-merchants/sub-merchants.repository';
import { SubMerchantsService } from '../sub-merchants/sub-merchants.service';
import { WorkSignals } from '../sub-merchants/work-signals';
import { DocumentDownloads } from '../merchant-documents/document-downloads';
import { MerchantDocumentsRepository } from '../merchant-documents/merchant-documents.repository';
import { MerchantDocumentsService } from '../merchant-documents/merchant-documents.service';
import { MerchantUnderwritingService } from '../underwriting/merchant-underwriting.service';
import { UnderwritingRunner } from '../underwriting/underwriting-runner';
import { OAuthHandler } from '../oauth/oauth.handler';
import { OAuthRecordsRepository } from '../oauth/oauth-records.repository';
import { OAuthService } from '../oauth/oauth.service';
import { AllowedOAuthClients } from '../oauth/allowed-clients';
import { AllowedOAuthClientsRepository } from '../oauth/allowed-clients.repository';
import { AccountsHandler } from '../accounts/accounts.handler';
import { AccountMail } from '../accounts/account-mail';
import { InvitationsService } from '../accounts/invitations.service';
import { PasswordResetsService } from '../accounts/password-resets.service';
import { SecondFactorService } from '../accounts/second-factor.service';
import { ResetSecondFactorUseCase } from '../accounts/reset-second-factor.use-case';
import { BuyerApiTokensService } from '../buyers/buyer-api-tokens.service';
import { BuyerReach } from '../buyers/buyer-reach';
import { BuyerSignInService } from '../buyers/buyer-sign-in.service';
import { BuyerUsersRepository } from '../buyers/buyer-users.repository';
import { BuyerUsersService } from '../buyers/buyer-users.service';
import { BuyersHandler } from '../buyers/buyers.handler';
import { AccessKeyApprovalsHandler } from '../access-key-approvals/access-key-approvals.handler';
import { AccessKeyApprovalsRepository } from '../access-key-approvals/access-key-approvals.repository';
import { AccessKeyApprovalsService } from '../access-key-approvals/access-key-approvals.service';

/**
 * Merchants and everything that authenticates as one: secret keys, access keys, signing keys, users; and
 * partners with their sub-merchants, underwriting documents and underwriting state; and the buyers of
 * merchants' customers (buyer users, buyer portal sign-in links, buyer API tokens).
 */
@Module({
  controllers: [
    MerchantsHandler,
    DashboardHandler,
    AccessKeysHandler,
    SigningKeysHandler,
    UsersHandler,
    PartnersHandler,
    SubMerchantsHandler,
    OAuthHandler,
    AccountsHandler,
    BuyersHandler,
    AccessKeyApprovalsHandler,
  ],
  providers: [
    PartnersService,
    SubMerchantsService,
    SubMerchantsRepository,
    WorkSignals,
    MerchantDocumentsService,
    MerchantDocumentsRepository,
    DocumentDownloads,
    MerchantUnderwritingService,
    UnderwritingRunner,
    MerchantsService,
    MerchantsRepository,
    AccessKeysService,
    AccessKeysRepository,
    TokenRevocations,
    SigningKeysService,
    SigningKeysRepository,
    SealedDataResealer,
    UsersService,
    UsersRepository,
    OAuthService,
    AllowedOAuthClients,
    AllowedOAuthClientsRepository,
    OAuthRecordsRepository,
    SecondFactorService,
    ResetSecondFactorUseCase,
    PasswordResetsService,
    InvitationsService,
    AccountMail,
    BuyerUsersRepository,
    BuyerReach,
    BuyerUsersService,
    BuyerSignInService,
    BuyerApiTokensService,
    AccessKeyApprovalsService,
    AccessKeyApprovalsRepository,
  ],
})
export class MerchantsModule {}
