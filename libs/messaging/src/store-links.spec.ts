import { isLocalHost, plaintextStoreProblems } from './store-links';

const ALL = { postgres: true, redis: true, nats: true };

/** Off-host stores, each reached in the clear: the three problems, in this order. */
const PLAIN = {
  REDIS_URL: 'redis://:s3cret@redis.internal:6379',
  DATABASE_URL: 'postgres://netline:pw@db.internal:5432/postgres',
  NATS_URL: 'nats://user:pw@nats-a.internal:4222,nats://nats-b.internal:4222',
};

describe('TLS to the stores in production', () => {
  it('refuses every store off the host reached without TLS, naming the setting to change and no credential', () => {
    const problems = plaintextStoreProblems(PLAIN, ALL);
    expect(problems).toEqual([
      'DATABASE_URL reaches db.internal without TLS (no sslmode): add sslmode=verify-full to DATABASE_URL (require and verify-ca are accepted; sslrootcert=<file> for a private CA), or use a PostgreSQL on this host',
      'REDIS_URL reaches redis.internal:6379 without TLS: use a rediss:// URL (with REDIS_TLS_CA_FILE for a private CA), or a Redis on this host',
      'NATS_URL reaches nats-a.internal:4222, nats-b.internal:4222 without TLS: use tls:// servers or set NATS_TLS_CA_FILE, or a NATS server on this host',
    ]);
    expect(problems.join('\n')).not.toMatch(/s3cret|pw@|netline:/);
  });

  it.each(['disable', 'allow', 'prefer'])('refuses sslmode=%s, which may send everything in the clear', (mode) => {
    expect(plaintextStoreProblems({ DATABASE_URL: `postgres://db.internal/postgres?sslmode=${mode}` }, ALL)).toEqual([
      expect.stringContaining(`DATABASE_URL reaches db.internal without TLS (sslmode=${mode})`),
    ]);
  });

  it('accepts each store over TLS', () => {
    expect(
      plaintextStoreProblems(
        {
          REDIS_URL: 'rediss://redis.internal:6379',
          DATABASE_URL: 'postgres://db.internal:5432/postgres?sslmode=verify-full&sslrootcert=/etc/netline/tls/ca.pem',
          NATS_URL: 'tls://nats-a.internal:4222,tls://nats-b.internal:4222',
        },
        ALL,
      ),
    ).toEqual([]);
    for (const mode of ['require', 'verify-ca', 'verify-full']) {
      expect(plaintextStoreProblems({ DATABASE_URL: `postgresql://db.internal/postgres?sslmode=${mode}` }, ALL)).toEqual([]);
    }
    // A CA or client certificate file turns TLS on over a plain scheme, as the clients do.
    expect(plaintextStoreProblems({ REDIS_URL: 'redis://redis.internal:6379', REDIS_TLS_CA_FILE: '/ca.pem' }, ALL)).toEqual([]);
    expect(plaintextStoreProblems({ REDIS_URL: 'redis://redis.internal:6379', REDIS_TLS_CERT_FILE: '/client.pem' }, ALL)).toEqual([]);
    expect(plaintextStoreProblems({ NATS_URL: 'nats://nats.internal:4222', NATS_TLS_CA_FILE: '/ca.pem' }, ALL)).toEqual([]);
  });

  it('names only the NATS servers reached in the clear', () => {
    expect(plaintextStoreProblems({ NATS_URL: 'tls://a.internal:4222, nats://b.internal:4222, 127.0.0.1:4223' }, ALL)).toEqual([
      expect.stringMatching(/^NATS_URL reaches b\.internal:4222 without TLS/),
    ]);
  });

  it('exempts stores on this host: loopback addresses, localhost and Unix sockets', () => {
    const local = [
      { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', NATS_URL: 'nats://127.0.0.1:4222' },
      { REDIS_URL: 'redis://localhost:6379', DATABASE_URL: 'postgres://localhost/postgres', NATS_URL: 'localhost:4222' },
      { REDIS_URL: 'redis://[::1]:6379', DATABASE_URL: 'postgres://[::1]:5432/postgres', NATS_URL: 'nats://[::1]:4222' },
      { REDIS_URL: 'redis://127.10.0.3:6379', DATABASE_URL: 'postgres://127.0.0.2/postgres', NATS_URL: 'nats://127.255.255.254:4222' },
      { REDIS_URL: '/var/run/redis/redis.sock', DATABASE_URL: 'postgres:///postgres?host=/var/run/postgresql', NATS_URL: 'nats://localhost.:4222' },
      { DATABASE_URL: 'postgres://%2Fvar%2Frun%2Fpostgresql/postgres' },
      // Nothing set: the defaults, a developer machine's stores.
      {},
    ];
    for (const config of local) expect({ config, problems: plaintextStoreProblems(config, ALL) }).toEqual({ config, problems: [] });
  });

  it('does not take a name that merely looks local for this host', () => {
    for (const host of ['localhost.example.com', '127.0.0.1.nip.io', '128.0.0.1', '::2', '10.0.0.1', '0.0.0.0', '::ffff:10.0.0.1']) {
      expect({ host, local: isLocalHost(host) }).toEqual({ host, local: false });
    }
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1', 'LOCALHOST', '/tmp/redis.sock']) {
      expect({ host, local: isLocalHost(host) }).toEqual({ host, local: true });
    }
  });

  it('judges only the links the process has (the gateway has no PostgreSQL; migrations only PostgreSQL)', () => {
    expect(plaintextStoreProblems(PLAIN, { postgres: false, redis: true, nats: true })).toHaveLength(2);
    expect(plaintextStoreProblems(PLAIN, { postgres: true, redis: false, nats: false })).toEqual([expect.stringMatching(/^DATABASE_URL/)]);
  });

  it('names a setting that is not a URL instead of failing on it', () => {
    expect(plaintextStoreProblems({ REDIS_URL: 'redis://exa mple:6379', DATABASE_URL: 'not a url', NATS_URL: 'nats://a b' }, ALL)).toEqual([
      'DATABASE_URL is not a URL: give postgres://host:port/database?sslmode=verify-full',
      'REDIS_URL is not a URL: give redis[s]://host:port or a socket path',
      'NATS_URL is not a comma-separated list of server URLs: give tls://host:port,…',
    ]);
  });
});
