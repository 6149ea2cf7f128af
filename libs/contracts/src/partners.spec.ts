import { z } from 'zod';
import { validationDetails } from './errors';
import { createMerchantSchema, merchantUnderwritingDecisionSchema, partnerCreateCustomerSchema, updateMerchantSchema } from './partners';
import { partnerUpsertWebhookSchema } from './webhooks';

const application = (overrides: Record<string, unknown> = {}) => ({
  legal_business_name: 'Northwind Traders LLC',
  business_address: { line1: '500 Congress Ave', city: 'Austin', state: 'texas', postal_code: '787011234', country: 'us' },
  business_email: 'ops@northwind.example',
  business_phone: '(512) 555-0123',
  entity_type: 'llc',
  formation_state: 'Texas',
  ein: '123456789',
  ...overrides,
});

const paths = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : validationDetails(result.error.issues)
        .map((detail) => detail.path)
        .sort();

describe('sub-merchant applications', () => {
  it('normalize what they accept: state codes, E.164 phones, EINs, US addresses', () => {
    const parsed = createMerchantSchema.parse(application());
    expect(parsed).toMatchObject({
      business_phone: '+15125550123',
      formation_state: 'TX',
      ein: '12-3456789',
      business_address: { state: 'TX', postal_code: '78701-1234', country: 'US' },
    });
  });

  it('refuse each invalid field by name, owners and documents included', () => {
    const result = createMerchantSchema.safeParse(
      application({
        business_phone: '911',
        formation_state: 'Narnia',
        ein: '00-0000000',
        bank_routing_number: '111111111',
        bank_account_number: '12',
        website: 'not a url',
        beneficial_owners: [
          {
            first_name: 'A',
            last_name: 'B',
            date_of_birth: '2999-01-01',
            ssn_last_4: '12',
            address: { line1: '1', city: 'X', state: 'TX', postal_code: '1', country: 'US' },
          },
        ],
        other_documents: [{ filename: 'a.txt', filetype: 'text/plain', download_url: 'https://x.example/a.txt' }],
      }),
    );
    expect(paths(result)).toEqual(
      [
        'bank_account_number',
        'bank_routing_number',
        'beneficial_owners.0.address.postal_code',
        'beneficial_owners.0.date_of_birth',
        'beneficial_owners.0.ssn_last_4',
        'business_phone',
        'ein',
        'formation_state',
        'other_documents.0.filetype',
        'website',
      ].sort(),
    );
  });

  it('refuse an account number equal to the routing number, and fields they do not know', () => {
    expect(paths(createMerchantSchema.safeParse(application({ bank_account_number: '021000021', bank_routing_number: '021000021' })))).toEqual([
      'bank_account_number',
    ]);
    expect(paths(createMerchantSchema.safeParse(application({ id: 'mine', underwriting_status: 'completed' })))).toEqual(['id']);
    expect(updateMerchantSchema.safeParse({ additional_beneficial_owners: [], website: null }).success).toBe(true);
  });
});

describe('partner variants', () => {
  it('take merchant_id and external_id on customers', () => {
    expect(partnerCreateCustomerSchema.shape.merchant_id).toBeDefined();
    expect(partnerCreateCustomerSchema.shape.external_id).toBeDefined();
  });

  it('take the partner webhook flags (every merchant topic and the four merchant.* ones) and nothing else', () => {
    const events = {
      'merchant.created': true,
      'merchant.underwriting_completed': true,
      'merchant.more_info_needed': false,
      'merchant.mal_updated': true,
      'payout.created': true,
    };
    expect(partnerUpsertWebhookSchema.safeParse({ endpoint_url: 'https://hooks.example/p', events }).success).toBe(true);
    expect(partnerUpsertWebhookSchema.safeParse({ endpoint_url: 'https://hooks.example/p', events: { 'order.created': true } }).success).toBe(false);
  });

  it('need a limit for an approved underwriting decision and no other', () => {
    expect(merchantUnderwritingDecisionSchema.safeParse({ decision: 'approved' }).success).toBe(false);
    expect(merchantUnderwritingDecisionSchema.safeParse({ decision: 'approved', seller_amount_approved: 25000 }).success).toBe(true);
    expect(merchantUnderwritingDecisionSchema.safeParse({ decision: 'declined', seller_amount_approved: 1 }).success).toBe(false);
  });
});
