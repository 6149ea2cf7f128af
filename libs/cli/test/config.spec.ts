import { generateWebhookSecret, signWebhook, verifyWebhook } from '@netline/sdk';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configPath, readConfig, updateProfile, writeConfig } from '../src/config';
import { CliError, keyEnvironment, maskKey, NO_KEY_MESSAGE, resolveCredentials } from '../src/credentials';

describe('the CLI configuration', () => {
  let dir: string;
  let path: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'netline-cli-'));
    path = join(dir, 'netline', 'config.json');
  });

  it('lives under XDG_CONFIG_HOME, else ~/.config', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x/conf' })).toBe('/x/conf/netline/config.json');
    expect(configPath({ HOME: process.env.HOME })).toMatch(/\.config\/netline\/config\.json$/);
    // A relative XDG_CONFIG_HOME is invalid by the specification and ignored.
    expect(configPath({ XDG_CONFIG_HOME: 'relative' })).toMatch(/\.config\/netline\/config\.json$/);
  });

  it('is written readable by its owner alone, profile by profile', () => {
    updateProfile('default', { api_key: 'mer_1:sk_test_a', api_url: 'http://127.0.0.1:3000/api' }, path);
    updateProfile('production', { api_key: 'mer_1:sk_live_b' }, path);
    updateProfile('default', { webhook_secret: 'whsec_c2VjcmV0' }, path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'netline')).mode & 0o777).toBe(0o700);
    expect(readConfig(path).profiles).toEqual({
      default: { api_key: 'mer_1:sk_test_a', api_url: 'http://127.0.0.1:3000/api', webhook_secret: 'whsec_c2VjcmV0' },
      production: { api_key: 'mer_1:sk_live_b' },
    });
  });

  it('tightens the mode of a file that was readable by others', () => {
    writeConfig({ profiles: {} }, path);
    writeFileSync(path, '{"profiles":{}}', { mode: 0o644 });
    updateProfile('default', { api_key: 'mer_1:sk_test_a' }, path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('reads a missing file as no profiles and names a broken one', () => {
    expect(readConfig(path)).toEqual({ profiles: {} });
    writeConfig({ profiles: {} }, path);
    writeFileSync(path, '{ not json');
    expect(() => readConfig(path)).toThrow(/is not JSON/);
  });

  describe('credentials', () => {
    it('come from NETLINE_API_KEY and NETLINE_API_URL before the stored profile', () => {
      updateProfile('default', { api_key: 'mer_stored:sk_test_s', api_url: 'http://stored.example/api' }, path);
      const env = resolveCredentials({ profile: 'default' }, { NETLINE_API_KEY: 'mer_env:sk_test_e', NETLINE_API_URL: 'http://env.example/api/' }, path);
      expect(env).toMatchObject({ source: 'env', apiUrl: 'http://env.example/api', credentials: { merchantId: 'mer_env', secretKey: 'sk_test_e' } });
      const stored = resolveCredentials({ profile: 'default' }, {}, path);
      expect(stored).toMatchObject({ source: 'profile', apiUrl: 'http://stored.example/api', credentials: { merchantId: 'mer_stored' } });
      expect(resolveCredentials({ profile: 'default', apiUrl: 'http://flag.example/api' }, {}, path).apiUrl).toBe('http://flag.example/api');
    });

    it('read an access key as client credentials', () => {
      const resolved = resolveCredentials({ profile: 'default' }, { NETLINE_API_KEY: 'client_abc:cs_secret' }, path);
      expect(resolved.credentials).toEqual({ clientId: 'client_abc', clientSecret: 'cs_secret' });
      expect(keyEnvironment(resolved.credentials)).toBeNull();
    });

    it('say how to log in when there are none, for the profile asked', () => {
      updateProfile('default', { api_key: 'mer_1:sk_test_a' }, path);
      expect(() => resolveCredentials({ profile: 'staging' }, {}, path)).toThrow(new CliError(NO_KEY_MESSAGE));
      expect(NO_KEY_MESSAGE).toBe('No Netline key: run `netline login` or set NETLINE_API_KEY');
    });

    it('refuse a key that is not id:secret', () => {
      expect(() => resolveCredentials({ profile: 'default' }, { NETLINE_API_KEY: 'sk_test_only' }, path)).toThrow(/NETLINE_API_KEY is not/);
    });

    it('tell a sandbox secret key from a production one, and are shown masked', () => {
      expect(keyEnvironment({ merchantId: 'mer_1', secretKey: 'sk_test_abc' })).toBe('sandbox');
      expect(keyEnvironment({ merchantId: 'mer_1', secretKey: 'sk_live_abc' })).toBe('production');
      expect(maskKey('mer_1:sk_test_0123456789abcdef')).toBe('mer_1:sk_test_…cdef');
      expect(maskKey('client_1:cs_0123456789')).toBe('client_1:cs_…6789');
    });
  });

  it('signs forwarded events with the local secret so the SDK verifies them', () => {
    const secret = generateWebhookSecret();
    const body = '{"id":"evt_1","type":"customer.created","object":"customer","occurred_at":"2026-01-01T00:00:00Z","data":{"id":"cus_1"}}';
    expect(verifyWebhook(body, signWebhook(body, secret, { id: 'evt_1' }), secret)).toMatchObject({ id: 'evt_1' });
  });
});
