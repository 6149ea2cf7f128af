/**
 * The addresses of a bench stack's service databases, from a running process's own settings: as the
 * service's runtime role (what the service itself connects as), or as the administrative login (bulk
 * inserts into tables the owner role owns, sizes, VACUUM, ANALYZE).
 */
const { serviceDatabaseUrl } = require('@netline/persistence');

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The service's database as its runtime role. */
function serviceDbUrl(stack, service) {
  const env = stack.process(service).env;
  return serviceDatabaseUrl({
    config: {
      DATABASE_URL: env.DATABASE_URL || DEFAULT_URL,
      DB_PASSWORD: env.DB_PASSWORD,
      DB_PREFIX: env.DB_PREFIX || 'netline',
      NETLINE_NAMESPACE: env.NETLINE_NAMESPACE ?? stack.namespace,
    },
    service,
  });
}

/** Each of `services`' databases as the administrative login (DATABASE_ADMIN_URL, or the stack's own), by service. */
function adminDbUrls(stack, services) {
  const admin = new URL(process.env.DATABASE_ADMIN_URL || stack.process(services[0]).env.DATABASE_URL || DEFAULT_URL);
  return Object.fromEntries(
    services.map((service) => {
      const url = new URL(admin.href);
      url.pathname = new URL(serviceDbUrl(stack, service)).pathname;
      return [service, url.href];
    }),
  );
}

module.exports = { adminDbUrls, serviceDbUrl };
