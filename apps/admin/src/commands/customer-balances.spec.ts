import { CustomerBalancesPage } from '@netline/contracts';
import { allCustomerBalances, customerBalanceDifferences } from './treasury';

describe('customerBalanceDifferences', () => {
  const row = (customer_id: string, amount: number, merchant_id = 'mer_a') => ({ merchant_id, customer_id, amount });

  it('finds nothing when credit and billing agree to the cent', () => {
    expect(customerBalanceDifferences({ balances: [row('cus_1', 12_345), row('cus_2', 1)] }, { balances: [row('cus_2', 1), row('cus_1', 12_345)] })).toEqual(
      [],
    );
  });

  it('names each customer whose figures differ, with both figures, counting a missing side as zero', () => {
    const differences = customerBalanceDifferences(
      { balances: [row('cus_1', 10_001), row('cus_3', 500), row('cus_1', 700, 'mer_b')] },
      { balances: [row('cus_1', 10_000), row('cus_2', 250), row('cus_1', 700, 'mer_b')] },
    );
    expect(differences).toEqual([
      {
        merchant_id: 'mer_a',
        check: 'customer_balance',
        subject: 'cus_1',
        message: 'credit outstanding 100.01 but billing open balance 100.00',
        credit_outstanding: 10_001,
        billing_open_balance: 10_000,
      },
      expect.objectContaining({ merchant_id: 'mer_a', subject: 'cus_2', credit_outstanding: 0, billing_open_balance: 250 }),
      expect.objectContaining({ merchant_id: 'mer_a', subject: 'cus_3', credit_outstanding: 500, billing_open_balance: 0 }),
    ]);
  });
});

describe('allCustomerBalances', () => {
  it('asks page after page, each after the last customer of the one before, until none follows', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ merchant_id: 'mer_a', customer_id: `cus_${index}`, amount: index + 1 }));
    const asked: CustomerBalancesPage[] = [];
    const ask = async (page: CustomerBalancesPage) => {
      asked.push(page);
      const start = page.after ? rows.findIndex((row) => row.customer_id === page.after?.customer_id) + 1 : 0;
      return { balances: rows.slice(start, start + 2), has_more: start + 2 < rows.length };
    };
    expect(await allCustomerBalances(ask, { merchant_id: 'mer_a' })).toEqual({ balances: rows, has_more: false });
    expect(asked).toEqual([
      { merchant_id: 'mer_a' },
      { merchant_id: 'mer_a', after: { merchant_id: 'mer_a', customer_id: 'cus_1' } },
      { merchant_id: 'mer_a', after: { merchant_id: 'mer_a', customer_id: 'cus_3' } },
    ]);
  });
});
