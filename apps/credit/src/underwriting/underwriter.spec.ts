import { ReviewQueueUnderwriter, SandboxUnderwriter } from './underwriter';

const input = (businessName: string, dollars: number) => ({
  businessName,
  amountRequested: dollars * 100,
  hasPurchaseHistory: false,
  hasPurchaseTermsHistory: null,
});

describe('sandbox underwriting rules', () => {
  const underwriter = new SandboxUnderwriter();

  it('approves requests up to $100,000 at once for the amount requested', () => {
    expect(underwriter.assess(input('Acme', 100_000))).toEqual({ decision: 'approved', amount: 10_000_000, advanceRate: 0.9 });
    expect(underwriter.assess(input('Acme', 1))).toEqual({ decision: 'approved', amount: 100, advanceRate: 0.9 });
  });

  it('leaves larger requests pending and declines above $1,000,000', () => {
    expect(underwriter.assess(input('Acme', 100_000.01))).toEqual({ decision: 'pending' });
    expect(underwriter.assess(input('Acme', 1_000_000))).toEqual({ decision: 'pending' });
    expect(underwriter.assess(input('Acme', 1_000_000.01))).toEqual({ decision: 'declined', declineCode: 'poor_cash_flow' });
  });

  it('lets name markers override the amount rules', () => {
    expect(underwriter.assess(input('Acme DECLINE', 10))).toEqual({ decision: 'declined', declineCode: 'failing_credit' });
    expect(underwriter.assess(input('Acme decline thin_file', 10))).toEqual({ decision: 'declined', declineCode: 'thin_file' });
    expect(underwriter.assess(input('Acme Pending Review', 10))).toEqual({ decision: 'pending' });
    expect(underwriter.assess(input('Acme approve', 5_000_000))).toEqual({ decision: 'approved', amount: 500_000_000, advanceRate: 0.9 });
  });

  it('decides nothing by rule in production', () => {
    expect(new ReviewQueueUnderwriter().assess()).toEqual({ decision: 'pending' });
  });
});

describe('sandbox merchant underwriting rules', () => {
  const underwriter = new SandboxUnderwriter();
  const application = (legalName: string, sizes: { volume?: number; revenue?: number } = {}) => ({
    merchant_id: 'northwind',
    legal_business_name: legalName,
    entity_type: 'llc' as const,
    formation_state: 'TX',
    annual_revenue: sizes.revenue ?? null,
    years_in_business: 4,
    estimated_monthly_net_terms_volume: sizes.volume ?? null,
    beneficial_owner_count: 1,
    accepted_document_count: 0,
    has_bank_account: true,
  });

  it('sizes the limit from the monthly volume, else the revenue, else $50,000, within $10,000..$1,000,000', () => {
    expect(underwriter.assessMerchant(application('Northwind LLC', { volume: 80_000, revenue: 9_000_000 }))).toEqual({
      decision: 'approved',
      seller_amount_approved: 24_000_000,
    });
    expect(underwriter.assessMerchant(application('Northwind LLC', { revenue: 2_400_000 }))).toEqual({
      decision: 'approved',
      seller_amount_approved: 24_000_000,
    });
    expect(underwriter.assessMerchant(application('Northwind LLC'))).toEqual({ decision: 'approved', seller_amount_approved: 5_000_000 });
    expect(underwriter.assessMerchant(application('Northwind LLC', { volume: 100 }))).toEqual({ decision: 'approved', seller_amount_approved: 1_000_000 });
    expect(underwriter.assessMerchant(application('Northwind LLC', { volume: 10_000_000 }))).toEqual({
      decision: 'approved',
      seller_amount_approved: 100_000_000,
    });
  });

  it('lets name markers decide', () => {
    expect(underwriter.assessMerchant(application('Acme Decline LLC'))).toEqual({ decision: 'declined' });
    expect(underwriter.assessMerchant(application('Acme More Info LLC'))).toEqual({ decision: 'more_info_needed' });
    expect(underwriter.assessMerchant(application('acme more_info'))).toEqual({ decision: 'more_info_needed' });
    expect(underwriter.assessMerchant(application('Acme Pending LLC'))).toEqual({ decision: 'pending' });
  });

  it('leaves every application to people in production', () => {
    expect(new ReviewQueueUnderwriter().assessMerchant()).toEqual({ decision: 'pending' });
  });
});
