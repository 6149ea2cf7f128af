import { DomainError, EventSubjects, IdentitySubjects, MerchantSettings, NotFoundError, ValidationError } from '@netline/contracts';
import { bootstrapService, ServiceProcess } from '@netline/messaging/bootstrap';
import { freePort, waitFor } from '@netline/testing';
import { FakePeer } from '@netline/testing/medium';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { GatewayConfig, loadGatewayConfig } from '../config';
import { registerGatewayApi } from '../gateway-app';
import { GatewayModule } from '../gateway.module';

// As in pipeline.medium-spec.ts: two plugins load ES-only modules Jest's CommonJS loader cannot load, and
// neither is needed for the API.
jest.mock('@fastify/static', () => ({ __esModule: true, default: async () => undefined }));
jest.mock('@fastify/cookie', () => {
  const plugin = jest.requireActual<typeof import('fastify-plugin')>('fastify-plugin');
  return {
    __esModule: true,
    default: plugin(
      async (fastify: import('fastify').FastifyInstance) => {
        fastify.decorateRequest('cookies', { getter: () => ({}) });
      },
      { name: '@fastify/cookie' },
    ),
  };
});

const KEEP_ALIVE_MS = 300;
const STREAMS_PER_ACCOUNT = 2;

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/**
 * `GET /api/events/stream` in one process: the gateway as `main.js` starts it, identity and the webhook
 * dispatcher faked over real NATS. The fake dispatcher keeps each merchant's events in a list and answers
 * stream pages from it (the cursor is an index), so the test sees what the gateway asks and what it
 * writes: frames, keep-alives, resumption, the per-account limit, refusals in the contract's shape, and a
 * dispatcher that fails for a moment. The real dispatcher's pages: src/events-api/events.medium-spec.ts
 * of the webhook dispatcher; the whole path: its test/events.e2e-spec.ts.
 */
