import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('stores an argon2id hash that matches only the password', async () => {
    const stored = await hasher.hash('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse');
    await expect(hasher.matches('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(hasher.matches('correct horse battery stapl', stored)).resolves.toBe(false);
    await expect(hasher.matches('anything', 'not a hash')).resolves.toBe(false);
  });
});
