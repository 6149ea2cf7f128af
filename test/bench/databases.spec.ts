// eslint-disable-next-line @typescript-eslint/no-require-imports
const { adminDbUrls, serviceDbUrl } = require('../../bench/lib/databases.js') as {
  adminDbUrls: (stack: FakeStack, services: string[]) => Record<string, string>;
  serviceDbUrl: (stack: FakeStack, service: string) => string;
};

interface FakeStack {
  namespace: string;
  process: (app: string) => { env: Record<string, string | undefined> };
}

describe("the bench's service database addresses", () => {
  const stack = (env: Record<string, string | undefined>): FakeStack => ({ namespace: 'tbench', process: () => ({ env }) });
  const saved = process.env.DATABASE_ADMIN_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_ADMIN_URL;
    else process.env.DATABASE_ADMIN_URL = saved;
  });

  it("reaches a service's database as its runtime role, in the stack's namespace", () => {
    const url = new URL(serviceDbUrl(stack({ DATABASE_URL: 'postgres://postgres@db.internal:5433/postgres', DB_PASSWORD: 'secret' }), 'billing'));
    expect(url.host).toBe('db.internal:5433');
    expect(url.pathname).toBe('/netline_tbench_billing');
    expect(url.username).toBe('netline_tbench_billing_app');
    expect(url.password).toBe('secret');
  });

  it("reaches the same databases as the administrative login, DATABASE_ADMIN_URL before the stack's own", () => {
    delete process.env.DATABASE_ADMIN_URL;
    const own = adminDbUrls(stack({ DATABASE_URL: 'postgres://owner:pw@127.0.0.1:5432/postgres' }), ['billing', 'credit']);
    expect(own).toEqual({
      billing: 'postgres://owner:pw@127.0.0.1:5432/netline_tbench_billing',
      credit: 'postgres://owner:pw@127.0.0.1:5432/netline_tbench_credit',
    });
    process.env.DATABASE_ADMIN_URL = 'postgres://admin@10.0.0.9:5432/postgres';
    expect(adminDbUrls(stack({ DATABASE_URL: 'postgres://owner:pw@127.0.0.1:5432/postgres' }), ['treasury'])).toEqual({
      treasury: 'postgres://admin@10.0.0.9:5432/netline_tbench_treasury',
    });
  });
});
