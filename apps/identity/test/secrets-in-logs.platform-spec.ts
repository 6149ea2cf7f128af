import { adminCli, ApiClient, createAccessKey, createMerchant, customerInput, Stack } from '@netline/testing';

/**
 * Issue 3: no secret reaches a log line or an error body. Every process logs at `debug` while a scripted
 * session handles every kind of secret (secret keys, webhook secrets, client secrets, tokens, passwords,
 * and wrong guesses at each); then no captured line may contain any of them.
 */
describe('secrets stay out of logs and error bodies', () => {
  const lines: string[] = [];
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway'],
      namespace: 'random',
      env: { LOG_LEVEL: 'debug' },
      onLine: (app, line) => lines.push(`${app} ${line}`),
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('never logs a secret value during a session that uses and guesses them', async () => {
    const secrets: string[] = [];
    const bodies: string[] = [];
    const merchant = await createMerchant(stack.env, 'Secretive Merchant', ['--oauth', 'on']);
    secrets.push(merchant.secret_key, merchant.webhook_secret);

    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    const mcpKey = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'm2m', scopes: ['merchant:read'] });
    secrets.push(key.client_secret, mcpKey.client_secret);
    const anonymous = new ApiClient(stack.apiUrl);
    const token = await anonymous.post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret });
    expect(token.status).toBe(200);
    const mcpToken = await anonymous.post('/access-keys/token', { client_id: mcpKey.client_id, client_secret: mcpKey.client_secret, audience: 'mcp' });
    secrets.push(token.body.access_token, mcpToken.body.access_token);

    const api = ApiClient.bearer(stack.apiUrl, token.body.access_token);
    expect((await api.post('/customers', customerInput())).status).toBe(200);
    bodies.push((await ApiClient.bearer(stack.apiUrl, mcpToken.body.access_token).get('/customers')).text);

    // Wrong guesses are secrets too: a log of failed logins must not become a list of near-misses.
    const guesses = [
      'sk_test_wrongGuessNumberOne000000000000',
      'cs_wrongGuessNumberTwo0000000000000000',
      'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlZ3Vlc3M',
    ];
    secrets.push(...guesses);
    bodies.push((await ApiClient.basic(stack.apiUrl, merchant.merchant_id, guesses[0]).get('/customers')).text);
    bodies.push((await anonymous.post('/access-keys/token', { client_id: key.client_id, client_secret: guesses[1] })).text);
    bodies.push((await ApiClient.bearer(stack.apiUrl, guesses[2]).get('/customers')).text);
    bodies.push((await anonymous.post('/access-keys/token', { client_id: key.client_id, client_secret: 42 })).text);
    bodies.push(
      (await anonymous.post('/access-keys/token', `{"client_id":"${key.client_id}","client_secret":"${guesses[1]}"`, { 'content-type': 'application/json' }))
        .text,
    );

    const password = 'correct horse battery staple 9';
    const user = await adminCli<{ id: string; email: string; role: string }>(stack.env, [
      'user',
      'create',
      merchant.merchant_id,
      '--email',
      'owner@secretive.example',
      '--password',
      password,
      '--role',
      'admin',
    ]);
    expect(user).toEqual({ id: expect.stringMatching(/^usr_/), email: 'owner@secretive.example', role: 'admin' });
    secrets.push(password);
    expect(await adminCli(stack.env, ['user', 'deactivate', user.id])).toEqual({ id: user.id, active: false });

    const rotated = await adminCli<{ merchant_id: string; secret_key: string }>(stack.env, ['merchant', 'rotate-secret', merchant.merchant_id]);
    const rotatedWebhook = await adminCli<{ merchant_id: string; webhook_secret: string }>(stack.env, [
      'merchant',
      'rotate-webhook-secret',
      merchant.merchant_id,
    ]);
    expect(Object.keys(rotatedWebhook).sort()).toEqual(['merchant_id', 'webhook_secret']);
    secrets.push(rotated.secret_key, rotatedWebhook.webhook_secret);
    bodies.push((await ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key).get('/customers')).text);
    expect((await ApiClient.basic(stack.apiUrl, merchant.merchant_id, rotated.secret_key).get('/customers')).status).toBe(200);

    // Stop the processes and wait for each one's output to close: then every line it logged, down to its
    // shutdown, has been read (closing the stack here leaves afterAll nothing to do).
    const closed = ['identity', 'credit', 'gateway'].map((app) => new Promise((resolve) => stack.process(app).child.once('close', resolve)));
    await stack.stop();
    await Promise.all(closed);
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      // The distinctive part of each secret (a token's signature, a key's random tail) must appear nowhere.
      const needle = secret.includes('.') ? (secret.split('.').pop() as string) : secret.slice(-20);
      expect(needle.length).toBeGreaterThan(10);
      expect(lines.filter((line) => line.includes(needle))).toEqual([]);
      for (const body of bodies) expect(body).not.toContain(needle);
    }
  });
});
