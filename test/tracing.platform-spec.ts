import {
  ApiClient,
  createAccessKey,
  createMerchant,
  createTestCertificate,
  customerInput,
  freePort,
  OtlpReceiver,
  ReceivedSpan,
  Stack,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { randomBytes, randomUUID } from 'node:crypto';

/**
 * One trace from a merchant's request to the webhook it causes (docs/decisions/0014-tracing.md). The
 * stack's processes export their spans over OTLP/HTTP JSON to a collector in this test process. A
 * `POST /api/customers` that arrives with a `traceparent` of trace T must lead to: the gateway's HTTP
 * and NATS spans, credit's message handling with its PostgreSQL statements and the outbox relay's
 * publish, the dispatcher's stream consumer, its Redis commands, the delivery job and the webhook POST
 * all in T; and the merchant's endpoint receives `traceparent` naming T and the dispatcher's POST span.
 * The MCP endpoint continues a caller's trace the same way.
 */

const PG = '@opentelemetry/instrumentation-pg';
const IOREDIS = '@opentelemetry/instrumentation-ioredis';
/** Spans Netline records itself (the webhook POST among them). */
const NETLINE = 'netline';
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

/** Spans as lines a failure message can show: who recorded each, what it is, and its parent. */
function spanLines(spans: ReceivedSpan[]): string {
  return spans.map((span) => `  ${span.service} ${span.scope} kind=${span.kind} "${span.name}" ${span.spanId} <- ${span.parentSpanId || '(root)'}`).join('\n');
}

describe('distributed tracing', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let collector: OtlpReceiver;
  let mcpUrl: string;

  beforeAll(async () => {
    const certificate = await createTestCertificate();
    receiver = await WebhookReceiver.start(certificate);
    collector = await OtlpReceiver.start();
    const mcpPort = await freePort();
    mcpUrl = `http://127.0.0.1:${mcpPort}/mcp`;
    stack = await Stack.start({
      namespace: 'random',
      logDir: 'var/test-logs',
      apps: ['identity', 'credit', 'webhook-dispatcher', 'gateway', 'mcp'],
      ports: { mcp: mcpPort },
      env: {
        ...collector.exportEnv(),
        MCP_URL: mcpUrl,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_CA_FILE: certificate.certFile,
      },
    });
  });

  /** Waits until every span of the trace has its parent among the received ones (or is the caller's child). */
  const waitForWholeTrace = async (traceId: string, callerSpanId: string, also: (spans: ReceivedSpan[]) => boolean) => {
    const orphans = (trace: ReceivedSpan[]) => {
      const ids = new Set([callerSpanId, ...trace.map((span) => span.spanId)]);
      return trace.filter((span) => !ids.has(span.parentSpanId));
    };
    try {
      await collector.waitFor(
        (spans) => {
          const trace = spans.filter((span) => span.traceId === traceId);
          return also(trace) && orphans(trace).length === 0;
        },
        20_000,
        `every span of trace ${traceId}`,
      );
    } catch (error) {
      // Which spans arrived and which lack a parent: the failure names the broken hop.
      const trace = collector.spansOf(traceId);
      throw new Error(`${(error as Error).message}\nthe trace so far:\n${spanLines(trace)}\nwithout a parent:\n${spanLines(orphans(trace))}`);
    }
  };

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
    await collector?.stop();
  });

  it('follows POST /api/customers through credit and the webhook dispatcher to the merchant endpoint as one trace', async () => {
    const merchant = await createMerchant(stack.env, `Tracing ${randomUUID().slice(0, 6)}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    receiver.script('/traced', { kind: 'ok' });
    expect((await api.post('/webhooks', { endpoint_url: receiver.url('/traced'), events: { 'customer.created': true } })).status).toBe(200);

    // The caller's own trace: the gateway continues it rather than starting one.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const created = await api.post('/customers', customerInput(), { traceparent: `00-${traceId}-${callerSpanId}-01` });
    expect(created.status).toBe(200);
    // The traced server keeps the keep-alive timeout Fastify gives its servers (72 s, not Node's 5 s).
    expect(created.headers.get('keep-alive')).toBe('timeout=72');

    await receiver.waitFor(
      () => receiver.requestsTo('/traced').some((request) => request.json?.data?.id === created.body.id),
      30_000,
      'the customer.created webhook',
    );
    const delivery = receiver.requestsTo('/traced').find((request) => request.json?.data?.id === created.body.id)!;
    expect(delivery.json.type).toBe('customer.created');
    const traceparent = String(delivery.headers.traceparent ?? '');
    if (!new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`).test(traceparent)) {
      // Show both traces, so the failure says where the delivery left ours: wait until the other trace
      // holds the POST span the receiver was named in (as long as a whole trace may take to arrive).
      const [, theirTrace = '', theirSpan = ''] = traceparent.split('-');
      const theirs = await waitFor(
        async () => collector.spansOf(theirTrace),
        (spans) => spans.some((span) => span.spanId === theirSpan),
        30_000,
      );
      throw new Error(
        `the delivery carries traceparent ${traceparent}, not trace ${traceId}\nours:\n${spanLines(collector.spansOf(traceId))}\ntheirs:\n${spanLines(theirs)}`,
      );
    }
    const postSpanId = traceparent.split('-')[2];

    // Every process exports within ~100 ms of a span ending; wait until the trace is whole: the POST span
    // the receiver was named in, and a parent for every span except the gateway's (the caller's span).
    await waitForWholeTrace(traceId, callerSpanId, (trace) => trace.some((span) => span.spanId === postSpanId));
    expect(collector.rejected).toEqual([]);

    const spans = collector.spansOf(traceId);
    const of = (service: string) => spans.filter((span) => span.service === service);
    const has = (service: string, predicate: (span: ReceivedSpan) => boolean) => of(service).some(predicate);

    // Gateway: the HTTP request (child of the caller's span, recorded by the server itself) and the NATS
    // request it made once the body was read.
    const incoming = of('gateway').find((span) => span.scope === NETLINE && span.kind === SERVER);
    expect(incoming).toBeDefined();
    expect(incoming!.parentSpanId).toBe(callerSpanId);
    expect(incoming!.attributes).toMatchObject({ 'http.request.method': 'POST', 'url.path': '/api/customers' });
    expect(Number(incoming!.attributes['http.response.status_code'])).toBe(200);
    expect(has('gateway', (span) => span.kind === CLIENT && span.attributes['messaging.system'] === 'nats')).toBe(true);

    // Credit: the NATS handler, its PostgreSQL statements (the outbox insert among them) and the relay's publish.
    expect(has('credit', (span) => span.kind === SERVER && span.attributes['messaging.system'] === 'nats')).toBe(true);
    expect(
      has(
        'credit',
        (span) => span.scope === PG && /INSERT INTO outbox/.test(String(span.attributes['db.query.text'] ?? span.attributes['db.statement'] ?? '')),
      ),
    ).toBe(true);
    expect(has('credit', (span) => span.kind === PRODUCER && /events:credit$/.test(String(span.attributes['messaging.destination.name'])))).toBe(true);
    expect(has('credit', (span) => span.scope === IOREDIS)).toBe(true);

    // Dispatcher: the stream consumer, its database and Redis work, the delivery job and the POST itself.
    expect(has('webhook-dispatcher', (span) => span.kind === CONSUMER && /events:credit$/.test(String(span.attributes['messaging.destination.name'])))).toBe(
      true,
    );
    expect(has('webhook-dispatcher', (span) => span.scope === PG)).toBe(true);
    expect(has('webhook-dispatcher', (span) => span.scope === IOREDIS)).toBe(true);
    const job = of('webhook-dispatcher').find((span) => span.kind === CONSUMER && span.attributes['messaging.system'] === 'bullmq');
    expect(job).toBeDefined();
    // The POST is the sender's own CLIENT span (the HTTP instrumentation does not wrap it), recorded as the
    // instrumentation would record it, with the merchant's answer.
    const post = of('webhook-dispatcher').find((span) => span.spanId === postSpanId);
    expect(post).toMatchObject({ scope: NETLINE, kind: CLIENT, name: 'POST' });
    expect(post!.attributes).toMatchObject({ 'http.request.method': 'POST', 'url.full': receiver.url('/traced') });
    expect(Number(post!.attributes['http.response.status_code'])).toBe(200);
    expect(post!.parentSpanId).toBe(job!.spanId);
  });

  it('continues the trace of a tool call at the MCP endpoint into the service that answers it', async () => {
    const merchant = await createMerchant(stack.env, `Tracing MCP ${randomUUID().slice(0, 6)}`, ['--oauth', 'on']);
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'm2m', scopes: ['merchant:read'] });
    const minted = await new ApiClient(stack.apiUrl).post('/access-keys/token', {
      client_id: key.client_id,
      client_secret: key.client_secret,
      audience: 'mcp',
    });
    expect(minted.status).toBe(200);

    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${minted.body.access_token}`,
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_customers', arguments: {} } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result?: { isError?: boolean } }).result?.isError).toBeFalsy();

    const answered = (trace: ReceivedSpan[]) =>
      trace.some((span) => span.service === 'credit' && span.kind === SERVER && span.attributes['messaging.system'] === 'nats');
    await waitForWholeTrace(traceId, callerSpanId, answered);
    const spans = collector.spansOf(traceId);
    const incoming = spans.find((span) => span.service === 'mcp' && span.scope === NETLINE && span.kind === SERVER);
    expect(incoming?.parentSpanId).toBe(callerSpanId);
    expect(spans.some((span) => span.service === 'mcp' && span.kind === CLIENT && span.attributes['messaging.system'] === 'nats')).toBe(true);
    expect(spans.some((span) => span.service === 'credit' && span.scope === PG)).toBe(true);
  });
});
