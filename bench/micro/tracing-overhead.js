// Micro benchmark of what tracing adds to one NATS hop (docs/decisions/0014-tracing.md): a client span
// whose context goes into NATS headers, extracted on the other side into a server span, and (unless
// `nolog`) one log line inside it, all under a request id as the services run it.
//
//   npm run build && node bench/micro/tracing-overhead.js <none|off|export> [nolog]
//
// none: no tracer provider; off: tracing started without an exporter (the default); export: tracing
// exporting over OTLP/HTTP to an address nothing listens on (spans are batched, then dropped).
const { join } = require('node:path');
const { Writable } = require('node:stream');

const root = join(__dirname, '..', '..');
const mode = process.argv[2] ?? 'off';
if (mode !== 'none') {
  const env = mode === 'export' ? { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' } : {};
  require(join(root, 'libs/observability/dist/tracing')).startTracing('bench', env);
}
const api = require('@opentelemetry/api');
const { createLogger, inSpan, runWithRequestId, SpanKind, tracer } = require(join(root, 'libs/observability/dist'));
const { natsTraceContext, natsTraceHeaders } = require(join(root, 'libs/messaging/dist/trace-propagation'));

const logger = createLogger('bench', 'info', new Writable({ write: (_chunk, _encoding, done) => done() }));
const withLog = process.argv[3] !== 'nolog';

async function hop() {
  await runWithRequestId(undefined, () =>
    inSpan('send x', { kind: SpanKind.CLIENT }, async () => {
      const parent = natsTraceContext(natsTraceHeaders());
      const span = tracer().startSpan('process x', { kind: SpanKind.SERVER }, parent);
      if (withLog) api.context.with(api.trace.setSpan(parent, span), () => logger.info('handled'));
      span.end();
    }),
  );
}

(async () => {
  for (let i = 0; i < 20_000; i += 1) await hop();
  const n = 100_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i += 1) await hop();
  process.stdout.write(`${mode}${withLog ? '' : ' nolog'}: ${(Number(process.hrtime.bigint() - start) / n / 1000).toFixed(2)} µs per hop\n`);
  process.exit(0);
})();
