import { loadBillingConfig } from './config';

describe('billing configuration', () => {
  it('refuses private outbound targets in production, and allows them elsewhere', () => {
    expect(() => loadBillingConfig({ APP_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE_TARGETS: must not be set in production/,
    );
    expect(loadBillingConfig({ APP_ENV: 'sandbox', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' }).OUTBOUND_ALLOW_PRIVATE_TARGETS).toBe(true);
  });

  it('takes only smtp:// or smtps:// mail servers, and none at all (the migrations run without one)', () => {
    expect(loadBillingConfig({ APP_ENV: 'production', SECRET_HMAC_KEY: 'x'.repeat(32) }).SMTP_URL).toBeUndefined();
    expect(() => loadBillingConfig({ SMTP_URL: 'http://mail.example:25' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadBillingConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465' }).SMTP_URL).toBe('smtps://user:secret@mail.example:465');
    expect(loadBillingConfig({}).SMTP_URL).toBeUndefined();
  });
});
