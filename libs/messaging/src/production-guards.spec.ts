import { BaseConfig } from '@netline/config';
import { assertProductionReady, ProductionGuardError, productionProblems, StoreSettings } from './production-guards';

const SAFE: StoreSettings = {
  redis: { appendonly: true, maxmemoryPolicy: 'noeviction' },
  postgres: { synchronousCommit: 'on' },
};

describe('production guards', () => {
  it("accept durable stores and secrets of the operator's own", () => {
    expect(
      productionProblems(
        { SECRET_HMAC_KEY: 'f3a9c1e0b7d24e6a8c5b1d9e2f4a6c8e', OPERATOR_TOKEN: 'Zq8r9fJ2k1mN0pLrXw4T', TOKEN_ISSUER: 'netline-identity' },
        SAFE,
      ),
    ).toEqual([]);
    expect(productionProblems({}, { ...SAFE, postgres: { synchronousCommit: 'remote_apply' } })).toEqual([]);
    // A process without PostgreSQL (the gateway) is judged on Redis alone.
    expect(productionProblems({}, { redis: SAFE.redis })).toEqual([]);
  });

  it('name appendonly when Redis keeps no append-only file', () => {
    expect(productionProblems({}, { ...SAFE, redis: { appendonly: false, maxmemoryPolicy: 'noeviction' } })).toEqual([
      expect.stringContaining('Redis has appendonly no'),
    ]);
  });

  it.each(['allkeys-lru', 'volatile-lru', 'allkeys-random', 'volatile-ttl', 'allkeys-lfu'])('name maxmemory-policy %s, which evicts keys', (policy) => {
    expect(productionProblems({}, { ...SAFE, redis: { appendonly: true, maxmemoryPolicy: policy } })).toEqual([
      `Redis has maxmemory-policy ${policy}: it would evict stream, queue and idempotency keys under memory pressure; set maxmemory-policy noeviction`,
    ]);
  });

  it('name synchronous_commit=off', () => {
    expect(productionProblems({}, { ...SAFE, postgres: { synchronousCommit: 'off' } })).toEqual([expect.stringContaining('synchronous_commit=off')]);
  });

  it('name every secret setting left at a published development default', () => {
    const problems = productionProblems(
      {
        SECRET_HMAC_KEY: 'compose-only-hmac-key-change-me-0000000',
        UPLOAD_SIGNING_SECRET: 'netline-dev-upload-signing-secret',
        OPERATOR_TOKEN: 'changeme-changeme',
        // Not secrets, whatever they hold.
        LOG_LEVEL: 'info',
        PUBLIC_BASE_URL: 'https://change-me.example/api',
      },
      SAFE,
    );
    expect(problems).toEqual([
      'SECRET_HMAC_KEY is a published development default; set a secret value of your own',
      'UPLOAD_SIGNING_SECRET is a published development default; set a secret value of your own',
      'OPERATOR_TOKEN is a published development default; set a secret value of your own',
    ]);
  });

  it('refuse published secrets in a deployed sandbox too, and only there', async () => {
    const config = { APP_ENV: 'sandbox', NODE_ENV: 'production', SECRET_HMAC_KEY: 'netline-development-only-hmac-key-change-me' } as unknown as BaseConfig;
    await expect(assertProductionReady(config, { postgres: false })).rejects.toThrow(
      /deployed sandbox[\s\S]*SECRET_HMAC_KEY is a published development default/,
    );
    await expect(assertProductionReady({ ...config, NODE_ENV: 'development' }, { postgres: false })).resolves.toBeUndefined();
    await expect(
      assertProductionReady({ ...config, SECRET_HMAC_KEY: 'f3a9c1e0b7d24e6a8c5b1d9e2f4a6c8e' } as unknown as BaseConfig, { postgres: false }),
    ).resolves.toBeUndefined();
  });

  it('judge the published database password only in a process that logs in with it', async () => {
    const config = { APP_ENV: 'sandbox', NODE_ENV: 'production', DB_PASSWORD: 'netline-development-only-db-password' } as unknown as BaseConfig;
    // The gateway and the MCP endpoint have no database: the default they never use is no problem.
    await expect(assertProductionReady(config, { postgres: false })).resolves.toBeUndefined();
    await expect(assertProductionReady(config, { postgres: true })).rejects.toThrow(/deployed sandbox[\s\S]*DB_PASSWORD is a published development default/);
  });

  it('refuses stores off the host without TLS before connecting to any, with the secret problems', async () => {
    // Hosts that do not resolve: an attempt to connect would fail with a lookup error, not this one.
    const config = {
      APP_ENV: 'production',
      NODE_ENV: 'production',
      REDIS_URL: 'redis://redis.netline.invalid:6379',
      DATABASE_URL: 'postgres://db.netline.invalid:5432/postgres?sslmode=prefer',
      NATS_URL: 'tls://nats.netline.invalid:4222',
      SECRET_HMAC_KEY: 'netline-development-only-hmac-key-change-me',
    } as unknown as BaseConfig;
    const refusal = assertProductionReady(config, { postgres: true });
    await expect(refusal).rejects.toThrow(ProductionGuardError);
    await expect(refusal).rejects.toThrow(
      /APP_ENV=production:\n  - DATABASE_URL reaches db\.netline\.invalid without TLS \(sslmode=prefer\)[^\n]*\n  - REDIS_URL reaches redis\.netline\.invalid:6379 without TLS[^\n]*\n  - SECRET_HMAC_KEY is a published development default/,
    );
  });

  it('list every problem at once', () => {
    const problems = productionProblems(
      { SECRET_HMAC_KEY: 'netline-development-only-hmac-key-change-me' },
      { redis: { appendonly: false, maxmemoryPolicy: 'allkeys-lru' }, postgres: { synchronousCommit: 'off' } },
    );
    expect(problems).toHaveLength(4);
  });
});
