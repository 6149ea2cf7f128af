import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { currentRequestId } from './context';
import { LOG_SERIALIZERS } from './log-serializers';
import { activeTraceIds } from './trace-context';

/** Any field with one of these names is replaced by [REDACTED], at any depth we know of. */
const SECRET_FIELDS = [
  'authorization',
  'client_secret',
  'secret_key',
  'webhook_secret',
  'password',
  'secret',
  'access_token',
  'refresh_token',
  'token',
  'cookie',
];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`, `headers["${field}"]`, `req.headers.${field}`]);

export function createLogger(app: string, level = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: LOG_SERIALIZERS,
      // Request id and, inside a trace, its trace and span ids (one ALS read each: cheap per line).
      mixin() {
        const requestId = currentRequestId();
        const ids = activeTraceIds();
        if (!ids) return requestId ? { request_id: requestId } : {};
        return requestId ? { request_id: requestId, ...ids } : ids;
      },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Lets Nest's own messages go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

export type { Logger } from 'pino';
