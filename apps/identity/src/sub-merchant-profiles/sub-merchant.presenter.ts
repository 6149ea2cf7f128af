import { Merchant as MerchantBody, toDollars } from '@netline/contracts';
import { SubMerchantProfile } from './sub-merchant.entity';

/** Profile → the partners API's `Merchant`; sealed fields never leave, cents become dollars here. */
export function presentSubMerchant(profile: SubMerchantProfile): MerchantBody {
  return {
    id: profile.merchantId,
    legal_business_name: profile.legalBusinessName,
    dba_name: profile.dbaName,
    business_address: profile.businessAddress,
    business_email: profile.businessEmail,
    business_phone: profile.businessPhone,
    entity_type: profile.entityType,
    formation_state: profile.formationState,
    industry: profile.industry,
    website: profile.website,
    business_description: profile.businessDescription,
    annual_revenue: profile.annualRevenue,
    years_in_business: profile.yearsInBusiness,
    estimated_monthly_net_terms_volume: profile.estimatedMonthlyNetTermsVolume,
    existing_net_terms_info: profile.existingNetTermsInfo,
    beneficial_owners: profile.beneficialOwners.map((owner) => ({
      first_name: owner.first_name,
      last_name: owner.last_name,
      date_of_birth: owner.date_of_birth,
      address: owner.address,
      ownership_percentage: owner.ownership_percentage,
    })),
    authorized_signer: profile.authorizedSigner,
    bank_account_last4: profile.bankAccountLast4,
    underwriting_status: profile.underwritingStatus,
    underwriting_decision: profile.underwritingDecision,
    seller_amount_approved: profile.sellerAmountApproved === null ? null : toDollars(profile.sellerAmountApproved),
    active_subscription: null,
    metadata: profile.metadata,
    document_ingestion: profile.documentIngestion,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}
