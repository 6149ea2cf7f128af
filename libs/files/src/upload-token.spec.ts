import { signUploadToken, verifyUploadToken } from './upload-token';

describe('upload tokens', () => {
  const claims = { fileId: 'shf_abc', merchantId: 'mer_1', expiresAt: new Date('2030-01-01T00:00:00Z') };

  it('round-trips the claims of a token it signed, in one path segment of at most 100 characters', () => {
    const token = signUploadToken('secret-one-secret-one', claims);
    expect(verifyUploadToken('secret-one-secret-one', token)).toEqual(claims);
    const longest = signUploadToken('s'.repeat(32), {
      fileId: `shf_${'a'.repeat(20)}`,
      merchantId: `mer_${'b'.repeat(20)}`,
      expiresAt: new Date('2200-01-01T00:00:00Z'),
    });
    expect(longest.length).toBeLessThanOrEqual(100);
  });

  it('rejects a token signed with another secret, or with an altered payload', () => {
    const token = signUploadToken('secret-one-secret-one', claims);
    expect(verifyUploadToken('secret-two-secret-two', token)).toBeNull();
    const [fileId, merchantId, expiry, signature] = token.split('.');
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    expect(verifyUploadToken('secret-one-secret-one', `${fileId}.${merchantId}.${later}.${signature}`)).toBeNull();
    expect(verifyUploadToken('secret-one-secret-one', `${fileId}.mer_2.${expiry}.${signature}`)).toBeNull();
    expect(verifyUploadToken('secret-one-secret-one', 'garbage')).toBeNull();
  });
});
