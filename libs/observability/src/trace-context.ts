import type { IncomingMessage, ServerResponse } from 'node:http';
import { Attributes, context, Context, isSpanContextValid, Link, propagation, ROOT_CONTEXT, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * W3C trace context across Netline's hops (docs/decisions/0014-tracing.md). Only the OpenTelemetry API
 * is used here: without the SDK (tracing.ts, loaded first by every app) every call is a cheap no-op, so
 * libraries and tests may call these freely.
 *
 * A trace context travels as a carrier of two strings, `traceparent` and (rarely) `tracestate`, in
 * whatever the hop has room for: NATS message headers, the outbox row, the Redis stream entry's fields,
 * the BullMQ job's data, the HTTP headers of a webhook.
 */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** The name every Netline span is recorded under (the instrumentations use their own). */
export const NETLINE_TRACER = 'netline';

export function tracer() {
  return trace.getTracer(NETLINE_TRACER);
}

/** The trace context of `ctx` (the active one by default) as a carrier; empty when there is none. */
export function injectTraceContext(ctx: Context = context.active()): TraceCarrier {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  const result: TraceCarrier = {};
  if (typeof carrier.traceparent === 'string') result.traceparent = carrier.traceparent;
  if (typeof carrier.tracestate === 'string' && carrier.tracestate) result.tracestate = carrier.tracestate;
  return result;
}

/** A context whose remote parent is the carrier's trace context (the root context when it has none). */
export function extractTraceContext(carrier: TraceCarrier | null | undefined): Context {
  if (!carrier || typeof carrier.traceparent !== 'string') return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** Reads a carrier out of an untyped value (a parsed JSON field, job data); undefined unless it holds a traceparent. */
export function traceCarrierOf(value: unknown): TraceCarrier | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { traceparent, tracestate } = value as Record<string, unknown>;
  if (typeof traceparent !== 'string' || traceparent.length === 0) return undefined;
  return typeof tracestate === 'string' && tracestate ? { traceparent, tracestate } : { traceparent };
}

/** Trace and span id of the active span, for log lines; undefined outside any trace. */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const spanContext = trace.getSpanContext(context.active());
  if (!spanContext || !isSpanContextValid(spanContext)) return undefined;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent: a carrier from the hop before, or a context; the active context when absent. */
  parent?: TraceCarrier | Context;
  links?: Link[];
}

function isContext(value: TraceCarrier | Context): value is Context {
  return typeof (value as Context).getValue === 'function';
}

/**
 * Runs `work` inside a new span (ended when `work` settles; a thrown error marks it failed and is rethrown).
 * With a carrier as parent, the span continues the trace of the hop that wrote it.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent === undefined ? context.active() : isContext(options.parent) ? options.parent : extractTraceContext(options.parent);
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span failed with the error's type and message (never its data: see log-serializers.ts). */
export function recordFailure(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  const message = error instanceof Error ? error.message : String(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message });
  span.addEvent('exception', { 'exception.type': error instanceof Error ? error.constructor.name : typeof error, 'exception.message': message });
}

/** A link to each distinct trace context among the carriers (for a span that handles several messages). */
export function linksTo(carriers: Array<TraceCarrier | undefined>): Link[] {
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const carrier of carriers) {
    if (!carrier?.traceparent || seen.has(carrier.traceparent)) continue;
    seen.add(carrier.traceparent);
    const spanContext = trace.getSpanContext(extractTraceContext(carrier));
    if (spanContext && isSpanContextValid(spanContext)) links.push({ context: spanContext });
  }
  return links;
}

/**
 * The parent for a span that handles several messages at once: their common trace context when they all
 * share one (a batch of one, or the events of one request), so the trace stays whole; otherwise none, and
 * the span links to each (`linksTo`) instead.
 */
export function commonParent(carriers: Array<TraceCarrier | undefined>): TraceCarrier | undefined {
  const first = carriers[0];
  if (!first?.traceparent) return undefined;
  return carriers.every((carrier) => carrier?.traceparent === first.traceparent) ? first : undefined;
}

/**
 * A URL as spans may record it: a path segment or query value that can be a capability — a signed upload
 * token, a hosted page's token, an OAuth code — is replaced. Ids (`cus_…`, `inv_…`) stay: they are short.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const redactedPath = path.replace(/([/=])([A-Za-z0-9._~+%-]{40,})(?=\/|$)/g, '$1[redacted]');
  if (queryAt < 0) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 ? pair : `${pair.slice(0, equals)}=[redacted]`;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

const selfTracedAgents = new WeakSet<object>();

/**
 * Marks an HTTP `Agent` whose requests record their own client span and carry their own `traceparent`
 * (`clientSpan`): the HTTP instrumentation then leaves its requests alone instead of wrapping each one.
 */
