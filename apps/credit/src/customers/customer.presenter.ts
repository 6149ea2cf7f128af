import { Customer as CustomerBody, PartnerCustomer, Principal, toDollars } from '@netline/contracts';
import { CreditDecision, Customer } from './customer.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the contract's Customer object; the one place cents become dollars for customers. */
export function presentCustomer(customer: Customer, decisions: CreditDecision[]): CustomerBody {
  return {
    id: customer.id,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
    source: customer.source as CustomerBody['source'],
    business_address: customer.businessAddress,
    business_city: customer.businessCity,
    business_state: customer.businessState,
    business_zip: customer.businessZip,
    business_country: customer.businessCountry,
    business_age_range: customer.businessAgeRange as CustomerBody['business_age_range'],
    business_ap_email: customer.businessApEmail,
    business_ap_phone: customer.businessApPhone,
    business_ap_phone_extension: customer.businessApPhoneExtension,
    business_name: customer.businessName,
    business_trade_name: customer.businessTradeName,
    business_phone: customer.businessPhone,
    business_type: customer.businessType as CustomerBody['business_type'],
    email: customer.email,
    personal_name_first: customer.personalNameFirst,
    personal_name_last: customer.personalNameLast,
    personal_phone: customer.personalPhone,
    amount_approved: toDollars(customer.amountApproved),
    amount_authorized: toDollars(customer.amountAuthorized),
    amount_available: toDollars(customer.amountAvailable()),
    amount_balance: toDollars(customer.amountBalance),
    amount_unapplied_payments: toDollars(customer.amountUnappliedPayments),
    default_terms: customer.defaultTerms,
    advance_rate: customer.advanceRate,
    credit_status: customer.creditStatus,
    net_terms_status: customer.netTermsStatus,
    net_terms_enrollment_url: customer.netTermsEnrollmentUrl,
    net_terms_enrollment_expires_at: iso(customer.netTermsEnrollmentExpiresAt),
    credit_check_requested_at: iso(customer.creditCheckRequestedAt),
    archived: customer.archived,
    duns_number: customer.dunsNumber,
    credit_decisions: decisions.map((decision) => ({
      id: decision.id,
      created_at: decision.createdAt.toISOString(),
      decision: decision.decision,
      amount: toDollars(decision.amount),
      advance_rate: decision.advanceRate,
      decline_code: decision.declineCode,
      hold_code: decision.holdCode,
    })),
  };
}

/**
 * The customer as the caller sees it: a merchant gets the merchant API's object; a partner also gets
 * `external_id`, and a single-merchant partner the owning sub-merchant's `merchant_id`.
 */
export function presentCustomerFor(principal: Principal, customer: Customer, decisions: CreditDecision[]): CustomerBody | PartnerCustomer {
  const body = presentCustomer(customer, decisions);
  if (!principal.partner) return body;
  return {
    ...body,
    ...(principal.partner.type === 'single_merchant' ? { merchant_id: customer.merchantId } : {}),
    external_id: customer.externalId,
  };
}
