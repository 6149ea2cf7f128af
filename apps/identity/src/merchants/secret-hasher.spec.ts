import { SecretHasher } from './secret-hasher';

describe('SecretHasher', () => {
  const hasher = new SecretHasher('k'.repeat(32));

  it('matches the secret it digested and nothing else', () => {
    const secret = SecretHasher.generate('sk_test');
    const digest = hasher.digest(secret);
    expect(digest).not.toContain(secret);
    expect(hasher.matches(secret, digest)).toBe(true);
    expect(hasher.matches(`${secret}x`, digest)).toBe(false);
    expect(hasher.matches(secret, 'not-hex')).toBe(false);
  });

  it('depends on the server-side key', () => {
    const secret = SecretHasher.generate('sk_test');
    expect(new SecretHasher('j'.repeat(32)).matches(secret, hasher.digest(secret))).toBe(false);
  });

  it('generates distinct high-entropy secrets', () => {
    const secrets = new Set(Array.from({ length: 100 }, () => SecretHasher.generate('sk_test')));
    expect(secrets.size).toBe(100);
    expect([...secrets][0]).toMatch(/^sk_test_[A-Za-z0-9_-]{32}$/);
  });
});
