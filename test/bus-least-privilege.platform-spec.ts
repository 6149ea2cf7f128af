import { DASHBOARD_OPERATIONS } from '@netline/catalogue';
import { baseEnv } from '@netline/config';
import { DashboardSubjects, IdentitySubjects, InvoiceSubjects, Principal } from '@netline/contracts';
import { PrincipalKeyring, RpcClient } from '@netline/messaging/client';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, Stack } from '@netline/testing';
import { connect, NatsConnection, StringCodec } from 'nats';
import { randomUUID } from 'node:crypto';

const codec = StringCodec();
type User = 'gateway' | 'mcp' | 'credit' | 'identity' | 'admin';

/**
 * The bus as production runs it: the stack's own nats-server started with the committed
 * deploy/nats/production.conf (each user's password in the server's environment), identity, credit and
 * the gateway in production mode on it, each with bus keys of the stack's own. Every user sends only what
 * it calls and receives only its own subjects and reply inboxes; a principal reaches identity's handlers
 * only when the gateway vouched for it.
 */
describe('least-privilege bus (deploy/nats/production.conf)', () => {
  let stack: Stack;
  let victim: MerchantCredentials;
  const connections: NatsConnection[] = [];
  const clients: RpcClient[] = [];

  /** A raw connection as `user`, with its own reply inbox prefix unless told otherwise. */
  const as = async (user: User, inboxPrefix?: string) => {
    const options = stack.nats!.connectionOptions(user);
    const connection = await connect({ ...options, ...(inboxPrefix ? { inboxPrefix } : {}) });
    connections.push(connection);
    return connection;
  };
  /** One request as the apps send it (Nest's packet); resolves the reply, or the error code the server or client gave. */
  const ask = (connection: NatsConnection, subject: string, data: unknown) => {
    const pattern = `${stack.namespace}.${subject}`;
    return connection.request(pattern, codec.encode(JSON.stringify({ pattern, data, id: 'bus-test-1' })), { timeout: 3_000 }).then(
      (reply) => (JSON.parse(codec.decode(reply.data)) as { response: unknown }).response,
      (error: { code?: string }) => error.code ?? 'error',
    );
  };
  /** Subscribes and resolves how the server took it: the permission error's code, or 'allowed' once a round trip passed without one. */
  const subscription = async (connection: NatsConnection, subject: string) => {
    const subscribed = connection.subscribe(subject);
    const outcome = (async () => {
      try {
        for await (const message of subscribed) void message;
        return 'closed';
      } catch (error) {
        return (error as { code?: string }).code ?? 'error';
      }
    })();
    // The server answers a refused subscription before the PONG of this flush.
    await connection.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const settled = await Promise.race([outcome, Promise.resolve('allowed')]);
    if (settled === 'allowed') subscribed.unsubscribe();
    return settled;
  };
  /** An RpcClient as the gateway's NATS user, holding `privateKey` as its bus key (the stack's gateway key unless a test forges one). */
  const gatewayClient = (privateKey: string | undefined) => {
    const config = baseEnv
      .pick({ NATS_URL: true, NATS_USER: true, NATS_PASSWORD: true, NETLINE_NAMESPACE: true, RPC_TIMEOUT_MS: true, PRINCIPAL_PUBLIC_KEYS: true })
      .parse({ ...stack.env, ...stack.nats!.credentials('gateway'), RPC_TIMEOUT_MS: '5000' });
    const rpc = new RpcClient({ ...config, ...(privateKey ? { PRINCIPAL_KEY: privateKey } : {}) }, 'gateway');
    clients.push(rpc);
    return rpc;
  };
  /** A signed-in person of the victim merchant, as only a dashboard session may state. */
  const sessionOf = (merchantId: string): Principal => ({
    merchant_id: merchantId,
    actor: { type: 'user', id: 'usr_made_up' },
    scopes: ['merchant:read', 'merchant:write'],
  });
  const refused = { ok: false, error: expect.objectContaining({ status: 401, type: 'authentication_error', code: 'COMMON.PRINCIPAL_NOT_VERIFIED' }) };

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      natsAuth: true,
      env: { APP_ENV: 'production', SECRET_HMAC_KEY: randomUUID() + randomUUID(), OAUTH_COOKIE_SECRET: randomUUID() + randomUUID() },
    });
    victim = await createMerchant(stack.env, 'Victim Merchant');
  });

  afterAll(async () => {
    for (const connection of connections) await connection.close();
    for (const rpc of clients) await rpc.close();
    await stack?.stop();
  });

  it('runs the stack on it: operator commands from the admin user, API requests through the gateway to identity and credit', async () => {
    const api = ApiClient.basic(stack.apiUrl, victim.merchant_id, victim.secret_key);
    expect((await api.post('/customers', customerInput())).status).toBe(200);
    expect((await api.get('/customers')).body.count).toBe(1);
  });

  it('refuses a connection without credentials or with a wrong password', async () => {
    await expect(connect({ servers: stack.nats!.url })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
    await expect(connect({ servers: stack.nats!.url, user: 'credit', pass: 'guessed' })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
  });

  it("lets no user receive another user's replies: its own inbox prefix only, never _INBOX.>", async () => {
    const credit = await as('credit');
    expect(await subscription(credit, '_INBOX_credit.anything')).toBe('allowed');
    expect(await subscription(await as('credit'), '_INBOX_gateway.>')).toBe('PERMISSIONS_VIOLATION');
    expect(await subscription(await as('credit'), '_INBOX.>')).toBe('PERMISSIONS_VIOLATION');
    expect(await subscription(await as('mcp'), '_INBOX_admin.>')).toBe('PERMISSIONS_VIOLATION');
    expect(await subscription(await as('gateway'), `${stack.namespace}.identity.>`)).toBe('PERMISSIONS_VIOLATION');
  });

  it('lets a service send only the subjects it calls: no internal read of another service, no merchant operation, no dashboard user', async () => {
    // Control: a subject credit calls goes out (billing is not in this stack: the server itself answers that nobody listens).
    expect(await ask(await as('credit'), InvoiceSubjects.lookup, { request_id: 'r', body: { merchant_id: victim.merchant_id, invoice_id: 'in_x' } })).toBe(
      '503',
    );
    expect(await ask(await as('credit'), IdentitySubjects.webhookSecrets, { request_id: 'r', body: { merchant_id: victim.merchant_id } })).toBe(
      'PERMISSIONS_VIOLATION',
    );
    expect(
      await ask(await as('credit'), InvoiceSubjects.get, { request_id: 'r', principal: sessionOf(victim.merchant_id), params: { invoice_id: 'in_x' } }),
    ).toBe('PERMISSIONS_VIOLATION');
    // Identity's create-dashboard-user subject is the operator's: neither a service nor an edge may send it.
    const newAdmin = { merchant_id: victim.merchant_id, email: 'intruder@example.com', password: 'correct-horse-battery', role: 'admin' };
    for (const user of ['credit', 'gateway', 'mcp'] as const) {
      expect({ user, outcome: await ask(await as(user), IdentitySubjects.createUser, { request_id: 'r', body: newAdmin }) }).toEqual({
        user,
        outcome: 'PERMISSIONS_VIOLATION',
      });
    }
    // The MCP endpoint's user sends its tools' subjects, none of the dashboard's session operations.
    const session = DASHBOARD_OPERATIONS.filter((operation) => operation.auth === 'session').map((operation) => operation.subject);
    for (const subject of [DashboardSubjects.getSettings, DashboardSubjects.revealWebhookSecret, ...session.slice(0, 3)]) {
      expect({ subject, outcome: await ask(await as('mcp'), subject, { request_id: 'r', principal: sessionOf(victim.merchant_id), params: {} }) }).toEqual({
        subject,
        outcome: 'PERMISSIONS_VIOLATION',
      });
    }
  });

  it("has identity refuse a principal the gateway's key did not vouch for, even from the gateway's own NATS user", async () => {
    const principal = sessionOf(victim.merchant_id);
    // Control: vouched for with the gateway's key, identity answers (this is the gateway's power: it authenticates sessions).
    const genuine = await gatewayClient(stack.busKey('gateway')).tryAskAs(DashboardSubjects.getSettings, principal, { params: {} });
    expect(genuine).toMatchObject({ ok: true, data: { merchant_id: victim.merchant_id } });

    // No proof at all: a valid NATS user stating a principal as the bus used to take it.
    const unsigned = await ask(await as('gateway'), DashboardSubjects.revealWebhookSecret, { principal, request_id: 'r_unsigned', params: {}, query: {} });
    expect(unsigned).toEqual(refused);
    expect(JSON.stringify(unsigned)).not.toContain(victim.webhook_secret);
    // A key of this deployment, but another app's (credit's), in a process calling itself the gateway.
    expect(await gatewayClient(stack.busKey('credit')).tryAskAs(DashboardSubjects.revealWebhookSecret, principal, { params: {} })).toEqual(refused);
    // The published development key of the gateway.
    expect(await gatewayClient('netline-development-only-principal-key').tryAskAs(DashboardSubjects.getSettings, principal, { params: {} })).toEqual(refused);

    // A genuine proof for one merchant with another merchant's principal beside it.
    const other = await createMerchant(stack.env, 'Other Merchant');
    const keyring = PrincipalKeyring.fromSettings(
      { PRINCIPAL_KEY: stack.busKey('gateway'), PRINCIPAL_PUBLIC_KEYS: stack.env.PRINCIPAL_PUBLIC_KEYS.split(',') },
      'gateway',
    );
    const subject = `${stack.namespace}.${DashboardSubjects.getSettings}`;
    const proof = keyring.proof('identity', subject, 'r_swapped', sessionOf(other.merchant_id));
    const swapped = await ask(await as('gateway'), DashboardSubjects.getSettings, {
      principal,
      principal_proof: proof,
      request_id: 'r_swapped',
      params: {},
      query: {},
    });
    expect(swapped).toEqual({ ok: false, error: expect.objectContaining({ status: 401, message: expect.stringContaining('its MAC does not match') }) });
    // The same proof with the principal it was made for is accepted: the refusal above was the swap.
    const matching = await ask(await as('gateway'), DashboardSubjects.getSettings, {
      principal: sessionOf(other.merchant_id),
      principal_proof: proof,
      request_id: 'r_swapped',
      params: {},
      query: {},
    });
    expect(matching).toMatchObject({ ok: true, data: { merchant_id: other.merchant_id } });
  });
});
