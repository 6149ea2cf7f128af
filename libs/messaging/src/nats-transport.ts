import { ArgumentsHost, Catch, INestApplication } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { CustomStrategy, CustomTransportStrategy, MessageHandler, NatsContext, Server } from '@nestjs/microservices';
import { BaseConfig, namespaced } from '@netline/config';
import { actorOfPrincipal, AUDIT_CHANNELS, DomainError, EventActor, internalApiError, Principal, RpcReply, toApiError } from '@netline/contracts';
import { Logger, recordFailure, runWithRequestId, SpanKind, tracer } from '@netline/observability';
import { context as otelContext, trace } from '@opentelemetry/api';
import { ConnectionOptions, Msg, MsgHdrs, NatsConnection, Subscription } from 'nats';
import { Counter, Histogram, Registry } from 'prom-client';
import { isObservable, lastValueFrom, Observable, throwError } from 'rxjs';
import { CoalescedPublisher } from './coalesced-publisher';
import { classifyFailure } from './failure-kind';
import { IdempotencyKeyTaken, IdempotencyRecorder, keyedRequestOf } from './idempotency';
import { dialNats, healingNatsOptions, NatsConnectionConfig } from './nats';
import { decodePacket, encodeReply, NatsRequestPacket } from './packets';
import { PrincipalKeyring, PrincipalKeySettings, PrincipalRefusedError } from './principal-proof';
import { natsTraceContext } from './trace-propagation';

/**
 * Netline's NATS transport for `@nestjs/microservices`, in place of the framework's `ServerNats` /
 * `ClientNats` on the request path (docs/decisions/0017-thin-nats-transport.md).
 *
 * The framework's pair costs ≈150 µs per request on a busy 2-core machine: the client subscribes and
 * unsubscribes a fresh inbox per request, and the server runs an rxjs pipeline, an execution context and
 * the global reply interceptor, with two async-resource bindings, for every message. This server keeps
 * the framework's extension point (a custom transport strategy: handlers are still found through their
 * `@MessagePattern` / `@RpcHandler` decorators and called through Nest's own handler proxy, with its
 * parameter decorators), and does the rest inline, once per message:
 *
 * - a nats.js queue subscription per subject (queue group = the service), namespaced as before;
 * - a request carrying a principal answered 401 unless its sender vouched for it (principal-proof.ts);
 * - the trace span, the request id and (for requests carrying an Idempotency-Key) the key's record;
 * - the `{ ok, data }` / `{ ok: false, error }` reply built from the handler's result or error;
 * - metrics `rpc_requests_handled_total` and `rpc_request_duration_seconds`.
 *
 * The wire format is the framework's (`{ pattern, data, id }` in, `{ id, response, isDisposed }` out), so
 * a Nest `ClientNats` can still call a Netline service, and `RpcClient` can still call a Nest `ServerNats`.
 */

/** Subjects of the sandbox helpers: `<app>.sandbox.<…>`. */
export const SANDBOX_SUBJECT = /^[^.]+\.sandbox\./;

/**
 * Keeps a message handler's error as it was thrown. Without it, the framework's default RPC exception
 * filter replaces every error that is not an `RpcException` with "Internal server error" before the
 * transport sees it, and a domain error would lose its status and code. HTTP routes of the same process
 * keep the framework's default handling.
 */
@Catch()
export class KeepRpcErrors extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() !== 'rpc') return super.catch(exception, host);
    return throwError(() => exception);
  }
}

/**
 * Serves the app's message handlers over `server`: the application's configuration (and so its global
 * filters) is shared with the transport, and handler errors reach the transport as thrown.
 */
export function connectNatsTransport(app: INestApplication, server: NetlineNatsServer): void {
  app.useGlobalFilters(new KeepRpcErrors(app.getHttpAdapter()));
  app.connectMicroservice({ strategy: server }, { inheritAppConfig: true });
}

/** What the server needs from the application once it exists: logs, metrics and the idempotency record. */
export interface NatsServerRuntime {
  logger: Logger;
  metrics: Registry;
  /** Records Idempotency-Keys of the requests this service handles (absent: keys are not recorded here). */
  idempotency?: IdempotencyRecorder;
}

