import { Principal } from '@netline/contracts';
import { canRead, canWrite, fullAccessScopes, requiredScope, scopesFromClaim } from './index';

const principal = (scopes: string[], type?: 'marketplace' | 'single_merchant'): Principal => ({
  merchant_id: 'x',
  actor: { type: 'access_key', id: 'ci' },
  scopes,
  ...(type ? { partner: { type, merchant_ids: [] } } : {}),
});

describe('scopes by kind of account', () => {
  it("count only the caller's own kind of scope", () => {
    expect(canWrite(principal(['marketplace_partner:write'], 'marketplace'))).toBe(true);
    expect(canRead(principal(['marketplace_partner:write'], 'marketplace'))).toBe(true);
    expect(canWrite(principal(['marketplace_partner:read'], 'marketplace'))).toBe(false);
    expect(canRead(principal(['merchant:write'], 'marketplace'))).toBe(false);
    expect(canRead(principal(['single_merchant_partner:read'], 'single_merchant'))).toBe(true);
    expect(canRead(principal(['marketplace_partner:read']))).toBe(false);
    expect(canWrite(principal(['merchant:write']))).toBe(true);
  });

  it('name the scope an operation needs and what a secret key grants', () => {
    expect(requiredScope(principal([], 'single_merchant'), 'write')).toBe('single_merchant_partner:write');
    expect(requiredScope(principal([]), 'read')).toBe('merchant:read');
    expect(fullAccessScopes('marketplace')).toEqual(['marketplace_partner:read', 'marketplace_partner:write']);
    expect(fullAccessScopes(null)).toEqual(['merchant:read', 'merchant:write']);
  });

  it('keep the known scopes of a token claim', () => {
    expect(scopesFromClaim('marketplace_partner:read admin:all merchant:write')).toEqual(['marketplace_partner:read', 'merchant:write']);
  });
});
