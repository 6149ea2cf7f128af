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
