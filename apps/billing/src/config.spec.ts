import { loadBillingConfig } from './config';

describe('billing configuration', () => {
  it('refuses private outbound targets in production, and allows them elsewhere', () => {
    expect(() => loadBillingConfig({ APP_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE_TARGETS: must not be set in production/,
    );
    expect(loadBillingConfig({ APP_ENV: 'sandbox', OUTBOUND_ALLOW_PRIVATE_TARGETS: 'true' }).OUTBOUND_ALLOW_PRIVATE_TARGETS).toBe(true);
  });
});
