import { BlockList, isIP } from 'node:net';

/**
 * TLS to the stores in production. Passwords, events, sessions and ledger rows cross the links to
 * PostgreSQL, Redis and NATS, so with `APP_ENV=production` each link is encrypted:
 * - Redis: a `rediss://` REDIS_URL, or a REDIS_TLS_* file (REDIS_TLS_CA_FILE for a private CA);
 * - PostgreSQL: `sslmode=verify-full` in DATABASE_URL (`require` and `verify-ca` are accepted too;
 *   `sslrootcert=<file>` names a private CA);
 * - NATS: `tls://` servers in NATS_URL, or NATS_TLS_CA_FILE (or a client certificate), which turn TLS on.
 * A store on this host is exempt: a loopback address (127.0.0.0/8, ::1), `localhost` or a Unix socket,
 * whose traffic never leaves the machine (single-host installs, and the production-mode tests of this
 * repository). The check reads settings only, so it runs before anything connects: no password crosses
 * a plain link even once. See deploy/README.md, "Production requirements".
 */
export interface StoreLinks {
  postgres: boolean;
  redis: boolean;
  nats: boolean;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Is this host name or address this machine's own (loopback), or a Unix socket path? */
export function isLocalHost(host: string): boolean {
  const name = host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (name === '' || name === 'localhost' || name.startsWith('/')) return true;
  const family = isIP(name);
  return family !== 0 && LOOPBACK.check(name, family === 6 ? 'ipv6' : 'ipv4');
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The URL, or null when it is none (named as a problem rather than thrown). */
function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** `host:port` of a URL, without the credentials it may carry. */
function where(url: URL): string {
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

function redisProblem(config: Record<string, unknown>): string | null {
  const url = text(config.REDIS_URL) ?? 'redis://127.0.0.1:6379';
  if (url.startsWith('/')) return null;
  const parsed = parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `redis://${url}`);
  if (!parsed) return 'REDIS_URL is not a URL: give redis[s]://host:port or a socket path';
  const tls = parsed.protocol === 'rediss:' || [config.REDIS_TLS_CA_FILE, config.REDIS_TLS_CERT_FILE, config.REDIS_TLS_KEY_FILE].some(text);
  if (tls || isLocalHost(parsed.hostname)) return null;
  return `REDIS_URL reaches ${where(parsed)} without TLS: use a rediss:// URL (with REDIS_TLS_CA_FILE for a private CA), or a Redis on this host`;
}

const POSTGRES_TLS_MODES = ['require', 'verify-ca', 'verify-full'];

function postgresProblem(config: Record<string, unknown>): string | null {
  const parsed = parse(text(config.DATABASE_URL) ?? 'postgres://127.0.0.1:5432/postgres');
  if (!parsed) return 'DATABASE_URL is not a URL: give postgres://host:port/database?sslmode=verify-full';
  // `?host=` wins over the URL's host (a socket directory, usually); an empty host is libpq's local default.
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  const mode = parsed.searchParams.get('sslmode');
  if ((mode && POSTGRES_TLS_MODES.includes(mode)) || isLocalHost(host)) return null;
  return `DATABASE_URL reaches ${host} without TLS (${mode ? `sslmode=${mode}` : 'no sslmode'}): add sslmode=verify-full to DATABASE_URL (require and verify-ca are accepted; sslrootcert=<file> for a private CA), or use a PostgreSQL on this host`;
}

function natsProblem(config: Record<string, unknown>): string | null {
  if ([config.NATS_TLS_CA_FILE, config.NATS_TLS_CERT_FILE].some(text)) return null;
  const servers = (text(config.NATS_URL) ?? 'nats://127.0.0.1:4222')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean)
    .map((server) => parse(server.includes('://') ? server : `nats://${server}`));
  if (servers.includes(null)) return 'NATS_URL is not a comma-separated list of server URLs: give tls://host:port,…';
  const plain = (servers as URL[]).filter((server) => server.protocol !== 'tls:' && !isLocalHost(server.hostname));
  if (plain.length === 0) return null;
  return `NATS_URL reaches ${plain.map(where).join(', ')} without TLS: use tls:// servers or set NATS_TLS_CA_FILE, or a NATS server on this host`;
}

/** Every link of this process to a store off the host that would carry its traffic in the clear. */
export function plaintextStoreProblems(config: Record<string, unknown>, links: StoreLinks): string[] {
  return [links.postgres ? postgresProblem(config) : null, links.redis ? redisProblem(config) : null, links.nats ? natsProblem(config) : null].filter(
    (problem): problem is string => problem !== null,
  );
}
