import { DEVELOPMENT_DB_PASSWORD } from '@netline/config';
import { DEVELOPMENT_ADMIN_URL, loadAdminDatabaseConfig, passwordSetting } from '../config';
import { provisionDatabases } from './db';

/** What `admin db` accepts before it connects anywhere. */
describe('admin db settings', () => {
  it('name each service role password setting after the service', () => {
    expect(passwordSetting('webhook-dispatcher', 'runtime')).toBe('DB_PASSWORD_WEBHOOK_DISPATCHER');
    expect(passwordSetting('credit', 'owner')).toBe('DB_OWNER_PASSWORD_CREDIT');
  });

  it('default to the local administrative login and the published passwords on a developer machine', () => {
    const config = loadAdminDatabaseConfig({});
    expect(config.DATABASE_ADMIN_URL).toBe(DEVELOPMENT_ADMIN_URL);
    expect((config as unknown as Record<string, string>).DB_OWNER_PASSWORD_BILLING).toBe(DEVELOPMENT_DB_PASSWORD);
  });

  it('require the administrative login in a deployed environment', () => {
    expect(() => loadAdminDatabaseConfig({ NODE_ENV: 'production' })).toThrow('DATABASE_ADMIN_URL: required where APP_ENV or NODE_ENV is production');
    expect(() => loadAdminDatabaseConfig({ APP_ENV: 'production' })).toThrow('DATABASE_ADMIN_URL');
  });

  it('refuse to give roles of a deployed environment the published passwords, naming each, before connecting', async () => {
    // An address nothing listens on: the refusal must come first.
    const env = { APP_ENV: 'production', DATABASE_ADMIN_URL: 'postgres://admin@127.0.0.1:1/postgres', DB_PASSWORD_CREDIT: 'a-password-of-our-own-0123' };
    await expect(provisionDatabases({ services: ['credit'], provision: true, migrate: false }, env)).rejects.toThrow(
      /refusing to provision a deployed environment:\n {2}- DB_OWNER_PASSWORD_CREDIT is a published development default/,
    );
  });
});
