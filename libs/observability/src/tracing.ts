import { diag, DiagLogLevel } from '@opentelemetry/api';
import { Instrumentation, registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, ParentBasedSampler, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { redactUrl, tracesItsOwnRequests } from './trace-context';

/**
 * The tracing SDK of one Netline process. Loaded by `@netline/observability/register`, the first import
 * of every app's main.ts, because the instrumentations patch `pg`, `ioredis`, `http` and `undici` as they
 * are required: a module loaded earlier would go untraced. Not exported from the package index on
 * purpose, so nothing else pulls the SDK in.
 *
 * Trace context always propagates (W3C `traceparent`), so logs carry trace ids and a trace continues
 * across processes. Spans are exported only when the standard OpenTelemetry variables ask for it (see
 * `traceExportSettings`); otherwise nothing is recorded for a request that arrives without a sampled
 * parent, and the cost is that of creating ids.
 */
export interface TraceExportSettings {
  /** Whether spans are exported (over OTLP/HTTP) at all. */
  enabled: boolean;
  protocol: 'http/protobuf' | 'http/json';
  /** Why export is off, or where it goes: for the boot log line. */
  description: string;
}

/**
 * Reads the standard variables: `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none` turn export off;
 * `OTEL_TRACES_EXPORTER=otlp` or an endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` /
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) turn it on. The protocol is `http/protobuf` (the default) or
 * `http/json`; anything else (`grpc`, another exporter name) is refused at boot with the variable named.
 */
export function traceExportSettings(env: NodeJS.ProcessEnv = process.env): TraceExportSettings {
  const off = (description: string): TraceExportSettings => ({ enabled: false, protocol: 'http/protobuf', description });
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return off('OTEL_SDK_DISABLED=true');
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (exporters.includes('none')) return off('OTEL_TRACES_EXPORTER=none');
  const unsupported = exporters.filter((name) => name !== 'otlp');
  if (unsupported.length > 0) throw new Error(`OTEL_TRACES_EXPORTER=${env.OTEL_TRACES_EXPORTER}: Netline exports traces over OTLP only (use otlp or none)`);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (exporters.length === 0 && !endpoint) return off('no OTEL_EXPORTER_OTLP_ENDPOINT');
  const protocolVariable = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL' : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = (env[protocolVariable] || 'http/protobuf').trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new Error(`${protocolVariable}=${protocol}: Netline exports traces over OTLP/HTTP only (use http/protobuf or http/json)`);
  }
  return { enabled: true, protocol, description: `OTLP ${protocol} to ${endpoint || 'http://localhost:4318'}` };
}

/** `credit` for a process started as `node apps/credit/dist/main.js`: the name of the package that holds the entry file. */
export function serviceNameOf(entryFile: string | undefined): string {
  let dir = entryFile ? dirname(entryFile) : process.cwd();
  for (let depth = 0; depth < 6; depth += 1) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name) return name.replace(/^@netline\//, '');
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return 'netline';
}

/** `SET <key>`: a Redis command as a span records it, without the values it writes. */
export function redisStatement(command: string, args: Array<string | Buffer | number | unknown>): string {
  const key = args[0];
  return typeof key === 'string' || typeof key === 'number' ? `${command} ${key}` : Buffer.isBuffer(key) ? `${command} ${key.toString('utf8')}` : command;
}