export function traceOwnRequests<A extends object>(agent: A): A {
  selfTracedAgents.add(agent);
  return agent;
}

/** Whether requests through `agent` trace themselves (see `traceOwnRequests`). */
export function tracesItsOwnRequests(agent: unknown): boolean {
  return typeof agent === 'object' && agent !== null && selfTracedAgents.has(agent);
}

/**
 * Starts the CLIENT span of one outgoing HTTP request made through an agent of `traceOwnRequests`, as
 * the HTTP instrumentation would record it (stable semantic conventions, URL redacted), a child of the
 * active span. `headers` are the trace context to send with it; `end` records the answer's status or
 * the failure and ends the span. A span that is not recorded (no sampled trace) costs only its ids.
 */
export function clientSpan(method: string, url: URL): { headers: TraceCarrier; end(statusCode: number | null, error?: string | null): void } {
  const parent = context.active();
  const span = tracer().startSpan(method, { kind: SpanKind.CLIENT }, parent);
  if (span.isRecording()) {
    span.setAttributes({
      'http.request.method': method,
      'url.full': redactUrl(url.href),
      'server.address': url.hostname,
      'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    });
  }
  return {
    headers: injectTraceContext(trace.setSpan(parent, span)),
    end(statusCode, error) {
      if (span.isRecording()) {
        if (statusCode !== null) span.setAttribute('http.response.status_code', statusCode);
        if (error) recordFailure(span, new Error(error));
        else if (statusCode === null || statusCode >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

/** Requests that are not traffic (probes and scrapes): never a span. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * Wraps an HTTP server's request handler so that each request runs in its own SERVER span, continuing the
 * caller's trace when it sends `traceparent`, as the HTTP instrumentation would record it (stable semantic
 * conventions, URL redacted). Every app's server is built with it (`bootstrapService`), and the
 * instrumentation's own incoming-request wrapper is off: that wrapper computed the span's attributes, its
 * metric attributes and two patched emitters for every request, recording or not, and cost the gateway
 * about a sixth of its CPU on the hot read (docs/decisions/0014-tracing.md). Here a request outside a
 * sampled trace costs its span's ids and one `context.with`.
 *
 * A request with a body gets its emitter bound to the span's context: Node runs `data`/`end` listeners
 * in the connection's context, so without it the work that follows the body (a POST's handler) would
 * leave the trace. A request without a body has no such listeners and skips the binding.
 */
export function traceIncomingRequests(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const url = request.url ?? '/';
    if (UNTRACED_PATHS.test(url)) {
      handler(request, response);
      return;
    }
    const method = request.method ?? 'GET';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer().startSpan(method, { kind: SpanKind.SERVER }, parent);
    if (span.isRecording()) span.setAttributes(incomingAttributes(request, method, url));
    response.once('close', () => {
      if (span.isRecording()) {
        span.setAttribute('http.response.status_code', response.statusCode);
        if (!response.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer was sent' });
        else if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    const active = trace.setSpan(parent, span);
    context.with(active, () => {
      if (hasBody(request)) context.bind(active, request);
      handler(request, response);
    });
  };
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function incomingAttributes(request: IncomingMessage, method: string, url: string): Attributes {
  const redacted = redactUrl(url);
  const queryAt = redacted.indexOf('?');
  const host = request.headers.host ?? '';
  // The port's colon, if any: the last one, after an IPv6 literal's closing bracket.
  const colon = host.lastIndexOf(':');
  const hasPort = colon > host.indexOf(']');
  const attributes: Attributes = {
    'http.request.method': method,
    'url.scheme': 'encrypted' in request.socket ? 'https' : 'http',
    'url.path': queryAt < 0 ? redacted : redacted.slice(0, queryAt),
    'network.protocol.version': request.httpVersion,
    'server.address': hasPort ? host.slice(0, colon) : host,
  };
  if (hasPort) attributes['server.port'] = Number(host.slice(colon + 1));
  if (queryAt >= 0) attributes['url.query'] = redacted.slice(queryAt + 1);
  if (request.socket.remoteAddress) attributes['network.peer.address'] = request.socket.remoteAddress;
  const userAgent = request.headers['user-agent'];
  if (userAgent) attributes['user_agent.original'] = userAgent;
  return attributes;
}

/** Flushes the spans the process's tracer provider still buffers (a no-op when tracing is off). */
export async function flushTracing(): Promise<void> {
  const provider = trace.getTracerProvider() as { forceFlush?: () => Promise<void>; getDelegate?: () => { forceFlush?: () => Promise<void> } };
  const delegate = provider.getDelegate?.() ?? provider;
  await delegate.forceFlush?.();
}

export { SpanKind };
