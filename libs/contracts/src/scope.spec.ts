import { PartnerType, Principal } from './rpc';
import { inScope, isSubMerchantOf, merchantScope, ownerForSubMerchant, scopeOf } from './scope';

const merchant: Principal = { merchant_id: 'mer_1', actor: { type: 'secret_key', id: 'mer_1' }, scopes: [] };
const partner = (type: PartnerType): Principal => ({
  merchant_id: 'ptr_1',
  actor: { type: 'secret_key', id: 'ptr_1' },
  scopes: [],
  partner: { type, merchant_ids: ['north', 'south'] },
});

describe('merchant scopes', () => {
  it("are a merchant's own id, or a partner's own id and its sub-merchants'", () => {
    expect([...scopeOf(merchant)]).toEqual(['mer_1']);
    expect([...scopeOf(partner('marketplace'))]).toEqual(['ptr_1', 'north', 'south']);
    expect(inScope(scopeOf(partner('single_merchant')), 'south')).toBe(true);
    expect(inScope(scopeOf(partner('single_merchant')), 'mer_1')).toBe(false);
    expect([...merchantScope('mer_2')]).toEqual(['mer_2']);
    expect(Object.isFrozen(scopeOf(merchant))).toBe(true);
  });

  it('know which sub-merchants a partner acts for, and who owns what a partner creates for them', () => {
    expect(isSubMerchantOf(partner('marketplace'), 'north')).toBe(true);
    expect(isSubMerchantOf(partner('marketplace'), 'ptr_1')).toBe(false);
    expect(isSubMerchantOf(merchant, 'north')).toBe(false);
    expect(ownerForSubMerchant(partner('marketplace'), 'north')).toBe('ptr_1');
    expect(ownerForSubMerchant(partner('single_merchant'), 'north')).toBe('north');
  });
});
