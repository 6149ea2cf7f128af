import { KeySealer } from './key-sealer';

describe('KeySealer', () => {
  const sealer = new KeySealer('s'.repeat(32));

  it('opens what it sealed, and the sealed form does not contain the plaintext', () => {
    const sealed = sealer.seal('-----BEGIN PRIVATE KEY-----abc');
    expect(sealed).not.toContain('PRIVATE');
    expect(sealer.open(sealed)).toBe('-----BEGIN PRIVATE KEY-----abc');
    expect(sealer.seal('x')).not.toBe(sealer.seal('x'));
  });

  it('refuses a key sealed under another secret or tampered with', () => {
    const sealed = sealer.seal('secret material');
    expect(() => new KeySealer('t'.repeat(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => sealer.open(parts.join('.'))).toThrow();
  });
});
