import { ApiClient, ApiResponse, createAccessKey, createMerchant, customerInput, ErrorBody, MerchantCredentials, Stack, waitFor } from '@netline/testing';
import { customerOperations } from '@netline/catalogue';
import { Client } from 'pg';

const basic = (stack: Stack, merchant: MerchantCredentials, baseUrl = stack.apiUrl) => ApiClient.basic(baseUrl, merchant.merchant_id, merchant.secret_key);

/** Issue 3: rate limits shared by gateway replicas, Idempotency-Key, and merchants kept apart. */
describe('rate limits, idempotency and tenant isolation', () => {
  let stack: Stack;
  let secondApiUrl: string;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { RATE_LIMIT_PER_MINUTE: '100', TRUSTED_PROXIES: '127.0.0.1' },
    });
    secondApiUrl = `${(await stack.launch('gateway', 'gateway-2')).url}/api`;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('rate limiting (100 per sliding minute)', () => {
    it('counts X-Ratelimit-Remaining down by one per request, with the limit and a reset time', async () => {
      const merchant = await createMerchant(stack.env, 'Countdown Merchant');
      const api = basic(stack, merchant);
      const before = Math.floor(Date.now() / 1000);
      const remaining: number[] = [];
      for (let index = 0; index < 5; index++) {
        const response = await api.get('/customers');
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-limit')).toBe('100');
        remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
        const reset = Number(response.headers.get('x-ratelimit-reset'));
        expect(reset).toBeGreaterThanOrEqual(before + 59);
        expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 61);
      }
      expect(remaining).toEqual([99, 98, 97, 96, 95]);
    });

    it('lets exactly 100 of a 150-request burst over two gateways through; another merchant is unaffected', async () => {
      const merchant = await createMerchant(stack.env, 'Burst Merchant');
      const bystander = await createMerchant(stack.env, 'Bystander Merchant');
      const gateways = [basic(stack, merchant), basic(stack, merchant, secondApiUrl)];
      const responses = await Promise.all(Array.from({ length: 150 }, (_, index) => gateways[index % 2].get('/customers')));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(100);
      expect(statuses.filter((status) => status === 200)).toHaveLength(100);
      // Each replica saw 75 requests: with a window per process all 150 would have passed.

      const refused = responses.find((response) => response.status === 429) as ApiResponse;
      expect(refused.body).toEqual({ error: { type: 'rate_limit_error', message: 'Too many requests' } });
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('x-ratelimit-limit')).toBe('100');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await gateways[1].post('/customers', customerInput())).status).toBe(429);

      const other = await basic(stack, bystander, secondApiUrl).get('/customers');
      expect(other.status).toBe(200);
      expect(other.headers.get('x-ratelimit-remaining')).toBe('99');
    });

    it('puts the headers on 401 and 404 answers too, limiting unauthenticated traffic per client address', async () => {
      const address = { 'x-forwarded-for': '203.0.113.7' };
      const anonymous = new ApiClient(stack.apiUrl);
      const unauthorised = await anonymous.get('/customers', address);
      expect(unauthorised.status).toBe(401);
      expect(unauthorised.headers.get('x-ratelimit-limit')).toBe('100');
      expect(unauthorised.headers.get('x-ratelimit-remaining')).toBe('99');
      const missing = await anonymous.get('/no-such-route', address);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-ratelimit-remaining')).toBe('98');
      const responses = await Promise.all(
        Array.from({ length: 110 }, (_, index) => ApiClient.basic(secondApiUrl, `mer_guess${index}`, 'sk_test_guess').get('/customers', address)),
      );
      expect(responses.filter((response) => response.status === 401)).toHaveLength(98);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(12);
      // (A merchant id per request: repeated failures for one id are slowed down separately.)
      // Another address is unaffected.
      expect((await anonymous.get('/customers', { 'x-forwarded-for': '203.0.113.8' })).headers.get('x-ratelimit-remaining')).toBe('99');
    });

    it('slows a guesser of a client secret down from its own address without locking the real client out', async () => {
      const merchant = await createMerchant(stack.env, 'Guessed Merchant', ['--oauth', 'on']);
      const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
      const guesser = { 'x-forwarded-for': '198.51.100.7' };
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const response = await new ApiClient(stack.apiUrl).post(
          '/access-keys/token',
          { client_id: key.client_id, client_secret: `cs_guess_${index}` },
          guesser,
        );
        statuses.push(response.status);
      }
      // Three free failures, the fourth imposes a 1 s wait: the next attempts are refused unchecked.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      const refused = await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret }, guesser);
      expect(refused.status).toBe(429);
      expect(refused.body.error?.type).toBe('rate_limit_error');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // The real client, at its own address, is not held up by someone else's guesses.
      const owner = await new ApiClient(stack.apiUrl).post(
        '/access-keys/token',
        { client_id: key.client_id, client_secret: key.client_secret },
        { 'x-forwarded-for': '198.51.100.99' },
      );
      expect(owner.status).toBe(200);
      // The guesser's wait grows: after it ends one more failure doubles it. The wait is timed by the
      // gateway's Redis, so guess again until a guess is checked (a refused one is not counted), with a
      // deadline well past the wait the guesser was given.
      const waitMs = Number(refused.headers.get('retry-after')) * 1000;
      const again = await waitFor(
        () => new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: 'cs_guess_again' }, guesser),
        (response) => response.status !== 429,
        waitMs + 5_000,
      );
      expect(again.status).toBe(401);
      const doubled = await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret }, guesser);
      expect(doubled.status).toBe(429);
      expect(Number(doubled.headers.get('retry-after'))).toBe(2);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first response byte for byte and creates one customer', async () => {
      const merchant = await createMerchant(stack.env, 'Idempotent Merchant');
      const api = basic(stack, merchant);
      const input = customerInput();
      const headers = { 'idempotency-key': 'create-customer-1' };
      const first = await api.post('/customers', input, headers);
      expect(first.status).toBe(200);
      const second = await basic(stack, merchant, secondApiUrl).post('/customers', input, headers);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect((await api.get('/customers')).body.count).toBe(1);

      const changed = await api.post('/customers', { ...input, business_name: 'Other Name' }, headers);
      expect(changed.status).toBe(400);
      expect(changed.body.error?.type).toBe('invalid_request');
      expect((await api.get('/customers')).body.count).toBe(1);

      // Keys belong to one merchant: another merchant's same key is a new request.
      const other = await createMerchant(stack.env, 'Other Idempotent Merchant');
      const theirs = await basic(stack, other).post('/customers', input, headers);
      expect(theirs.status).toBe(200);
      expect(theirs.body.id).not.toBe(first.body.id);

      // PUT too: the replay returns the first answer even after the customer changed.
      const rename = { business_name: 'Renamed Once' };
      const put = await api.put(`/customers/${first.body.id}`, rename, { 'idempotency-key': 'rename-1' });
      await api.put(`/customers/${first.body.id}`, { business_name: 'Renamed Twice' });
      const replayedPut = await api.put(`/customers/${first.body.id}`, rename, { 'idempotency-key': 'rename-1' });
      expect(replayedPut.text).toBe(put.text);
      expect((await api.get(`/customers/${first.body.id}`)).body.business_name).toBe('Renamed Twice');
    });

    it('creates one customer from 20 concurrent requests with the same key; the others replay or get 409', async () => {
      const merchant = await createMerchant(stack.env, 'Concurrent Merchant');
      const input = customerInput();
      const clients = [basic(stack, merchant), basic(stack, merchant, secondApiUrl)];
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => clients[index % 2].post('/customers', input, { 'idempotency-key': 'burst-key' })),
      );
      const created = responses.filter((response) => response.status === 200);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((response) => response.text)).size).toBe(1);
      for (const response of responses.filter((candidate) => candidate.status !== 200)) {
        expect(response.status).toBe(409);
        expect(response.body.error?.type).toBe('conflict_error');
      }
      const list = await clients[0].get('/customers');
      expect(list.body.count).toBe(1);
      // After the first finished, a retry replays it.
      const retry = await clients[1].post('/customers', input, { 'idempotency-key': 'burst-key' });
      expect(retry.status).toBe(200);
      expect(retry.text).toBe(created[0].text);
    });

    it("does not keep the owning service's 'in progress' as the key's answer: the next retry gets the first outcome", async () => {
      const merchant = await createMerchant(stack.env, 'Slow Owner Merchant');
      const api = basic(stack, merchant);
      const input = customerInput();
      const first = await api.post('/customers', input, { 'idempotency-key': 'first-attempt' });
      expect(first.status).toBe(200);
      const credit = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_credit` });
      await credit.connect();
      try {
        // Credit holds a second key for the same request whose first attempt has not produced its reply yet,
        // as it does while a resumed process works off the attempts that queued up while it was stopped.
        const { rows } = await credit.query<{ subject: string; fingerprint: string; reply: unknown }>(
          'SELECT subject, fingerprint, reply FROM idempotency_keys WHERE merchant_id = $1 AND key = $2',
          [merchant.merchant_id, 'first-attempt'],
        );
        expect(rows).toHaveLength(1);
        await credit.query('INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint) VALUES ($1, $2, $3, $4)', [
          merchant.merchant_id,
          'slow-key',
          rows[0].subject,
          rows[0].fingerprint,
        ]);
        const inProgress = await api.post('/customers', input, { 'idempotency-key': 'slow-key' });
        expect(inProgress.status).toBe(409);
        expect(inProgress.body.error).toMatchObject({ type: 'conflict_error', code: 'COMMON.IDEMPOTENCY_IN_PROGRESS' });

        // The first attempt finishes; a retry through either gateway now gets its answer.
        await credit.query('UPDATE idempotency_keys SET reply = $3 WHERE merchant_id = $1 AND key = $2', [
          merchant.merchant_id,
          'slow-key',
          JSON.stringify(rows[0].reply),
        ]);
        const retried = await basic(stack, merchant, secondApiUrl).post('/customers', input, { 'idempotency-key': 'slow-key' });
        expect(retried.status).toBe(200);
        expect(retried.body.id).toBe(first.body.id);
        expect((await api.get('/customers')).body.count).toBe(1);
      } finally {
        await credit.end();
      }
    });

    it('refuses a malformed key', async () => {
      const merchant = await createMerchant(stack.env, 'Malformed Key Merchant');
      const response = await basic(stack, merchant).post('/customers', customerInput(), { 'idempotency-key': 'x'.repeat(256) });
      expect(response.status).toBe(400);
      expect(response.body.error?.type).toBe('invalid_request');
      expect((await basic(stack, merchant).get('/customers')).body.count).toBe(0);
    });
  });

  describe('tenant isolation', () => {
    it("answers 404 on every customer route with another merchant's ids, changes nothing, and never lists them", async () => {
      const owner = await createMerchant(stack.env, 'Owner Merchant');
      const intruder = await createMerchant(stack.env, 'Intruder Merchant');
      const ownerApi = basic(stack, owner);
      const intruderApi = basic(stack, intruder);
      const customer = (await ownerApi.post('/customers', customerInput())).body;
      const before = (await ownerApi.get(`/customers/${customer.id}`)).text;

      const byId = customerOperations.filter((route) => route.path.includes(':customer_id'));
      expect(byId.length).toBeGreaterThanOrEqual(2);
      // A body each route accepts, so the answer shows the ownership check and not validation.
      const validBodies: Record<string, unknown> = {
        'PUT /customers/:customer_id': { business_name: 'Hijacked' },
        'POST /customers/:customer_id/credit-check': { amount_requested: 5000, has_purchase_history: false },
      };
      for (const route of byId) {
        const path = route.path.replace(':customer_id', customer.id);
        const body = route.body ? validBodies[`${route.method} ${route.path}`] : undefined;
        expect({ route: `${route.method} ${route.path}`, hasValidBody: !route.body || body !== undefined }).toEqual({
          route: `${route.method} ${route.path}`,
          hasValidBody: true,
        });
        const response = await intruderApi.request<Partial<ErrorBody>>(route.method, path, body);
        expect({ route: `${route.method} ${route.path}`, status: response.status, type: response.body?.error?.type }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 404,
          type: 'not_found_error',
        });
      }
      expect((await ownerApi.get(`/customers/${customer.id}`)).text).toBe(before);
      const intruderList = await intruderApi.get('/customers');
      expect(intruderList.body.count).toBe(0);
      expect(intruderList.text).not.toContain(customer.id);
      const filtered = await intruderApi.get(`/customers?filter[email]=${encodeURIComponent(customer.email)}`);
      expect(filtered.body.results).toEqual([]);
    });
  });
});