/** URL attributes the HTTP instrumentations record (the old and the stable semantic conventions). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.path', 'url.full', 'url.query'];

function redactUrlAttributes(span: unknown): void {
  // The SDK's span exposes what was recorded at its start; a non-recording span has nothing to redact.
  const recorded = span as { attributes?: Record<string, unknown>; setAttribute(key: string, value: string): void; isRecording(): boolean };
  if (!recorded.isRecording() || !recorded.attributes) return;
  for (const key of URL_ATTRIBUTES) {
    const value = recorded.attributes[key];
    if (typeof value === 'string') recorded.setAttribute(key, key === 'url.query' ? redactUrl(`?${value}`).slice(1) : redactUrl(value));
  }
}

/**
 * What is patched. Outgoing HTTP and undici (`fetch`) always are: they carry the trace context across the
 * process's edges, which matters whether or not this process exports (incoming requests are traced by
 * each app's server, `traceIncomingRequests`).
 * PostgreSQL and Redis spans are leaves, only ever useful exported; a process that does not export does
 * not patch `pg` and `ioredis` at all, which saves a wrapper around every statement and command (tracing
 * with export off cost about a tenth of a service's CPU on the hot read; docs/decisions/0014-tracing.md).
 *
 * Each instrumentation is live from the moment it is made. A caller that only inspects them must disable
 * every one: the fetch instrumentation listens on Node's process-wide diagnostics channel and would add its
 * `traceparent` to every later `fetch` in the process. They are not made with `enabled: false` to avoid
 * that: the undici instrumentation reads that flag on every request and would ignore all of them even
 * after `registerInstrumentations` enabled it.
 */
export function instrumentationsFor(settings: TraceExportSettings): Instrumentation[] {
  const edges: Instrumentation[] = [
    new HttpInstrumentation({
      // Incoming requests are traced by the server itself (`traceIncomingRequests`, installed by
      // `bootstrapService`): the instrumentation's wrapper cost far more per request.
      disableIncomingRequestInstrumentation: true,
      // A client that records its own span for each request (the webhook sender) is left alone: wrapping
      // every outgoing request cost the dispatcher about a quarter of its CPU per delivery.
      ignoreOutgoingRequestHook: (request) => tracesItsOwnRequests(request.agent),
      requestHook: (span) => redactUrlAttributes(span),
    }),
    new UndiciInstrumentation({ requestHook: (span) => redactUrlAttributes(span) }),
  ];
  if (!settings.enabled) return edges;
  // Required here, like the exporters: a process that does not export never loads them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  return [
    ...edges,
    // Only inside a trace: the outbox relay's and consumers' idle polls would otherwise each make a trace.
    // Statements are recorded without their parameters (the instrumentation's default).
    new PgInstrumentation({ requireParentSpan: true }),
    // The command and its key only: values (stored idempotent responses, job data) never leave the process.
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: redisStatement }),
  ];
}

export interface TracingHandle {
  settings: TraceExportSettings;
  /** Sends what is still buffered (called during graceful shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let started: TracingHandle | undefined;

function exporterFor(settings: TraceExportSettings): SpanExporter {
  // Both exporters read OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT, _HEADERS, _TIMEOUT and _COMPRESSION themselves.
  // Required lazily: a process that does not export never loads them.
  if (settings.protocol === 'http/json') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}

/**
 * Starts tracing once per process (later calls answer the first handle). `OTEL_SERVICE_NAME` overrides
 * the service name; `OTEL_RESOURCE_ATTRIBUTES` adds resource attributes; `OTEL_TRACES_SAMPLER` /
 * `OTEL_TRACES_SAMPLER_ARG` choose the sampler when exporting (default: parent-based, always on).
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): TracingHandle {
  if (started) return started;
  const settings = traceExportSettings(env);
  if (env.OTEL_LOG_LEVEL) {
    const level = DiagLogLevel[env.OTEL_LOG_LEVEL.toUpperCase() as keyof typeof DiagLogLevel];
    if (level !== undefined)
      diag.setLogger({ error: console.error, warn: console.warn, info: console.info, debug: console.debug, verbose: console.debug }, level);
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service, 'service.namespace': 'netline' }),
    // Not exporting: a root span is not recorded (ids are still made and propagated, for logs and
    // downstream processes); a sampled parent from upstream keeps its flag, so a process that does export
    // further along still gets the whole trace.
    ...(settings.enabled ? {} : { sampler: new ParentBasedSampler({ root: new AlwaysOffSampler() }) }),
    spanProcessors: settings.enabled ? [new BatchSpanProcessor(exporterFor(settings))] : [],
  });
  // Installs the AsyncLocalStorage context manager and the W3C trace-context and baggage propagators.
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: instrumentationsFor(settings) });
  started = {
    settings,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
  return started;
}
