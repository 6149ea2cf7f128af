import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ClientNats, CustomStrategy, NatsContext, NatsOptions, NatsRecordBuilder, ServerNats } from '@nestjs/microservices';
import {
  ApiError,
  InternalRpcSubject,
  MerchantRpcInput,
  MerchantRpcSubject,
  Principal,
  RpcBodyIn,
  RpcReply,
  RpcReplyOf,
} from '@netline/contracts';
import { BaseConfig, namespaced } from '@netline/config';
import { currentRequestId, inSpan, Logger, recordFailure, runWithRequestId, SpanKind, tracer } from '@netline/observability';
import { context as otelContext, trace } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import { Counter, Histogram, Registry } from 'prom-client';
import { firstValueFrom, Observable, of, throwError, TimeoutError } from 'rxjs';
import { catchError, finalize, map, timeout } from 'rxjs/operators';
import { DomainError, fromApiError, internalApiError, toApiError } from './domain-error';
import { IdempotencyKeyTaken, IdempotencyRecorder, keyedRequestOf } from './idempotency';
import { natsTraceContext, natsTraceHeaders } from './trace-propagation';

/**
 * NATS request-reply between apps. Each service subscribes to `<app>.<resource>.<action>` subjects in a
 * queue group named after itself, so every request is handled by exactly one replica. The namespace
 * (NETLINE_NAMESPACE) prefixes subjects and queue groups so that several stacks can share one NATS server.
 */
class NamespacedNatsServer extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly namespace: string,
    private readonly production: boolean,
  ) {
    super(options);
  }

  override addHandler(pattern: unknown, callback: Parameters<ServerNats['addHandler']>[1], isEventHandler?: boolean, extras?: Record<string, unknown>) {
    // Sandbox helpers (`<app>.sandbox.…`) are not even subscribed in production.
    if (this.production && typeof pattern === 'string' && SANDBOX_SUBJECT.test(pattern)) return;
    const subject = typeof pattern === 'string' && this.namespace ? `${this.namespace}.${pattern}` : pattern;
    super.addHandler(subject, callback, isEventHandler, extras);
  }
}

/** Subjects of the sandbox helpers: `<app>.sandbox.<…>`. */
export const SANDBOX_SUBJECT = /^[^.]+\.sandbox\./;

type NatsConnectionConfig = Pick<BaseConfig, 'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'NATS_TLS_CA_FILE' | 'NATS_TLS_CERT_FILE' | 'NATS_TLS_KEY_FILE'>;

interface NatsConnectionOptions {
  servers: string[];
  user?: string;
  pass?: string;
  tls?: { caFile?: string; certFile?: string; keyFile?: string };
}

/** Servers, this app's NATS credentials and TLS, as the nats.js client takes them. */
export function natsConnectionOptions(config: NatsConnectionConfig): NatsConnectionOptions {
  const tls = config.NATS_TLS_CA_FILE || config.NATS_TLS_CERT_FILE
    ? { ...(config.NATS_TLS_CA_FILE ? { caFile: config.NATS_TLS_CA_FILE } : {}), ...(config.NATS_TLS_CERT_FILE ? { certFile: config.NATS_TLS_CERT_FILE } : {}), ...(config.NATS_TLS_KEY_FILE ? { keyFile: config.NATS_TLS_KEY_FILE } : {}) }
    : undefined;
  return {
    servers: config.NATS_URL.split(','),
    ...(config.NATS_USER ? { user: config.NATS_USER, pass: config.NATS_PASSWORD ?? '' } : {}),
    ...(tls ? { tls } : {}),
  };
}

/**
 * What both sides connect with: the app's servers, credentials and TLS, and a connection that heals —
 * reconnect forever (nats.js gives up after 10 attempts by default, which left a process deaf after a
 * NATS outage of ~30 s), with jitter, and detect a silent server within two missed pings. While
 * disconnected, nats.js buffers what is published; requests fail at their own deadline.
 */
