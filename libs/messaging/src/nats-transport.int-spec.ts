import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ClientNats, MessagePattern, Payload } from '@nestjs/microservices';
import { CreditFigures, CreditSubjects, DomainError, NotFoundError, RpcMessage } from '@netline/contracts';
import { createLogger, createMetricsRegistry, currentRequestId } from '@netline/observability';
import { connect, NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { RpcClient } from './nats';
import { connectNatsTransport, natsServer } from './nats-transport';
import { RpcHandler } from './rpc-handler';

const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const FIGURES = { customer_id: 'cus_ok' } as unknown as CreditFigures;

let releaseSlow: (() => void) | undefined;

@Controller()
class FiguresController {
  @RpcHandler(CreditSubjects.figures)
  figures(message: RpcMessage<typeof CreditSubjects.figures>): CreditFigures {
    if (message.body.customer_id === 'cus_missing') throw new NotFoundError('customer');
    if (message.body.customer_id === 'cus_broken') throw new Error('disk on fire');
    if (message.body.customer_id === 'cus_reset') throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    return FIGURES;
  }

  @MessagePattern('test.request-id')
  requestId(@Payload() message: { request_id: string }) {
    return { seen: currentRequestId(), sent: message.request_id };
  }

  @MessagePattern('test.bare-missing')
  bareMissing() {
    throw new NotFoundError('thing');
  }

  @MessagePattern('test.nothing')
  nothing(): void {
    // Answers no data, as a handler behind a 204 does.
  }

  @MessagePattern('test.slow')
  async slow() {
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return 'finished';
  }
}

@Module({ controllers: [FiguresController] })
class TransportTestModule {}

/** The NATS transport against a real NATS server: replies, errors, inbox reuse, metrics and a graceful stop. */
describe('Netline NATS transport', () => {
  const namespace = `nt${randomBytes(4).toString('hex')}`;
  const config = { NATS_URL, NETLINE_NAMESPACE: namespace, APP_ENV: 'sandbox' as const, RPC_TIMEOUT_MS: 2_000 };
  const metrics = createMetricsRegistry('transport-test');
  const logged: unknown[] = [];
  const logger = createLogger('transport-test', 'silent');
  let app: NestFastifyApplication;
  let rpc: RpcClient;
  let spy: NatsConnection;

  beforeAll(async () => {
    const originalError = logger.error.bind(logger);
    logger.error = ((...args: Parameters<typeof logger.error>) => {
      logged.push(args[0]);
      return originalError(...args);
    }) as typeof logger.error;
    app = await NestFactory.create<NestFastifyApplication>(TransportTestModule, new FastifyAdapter(), { logger: false });
    const server = natsServer(config, 'credit');
    server.server.useRuntime({ logger, metrics });
    connectNatsTransport(app, server.server);
    await app.startAllMicroservices();
    await app.init();
    rpc = new RpcClient(config, 'transport-test-client');
    spy = await connect({ servers: NATS_URL });
  });

  afterAll(async () => {
    await rpc?.close();
    await spy?.close();
    await app?.close();
  });

  it('answers { ok, data } with the handler result, under the request id the message carries', async () => {
    await expect(rpc.request(CreditSubjects.figures, { request_id: 'req_1', body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } })).resolves.toEqual({
      ok: true,
      data: FIGURES,
    });
    await expect(rpc.request('test.request-id', { request_id: 'req_abc' })).resolves.toEqual({ ok: true, data: { seen: 'req_abc', sent: 'req_abc' } });
  });

  it('maps a domain error to its status and code, a validation error to 400, a dependency reset to 503, anything else to a logged 500', async () => {
    const missing = await rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_missing' } });
    expect(missing).toEqual({ ok: false, error: expect.objectContaining({ status: 404, code: 'COMMON.NOT_FOUND' }) });
    await expect(rpc.ask(CreditSubjects.figures, { merchant_id: 'mer_1', customer_id: 'cus_missing' })).rejects.toBeInstanceOf(DomainError);

    // A handler without @RpcHandler gets the same mapping.
    await expect(rpc.request('test.bare-missing', { request_id: 'r' })).resolves.toEqual({ ok: false, error: expect.objectContaining({ status: 404 }) });

    const invalid = await rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1' } });
    expect(invalid).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 400, code: 'COMMON.VALIDATION', details: [expect.objectContaining({ path: 'customer_id' })] }),
    });

    const broken = await rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_broken' } });
    expect(broken).toEqual({ ok: false, error: expect.objectContaining({ status: 500 }) });
    expect(JSON.stringify(broken)).not.toContain('disk on fire');
    expect(logged).toEqual([expect.objectContaining({ handler: 'FiguresController.figures' })]);

    // A dependency that went away for a moment (a connection reset) is a 503 a client may retry, not a 500.
    const reset = await rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_reset' } });
    expect(reset).toEqual({ ok: false, error: expect.objectContaining({ status: 503, code: 'COMMON.UNAVAILABLE' }) });
    expect(JSON.stringify(reset)).not.toContain('ECONNRESET');
  });

  it('relays a successful answer as the JSON bytes the service wrote, and anything else as a reply', async () => {
    const relayed = await rpc.relay(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } });
    expect(relayed.ok && new TextDecoder().decode(relayed.json)).toBe(JSON.stringify(FIGURES));
    await expect(rpc.relay('test.nothing', { request_id: 'r' })).resolves.toEqual({ ok: true, json: undefined });
    await expect(rpc.relay(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_missing' } })).resolves.toEqual({
      ok: false,
      error: expect.objectContaining({ status: 404, code: 'COMMON.NOT_FOUND' }),
    });
    await expect(rpc.relay('nobody.listens.here', { request_id: 'r' })).resolves.toEqual({ ok: false, error: expect.objectContaining({ status: 503 }) });
  });

  it('takes the data of a framed answer unparsed, and parses an answer in any other key order', async () => {
    // A responder written by hand: JSON that parsing and serializing again would change ("1.0", spaces).
    const subject = `${namespace}.test.hand-written`;
    const responder = spy.subscribe(subject, {
      callback: (_error, message) => {
        const { id, data } = JSON.parse(new TextDecoder().decode(message.data)) as { id: string; data: { order: string } };
        const body = '{ "amount": 1.0 }';
        const packet =
          data.order === 'frame'
            ? `{"id":${JSON.stringify(id)},"isDisposed":true,"response":{"ok":true,"data":${body}}}`
            : `{"id":${JSON.stringify(id)},"response":{"ok":true,"data":${body}},"isDisposed":true}`;
        message.respond(new TextEncoder().encode(packet));
      },
    });
    await spy.flush();
    try {
      const framed = await rpc.relay('test.hand-written', { order: 'frame' });
      expect(framed.ok && new TextDecoder().decode(framed.json)).toBe('{ "amount": 1.0 }');
      const other = await rpc.relay('test.hand-written', { order: 'framework' });
      expect(other.ok && new TextDecoder().decode(other.json)).toBe('{"amount":1}');
    } finally {
      responder.unsubscribe();
    }
  });

  it('answers 503 at once when no replica listens on the subject', async () => {
    const reply = await rpc.request('nobody.listens.here', { request_id: 'r', body: {} });
    // From NATS' no-responders notice, not from the 2 s RPC timeout running out ("no answer within").
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 503, code: 'COMMON.UNAVAILABLE', message: expect.stringContaining('no replica is listening') }),
    });
  });

  it('sends every request of a client through one shared reply inbox', async () => {
    const replyPrefixes = new Set<string>();
    const watcher = spy.subscribe(`${namespace}.${CreditSubjects.figures}`, {
      callback: (_error, message) => replyPrefixes.add((message.reply ?? '').split('.').slice(0, 2).join('.')),
    });
    await spy.flush();
    for (let index = 0; index < 10; index += 1)
      await rpc.request(CreditSubjects.figures, { request_id: `r${index}`, body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } });
    watcher.unsubscribe();
    expect(replyPrefixes.size).toBe(1);
    expect([...replyPrefixes][0]).toMatch(/^_INBOX\./);
  });

  it('counts handled requests by subject and outcome', async () => {
    const text = await metrics.metrics();
    expect(text).toMatch(new RegExp(`rpc_requests_handled_total\\{[^}]*subject="${namespace}\\.credit\\.customers\\.figures"[^}]*outcome="ok"[^}]*\\} [1-9]`));
    expect(text).toMatch(new RegExp(`rpc_requests_handled_total\\{[^}]*subject="${namespace}\\.credit\\.customers\\.figures"[^}]*outcome="404"[^}]*\\} [1-9]`));
  });

  it('speaks the framework wire format: a Nest ClientNats gets the same reply', async () => {
    const nest = new ClientNats({ servers: [NATS_URL] });
    try {
      const reply = await firstValueFrom(
        nest.send(`${namespace}.${CreditSubjects.figures}`, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } }),
      );
      expect(reply).toEqual({ ok: true, data: FIGURES });
    } finally {
      await nest.close();
    }
  });

  it('on close, stops taking requests and answers those in flight before disconnecting', async () => {
    const inFlight = rpc.request('test.slow', { request_id: 'r' });
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = app.close();
    // The server has stopped taking requests (nobody listens on its subjects any more) while the slow
    // one is still in flight; only then is it let finish.
    const ask = () => rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } });
    // Until NATS has withdrawn the subscription, a request may still reach the closing server, which no
    // longer answers it: on a busy machine that window is long enough for one to time out (503, no
    // answer). Asked again, it finds nobody listening.
    const noReplica = (reply: Awaited<ReturnType<typeof ask>>) => !reply.ok && /no replica is listening/.test(reply.error.message);
    let refused = await ask();
    for (let attempt = 0; !noReplica(refused) && attempt < 1000; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      refused = await ask();
    }
    expect(refused).toEqual({ ok: false, error: expect.objectContaining({ status: 503, message: expect.stringContaining('no replica is listening') }) });
    releaseSlow();
    await expect(inFlight).resolves.toEqual({ ok: true, data: 'finished' });
    await closing;
    const after = await rpc.request(CreditSubjects.figures, { request_id: 'r', body: { merchant_id: 'mer_1', customer_id: 'cus_ok' } });
    expect(after).toEqual({ ok: false, error: expect.objectContaining({ status: 503 }) });
  });
});