export interface NetlineNatsServerOptions {
  connection: ConnectionOptions;
  /** The queue group: every request goes to one replica of the service. */
  queue: string;
  /** Prefix of every subject (NETLINE_NAMESPACE); empty for none. */
  namespace: string;
  /** In production the sandbox helpers are not even subscribed. */
  production: boolean;
  /** How long a shutdown waits for requests in flight before closing the connection. */
  gracePeriodMs: number;
  /** This service's bus keys: a request carrying a principal is handled only with a valid proof of it. */
  principals: PrincipalKeyring;
}

/** Marks the reply of a keyed request that lost the race for its key to a concurrent duplicate. */
const RACE_LOST: RpcReply = Object.freeze({ ok: false, error: Object.freeze({ ...internalApiError() }) }) as RpcReply;
/**
 * The answer when a handler failed because a dependency went away for a moment (a PostgreSQL connection
 * reset, Redis not answering): 503, which a client may retry, rather than 500, which says something is
 * broken (failure-kind.ts decides which failures are transient).
 */
const DEPENDENCY_UNAVAILABLE: RpcReply = Object.freeze({
  ok: false,
  error: Object.freeze(toApiError(new DomainError('COMMON.UNAVAILABLE', 'unavailable', 'The service is temporarily unavailable; retry shortly'))),
}) as RpcReply;

interface Instruments {
  handled: Counter<'subject' | 'outcome'>;
  duration: Histogram<'subject'>;
}

export class NetlineNatsServer extends Server implements CustomTransportStrategy {
  override readonly transportId = Symbol('netline-nats');
  private connection: NatsConnection | null = null;
  /** Replies of one event-loop turn, sent together (coalesced-publisher.ts). */
  private replies: CoalescedPublisher | undefined;
  private readonly subscriptions: Subscription[] = [];
  private runtime: NatsServerRuntime | undefined;
  private instruments: Instruments | undefined;
  private inFlight = 0;
  private idle: (() => void) | undefined;
  private readonly handlerNames = new Map<string, string>();

  constructor(private readonly options: NetlineNatsServerOptions) {
    super();
  }

