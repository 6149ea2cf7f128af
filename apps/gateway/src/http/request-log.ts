import { REQUEST_LOG_BATCH_MAX, REQUEST_LOG_PATH_MAX, RequestLogEntry, RequestLogSubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Query parameters whose values say nothing about a customer or a secret: the paging and sorting ones. */
const KEPT_QUERY_VALUES = new Set(['limit', 'page', 'sort']);

/**
 * The path of a request as the request log keeps it: under the API prefix, the query reduced to its
 * parameter names, with the values of `limit`, `page` and `sort` only. A filter's value may be an email or a
 * reference, and a query is where a careless client puts a token; none of it is kept.
 */
export function loggedPath(url: string, prefix: string): string {
  const question = url.indexOf('?');
  const rawPath = question < 0 ? url : url.slice(0, question);
  const path = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) || '/' : rawPath;
  if (question < 0) return path.length > REQUEST_LOG_PATH_MAX ? `${path.slice(0, REQUEST_LOG_PATH_MAX - 1)}…` : path;
  const parts: string[] = [];
  for (const [name, value] of new URLSearchParams(url.slice(question + 1))) {
    parts.push(KEPT_QUERY_VALUES.has(name) ? `${name}=${value}` : name);
  }
  const logged = parts.length > 0 ? `${path}?${parts.join('&')}` : path;
  // Within the batch's schema: one overlong entry must not cost the whole batch.
  return logged.length > REQUEST_LOG_PATH_MAX ? `${logged.slice(0, REQUEST_LOG_PATH_MAX - 1)}…` : logged;
}

/**
 * Records each authenticated merchant API request for the request log (`GET /request-logs`, served by
 * insights). The answer's hot path only appends a small object to an array; every `flushMs` the buffer goes
 * to insights in batches of at most REQUEST_LOG_BATCH_MAX on one NATS request each (`insights.request-logs.record`),
 * not awaited by any request. A log is not worth slowing or failing an answer for: when insights does not
 * take a batch the batch is dropped and logged, and a buffer past `maxBuffered` drops its oldest entries.
 */
export class RequestLogRecorder {
  private buffer: RequestLogEntry[] = [];
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private dropped = 0;
  private readonly readPath: string;

  constructor(
    private readonly rpc: Pick<RpcClient, 'tryAsk'>,
    private readonly logger: Logger,
    private readonly options: { prefix: string; flushMs: number; maxBuffered?: number },
  ) {
    this.readPath = `${options.prefix}/request-logs`;
  }

  start(): void {
    if (this.options.flushMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and sends what is buffered (the gateway's shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Called once the answer is sent (the router's onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    const principal = request.principal;
    // A merchant's own requests: not a buyer's, and not a partner's (the partners API has no request log).
    if (!this.timer || !principal || principal.actor.type === 'buyer' || principal.partner) return;
    // Reading the log is not logged: a follower (`netline logs tail --follow`) would otherwise read its own reads for ever.
    if (request.routeOptions.url === this.readPath) return;
    this.buffer.push({
      merchant_id: principal.merchant_id,
      method: request.method,
      path: loggedPath(request.url, this.options.prefix),
      status: reply.statusCode,
      request_id: request.requestId.slice(0, 200),
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      credential_type: principal.actor.type,
      credential_id: principal.actor.id ?? null,
      at: new Date(Date.now() - reply.elapsedTime).toISOString(),
    });
    const excess = this.buffer.length - (this.options.maxBuffered ?? 20 * REQUEST_LOG_BATCH_MAX);
    if (excess > 0) {
      this.buffer.splice(0, excess);
      this.dropped += excess;
    }
  }

  /** Sends the buffer; a flush already under way is waited for, so two never overlap. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = this.send().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async send(): Promise<void> {
    if (this.dropped > 0) {
      this.logger.warn({ dropped: this.dropped }, 'request log: buffer full, oldest entries dropped');
      this.dropped = 0;
    }
    while (this.buffer.length > 0) {
      const entries = this.buffer.splice(0, REQUEST_LOG_BATCH_MAX);
      const reply = await this.rpc.tryAsk(RequestLogSubjects.record, { entries });
      if (!reply.ok) {
        this.logger.warn({ entries: entries.length, error: reply.error }, 'request log: a batch was not recorded');
        return;
      }
    }
  }
}
