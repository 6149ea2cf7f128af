import { buyerGrantOf, buyerMayReach, buyerPrincipal, normalizeBuyerEmail } from './buyers';
import { Principal } from './rpc';

describe('buyer principals', () => {
  const identity = {
    email: 'ap@buyer.example',
    customers: [
      { merchant_id: 'mer_a', merchant_name: 'A', customer_id: 'cus_1', business_name: 'Buyer Co' },
      { merchant_id: 'mer_a', merchant_name: 'A', customer_id: 'cus_2', business_name: 'Buyer Co East' },
      { merchant_id: 'mer_b', merchant_name: 'B', customer_id: 'cus_9', business_name: 'Buyer Co' },
    ],
  };

  it('groups the customers an address reaches by merchant', () => {
    expect(buyerGrantOf(identity)).toEqual({
      email: 'ap@buyer.example',
      customers: [
        { merchant_id: 'mer_a', customer_ids: ['cus_1', 'cus_2'] },
        { merchant_id: 'mer_b', customer_ids: ['cus_9'] },
      ],
    });
  });

  it('is a buyer actor with no scope, for a merchant the grant names only', () => {
    const principal = buyerPrincipal(buyerGrantOf(identity), 'mer_a');
    expect(principal).toMatchObject({ merchant_id: 'mer_a', actor: { type: 'buyer', id: 'ap@buyer.example' }, scopes: [] });
    expect(() => buyerPrincipal(buyerGrantOf(identity), 'mer_c')).toThrow();
  });

  it("reaches its own customers of the request's merchant, and nothing else", () => {
    const principal = buyerPrincipal(buyerGrantOf(identity), 'mer_a');
    expect(buyerMayReach(principal, 'mer_a', 'cus_1')).toBe(true);
    expect(buyerMayReach(principal, 'mer_a', 'cus_9')).toBe(false);
    // Another merchant's customer, even one the grant names, needs a principal for that merchant.
    expect(buyerMayReach(principal, 'mer_b', 'cus_9')).toBe(false);
    const merchant: Principal = { merchant_id: 'mer_a', actor: { type: 'secret_key', id: 'mer_a' }, scopes: ['merchant:read'] };
    expect(buyerMayReach(merchant, 'mer_a', 'cus_1')).toBe(false);
  });

  it('compares addresses trimmed and lower-cased', () => {
    expect(normalizeBuyerEmail('  AP@Buyer.Example ')).toBe('ap@buyer.example');
  });
});
