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
    parts[4] = Buffer.from('other').toString('base64url');
    expect(() => sealer.open(parts.join('.'))).toThrow();
  });
});

describe('KeySealer rotation', () => {
  const old = new KeySealer('o'.repeat(32), 'purpose');
  const rotated = new KeySealer('n'.repeat(32), 'purpose', ['o'.repeat(32)]);

  it('opens values sealed under a previous secret and re-seals them under the current one', () => {
    const sealed = old.seal('whsec_x');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.open(sealed)).toBe('whsec_x');
    const resealed = rotated.reseal(sealed);
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect(new KeySealer('n'.repeat(32), 'purpose').open(resealed)).toBe('whsec_x');
    expect(() => new KeySealer('n'.repeat(32), 'purpose').open(sealed)).toThrow(/sealing key/);
  });

  it('still opens the key-id-less v1 form under any known secret', () => {
    const v2 = old.seal('legacy');
    const [, , iv, tag, ciphertext] = v2.split('.');
    expect(rotated.open(['v1', iv, tag, ciphertext].join('.'))).toBe('legacy');
  });

  it('keeps purposes apart', () => {
    expect(() => new KeySealer('o'.repeat(32), 'other purpose').open(old.seal('x'))).toThrow();
  });
});
