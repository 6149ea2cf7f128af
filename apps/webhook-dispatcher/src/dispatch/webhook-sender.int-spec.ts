import { inSpan } from '@netline/observability';
import { createTestCertificate, TestCertificate, WebhookReceiver } from '@netline/testing';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createServer, Server } from 'node:net';
import { Resolver } from '@netline/outbound';
import { WebhookSender } from './webhook-sender';

// A real tracer provider (W3C propagation, AsyncLocalStorage context) recording into memory.
const spans = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
provider.register();

/** The outbound client against real sockets: a TLS receiver and a plain TCP listener that counts connections. */
describe('WebhookSender', () => {
  let certificate: TestCertificate;
  let receiver: WebhookReceiver;
  let trap: Server;
  let trapConnections = 0;
  let trapPort = 0;

  beforeAll(async () => {
    certificate = await createTestCertificate();
    receiver = await WebhookReceiver.start(certificate);
    trap = createServer((socket) => {
      trapConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as { port: number }).port;
  });

  afterAll(async () => {
    await receiver.stop();
    await new Promise((resolve) => trap.close(resolve));
    await provider.shutdown();
  });

  // A name that looked public at registration and now points at loopback (DNS rebinding).
  const rebinding: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

  it('refuses loopback after DNS and opens no connection', async () => {
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: false, caFile: certificate.certFile, resolver: rebinding });
    const result = await sender.send(`https://rebound.example:${trapPort}/hook`, '{}', {});
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/not a public address/);
    const literal = await sender.send(`https://127.0.0.1:${trapPort}/hook`, '{}', {});
    expect(literal.error).toMatch(/not a public address/);
    // The sender remembers each URL it has checked: asked again, it still refuses.
    expect((await sender.send(`https://127.0.0.1:${trapPort}/hook`, '{}', {})).error).toMatch(/not a public address/);
    const metadata = await sender.send('https://169.254.169.254/latest/meta-data', '{}', {});
    expect(metadata.error).toMatch(/not a public address/);
    expect(trapConnections).toBe(0);
    sender.close();
  });

  it('refuses plain http', async () => {
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: true });
    expect((await sender.send(`http://127.0.0.1:${trapPort}/hook`, '{}', {})).error).toMatch(/not https/);
    expect(trapConnections).toBe(0);
    sender.close();
  });

  it('delivers to a trusted test receiver when private targets are allowed, and reports its status', async () => {
    receiver.script('/ok', { kind: 'ok' }).script('/teapot', { kind: 'always', status: 418 });
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: true, caFile: certificate.certFile });
    const ok = await sender.send(receiver.url('/ok', 'localhost'), '{"a":1}', { 'x-test': 'yes' });
    expect(ok).toMatchObject({ statusCode: 200, error: null });
    expect(receiver.requestsTo('/ok')[0]).toMatchObject({
      body: '{"a":1}',
      headers: expect.objectContaining({ 'x-test': 'yes', 'content-type': 'application/json' }),
    });
    expect((await sender.send(receiver.url('/teapot'), '{}', {})).statusCode).toBe(418);
    // A URL sent to before (its parsed form remembered) goes to the same host, port and path.
    expect(await sender.send(receiver.url('/ok', 'localhost'), '{"a":2}', {})).toMatchObject({ statusCode: 200 });
    expect(receiver.requestsTo('/ok').map((request) => [request.body, request.headers.host])).toEqual([
      ['{"a":1}', `localhost:${receiver.port}`],
      ['{"a":2}', `localhost:${receiver.port}`],
    ]);
    sender.close();
  });

  it('does not trust an unknown certificate without WEBHOOK_CA_FILE', async () => {
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: true });
    const result = await sender.send(receiver.url('/ok'), '{}', {});
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/certificate/i);
    sender.close();
  });

  it('gives up on a receiver that hangs after the timeout', async () => {
    receiver.script('/hang', { kind: 'hang' });
    const sender = new WebhookSender({ timeoutMs: 500, allowPrivateTargets: true, caFile: certificate.certFile });
    const result = await sender.send(receiver.url('/hang'), '{}', {});
    expect(result.statusCode).toBeNull();
    expect(result.error).toBe('timed out after 500 ms');
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
    expect(result.durationMs).toBeLessThan(2_000);
    sender.close();
  });

  it('does not follow redirects: a 302 is a failed attempt', async () => {
    receiver.script('/moved', { kind: 'always', status: 302 });
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: true, caFile: certificate.certFile });
    expect(await sender.send(receiver.url('/moved'), '{}', {})).toMatchObject({ statusCode: 302 });
    expect(receiver.requestsTo('/moved')).toHaveLength(1);
    sender.close();
  });

  it('records each POST as its own CLIENT span, a child of the attempt, and sends that span as traceparent', async () => {
    receiver.script('/traced-ok', { kind: 'ok' }).script('/traced-teapot', { kind: 'always', status: 418 });
    const sender = new WebhookSender({ timeoutMs: 2_000, allowPrivateTargets: true, caFile: certificate.certFile });
    spans.reset();
    const attemptSpanId = await inSpan('attempt', {}, async (span) => {
      await sender.send(receiver.url('/traced-ok'), '{}', {});
      await sender.send(receiver.url('/traced-teapot'), '{}', {});
      return span.spanContext().spanId;
    });
    const posts = spans.getFinishedSpans().filter((span) => span.name === 'POST');
    expect(posts).toHaveLength(2);
    const [ok, teapot] = posts;
    for (const post of posts) {
      expect(post.kind).toBe(SpanKind.CLIENT);
      expect(post.parentSpanContext?.spanId).toBe(attemptSpanId);
    }
    const { traceId, spanId } = ok.spanContext();
    expect(receiver.requestsTo('/traced-ok')[0].headers.traceparent).toBe(`00-${traceId}-${spanId}-01`);
    expect(ok.attributes).toMatchObject({ 'http.request.method': 'POST', 'url.full': receiver.url('/traced-ok'), 'http.response.status_code': 200 });
    expect(ok.status.code).toBe(SpanStatusCode.UNSET);
    expect(teapot.attributes['http.response.status_code']).toBe(418);
    expect(teapot.status.code).toBe(SpanStatusCode.ERROR);
    sender.close();
  });

  it('marks the span failed when the request never got an answer', async () => {
    receiver.script('/traced-hang', { kind: 'hang' });
    const sender = new WebhookSender({ timeoutMs: 300, allowPrivateTargets: true, caFile: certificate.certFile });
    spans.reset();
    await inSpan('attempt', {}, () => sender.send(receiver.url('/traced-hang'), '{}', {}));
    const [post] = spans.getFinishedSpans().filter((span) => span.name === 'POST');
    expect(post.status).toMatchObject({ code: SpanStatusCode.ERROR, message: 'timed out after 300 ms' });
    expect(post.attributes['http.response.status_code']).toBeUndefined();
    sender.close();
  });
});
