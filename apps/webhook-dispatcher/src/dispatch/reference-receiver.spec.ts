import { request } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { signatureHeaders } from './signer';

// The reference receiver merchants copy (examples/webhook-receiver), fed deliveries signed by this signer.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const example = require(join(__dirname, '..', '..', '..', '..', 'examples', 'webhook-receiver', 'server.js')) as {
  createReceiver(options: { secret: string; onEvent?: (event: unknown) => void; now?: () => number }): Server;
};

describe('reference webhook receiver', () => {
  const secret = 'whsec_reference_test_secret';
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const handled: unknown[] = [];
  let server: Server;

  const post = (body: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request({ port: (server.address() as AddressInfo).port, method: 'POST', path: '/hooks', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  beforeAll(async () => {
    server = example.createReceiver({ secret, onEvent: (event) => handled.push(event), now: () => clock });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A delivery as the dispatcher signs it at the receiver's current time. */
  const capture = (id: string, secrets = [secret]) => {
    const body = JSON.stringify({ id, object: 'customer', type: 'customer.created', occurred_at: new Date(clock).toISOString(), data: { id: 'cus_1' } });
    return { body, headers: signatureHeaders(body, id, secrets, Math.floor(clock / 1000)) };
  };

  it('accepts a fresh delivery, also when only the previous of two live secrets is its own', async () => {
    const delivery = capture('evt_fresh');
    expect(await post(delivery.body, delivery.headers)).toBe(200);
    const rotated = capture('evt_rotated', ['whsec_new_secret_the_receiver_lacks', secret]);
    expect(await post(rotated.body, rotated.headers)).toBe(200);
  });

  it('refuses a captured delivery replayed after 6 minutes, and one stamped 6 minutes ahead', async () => {
    const delivery = capture('evt_captured');
    expect(await post(delivery.body, delivery.headers)).toBe(200);
    clock += 4 * 60_000;
    // Within the window a replay is answered 200 but handled once (deduplicated by id).
    expect(await post(delivery.body, delivery.headers)).toBe(200);
    clock += 2 * 60_000;
    expect(await post(delivery.body, delivery.headers)).toBe(401);
    expect(handled.filter((event) => (event as { id: string }).id === 'evt_captured')).toHaveLength(1);
    const ahead = capture('evt_ahead');
    clock -= 6 * 60_000;
    expect(await post(ahead.body, ahead.headers)).toBe(401);
  });

  it('refuses a new timestamp on a captured signature, a wrong secret, and the legacy header alone', async () => {
    const delivery = capture('evt_restamped');
    clock += 10 * 60_000;
    expect(await post(delivery.body, { ...delivery.headers, 'webhook-timestamp': String(Math.floor(clock / 1000)) })).toBe(401);
    const forged = capture('evt_forged', ['not-the-secret']);
    expect(await post(forged.body, forged.headers)).toBe(401);
    const legacy = capture('evt_legacy');
    expect(await post(legacy.body, { 'x-webhook-signature': legacy.headers['x-webhook-signature'] })).toBe(401);
  });
});
