import { canRead, requiredScope } from '@netline/auth';
import { Operation } from '@netline/catalogue';
import {
  DomainError,
  ErrorType,
  EVENT_STREAM_PAGE_MAX,
  EventStreamPage,
  EventSubjects,
  isPartnerTopic,
  isPublicTopic,
  Principal,
  toApiError,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-reply';

export interface EventStreamOptions {
  /** How often an open stream asks the dispatcher for new events. */
  pollMs: number;
  /** Streams one account may hold open at once on this gateway process (429 beyond). */
  maxPerAccount: number;
  /** How often a comment line keeps an idle connection (and the proxies on its way) open. */
  keepAliveMs: number;
  /** A stream ends after this long; the client reconnects with Last-Event-ID and is authenticated again. */
  maxDurationMs: number;
}

export const EVENT_STREAM_DEFAULTS: EventStreamOptions = { pollMs: 250, maxPerAccount: 5, keepAliveMs: 15_000, maxDurationMs: 30 * 60_000 };

/**
 * The stream's entry for admission (authentication and the rate limit, as for every /api route). It is not
 * an operation of the catalogue: it answers a stream, not one reply, so it has no MCP tool and no place in
 * the OpenAPI document (docs/events-api.md describes it).
 */
const STREAM_ROUTE: Operation = {
  method: 'GET',
  path: '/events/stream',
  subject: EventSubjects.streamPage,
  operationId: 'streamEvents',
  summary: 'Follow new events live (Server-Sent Events)',
  tag: 'Events',
  access: 'read',
};

/**
 * `GET /events/stream`: the account's new events as Server-Sent Events (`id:` the event id, `event:` its
 * type, `data:` its webhook body), `?types=a,b` to keep some types only, a `: keep-alive` comment every
 * 15 s, and `Last-Event-ID` (or `?after=`) to resume after an event with nothing lost.
 *
 * Why polling: the gateway holds nothing durable, and the events are in the dispatcher's database, which
 * already gives each one a place in a keyset order that a late commit cannot jump (the dispatcher hands
 * out only settled events). Each open stream asks the dispatcher for "events after this cursor, oldest
 * first, at most 100" every `pollMs` over the bus. A subscription to a subject the dispatcher published
 * to after commit would save the idle polls, but it would still need the same query to resume and to
 * fill the gap between the query and the subscription, and a message lost on the bus would be an event
 * lost to the stream; polling has one path and loses nothing. Its cost is one indexed query per open
 * stream every 250 ms, bounded by `maxPerAccount`.
 */
export class EventStream {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
    private readonly options: EventStreamOptions = EVENT_STREAM_DEFAULTS,
  ) {}

  /** Inside the /api plugin, so its admission hook authenticates the stream like any other call. */
  register(api: FastifyInstance): void {
    api.route({
      method: 'GET',
      url: STREAM_ROUTE.path,
      config: { netlineRoute: { merchant: STREAM_ROUTE, partner: STREAM_ROUTE } },
      handler: (request, reply) => this.serve(request, reply),
    });
  }

  /** Streams open now, per account (for the tests and metrics). */
  openStreams(accountId: string): number {
    return this.open.get(accountId) ?? 0;
  }

  private async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const principal = request.principal;
    if (!principal || principal.actor.type === 'buyer') {
      return sendError(reply, toApiError(new DomainError('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', 'Invalid merchant credentials')));
    }
    if (!canRead(principal)) {
      return sendError(reply, { status: 403, type: ErrorType.Forbidden, message: `This operation needs the ${requiredScope(principal, 'read')} scope` });
    }
    const query = request.query as Record<string, string | string[] | undefined>;
    const types = parseTypes(query.types, principal);
    if ('error' in types) return sendError(reply, types.error);
    const lastEventId = single(request.headers['last-event-id']) ?? single(query.after);
    if (lastEventId !== undefined && (lastEventId.length === 0 || lastEventId.length > 64)) {
      return sendError(reply, {
        status: 400,
        type: ErrorType.Validation,
        message: 'Validation error',
        details: [{ path: 'after', message: 'is not an event id' }],
      });
    }
    const account = principal.merchant_id;
    if (this.openStreams(account) >= this.options.maxPerAccount) {
      return sendError(reply, {
        status: 429,
        type: ErrorType.RateLimit,
        message: `At most ${this.options.maxPerAccount} event streams may be open at once for an account; close one first`,
      });
    }
    // The first page before anything is sent: an unknown Last-Event-ID is a plain 404 in the contract's shape.
    let first: EventStreamPage;
    try {
      first = await this.page(principal, { after_event_id: lastEventId, types: types.list });
    } catch (error) {
      if (error instanceof DomainError) return sendError(reply, toApiError(error));
      throw error;
    }
    this.open.set(account, this.openStreams(account) + 1);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      // What the stages before set (the API version, the rate-limit window) still goes out.
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx and the like) must pass each event on as it comes, not buffer the response.
      'x-accel-buffering': 'no',
    });
    let closed = false;
    let wake: (() => void) | undefined;
    const close = () => {
      if (closed) return;
      closed = true;
      wake?.();
      const left = this.openStreams(account) - 1;
      if (left > 0) this.open.set(account, left);
      else this.open.delete(account);
    };
    // The response closes when the client goes away (or when the stream ends here).
    response.on('close', close);
    const write = async (text: string) => {
      if (closed) return;
      if (!response.write(text)) await new Promise<void>((resolve) => response.once('drain', resolve).once('close', resolve));
    };
    const keepAlive = setInterval(() => void write(': keep-alive\n\n'), this.options.keepAliveMs);
    const ends = setTimeout(close, this.options.maxDurationMs);
    try {
      // Tells the client the stream is open even when no event comes for a while.
      await write(': connected\n\n');
      let page = first;
      let previous: string | undefined;
      for (;;) {
        for (const event of page.events) await write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.body}\n\n`);
        if (closed) break;
        const cursor = page.cursor;
        // A page that moved the cursor may have more behind it: ask again at once; else wait for the next poll.
        if (cursor === previous) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, this.options.pollMs);
          });
          wake = undefined;
        }
        previous = cursor;
        if (closed) break;
        try {
          page = await this.page(principal, { cursor, types: types.list });
        } catch (error) {
          // The dispatcher unreachable for a moment: the stream waits and asks again from the same cursor.
          this.logger.warn({ err: error, account }, 'event stream page failed');
          page = { events: [], cursor };
        }
      }
    } finally {
      clearInterval(keepAlive);
      clearTimeout(ends);
      close();
      response.end();
    }
  }

  private page(principal: Principal, body: { cursor?: string; after_event_id?: string; types?: string[] }): Promise<EventStreamPage> {
    return this.rpc.askAs(EventSubjects.streamPage, principal, { params: {}, body: { ...body, limit: EVENT_STREAM_PAGE_MAX } });
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `?types=a,b`: each must be a topic the account may receive. */
function parseTypes(raw: string | string[] | undefined, principal: Principal): { list?: string[] } | { error: ReturnType<typeof toApiError> } {
  const text = single(raw);
  if (text === undefined || text.trim() === '') return {};
  const list = [...new Set(text.split(',').map((type) => type.trim()))].filter(Boolean);
  const known = principal.partner ? isPartnerTopic : isPublicTopic;
  const unknown = list.filter((type) => !known(type));
  if (unknown.length > 0 || list.length > 50) {
    return {
      error: {
        status: 400,
        type: ErrorType.Validation,
        message: 'Validation error',
        details: [{ path: 'types', message: `not event types you receive: ${unknown.slice(0, 5).join(', ') || 'too many types'}` }],
      },
    };
  }
  return { list };
}
