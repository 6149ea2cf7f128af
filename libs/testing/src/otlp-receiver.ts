import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** One span as an OTLP exporter sent it, flattened for assertions. */
export interface ReceivedSpan {
  /** `service.name` of the process that exported it. */
  service: string;
  /** The instrumentation scope (`netline`, `@opentelemetry/instrumentation-pg`, …). */
  scope: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value?: OtlpValue;
}
interface OtlpJsonRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{ name?: string; kind?: number; traceId?: string; spanId?: string; parentSpanId?: string; attributes?: OtlpAttribute[] }>;
    }>;
  }>;
}

/** OTLP/JSON ids are hex; a base64 id (protobuf-style JSON) is turned into hex too. */
function hexId(id: string | undefined): string {
  if (!id) return '';
  if (/^[0-9a-f]+$/i.test(id) && (id.length === 32 || id.length === 16)) return id.toLowerCase();
  return Buffer.from(id, 'base64').toString('hex');
}

function attributesOf(list: OtlpAttribute[] | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const { key, value } of list ?? []) {
    result[key] = value?.stringValue ?? value?.intValue ?? value?.doubleValue ?? value?.boolValue;
  }
  return result;
}

/**
 * A test-only OpenTelemetry collector: an HTTP server accepting OTLP/HTTP JSON trace exports
 * (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`, `OTEL_EXPORTER_OTLP_ENDPOINT=<url>`) from a stack's processes
 * and keeping every span, so a test can follow one trace across processes through the real export path.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Export requests answered with an error (a body that is not OTLP JSON), for the test to check. */
  readonly rejected: string[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/v1/traces') {
          response.writeHead(404).end();
          return;
        }
        if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
          receiver.rejected.push(`content-type ${request.headers['content-type']}`);
          response.writeHead(415, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 3, message: 'only OTLP/JSON is accepted here' }));
          return;
        }
        try {
          receiver.collect(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJsonRequest);
        } catch (error) {
          receiver.rejected.push((error as Error).message);
          response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 3, message: 'not OTLP/JSON' }));
          return;
        }
        // An ExportTraceServiceResponse with nothing rejected.
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  /** The base URL for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends `/v1/traces`). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The environment that makes a process export its spans here, soon after they end. */
  exportEnv(): Record<string, string> {
    return {
      OTEL_EXPORTER_OTLP_ENDPOINT: this.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
  }

  spansOf(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  /** Resolves once `predicate` holds over the spans received; rejects after `timeoutMs` saying what was missing. */
  async waitFor(predicate: (spans: ReceivedSpan[]) => boolean, timeoutMs = 20_000, what = 'spans'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.spans)) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (received ${this.spans.length} spans)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private collect(request: OtlpJsonRequest): void {
    for (const resourceSpans of request.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          this.spans.push({
            service,
            scope: scopeSpans.scope?.name ?? '',
            name: span.name ?? '',
            kind: span.kind ?? 0,
            traceId: hexId(span.traceId),
            spanId: hexId(span.spanId),
            parentSpanId: hexId(span.parentSpanId),
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
  }
}
