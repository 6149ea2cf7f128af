import { hasRequiredClaims, isRevoked } from './revocation';

describe('token revocation', () => {
  const claims = { sub: 'ci_1', iat: 1_000, exp: 4_600, jti: 'jti_1' };

  it('needs exp, iat and jti', () => {
    expect(hasRequiredClaims(claims)).toBe(true);
    expect(hasRequiredClaims({ ...claims, exp: undefined })).toBe(false);
    expect(hasRequiredClaims({ ...claims, iat: '1000' })).toBe(false);
    expect(hasRequiredClaims({ ...claims, jti: '' })).toBe(false);
  });

  it('revokes by subject and by issue time, and nothing without a record', () => {
    expect(isRevoked(claims, undefined)).toBe(false);
    expect(isRevoked(claims, { not_before: null, subjects: [] })).toBe(false);
    expect(isRevoked(claims, { not_before: null, subjects: ['ci_1'] })).toBe(true);
    expect(isRevoked(claims, { not_before: 1_001, subjects: [] })).toBe(true);
    expect(isRevoked(claims, { not_before: 1_000, subjects: [] })).toBe(false);
  });

  it('revokes a web-app token by the key it was issued through and by its ended grant', () => {
    const webApp = { sub: 'usr_1', client_id: 'cli_1', grant_id: 'grant_1', iat: 1_000, exp: 1_900, jti: 'jti_2' };
    expect(isRevoked(webApp, { not_before: null, subjects: [], grants: [] })).toBe(false);
    expect(isRevoked(webApp, { not_before: null, subjects: ['cli_1'] })).toBe(true);
    expect(isRevoked(webApp, { not_before: null, subjects: [], grants: ['grant_1'] })).toBe(true);
    expect(isRevoked(webApp, { not_before: null, subjects: [], grants: ['grant_2'] })).toBe(false);
    // A grant id that is not a string never matches.
    expect(isRevoked({ ...webApp, grant_id: ['grant_1'] }, { not_before: null, subjects: [], grants: ['grant_1'] })).toBe(false);
  });
});
