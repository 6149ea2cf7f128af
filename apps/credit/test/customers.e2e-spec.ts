import { ApiClient, createMerchant, customerInput, MerchantCredentials, SharedStack, sharedStack } from '@netline/testing';
import IORedis from 'ioredis';

/** Issue: customers end to end, through the gateway over NATS into credit's database and out on its stream. */
describe('customers through the public API', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Customers Merchant');
    const second = await createMerchant(stack.env, 'Other Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    other = ApiClient.basic(stack.apiUrl, second.merchant_id, second.secret_key);
  });

  it('lists no customers for a new merchant, in the exact envelope', async () => {
    const response = await api.get('/customers');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 0, page: 0, limit: 25, results: [] });
  });

  it('refuses requests without valid credentials', async () => {
    expect((await new ApiClient(stack.apiUrl).get('/customers')).status).toBe(401);
    const wrong = await ApiClient.basic(stack.apiUrl, merchant.merchant_id, 'sk_test_wrong').get('/customers');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: expect.objectContaining({ type: 'authentication_error' }) });
  });

  it('creates a customer, returns it on fetch, and hides it from another merchant', async () => {
    const input = customerInput({ default_terms: 'net30', business_ap_phone: '+15125550123' });
    const created = await api.post('/customers', input);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ...input,
      id: expect.stringMatching(/^cus_[A-Za-z0-9]{20}$/),
      source: 'API',
      credit_status: null,
      net_terms_status: null,
      net_terms_enrollment_url: null,
      credit_check_requested_at: null,
      amount_approved: 0,
      amount_available: 0,
      amount_balance: 0,
      amount_authorized: 0,
      amount_unapplied_payments: 0,
      archived: false,
      credit_decisions: [],
    });
    expect(new Date(created.body.created_at).toISOString()).toBe(created.body.created_at);
    expect(created.body.updated_at).toBe(created.body.created_at);

    const fetched = await api.get(`/customers/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created.body);

    const foreign = await other.get(`/customers/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { type: 'not_found_error', message: 'Customer not found', code: 'CREDIT.CUSTOMER_NOT_FOUND' } });
    const foreignUpdate = await other.put(`/customers/${created.body.id}`, { business_name: 'Hijacked' });
    expect(foreignUpdate.status).toBe(404);
    expect((await api.get(`/customers/${created.body.id}`)).body.business_name).toBe(input.business_name);
    expect((await other.get('/customers')).body.count).toBe(0);
  });

  it('updates only the fields sent', async () => {
    const created = (await api.post('/customers', customerInput())).body;
    const updated = await api.put(`/customers/${created.id}`, { business_name: 'Renamed Co', default_terms: 'net60' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ business_name: 'Renamed Co', default_terms: 'net60', email: created.email });
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('answers 400 with the path of each invalid field, and creates nothing', async () => {
    const before = (await api.get('/customers')).body.count;
    const { business_name: _omitted, ...withoutName } = customerInput();
    const missing = await api.post('/customers', { ...withoutName, business_country: 'USA', surprise: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.type).toBe('validation_error');
    expect(missing.body.error?.details).toEqual(
      expect.arrayContaining([
        { path: 'business_name', message: '`business_name` is required' },
        expect.objectContaining({ path: 'business_country' }),
        expect.objectContaining({ path: 'surprise' }),
      ]),
    );
    expect((await api.get('/customers')).body.count).toBe(before);
    expect((await api.post('/customers', '{"broken"')).status).toBe(400);
  });

  it('rejects unknown filters, operators and out-of-range limits', async () => {
    const unknown = await api.get('/customers?filter[shoe_size]=9');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.details).toEqual([{ path: 'filter.shoe_size', message: 'filtering by `shoe_size` is not supported' }]);
    expect((await api.get('/customers?filter[email][gt]=a')).status).toBe(400);
    expect((await api.get('/customers?limit=10')).status).toBe(400);
    expect((await api.get('/customers?limit=101')).status).toBe(400);
  });

  describe('with 105 customers', () => {
    let paging: ApiClient;
    let ids: string[];

    beforeAll(async () => {
      const owner = await createMerchant(stack.env, 'Paging Merchant');
      paging = ApiClient.basic(stack.apiUrl, owner.merchant_id, owner.secret_key);
      ids = [];
      for (let batch = 0; batch < 105; batch += 15) {
        const created = await Promise.all(
          Array.from({ length: Math.min(15, 105 - batch) }, (_, index) =>
            paging.post('/customers', customerInput({ business_name: `Paged ${String(batch + index).padStart(3, '0')}` })),
          ),
        );
        ids.push(...created.map((response) => response.body.id));
      }
    });

    it('returns records from position page × limit', async () => {
      const page = await paging.get('/customers?limit=25&page=4&sort=business_name');
      expect(page.status).toBe(200);
      expect(page.body.count).toBe(105);
      expect(page.body.page).toBe(4);
      expect(page.body.limit).toBe(25);
      expect(page.body.results.map((customer: { business_name: string }) => customer.business_name)).toEqual([
        'Paged 100',
        'Paged 101',
        'Paged 102',
        'Paged 103',
        'Paged 104',
      ]);
    });

    it('walks every record exactly once across pages', async () => {
      const seen: string[] = [];
      for (let page = 0; page < 5; page += 1) {
        const response = await paging.get(`/customers?limit=25&page=${page}`);
        seen.push(...response.body.results.map((customer: { id: string }) => customer.id));
      }
      expect(seen).toHaveLength(105);
      expect(new Set(seen)).toEqual(new Set(ids));
    });

    it('filters and sorts', async () => {
      const one = await paging.get('/customers?filter[business_name]=Paged%20042');
      expect(one.body.count).toBe(1);
      // What a name starts with, ignoring case; LIKE's wildcards in the prefix match only themselves.
      const named = await paging.get('/customers?filter[business_name][prefix]=paged%2010&sort=business_name');
      expect(named.body.results.map((customer: { business_name: string }) => customer.business_name)).toEqual([
        'Paged 100',
        'Paged 101',
        'Paged 102',
        'Paged 103',
        'Paged 104',
      ]);
      expect((await paging.get('/customers?filter[business_name][prefix]=Paged%201_')).body.count).toBe(0);
      expect((await paging.get('/customers?filter[business_name][prefix]=%25')).body.count).toBe(0);
      const sorted = await paging.get('/customers?sort=-business_name&limit=25');
      expect(sorted.body.results[0].business_name).toBe('Paged 104');
    });

    it('publishes customer.created on the credit stream for every customer', async () => {
      const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
      try {
        const deadline = Date.now() + 10_000;
        let published = new Set<string>();
        while (Date.now() < deadline) {
          const entries = await redis.xrange(`${stack.namespace}:events:credit`, '-', '+');
          const events = entries.map(([, fields]) => JSON.parse(fields[1]));
          published = new Set(events.filter((event) => event.type === 'customer.created').map((event) => event.data.id));
          if (ids.every((id) => published.has(id))) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(ids.filter((id) => !published.has(id))).toEqual([]);
      } finally {
        redis.disconnect();
      }
    });
  });
});
