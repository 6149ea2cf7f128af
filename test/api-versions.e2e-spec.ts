import {
  adminCli,
  ApiClient,
  createMerchant,
  customerInput,
  dashboardSessionHeaders,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
} from '@netline/testing';

type ListBody = { count?: number; has_more?: boolean; page: number; limit: number; results: Array<{ id: string }> };

/**
 * API versions as an integrator meets them (docs/api-conventions.md, "Versions"): a request names one, an
 * access key or the account pins one, the answer says which applied, the older version keeps its shape
 * beside the newer one, and an unknown version is refused by name. Every answer read through `ApiClient`
 * is also checked against the OpenAPI document of the version that answered it.
 */
describe('merchant API versions', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let basic: ApiClient;
  let dashboard: ApiClient;
  let session: Record<string, string>;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Versioned Merchant', ['--oauth', 'on']);
    basic = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    for (const name of ['First', 'Second', 'Third'])
      expect((await basic.post('/customers', customerInput({ business_name: `${name} Versioned Co` }))).status).toBe(200);

    // A person of the merchant signed in to the dashboard: the settings and keys are theirs to change.
    const email = `owner.${merchant.merchant_id.toLowerCase()}@versions.test`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', 'a long enough password', '--role', 'admin']);
    session = await dashboardSessionHeaders(stack.apiUrl, email, 'a long enough password');
    // The dashboard's own operations are not in the published document, so its answers are not checked against it.
    dashboard = new ApiClient(stack.apiUrl, undefined, { validate: false });
  });

  it('answers V5 lists with count by default and V6 lists with has_more when a request names V6', async () => {
    const v5 = await basic.get<ListBody>('/customers?limit=25');
    expect(v5.status).toBe(200);
    expect(v5.headers.get('x-api-version')).toBe('V5');
    expect(v5.body).toEqual({ count: 3, page: 0, limit: 25, results: expect.any(Array) });

    const v6 = await basic.get<ListBody>('/customers?limit=25', { 'x-api-version': 'v6' });
    expect(v6.headers.get('x-api-version')).toBe('V6');
    expect(v6.body).toEqual({ has_more: false, page: 0, limit: 25, results: v5.body.results });

    // What is not a list answers the same in both versions.
    const first = v6.body.results[0];
    const single = await basic.get(`/customers/${first.id}`, { 'x-api-version': 'V6' });
    expect(single.headers.get('x-api-version')).toBe('V6');
    expect(single.body).toEqual((await basic.get(`/customers/${first.id}`)).body);
  });

  it('says has_more while records follow the page', async () => {
    for (let index = 0; index < 24; index += 1) await basic.post('/customers', customerInput({ business_name: `Filler ${index} Versioned Co` }));
    const page0 = await basic.get<ListBody>('/customers?limit=25&page=0', { 'x-api-version': 'V6' });
    const page1 = await basic.get<ListBody>('/customers?limit=25&page=1', { 'x-api-version': 'V6' });
    expect([page0.body.has_more, page0.body.results.length]).toEqual([true, 25]);
    expect([page1.body.has_more, page1.body.results.length]).toEqual([false, 2]);
  });

  it('answers the same records in V6 for lists read in plain SQL (events, webhook endpoints) as in V5', async () => {
    for (const path of ['/events?limit=25', '/webhooks?limit=25']) {
      const v5 = await basic.get<ListBody>(path);
      const v6 = await basic.get<ListBody>(path, { 'x-api-version': 'V6' });
      expect([path, v6.status, v6.body.results]).toEqual([path, 200, v5.body.results]);
      expect([path, v6.body.has_more]).toEqual([path, (v5.body.count ?? 0) > v5.body.results.length]);
    }
  });

  it('refuses an unknown version by name, listing the supported ones', async () => {
    const refused = await basic.get<{ error: { type: string; message: string; details: Array<{ path: string; message: string }> } }>('/customers', {
      'x-api-version': 'V9',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request', message: expect.stringContaining('V5, V6') });
    expect(refused.body.error.details).toEqual([{ path: 'x-api-version', message: 'supported versions: V5, V6' }]);

    const document = await fetch(`${stack.apiUrl}/openapi.json?version=V6`);
    expect(document.headers.get('x-api-version')).toBe('V6');
    expect(((await document.json()) as { info: { version: string } }).info.version).toBe('V6');
    const unknown = await fetch(`${stack.apiUrl}/openapi.json?version=V9`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request', message: expect.stringContaining('V5, V6') } });
  });

  it("answers in the account's pin, a key's own pin before it, and a request's header before both; the dashboard keeps V5", async () => {
    const settings = await dashboard.get<{ api_version: string }>('/settings', session);
    expect(settings.body.api_version).toBe('V5');
    const refused = await dashboard.put<{ error: { type: string } }>('/settings', { api_version: 'V9' }, session);
    expect([refused.status, refused.body.error.type]).toEqual([400, 'validation_error']);
    const pinned = await dashboard.put<{ api_version: string }>('/settings', { api_version: 'V6' }, session);
    expect([pinned.status, pinned.body.api_version]).toEqual([200, 'V6']);

    // The gateway may keep the account's settings for up to 5 s.
    const v6 = await waitFor(
      () => basic.get<ListBody>('/customers'),
      (answer) => answer.headers.get('x-api-version') === 'V6',
    );
    expect(v6.body).toHaveProperty('has_more');
    expect(v6.body).not.toHaveProperty('count');
    // The older version's shape is still served to whoever asks for it after the change.
    const v5 = await basic.get<ListBody>('/customers', { 'x-api-version': 'V5' });
    expect([v5.headers.get('x-api-version'), typeof v5.body.count]).toEqual(['V5', 'number']);
    // The dashboard is built against V5: the account's pin does not reshape what it reads.
    const fromDashboard = await dashboard.get<ListBody>('/customers', session);
    expect([fromDashboard.headers.get('x-api-version'), typeof fromDashboard.body.count]).toEqual(['V5', 'number']);

    // A REST key pinned to V5 answers V5 while its account answers V6; unpinned, it follows the account.
    // Creating a key hands out a secret: it takes a fresh proof of presence.
    expect((await dashboard.post('/account/step-up', { password: 'a long enough password' }, session)).status).toBe(200);
    const key = await dashboard.post<{ client_id: string; client_secret: string; api_version: string }>(
      '/access-keys',
      { kind: 'rest', scopes: ['merchant:read'], api_version: 'V5' },
      session,
    );
    expect([key.status, key.body.api_version]).toEqual([201, 'V5']);
    const token = await new ApiClient(stack.apiUrl).post<{ access_token: string }>('/access-keys/token', {
      client_id: key.body.client_id,
      client_secret: key.body.client_secret,
    });
    const bearer = ApiClient.bearer(stack.apiUrl, token.body.access_token);
    // The key's pin reaches the gateway with the account's settings, within their 5 s.
    const keyed = await waitFor(
      () => bearer.get<ListBody>('/customers'),
      (answer) => answer.status === 200 && answer.headers.get('x-api-version') === 'V5',
    );
    expect([keyed.headers.get('x-api-version'), typeof keyed.body.count]).toEqual(['V5', 'number']);
    const unpinned = await dashboard.put<{ api_version: string | null }>(`/access-keys/${key.body.client_id}`, { api_version: null }, session);
    expect([unpinned.status, unpinned.body.api_version]).toEqual([200, null]);
    await waitFor(
      () => bearer.get<ListBody>('/customers'),
      (answer) => answer.headers.get('x-api-version') === 'V6' && answer.body.has_more === true,
    );
    expect((await bearer.get('/customers', { 'x-api-version': 'V5' })).headers.get('x-api-version')).toBe('V5');

    // A version pins REST keys only: the MCP endpoint answers in its own tool schemas.
    const mcpKey = await dashboard.post<{ error: { details: Array<{ path: string }> } }>(
      '/access-keys',
      { kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:read'], api_version: 'V6' },
      session,
    );
    expect([mcpKey.status, mcpKey.body.error.details.map((detail) => detail.path)]).toEqual([400, ['api_version']]);
  });
});
