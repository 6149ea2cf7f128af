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
});
