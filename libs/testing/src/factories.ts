import { createMerchantSchema, partnerCreateCustomerSchema } from '@netline/contracts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * A customer create body as a client sends it (`POST /customers`; a partner's may name `merchant_id`).
 * Typed by the contract, so a renamed or retyped field fails the tests' type check; a test that sends a
 * deliberately wrong body spreads this into its own literal.
 */
export type CustomerInput = z.input<typeof partnerCreateCustomerSchema>;

/** A sub-merchant application as a partner sends it (`POST /merchants`, partners API). */
export type SubMerchantInput = z.input<typeof createMerchantSchema>;

/** A valid customer create body (`POST /customers`); override any field. */
export function customerInput(overrides: Partial<CustomerInput> = {}): CustomerInput {
  const suffix = randomBytes(3).toString('hex');
  return {
    business_name: `Acme Supply ${suffix}`,
    business_address: '100 Main St',
    business_city: 'Austin',
    business_state: 'TX',
    business_zip: '78701',
    business_country: 'US',
    email: `owner-${suffix}@acme.example`,
    business_ap_email: `ap-${suffix}@acme.example`,
    ...overrides,
  };
}

/** A valid sub-merchant application (partners API); override any field. */
export function subMerchantInput(overrides: Partial<SubMerchantInput> = {}): SubMerchantInput {
  const suffix = randomBytes(3).toString('hex');
  return {
    legal_business_name: `Harbor Goods ${suffix} LLC`,
    dba_name: `Harbor Goods ${suffix}`,
    business_address: { line1: '500 Congress Ave', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    business_email: `ops-${suffix}@harbor.example`,
    business_phone: '(512) 555-0123',
    entity_type: 'llc',
    formation_state: 'Texas',
    ein: '12-3456789',
    annual_revenue: 2_400_000,
    years_in_business: 6,
    estimated_monthly_net_terms_volume: 80_000,
    bank_account_number: '000123456789',
    bank_routing_number: '021000021',
    ...overrides,
  };
}
