import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { HttpInstrumentationConfig } from '@opentelemetry/instrumentation-http';
import { Agent as HttpAgent, createServer, request as httpRequest, Server } from 'node:http';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from './logger';
import {
  commonParent,
  extractTraceContext,
  injectTraceContext,
  inSpan,
  linksTo,
  redactUrl,
  traceCarrierOf,
  traceIncomingRequests,
  traceOwnRequests,
  tracer,
} from './trace-context';
import { instrumentationsFor, redisStatement, serviceNameOf, traceExportSettings } from './tracing';

// A real tracer provider with the W3C propagator and the AsyncLocalStorage context manager, as
// tracing.ts installs in every process, recording into memory.
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
provider.register();

afterEach(() => exporter.reset());
afterAll(() => provider.shutdown());

const PARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('trace context helpers', () => {
  it('inject nothing outside a trace, and the active span inside one', () => {
    expect(injectTraceContext()).toEqual({});
    tracer().startActiveSpan('outer', (span) => {
      const carrier = injectTraceContext();
      expect(carrier.traceparent).toBe(`00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`);
      span.end();
    });
  });

  it('continue a carried trace: a span started from a carrier is its child, and extraction round-trips', async () => {
    const { traceId, spanId } = trace.getSpanContext(extractTraceContext({ traceparent: PARENT }))!;
    expect({ traceId, spanId }).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' });
    const seen = await inSpan('child', { parent: { traceparent: PARENT, tracestate: 'vendor=1' } }, async () => injectTraceContext());
    const [child] = exporter.getFinishedSpans();
    expect(child.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(child.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(seen).toEqual({ traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-${child.spanContext().spanId}-01`, tracestate: 'vendor=1' });
  });

  it('answer the root context for a missing or malformed carrier', () => {
    expect(extractTraceContext(undefined)).toBe(ROOT_CONTEXT);
    expect(trace.getSpanContext(extractTraceContext({ traceparent: 'not-a-traceparent' }))).toBeUndefined();
    expect(traceCarrierOf({ traceparent: '' })).toBeUndefined();
    expect(traceCarrierOf('x')).toBeUndefined();
    expect(traceCarrierOf({ traceparent: PARENT, tracestate: 5 })).toEqual({ traceparent: PARENT });
  });

  it('mark a span failed when its work throws, and rethrow', async () => {
    await expect(inSpan('failing', {}, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toMatchObject({ code: 2, message: 'boom' });
  });

  it('give a batch its common parent only when every message shares it, else a link to each distinct trace', () => {
    const other = '00-11111111111111111111111111111111-2222222222222222-01';
    expect(commonParent([{ traceparent: PARENT }, { traceparent: PARENT }])).toEqual({ traceparent: PARENT });
    expect(commonParent([{ traceparent: PARENT }, { traceparent: other }])).toBeUndefined();
    expect(commonParent([{ traceparent: PARENT }, undefined])).toBeUndefined();
    const links = linksTo([{ traceparent: PARENT }, { traceparent: other }, { traceparent: PARENT }, undefined]);
    expect(links.map((link) => link.context.traceId)).toEqual(['4bf92f3577b34da6a3ce929d0e0e4736', '11111111111111111111111111111111']);
  });
});

describe('log lines', () => {
  it('carry trace_id and span_id inside a span, and neither outside', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('test', 'info', destination as never);
    logger.info('outside');
    const span = tracer().startSpan('logging');
    context.with(trace.setSpan(context.active(), span), () => logger.info('inside'));
    span.end();
    const [outside, inside] = lines.map((line) => JSON.parse(line));
    expect(outside.trace_id).toBeUndefined();
    expect(inside).toMatchObject({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
  });
});

describe('export settings', () => {
  it('leave export off unless the OTEL_* variables configure an OTLP endpoint', () => {
    expect(traceExportSettings({}).enabled).toBe(false);
    expect(traceExportSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toMatchObject({ enabled: true, protocol: 'http/protobuf' });
    expect(
      traceExportSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }),
    ).toMatchObject({ enabled: true, protocol: 'http/json' });
    expect(traceExportSettings({ OTEL_TRACES_EXPORTER: 'otlp' }).enabled).toBe(true);
    expect(traceExportSettings({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).enabled).toBe(false);
    expect(traceExportSettings({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).enabled).toBe(false);
  });

  it('refuse what Netline does not export with, naming the variable', () => {
    expect(() => traceExportSettings({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER=zipkin/);
    expect(() => traceExportSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL=grpc/,
    );
  });

  it('patch pg and ioredis only in a process that exports; HTTP and fetch carry the context either way', () => {
    const names = (env: NodeJS.ProcessEnv) => {
      const instrumentations = instrumentationsFor(traceExportSettings(env));
      for (const instrumentation of instrumentations) instrumentation.disable();
      return instrumentations.map((instrumentation) => instrumentation.instrumentationName);
    };
    expect(names({})).toEqual(['@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-undici']);
    expect(names({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual([
      '@opentelemetry/instrumentation-http',
      '@opentelemetry/instrumentation-undici',
      '@opentelemetry/instrumentation-pg',
      '@opentelemetry/instrumentation-ioredis',
    ]);
  });

  it('leave the requests of an agent that traces its own requests to it, and wrap every other', () => {
    // Every instrumentation made here is switched off, not only the one under test: an enabled fetch
    // instrumentation listens on Node's process-wide diagnostics channel, and would add a second
    // `traceparent` to every fetch of the test files that run after this one in the same worker.
    const instrumentations = instrumentationsFor(traceExportSettings({}));
    for (const instrumentation of instrumentations) instrumentation.disable();
    const [http] = instrumentations;
    const ignored = (http.getConfig() as HttpInstrumentationConfig).ignoreOutgoingRequestHook!;
    expect(ignored({ agent: traceOwnRequests(new Agent()) })).toBe(true);
    expect(ignored({ agent: new Agent() })).toBe(false);
    expect(ignored({})).toBe(false);
  });

  it('name a process after the package of its entry file', () => {
    expect(serviceNameOf(`${__dirname}/../../../apps/credit/dist/main.js`)).toBe('credit');
  });
});

describe('what spans record', () => {
  it('keep ids in URLs but not capability tokens or query values', () => {
    const token = 'eyJzaGlwbWVudCI6InNocF8xIn0.c2lnbmF0dXJlLW9mLXRoZS11cGxvYWQtbGluaw';
    expect(redactUrl(`/api/shipments/uploads/${token}`)).toBe('/api/shipments/uploads/[redacted]');
    expect(redactUrl('https://merchant.example/api/customers/cus_8f3a9b2c1d?email=ap@customer.example&limit=10')).toBe(
      'https://merchant.example/api/customers/cus_8f3a9b2c1d?email=[redacted]&limit=[redacted]',
    );
    expect(redactUrl('/api/invoices')).toBe('/api/invoices');
  });

  it('keep a Redis command and its key, never the values it writes', () => {
    expect(redisStatement('SET', ['t1:idem:mer_1:key', '{"email":"ap@customer.example"}', 'EX', 86400])).toBe('SET t1:idem:mer_1:key');
    expect(redisStatement('EVALSHA', ['abc123', 2, 'bull:q:wait', '{"payload":"…"}'])).toBe('EVALSHA abc123');
    expect(redisStatement('PING', [])).toBe('PING');
  });
});

describe('incoming requests', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  let server: Server;
  let base: string;
  /** What each handled request saw as its active trace when its handler (or its body's end) ran. */
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    server = createServer(
      traceIncomingRequests((request, response) => {
        if (request.method === 'POST') {
          // The work after the body, as a framework's body parser runs it: from the request's `end` event.
          request.resume();
          request.on('end', () => {
            seen.push(trace.getActiveSpan()?.spanContext().traceId);
            response.end('{}');
          });
          return;
        }
        seen.push(trace.getActiveSpan()?.spanContext().traceId);
        response.statusCode = request.url === '/fails' ? 503 : 200;
        response.end('{}');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  // A client the HTTP instrumentation (patched by an earlier test) leaves alone, so the request carries
  // exactly the traceparent given here.
  const agent = traceOwnRequests(new HttpAgent());
  const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(options.body);
    });
  afterAll(() => agent.destroy());

  const finished = async (count: number) => {
    await provider.forceFlush();
    for (let tries = 0; exporter.getFinishedSpans().length < count && tries < 50; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return exporter.getFinishedSpans();
  };

  it('record each request as a SERVER span continuing the caller trace, with a redacted URL and the answer', async () => {
    expect(await send('/api/customers/cus_1?email=ap@customer.example', { headers: { traceparent: PARENT, 'user-agent': 'netline-test' } })).toBe(200);
    const [span] = await finished(1);
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.name).toBe('GET');
    expect(span.spanContext().traceId).toBe(TRACE);
    expect(span.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.scheme': 'http',
      'url.path': '/api/customers/cus_1',
      'url.query': 'email=[redacted]',
      'server.address': '127.0.0.1',
      'user_agent.original': 'netline-test',
      'http.response.status_code': 200,
    });
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    expect(seen).toEqual([TRACE]);
  });

  it('mark a server error failed', async () => {
    expect(await send('/fails', { headers: { traceparent: PARENT } })).toBe(503);
    const [span] = await finished(1);
    expect(span.attributes['http.response.status_code']).toBe(503);
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('keep the trace active for the work that follows a request body', async () => {
    expect(
      await send('/api/customers', { method: 'POST', headers: { traceparent: PARENT, 'content-type': 'application/json' }, body: '{"name":"Acme"}' }),
    ).toBe(200);
    await finished(1);
    expect(seen).toEqual([TRACE]);
  });

  it('make no span for probes and scrapes', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) expect(await send(path, { headers: { traceparent: PARENT } })).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(seen).toEqual([undefined, undefined, undefined]);
  });
});