  /** Hands the server what only exists once the application is built; called before `listen`. */
  useRuntime(runtime: NatsServerRuntime): void {
    this.runtime = runtime;
    this.instruments = {
      handled: new Counter({
        name: 'rpc_requests_handled_total',
        help: 'NATS requests handled by this process',
        labelNames: ['subject', 'outcome'],
        registers: [runtime.metrics],
      }),
      duration: new Histogram({
        name: 'rpc_request_duration_seconds',
        help: 'Time to handle one NATS request',
        labelNames: ['subject'],
        buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
        registers: [runtime.metrics],
      }),
    };
  }

  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler?: boolean, extras?: Record<string, unknown>): void {
    if (this.options.production && typeof pattern === 'string' && SANDBOX_SUBJECT.test(pattern)) return;
    const subject = typeof pattern === 'string' && this.options.namespace ? `${this.options.namespace}.${pattern}` : pattern;
    super.addHandler(subject, callback, isEventHandler, extras);
    if (typeof subject === 'string' && typeof extras?.handler === 'string') this.handlerNames.set(subject, extras.handler);
  }

  /** Liveness: true once the connection is closed for good (never while it is only reconnecting). */
  closedForGood(): boolean {
    return this.connection?.isClosed() ?? false;
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      const connection = await dialNats(this.options.connection);
      this.connection = connection;
      this.replies = new CoalescedPublisher(connection, (error, subject) => this.runtime?.logger.warn({ err: error, subject }, 'NATS reply not sent'));
      void this.watchStatus(connection);
      for (const [subject, handler] of this.messageHandlers) {
        this.subscriptions.push(
          connection.subscribe(subject, {
            queue: this.options.queue,
            callback: (error, message) => {
              if (error) {
                this.runtime?.logger.error({ err: error, subject }, 'NATS subscription error');
                return;
              }
              void this.onMessage(subject, handler, message);
            },
          }),
        );
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking requests, lets those in flight finish (up to the grace period), then disconnects. */
  async close(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    // Drained, not just unsubscribed: until the NATS server has the unsubscription it still routes
    // requests here, and a replica that had already stopped listening dropped them, so their callers
    // waited out their whole timeout instead of reaching another replica. Draining answers what arrives
    // until the server confirms, and then nothing more comes.
    // A connection that is down cannot drain: the grace period bounds the wait either way.
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.gracePeriodMs)));
    await Promise.race([Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.drain().catch(() => undefined))), graceOver]);
    if (this.inFlight > 0) await Promise.race([new Promise<void>((resolve) => (this.idle = resolve)), graceOver]);
    clearTimeout(timer);
    this.connection = null;
    // The last replies are queued for the end of this turn: hand them over and wait until the server has
    // them (a PING round trip), or closing would drop them.
    this.replies?.flush();
    await connection.flush().catch(() => undefined);
    await connection.close();
  }

  on(): never {
    throw new Error('NetlineNatsServer reports its connection state through health checks and logs, not events');
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('NetlineNatsServer is not connected');
    return this.connection as T;
  }

  private async watchStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect')
        this.runtime?.logger.warn({ nats: status.type, server: status.data }, `NATS ${status.type}`);
    }
  }

  private async onMessage(subject: string, handler: MessageHandler, message: Msg): Promise<void> {
    this.inFlight += 1;
    try {
      let packet: NatsRequestPacket;
      try {
        packet = decodePacket<NatsRequestPacket>(message.data);
      } catch {
        this.runtime?.logger.warn({ subject }, 'NATS message is not JSON; ignored');
        return;
      }
      const reply = await this.handle(subject, handler, packet.data, message.headers);
      // No reply subject (a publish, or a packet without id): the framework's "event"; nobody waits.
      // Replies go out with the other messages of this event-loop turn (coalesced-publisher.ts).
      if (message.reply && packet.id !== undefined) this.replies?.publish(message.reply, encodeReply(packet.id, reply));
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0 && this.idle) this.idle();
    }
  }

  private async handle(subject: string, handler: MessageHandler, data: unknown, headers: MsgHdrs | undefined): Promise<RpcReply> {
    const stopTimer = this.instruments?.duration.startTimer({ subject });
    const parent = natsTraceContext(headers);
    const span = tracer().startSpan(
      `process ${subject}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': subject,
          'messaging.operation.type': 'process',
          'code.function.name': this.handlerNames.get(subject) ?? subject,
        },
      },
      parent,
    );
    const requestId = typeof data === 'object' && data !== null && 'request_id' in data && typeof data.request_id === 'string' ? data.request_id : undefined;
    const context = new NatsContext([subject, headers]);
    const reply =
      this.refusedPrincipal(subject, data) ??
      (await otelContext.with(trace.setSpan(parent, span), () =>
        runWithRequestId(requestId, () => this.execute(subject, handler, data, context), actorOfRequest(data)),
      ));
    if (!reply.ok && reply.error.status >= 500) recordFailure(span, new Error(`${reply.error.code}: ${reply.error.message}`));
    span.end();
    stopTimer?.();
    this.instruments?.handled.inc({ subject, outcome: reply.ok ? 'ok' : String(reply.error.status) });
    return reply;
  }

  /**
   * The refusal of a request whose principal its sender did not vouch for (no proof, a proof that does
   * not match, a sender that may not speak for a merchant on this subject); undefined when the request
   * carries no principal or a verified one. The proof is taken out of the envelope either way: handlers
   * never see it.
   */
  private refusedPrincipal(subject: string, data: unknown): RpcReply | undefined {
    if (typeof data !== 'object' || data === null) return undefined;
    const envelope = data as { principal?: unknown; principal_proof?: unknown; request_id?: unknown };
    const proof = envelope.principal_proof;
    if (proof !== undefined) delete envelope.principal_proof;
    if (envelope.principal === undefined || envelope.principal === null) return undefined;
    const bare = this.options.namespace && subject.startsWith(`${this.options.namespace}.`) ? subject.slice(this.options.namespace.length + 1) : subject;
    try {
      this.options.principals.verify(subject, bare, envelope.request_id, envelope.principal, proof);
      return undefined;
    } catch (error) {
      if (!(error instanceof PrincipalRefusedError)) throw error;
      const from = typeof proof === 'object' && proof !== null && 'from' in proof ? proof.from : undefined;
      this.runtime?.logger.warn({ subject, from, reason: error.message }, 'request refused: its principal is not verified');
      return { ok: false, error: toApiError(error) };
    }
  }

  /** Runs the handler, through the Idempotency-Key record when the request carries a key. */
  private async execute(subject: string, handler: MessageHandler, data: unknown, context: NatsContext): Promise<RpcReply> {
    const recorder = this.runtime?.idempotency;
    const keyed = recorder ? keyedRequestOf(subject, data) : undefined;
    if (!recorder || !keyed) return this.invoke(subject, handler, data, context);
    try {
      const stored = await recorder.find(keyed);
      if (stored) return recorder.answerFor(stored, keyed);
      let reply = await recorder.run(keyed, () => this.invoke(subject, handler, data, context));
      if (reply === RACE_LOST) return await recorder.answerAfterRace(keyed);
      // Once the request's effect committed, that key's outcome is stored and replayed: "retry" would
      // replay forever, so a transient failure after the commit is answered as before, an internal error.
      if (reply === DEPENDENCY_UNAVAILABLE && keyed.recorded) reply = { ok: false, error: internalApiError() };
      await recorder.remember(keyed, reply);
      return reply;
    } catch (error) {
      return this.failure(error, subject);
    }
  }

  private async invoke(subject: string, handler: MessageHandler, data: unknown, context: NatsContext): Promise<RpcReply> {
    try {
      const result: unknown = await handler(data, context);
      // Nest's handler proxy answers an Observable when the handler failed (the error comes through
      // KeepRpcErrors) or when the handler itself returned one.
      const value: unknown = isObservable(result) ? await lastValueFrom(result, { defaultValue: undefined }) : result;
      return { ok: true, data: value };
    } catch (error) {
      return this.failure(error, subject);
    }
  }

  private failure(error: unknown, subject: string): RpcReply {
    if (error instanceof IdempotencyKeyTaken) return RACE_LOST;
    if (error instanceof DomainError) return { ok: false, error: toApiError(error) };
    if (classifyFailure(error) === 'transient') {
      this.runtime?.logger.warn({ err: error, handler: this.handlerNames.get(subject) ?? subject }, 'a dependency failed for a moment; answered 503');
      return DEPENDENCY_UNAVAILABLE;
    }
    this.runtime?.logger.error({ err: error, handler: this.handlerNames.get(subject) ?? subject }, 'unhandled error in message handler');
    return { ok: false, error: internalApiError() };
  }
}

export interface NatsServerHandle {
  strategy: CustomStrategy;
  server: NetlineNatsServer;
  /** Liveness: fails once the server's connection is closed for good (it never is while reconnecting). */
  closedForGood(): boolean;
}

/** The service's NATS server, with its bus keys from `config` (unset ones: the development keys). */
export function natsServer(
  config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'APP_ENV'> & PrincipalKeySettings,
  service: string,
): NatsServerHandle {
  const server = new NetlineNatsServer({
    connection: healingNatsOptions(config, service),
    queue: namespaced(config, service),
    namespace: config.NETLINE_NAMESPACE,
    production: config.APP_ENV === 'production',
    gracePeriodMs: 2_000,
    principals: PrincipalKeyring.fromSettings(config, service),
  });
  return { strategy: { strategy: server }, server, closedForGood: () => server.closedForGood() };
}

export function natsServerStrategy(
  config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'APP_ENV'> & PrincipalKeySettings,
  service: string,
): CustomStrategy {
  return natsServer(config, service).strategy;
}

/**
 * Who a request's changes are by (docs/security.md, "Audit trail"): the verified principal when an edge
 * said which door it came through (`via`); else the actor the sending app carried along (the operator
 * CLI's operator, or the author of the work a service is doing for someone); else the principal as it is
 * (a service acting in its own name is `system`). Called after the principal's proof was checked.
 */
export function actorOfRequest(data: unknown): EventActor | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const envelope = data as { principal?: Principal | null; actor?: unknown };
  const principal = envelope.principal ?? undefined;
  if (principal?.via) return actorOfPrincipal(principal);
  const carried = envelope.actor as Partial<EventActor> | undefined;
  if (carried && typeof carried.type === 'string' && typeof carried.id === 'string' && (AUDIT_CHANNELS as readonly unknown[]).includes(carried.channel)) {
    return carried as EventActor;
  }
  return principal ? actorOfPrincipal(principal) : undefined;
}
