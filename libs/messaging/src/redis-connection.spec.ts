import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisConnection } from './redis';

/** How a process's Redis settings become what ioredis connects with: its own user, and TLS when asked. */
describe('Redis connection settings', () => {
  it("connects with the URL alone by default (a developer machine's default user)", () => {
    expect(redisConnection('redis://127.0.0.1:6379')).toEqual({ url: 'redis://127.0.0.1:6379', options: {} });
    expect(redisConnection({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ url: 'redis://127.0.0.1:6379', options: {} });
  });

  it("logs in as the app's user, whose name and password replace any in the URL (ioredis prefers the URL's)", () => {
    const { url, options } = redisConnection({ REDIS_URL: 'rediss://old:older@redis.internal:6380/0', REDIS_USERNAME: 'gateway', REDIS_PASSWORD: 'p@ss:w/rd' });
    expect(url).toBe('rediss://gateway:p%40ss%3Aw%2Frd@redis.internal:6380/0');
    expect(options).toEqual({ username: 'gateway', password: 'p@ss:w/rd' });
    // ioredis decodes them back.
    expect(decodeURIComponent(new URL(url).password)).toBe('p@ss:w/rd');
    expect(redisConnection({ REDIS_URL: 'redis.internal:6379', REDIS_USERNAME: 'mcp', REDIS_PASSWORD: 'x' }).url).toBe('redis://mcp:x@redis.internal:6379');
  });

  it('passes the user to a Unix socket as options (a socket path holds no credentials)', () => {
    expect(redisConnection({ REDIS_URL: '/var/run/redis.sock', REDIS_USERNAME: 'credit', REDIS_PASSWORD: 'x' })).toEqual({
      url: '/var/run/redis.sock',
      options: { username: 'credit', password: 'x' },
    });
  });

  it('reads the CA, client certificate and key for TLS', () => {
    const dir = mkdtempSync(join(tmpdir(), 'netline-redis-tls-'));
    try {
      for (const name of ['ca.pem', 'client.pem', 'client.key']) writeFileSync(join(dir, name), `contents of ${name}`);
      const { options } = redisConnection({
        REDIS_URL: 'rediss://redis.internal:6379',
        REDIS_TLS_CA_FILE: join(dir, 'ca.pem'),
        REDIS_TLS_CERT_FILE: join(dir, 'client.pem'),
        REDIS_TLS_KEY_FILE: join(dir, 'client.key'),
      });
      expect(Object.fromEntries(Object.entries(options.tls ?? {}).map(([name, value]) => [name, String(value)]))).toEqual({
        ca: 'contents of ca.pem',
        cert: 'contents of client.pem',
        key: 'contents of client.key',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
