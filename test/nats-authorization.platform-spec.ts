import { ApiClient, createMerchant, customerInput, Stack } from '@netline/testing';
import { connect, NatsConnection, StringCodec } from 'nats';

const codec = StringCodec();

/**
 * The bus with the deployments' authorization: every process connects as its own app and may send and
 * receive only its subjects. The stack works through the API as usual, while the gateway's credentials
 * cannot ask for an internal subject, a service cannot send an operator subject, and no one connects
 * without credentials.
 */
describe('authenticated NATS', () => {
  let stack: Stack;
  const connections: NatsConnection[] = [];

  const as = async (user: 'gateway' | 'credit' | 'webhook-dispatcher') => {
    // With the user's own reply inbox prefix, the only inboxes it may receive on.
    const connection = await connect(stack.nats!.connectionOptions(user));
    connections.push(connection);
    return connection;
  };
  /** One request as the apps send it (Nest's packet: pattern, data, id); resolves the reply or the error code. */
  const ask = (connection: NatsConnection, subject: string, body: unknown) => {
    const pattern = `${stack.namespace}.${subject}`;
    const packet = { pattern, data: { request_id: 'nats-test', body }, id: 'nats-test-1' };
    return connection.request(pattern, codec.encode(JSON.stringify(packet)), { timeout: 2_000 }).then(
      (reply) => (JSON.parse(codec.decode(reply.data)) as { response: { ok: boolean } }).response,
      (error: { code?: string }) => error.code ?? 'error',
    );
  };

  beforeAll(async () => {
    stack = await Stack.start({ apps: ['identity', 'credit', 'gateway'], namespace: 'random', logDir: 'var/test-logs', natsAuth: true });
  });

  afterAll(async () => {
    for (const connection of connections) await connection.close();
    await stack?.stop();
  });

  it('runs the stack: operator commands from the admin CLI, API requests through the gateway', async () => {
    const merchant = await createMerchant(stack.env, 'Bus Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    expect((await api.post('/customers', customerInput())).status).toBe(200);
    expect((await api.get('/customers')).body.count).toBe(1);
  });

  it('refuses a connection without credentials or with a wrong password', async () => {
    await expect(connect({ servers: stack.nats!.url })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
    await expect(connect({ servers: stack.nats!.url, user: 'gateway', pass: 'guessed' })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
  });

  it("refuses the gateway's credentials an internal or operator subject, and impersonating a service", async () => {
    const merchant = await createMerchant(stack.env, 'Target Merchant');
    // Control: the dispatcher's user, which asks for webhook secrets, gets an answer, so the refusals below are the permissions.
    expect(await ask(await as('webhook-dispatcher'), 'identity.merchants.webhook-secrets', { merchant_id: merchant.merchant_id })).toMatchObject({ ok: true });
    const gateway = await as('gateway');
    expect(await ask(gateway, 'identity.merchants.webhook-secrets', { merchant_id: merchant.merchant_id })).toBe('PERMISSIONS_VIOLATION');
    expect(await ask(gateway, 'credit.reservations.reserve', {})).toBe('PERMISSIONS_VIOLATION');
    expect(await ask(gateway, 'identity.merchants.rotate-secret', { merchant_id: merchant.merchant_id })).toBe('PERMISSIONS_VIOLATION');
    // The public subjects the gateway needs stay open to it.
    expect(await ask(gateway, 'identity.keys.jwks', {})).toMatchObject({ ok: true });
    // It cannot listen on identity's subjects to answer in identity's place.
    const impostor = gateway.subscribe(`${stack.namespace}.identity.>`);
    const refusal = (async () => {
      try {
        for await (const message of impostor) void message;
        return 'closed';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    })();
    expect(await refusal).toBe('PERMISSIONS_VIOLATION');
  });

  it('refuses a service an operator subject', async () => {
    const merchant = await createMerchant(stack.env, 'Operator Target');
    expect(await ask(await as('credit'), 'identity.merchants.rotate-secret', { merchant_id: merchant.merchant_id })).toBe('PERMISSIONS_VIOLATION');
    // The secret key still works: nothing was rotated.
    expect((await ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key).get('/customers')).status).toBe(200);
  });
});
