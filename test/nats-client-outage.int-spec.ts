import { RpcClient } from '@netline/messaging';
import { TcpRelay } from '@netline/testing';
import { connect, NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';

const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';

/**
 * A request made while the client's NATS connection is down fails at once and is never sent: without
 * this, nats.js buffers it and publishes it after reconnecting, when the caller has long been told 503.
 */
describe('RpcClient while its NATS connection is down', () => {
  const namespace = `outage${randomBytes(4).toString('hex')}`;
  let relay: TcpRelay;
  let rpc: RpcClient;
  let responder: NatsConnection;
  const received: string[] = [];

  beforeAll(async () => {
    relay = await TcpRelay.start(NATS_URL);
    rpc = new RpcClient({ NATS_URL: relay.rewrite(NATS_URL), NETLINE_NAMESPACE: namespace, RPC_TIMEOUT_MS: 3_000 }, 'outage-test');
    responder = await connect({ servers: NATS_URL });
    responder.subscribe(`${namespace}.echo.ping`, {
      callback: (_error, message) => {
        const packet = JSON.parse(new TextDecoder().decode(message.data)) as { id: string; data: { body: string } };
        received.push(packet.data.body);
        message.respond(new TextEncoder().encode(JSON.stringify({ id: packet.id, response: { ok: true, data: packet.data.body }, isDisposed: true })));
      },
    });
    await responder.flush();
  });

  afterAll(async () => {
    await rpc?.close();
    await responder?.close();
    await relay?.stop();
  });

  const waitUntil = async (check: () => Promise<boolean>, ms = 15_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it('answers 503 at once during the outage, sends nothing, and works again once reconnected', async () => {
    await expect(rpc.request('echo.ping', { request_id: 'r', body: 'before' })).resolves.toEqual({ ok: true, data: 'before' });

    await relay.cut(4_000);
    // nats.js notices the reset link and starts reconnecting.
    expect(await waitUntil(async () => (await rpc.request('echo.ping', { request_id: 'r', body: 'probe' })).ok === false, 5_000)).toBe(true);
    const during = await rpc.request('echo.ping', { request_id: 'r', body: 'during' });
    // Refused because the link is down, without being sent: a request that had been sent (or buffered)
    // would fail only at the RPC timeout, saying no answer came.
    expect(during).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 503, code: 'COMMON.UNAVAILABLE', message: expect.stringContaining('the NATS connection is down') }),
    });

    expect(await waitUntil(async () => (await rpc.request('echo.ping', { request_id: 'r', body: 'after' })).ok)).toBe(true);
    // The responder answered 'after'; NATS delivers one connection's messages in order, so anything
    // buffered during the outage would have reached the responder before it.
    // What was refused during the outage never reached the responder, even after the reconnect.
    expect(received).not.toContain('during');
    expect(received).toContain('after');
  });
});