export function healingNatsOptions(config: NatsConnectionConfig, name: string) {
  return {
    ...natsConnectionOptions(config),
    name: `netline-${name}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    reconnectJitter: 500,
    timeout: 2_000,
    pingInterval: 5_000,
    maxPingOut: 2,
    waitOnFirstConnect: false,
  };
}

/** The part of a nats.js connection the health checks read. */
interface NatsConnectionState {
  isClosed(): boolean;
  isDraining?(): boolean;
}

/** Reads a Nest NATS client's or server's underlying nats.js connection (null before it connects). */
function natsConnectionOf(holder: unknown): NatsConnectionState | null {
  const connection = (holder as { natsClient?: NatsConnectionState | null }).natsClient;
  return connection ?? null;
}

export interface NatsServerHandle {
  strategy: CustomStrategy;
  /** Liveness: fails once the server's connection is closed for good (it never is while reconnecting). */
  closedForGood(): boolean;
}

export function natsServer(config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'APP_ENV'>, service: string): NatsServerHandle {
  const server = new NamespacedNatsServer(
    { ...healingNatsOptions(config, service), queue: namespaced(config, service), gracefulShutdown: true, gracePeriod: 2_000 },
    config.NETLINE_NAMESPACE,
    config.APP_ENV === 'production',
  );
  return {
    strategy: { strategy: server },
    closedForGood: () => natsConnectionOf(server)?.isClosed() ?? false,
  };
}

export function natsServerStrategy(config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'APP_ENV'>, service: string): CustomStrategy {
  return natsServer(config, service).strategy;
}

/**
 * Wraps every message handler's result as `{ ok: true, data }` and every failure as `{ ok: false, error }`,
 * with the request id of the message set for the duration of the handler. Unknown errors are logged here
 * with their stack and leave the process as a bare internal error. The handler runs in a span that
 * continues the trace of the message's `traceparent` header (RpcClient sets it).
 */
@Injectable()
export class RpcReplyInterceptor implements NestInterceptor {
  private readonly handled: Counter<'subject' | 'outcome'>;
  private readonly duration: Histogram<'subject'>;

  constructor(
    private readonly logger: Logger,
    metrics: Registry,
    /** Records Idempotency-Keys of the requests this service handles (absent: keys are not recorded here). */
    private readonly idempotency?: IdempotencyRecorder,
  ) {
    this.handled = new Counter({
      name: 'rpc_requests_handled_total',
      help: 'NATS requests handled by this process',
      labelNames: ['subject', 'outcome'],
      registers: [metrics],
    });
    this.duration = new Histogram({
      name: 'rpc_request_duration_seconds',
      help: 'Time to handle one NATS request',
      labelNames: ['subject'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [metrics],
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const message = context.switchToRpc().getData<{ request_id?: string } | undefined>();
    const subject = context.switchToRpc().getContext<NatsContext>().getSubject();
    const pattern = context.getHandler().name;
    const stopTimer = this.duration.startTimer({ subject });
    const done = (reply: RpcReply): RpcReply => {
      stopTimer();
      this.handled.inc({ subject, outcome: reply.ok ? 'ok' : String(reply.error.status) });
      return reply;
    };
    const parent = natsTraceContext(context.switchToRpc().getContext<NatsContext>().getHeaders());
    const span = tracer().startSpan(
      `process ${subject}`,
      { kind: SpanKind.SERVER, attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'messaging.operation.type': 'process', 'code.function.name': pattern } },
      parent,
    );
    const traced = trace.setSpan(parent, span);
    const ended = (reply: RpcReply): RpcReply => {
      if (!reply.ok && reply.error.status >= 500) recordFailure(span, new Error(`${reply.error.code}: ${reply.error.message}`));
      return reply;
    };
    const keyed = this.idempotency ? keyedRequestOf(subject, message) : undefined;
    if (keyed && this.idempotency) {
      const recorder = this.idempotency;
      return new Observable((subscriber) => {
        void otelContext.with(traced, () => runWithRequestId(message?.request_id, async () => {
          const stored = await recorder.find(keyed);
          if (stored) return recorder.answerFor(stored, keyed);
          const reply = await new Promise<RpcReply>((resolve) => {
            recorder.run(keyed, () =>
              next
                .handle()
                .pipe(
                  map((data: unknown): RpcReply => ({ ok: true, data })),
                  catchError((error: unknown) => of(this.failure(error, pattern))),
                )
                .subscribe({ next: resolve, error: (error: unknown) => resolve(this.failure(error, pattern)) }),
            );
          });
          if (reply === RACE_LOST) return recorder.answerAfterRace(keyed);
          await recorder.remember(keyed, reply);
          return reply;
        }))
          .catch((error: unknown) => this.failure(error, pattern))
          .then((reply) => {
            const final = done(ended(reply));
            span.end();
            subscriber.next(final);
            subscriber.complete();
          });
      });
    }
    return new Observable((subscriber) =>
      otelContext.with(traced, () =>
        runWithRequestId(message?.request_id, () =>
          next
            .handle()
            .pipe(
              map((data: unknown): RpcReply => ({ ok: true, data })),
              catchError((error: unknown) => of(this.failure(error, pattern))),
              map((reply) => done(ended(reply))),
              finalize(() => span.end()),
            )
            .subscribe(subscriber),
        ),
      ),
    );
  }

  private failure(error: unknown, handler: string): RpcReply {
    if (error instanceof IdempotencyKeyTaken) return RACE_LOST;
    if (error instanceof DomainError) return { ok: false, error: toApiError(error) };
    this.logger.error({ err: error, handler }, 'unhandled error in message handler');
    return { ok: false, error: internalApiError() };
  }
}

/** Marks the reply of a keyed request that lost the race for its key to a concurrent duplicate. */
const RACE_LOST: RpcReply = Object.freeze({ ok: false, error: Object.freeze({ ...internalApiError() }) }) as RpcReply;

export class RpcUnavailableError extends DomainError {
  constructor(subject: string, reason: string) {
    super('COMMON.UNAVAILABLE', 'unavailable', `The service behind ${subject.split('.')[0]} is unavailable (${reason})`);
  }
}

/** The calling side: one NATS connection, namespaced subjects, a timeout, and errors as data. */
export class RpcClient {
  private readonly client: ClientNats;

  constructor(
    private readonly config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'RPC_TIMEOUT_MS'>,
    name: string,
  ) {
    this.client = new ClientNats(healingNatsOptions(config, name));
  }

  /** Liveness: true once the connection is closed for good (never while it is only reconnecting). */
  closedForGood(): boolean {
    return natsConnectionOf(this.client)?.isClosed() ?? false;
  }

  async connect(): Promise<void> {
    await this.client.connect();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** A round trip to the NATS server, for readiness checks. */
  async ping(): Promise<void> {
    const connection = (await this.client.connect()) as { flush(): Promise<void> };
    await connection.flush();
  }

  /**
   * Sends one request; a transport failure becomes a 503 reply rather than an exception. The request is
   * a client span, and its trace context goes along in the message headers (the body is left as it is).
   */
  async request<T>(subject: string, payload: unknown, timeoutMs = this.config.RPC_TIMEOUT_MS): Promise<RpcReply<T>> {
    const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'messaging.operation.type': 'send' };
    return inSpan(`send ${subject}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const headers = natsTraceHeaders();
      const record = headers ? new NatsRecordBuilder(payload).setHeaders(headers).build() : payload;
      let reply: RpcReply<T>;
      try {
        reply = await firstValueFrom(
          this.client.send<RpcReply<T>>(namespaced(this.config, subject), record).pipe(
            timeout(timeoutMs),
            catchError((error: unknown) => throwError(() => error)),
          ),
        );
      } catch (error) {
        const reason = error instanceof TimeoutError ? `no answer within ${timeoutMs} ms` : describe(error);
        const apiError: ApiError = toApiError(new RpcUnavailableError(subject, reason));
        reply = { ok: false, error: apiError };
      }
      if (!reply.ok && reply.error.status >= 500) recordFailure(span, new Error(`${reply.error.code}: ${reply.error.message}`));
      return reply;
    });
  }

  /**
   * Plain publish-subscribe beside request-reply: every subscriber (every replica, no queue group) gets
   * each message, and nobody answers. For notices such as cache invalidations, where a lost message only
   * means the cache expires on its own.
   */
  async publish(subject: string, data: unknown): Promise<void> {
    const connection = (await this.client.connect()) as unknown as NatsPubSub;
    connection.publish(namespaced(this.config, subject), new TextEncoder().encode(JSON.stringify(data)));
  }

  async subscribe(subject: string, onMessage: (data: unknown) => void): Promise<void> {
    const connection = (await this.client.connect()) as unknown as NatsPubSub;
    connection.subscribe(namespaced(this.config, subject), {
      callback: (error, message) => {
        if (error) return;
        try {
          onMessage(JSON.parse(new TextDecoder().decode(message.data)));
        } catch {
          // Not JSON: not one of ours.
        }
      },
    });
  }

  /** For service-to-service calls: the data, or the remote domain error rethrown here. */
  async call<T>(subject: string, payload: unknown, timeoutMs?: number): Promise<T> {
    const reply = await this.request<T>(subject, payload, timeoutMs);
    if (reply.ok) return reply.data;
    throw fromApiError(reply.error);
  }

  /**
   * A typed call on an internal subject of the RPC map (libs/contracts rpc-map.ts): the body's type and
   * the reply's come from the subject literal, and the `InternalRequest` envelope is built here with the
   * current request id (a fresh one outside any request, e.g. in a job). A remote domain error is
   * rethrown as a DomainError.
   */
  ask<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>, timeoutMs?: number): Promise<RpcReplyOf<S>> {
    return this.call<RpcReplyOf<S>>(subject, { request_id: currentRequestId() ?? randomUUID(), body }, timeoutMs);
  }

  /**
   * A typed call on a merchant-facing subject, on behalf of `principal` (a service acting for a merchant):
   * builds the `RpcRequest` envelope (principal, request id, idempotency key, params, query, body).
   */
  askAs<S extends MerchantRpcSubject>(subject: S, principal: Principal, input: MerchantRpcInput<S>, timeoutMs?: number): Promise<RpcReplyOf<S>> {
    const envelope = {
      principal,
      request_id: currentRequestId() ?? randomUUID(),
      ...(input.idempotency_key !== undefined ? { idempotency_key: input.idempotency_key } : {}),
      params: input.params,
      query: input.query ?? {},
      body: input.body,
    };
    return this.call<RpcReplyOf<S>>(subject, envelope, timeoutMs);
  }
}

/** The part of a nats.js connection publish-subscribe uses. */
interface NatsPubSub {
  publish(subject: string, payload: Uint8Array): void;
  subscribe(subject: string, options: { callback: (error: Error | null, message: { data: Uint8Array }) => void }): unknown;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

export { internalApiError };
