'use strict';
// The first import of every Netline app's main.ts (`import '@netline/observability/register'`): starts
// tracing before any other module loads, so the instrumented libraries (pg, ioredis, http, undici) are
// patched when they are first required. The service is named after the package of the entry file
// (`apps/credit/dist/main.js` → `credit`) unless OTEL_SERVICE_NAME says otherwise.
// See libs/observability/src/tracing.ts and docs/decisions/0014-tracing.md.
const { serviceNameOf, startTracing } = require('./dist/tracing');

const service = serviceNameOf(require.main && require.main.filename);
try {
  startTracing(service);
} catch (error) {
  // A bad OTEL_* setting: refuse to start, naming it, like every other invalid setting.
  process.stderr.write(
    `${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), app: service, msg: `${service} failed to start: ${error.message}` })}\n`,
  );
  process.exit(1);
}
