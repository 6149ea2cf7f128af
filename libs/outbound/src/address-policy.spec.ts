import { checkEndpointAddress, isPublicAddress, Resolver } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'ff02::1',
    '2002:7f00:1::1',
    'not-an-ip',
    '::7f00:1',
    '::a00:1',
    '::ffff:8.8.8.8',
    '2002:7f00:1::',
    '64:ff9b::7f00:1',
    '2001::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkEndpointAddress', () => {
  const resolver =
    (map: Record<string, string[]>): Resolver =>
    async (host) => {
      const addresses = map[host];
      if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  it('refuses literal loopback, private and metadata addresses', async () => {
    const none = resolver({});
    for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.1/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook']) {
      expect(await checkEndpointAddress(url, none, false)).toMatch(/not a public address|loopback/);
    }
  });

  it('refuses a name when any of its addresses is private', async () => {
    const dns = resolver({ 'mixed.example': ['93.184.216.34', '10.1.2.3'], 'public.example': ['93.184.216.34'] });
    expect(await checkEndpointAddress('https://mixed.example/hook', dns, false)).toBe('mixed.example resolves to 10.1.2.3, which is not a public address');
    expect(await checkEndpointAddress('https://public.example/hook', dns, false)).toBeNull();
  });

  it('allows anything when private targets are allowed', async () => {
    expect(await checkEndpointAddress('https://127.0.0.1/hook', resolver({}), true)).toBeNull();
  });
});