describe('event stream (medium)', () => {
  let config: GatewayConfig;
  let gateway: ServiceProcess;
  let identity: FakePeer;
  let dispatcher: FakePeer;
  const secrets = new Map<string, string>();
  const events = new Map<string, Array<{ id: string; type: string; body: string }>>();
  let failNext = 0;

  const merchant = () => {
    const id = `mer_${randomBytes(6).toString('hex')}`;
    secrets.set(id, `sk_${randomBytes(8).toString('hex')}`);
    events.set(id, []);
    return id;
  };
  const emit = (merchantId: string, type = 'customer.created') => {
    const id = `evt_${randomBytes(6).toString('hex')}`;
    const body = JSON.stringify({ id, object: type.split('.')[0], type, occurred_at: new Date().toISOString(), data: { id: `obj_${id}` } });
    events.get(merchantId)!.push({ id, type, body });
    return { id, type, body };
  };
  const authorization = (merchantId: string) => `Basic ${Buffer.from(`${merchantId}:${secrets.get(merchantId)}`).toString('base64')}`;

  /** Opens a stream and parses what arrives into frames (events and comments), until closed. */
  async function open(merchantId: string, path = '', headers: Record<string, string> = {}) {
    const abort = new AbortController();
    const response = await fetch(`${gateway.url}/api/events/stream${path}`, {
      headers: { authorization: authorization(merchantId), ...headers },
      signal: abort.signal,
    });
    const frames: Frame[] = [];
    const reading = (async () => {
      if (!response.ok || !response.body) return;
      let buffer = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame: Frame = {};
            for (const line of buffer.slice(0, end).split('\n')) {
              if (line.startsWith(':')) frame.comment = line.slice(1).trim();
              else (frame as Record<string, string>)[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 2);
            }
            frames.push(frame);
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
    return {
      response,
      frames,
      eventFrames: () => frames.filter((frame) => frame.id !== undefined),
      close: async () => {
        abort.abort();
        await reading;
      },
    };
  }

  beforeAll(async () => {
    config = loadGatewayConfig({
      ...process.env,
      NETLINE_NAMESPACE: `m${randomBytes(5).toString('hex')}`,
      GATEWAY_PORT: String(await freePort()),
      RATE_LIMIT_PER_MINUTE: '1000',
      EVENT_STREAMS_PER_ACCOUNT: String(STREAMS_PER_ACCOUNT),
      EVENT_STREAM_KEEPALIVE_MS: String(KEEP_ALIVE_MS),
      LOG_LEVEL: 'silent',
    });
    const settings = (id: string) =>
      ({
        merchant_id: id,
        name: 'Stream Merchant',
        basic_enabled: true,
        oauth_enabled: true,
        account_type: 'merchant',
        partner_type: null,
        partner_id: null,
        revocation: { not_before: null, subjects: [] },
      }) as MerchantSettings;
    identity = await FakePeer.start(config, 'fake-identity');
    await identity.answer(IdentitySubjects.verifyBasic, ({ body }) => {
      if (secrets.get(body.merchant_id) !== body.secret_key)
        throw new DomainError('IDENTITY.INVALID_CREDENTIALS', 'authentication', 'Invalid merchant credentials');
      return settings(body.merchant_id);
    });
    await identity.answer(IdentitySubjects.getMerchant, ({ body }) => {
      if (!secrets.has(body.merchant_id)) throw new NotFoundError('Merchant');
      return settings(body.merchant_id);
    });

    dispatcher = await FakePeer.start(config, 'fake-dispatcher');
    await dispatcher.answer(EventSubjects.streamPage, ({ principal, body }) => {
      if (failNext > 0) {
        failNext--;
        throw new DomainError('WEBHOOKS.UNAVAILABLE', 'unavailable', 'The dispatcher is restarting');
      }
      const list = events.get(principal.merchant_id) ?? [];
      let from: number;
      if (body.cursor !== undefined) from = Number(body.cursor);
      else if (body.after_event_id !== undefined) {
        const index = list.findIndex((event) => event.id === body.after_event_id);
        if (index < 0) throw new NotFoundError('Event', 'WEBHOOKS.EVENT_NOT_FOUND');
        from = index + 1;
      } else from = list.length;
      if (!Number.isInteger(from)) throw new ValidationError([{ path: 'cursor', message: 'is not a cursor' }]);
      const page = list.slice(from, from + (body.limit ?? 100));
      return {
        events: page.filter((event) => !body.types || body.types.includes(event.type)),
        cursor: String(from + page.length),
      };
    });

    gateway = await bootstrapService({
      service: 'gateway',
      config,
      rpc: false,
      module: (parts) => GatewayModule.forRoot(config, parts),
      beforeListen: (app) => registerGatewayApi(app, config),
    });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await dispatcher?.close();
    await identity?.close();
    if (config) {
      const redis = new IORedis(config.REDIS_URL);
      const keys = await redis.keys(`${config.NETLINE_NAMESPACE}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('sends each new event as id, event and data, keeps the connection alive, and survives a failing dispatcher', async () => {
    const merchantId = merchant();
    emit(merchantId);
    const stream = await open(merchantId);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    // What the stages before the stream set still goes out: the version, the rate-limit window, the request id.
    expect(stream.response.headers.get('x-api-version')).toBe('V5');
    expect(stream.response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(stream.response.headers.get('x-request-id')).toEqual(expect.any(String));
    await waitFor(
      async () => stream.frames.some((frame) => frame.comment === 'connected'),
      (connected) => connected,
    );
    // The event from before the connection is not replayed; those after it come in order.
    const first = emit(merchantId);
    const second = emit(merchantId, 'invoice.created');
    await waitFor(
      async () => stream.eventFrames().length,
      (count) => count >= 2,
    );
    expect(stream.eventFrames()).toEqual([
      { id: first.id, event: 'customer.created', data: first.body },
      { id: second.id, event: 'invoice.created', data: second.body },
    ]);
    await waitFor(
      async () => stream.frames.filter((frame) => frame.comment === 'keep-alive').length,
      (count) => count >= 2,
    );
    failNext = 3;
    const third = emit(merchantId);
    await waitFor(
      async () => stream.eventFrames().length,
      (count) => count >= 3,
    );
    expect(stream.eventFrames()[2]).toEqual({ id: third.id, event: 'customer.created', data: third.body });
    // Every poll after the first asked from the cursor the previous page answered.
    const asked = dispatcher.requests(EventSubjects.streamPage).filter((message) => message.principal.merchant_id === merchantId);
    expect(asked[0].body).toEqual({ limit: 100 });
    expect(asked.slice(1).every((message) => typeof message.body.cursor === 'string')).toBe(true);
    await stream.close();
  });

  it('resumes after Last-Event-ID or ?after=, filters by ?types=, and refuses an unknown event or type before streaming', async () => {
    const merchantId = merchant();
    const seen = emit(merchantId);
    const missed = [emit(merchantId, 'invoice.created'), emit(merchantId)];
    const resumed = await open(merchantId, '', { 'last-event-id': seen.id });
    await waitFor(
      async () => resumed.eventFrames().length,
      (count) => count >= 2,
    );
    expect(resumed.eventFrames().map((frame) => frame.id)).toEqual(missed.map((event) => event.id));
    await resumed.close();

    const typed = await open(merchantId, `?after=${seen.id}&types=invoice.created`);
    await waitFor(
      async () => typed.eventFrames().length,
      (count) => count >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(typed.eventFrames().map((frame) => frame.id)).toEqual([missed[0].id]);
    await typed.close();

    const unknown = await open(merchantId, '', { 'last-event-id': 'evt_unknown' });
    expect(unknown.response.status).toBe(404);
    expect(await unknown.response.json()).toEqual({ error: { type: 'not_found_error', code: 'WEBHOOKS.EVENT_NOT_FOUND', message: 'Event not found' } });
    const badType = await open(merchantId, '?types=customer.created,no.such_type');
    expect(badType.response.status).toBe(400);
    expect(await badType.response.json()).toMatchObject({ error: { type: 'validation_error', details: [{ path: 'types' }] } });
    const anonymous = await fetch(`${gateway.url}/api/events/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'authentication_error' } });
  });

  it('holds at most EVENT_STREAMS_PER_ACCOUNT streams per account open at once; a closed one frees its place', async () => {
    const merchantId = merchant();
    const other = merchant();
    const streams = [await open(merchantId), await open(merchantId)];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
    const refused = await open(merchantId);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({
      error: { type: 'rate_limit_error', message: `At most ${STREAMS_PER_ACCOUNT} event streams may be open at once for an account; close one first` },
    });
    // Another account is not affected.
    const theirs = await open(other);
    expect(theirs.response.status).toBe(200);
    await theirs.close();

    await streams[0].close();
    const again = await waitFor(
      () => open(merchantId),
      (stream) => stream.response.status === 200,
    );
    await again.close();
    await streams[1].close();
  });
});
