import { randomBytes } from 'node:crypto';

/** A valid customer create body (CONTRACT §1.2); override any field. */
export function customerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
