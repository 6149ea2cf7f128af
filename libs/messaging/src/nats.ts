import {
  ApiError,
  DomainError,
  fromApiError,
  InternalRpcSubject,
  MerchantRpcInput,
  MerchantRpcSubject,
  Principal,
  RpcBodyIn,
  RpcReply,
  replyInboxPrefix,
  RpcReplyOf,
  toApiError,
} from '@netline/contracts';
import { BaseConfig, namespaced } from '@netline/config';
import { currentActor, currentRequestId, inSpan, recordFailure, SpanKind } from '@netline/observability';
import { connect, ConnectionOptions, ErrorCode, NatsConnection, NatsError } from 'nats';
import { randomUUID } from 'node:crypto';
import { decodePacket, encodePacket, NatsReplyPacket, okFrameData } from './packets';
import { PrincipalKeyring, PrincipalKeySettings } from './principal-proof';
import { NoResponders, ReplyInbox, ReplyTimeout } from './reply-inbox';
import { natsTraceHeaders } from './trace-propagation';

/**
 * NATS request-reply between apps. Each service subscribes to `<app>.<resource>.<action>` subjects in a
 * queue group named after itself, so every request is handled by exactly one replica. The namespace
 * (NETLINE_NAMESPACE) prefixes subjects and queue groups so that several stacks can share one NATS server.
 * This file is the calling side; the serving side is nats-transport.ts and the wire format packets.ts, so a
 * caller outside the services (the operator CLI) loads none of the server's framework code.
 */

export type NatsConnectionConfig = Pick<
  BaseConfig,
  'NATS_URL' | 'NATS_USER' | 'NATS_PASSWORD' | 'NATS_TLS_CA_FILE' | 'NATS_TLS_CERT_FILE' | 'NATS_TLS_KEY_FILE'
>;

interface NatsConnectionOptions {
  servers: string[];
  user?: string;
  pass?: string;
  inboxPrefix?: string;
  tls?: { caFile?: string; certFile?: string; keyFile?: string };
}

/**
 * Servers, this app's NATS credentials and TLS, as the nats.js client takes them. With a user, its reply
 * inboxes are `_INBOX_<user>.…` (`replyInboxPrefix`), the only inboxes the server lets that user receive on.
 */
export function natsConnectionOptions(config: NatsConnectionConfig): NatsConnectionOptions {
  const tls =
    config.NATS_TLS_CA_FILE || config.NATS_TLS_CERT_FILE
      ? {
          ...(config.NATS_TLS_CA_FILE ? { caFile: config.NATS_TLS_CA_FILE } : {}),
          ...(config.NATS_TLS_CERT_FILE ? { certFile: config.NATS_TLS_CERT_FILE } : {}),
          ...(config.NATS_TLS_KEY_FILE ? { keyFile: config.NATS_TLS_KEY_FILE } : {}),
        }
      : undefined;
  return {
    servers: config.NATS_URL.split(','),
    ...(config.NATS_USER ? { user: config.NATS_USER, pass: config.NATS_PASSWORD ?? '', inboxPrefix: replyInboxPrefix(config.NATS_USER) } : {}),
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
    // nats.js otherwise captures two stack traces per request (for a possible timeout's message): a
    // measurable share of the gateway's CPU. Our timeouts already name the subject and the deadline.
    noAsyncTraces: true,
    pingInterval: 5_000,
    maxPingOut: 2,
    waitOnFirstConnect: false,
  };
}

/** How many times a first connection is dialled when each dial runs out of time (see `dialNats`). */
export const FIRST_DIAL_ATTEMPTS = 3;

/**
 * The first connection, its dial tried again when it times out. A dial's timeout covers the TCP connect,
 * the TLS handshake and the server's first PONG; on a host whose cores are busy (a deploy starting every
 * app at once, a CLI beside a busy stack) that can outlast it, while the server is there and would answer.
 * A dial the server refuses (no listener, bad credentials) fails at once: trying again would not help.
 */
export async function dialNats(options: ConnectionOptions, attempts = FIRST_DIAL_ATTEMPTS): Promise<NatsConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect(options);
    } catch (error) {
      const timedOut = error instanceof NatsError && error.code === ErrorCode.Timeout;
      if (!timedOut || attempt >= attempts) throw error;
    }
  }
}

export class RpcUnavailableError extends DomainError {
  constructor(subject: string, reason: string) {
    super('COMMON.UNAVAILABLE', 'unavailable', `The service behind ${subject.split('.')[0]} is unavailable (${reason})`);
  }
}

/**
 * The calling side: one nats.js connection, namespaced subjects, a timeout, and errors as data. Requests
 * go through one shared reply inbox (reply-inbox.ts: one subscription for the life of the connection,
 * not one per request, under this user's inbox prefix), in the wire format of nats-transport.ts. A
 * request that carries a principal also carries this app's proof of it (principal-proof.ts), when the
 * app has bus keys (every app's config declares them; the operator CLI's does not, and sends none).
 */
export class RpcClient {
  private connection: Promise<NatsConnection> | undefined;
  private current: NatsConnection | undefined;
  /** False while the connection is down and nats.js is reconnecting (see `send`). */
  private connected = false;
  private sequence = 0;
  private inbox: ReplyInbox | undefined;
  private readonly keyring: PrincipalKeyring | undefined;

  constructor(
    private readonly config: NatsConnectionConfig & Pick<BaseConfig, 'NETLINE_NAMESPACE' | 'RPC_TIMEOUT_MS'> & PrincipalKeySettings,
    private readonly name: string,
  ) {
    this.keyring = config.PRINCIPAL_KEY !== undefined ? PrincipalKeyring.fromSettings(config, name) : undefined;
  }

  /** Liveness: true once the connection is closed for good (never while it is only reconnecting). */
  closedForGood(): boolean {
    return this.current?.isClosed() ?? false;
  }

  async connect(): Promise<void> {
    await this.natsConnection();
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = undefined;
    this.current = undefined;
    this.inbox?.close();
    this.inbox = undefined;
    if (pending) await (await pending.catch(() => undefined))?.close();
  }

  /** A round trip to the NATS server, for readiness checks. */
  async ping(): Promise<void> {
    await (await this.natsConnection()).flush();
  }

  private natsConnection(): Promise<NatsConnection> {
    if (!this.connection) {
      const pending = dialNats(healingNatsOptions(this.config, this.name));
      this.connection = pending;
      pending.then(
        (connection) => {
          this.current = connection;
          this.connected = true;
          void this.watch(connection);
        },
        // A first connection that failed is tried again by the next call.
        () => {
          if (this.connection === pending) this.connection = undefined;
        },
      );
    }
    return this.connection;
  }

  private async watch(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') this.connected = false;
      else if (status.type === 'reconnect') this.connected = true;
    }
  }

  /**
   * The raw round trip: `payload` goes out as it is and the reply's data comes back untyped. Only for
   * relays that forward a request the operation catalogue describes and hand the reply on unread (the
   * MCP tool runner); every other caller uses `ask`/`askAs`, typed by the RPC map.
   */
  request(subject: string, payload: unknown, timeoutMs?: number): Promise<RpcReply> {
    return this.send<unknown>(subject, payload, timeoutMs);
  }

  /**
   * `request` for a relay that passes a successful answer on as JSON (the gateway's router): the data
   * comes back as the bytes the service wrote, unparsed (packets.ts, the reply frame).
   */
  relay(subject: string, payload: unknown, timeoutMs?: number): Promise<RelayedReply> {
    return this.exchange(subject, payload, timeoutMs, relayedReplyOf);
  }

  /**
   * Sends one request; a transport failure becomes a 503 reply rather than an exception. The request is
   * a client span, and its trace context goes along in the message headers (the body is left as it is).
   * `T` is what the subject's handler returns: `tryAsk`/`tryAskAs` take it from the RPC map, which
   * `@RpcHandler` holds the handler to at compile time.
   */
  private send<T>(subject: string, payload: unknown, timeoutMs?: number): Promise<RpcReply<T>> {
    return this.exchange(subject, payload, timeoutMs, parsedReplyOf<T>);
  }

  /** The round trip under `send` and `relay`; `read` turns the answer's packet into a reply, undefined when no handler took it. */
  private async exchange<R extends { ok: true } | FailedReply>(
    subject: string,
    payload: unknown,
    timeoutMs = this.config.RPC_TIMEOUT_MS,
    read: (packet: Uint8Array, id: string) => R | FailedReply | undefined,
  ): Promise<R | FailedReply> {
    const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': subject, 'messaging.operation.type': 'send' };
    return inSpan(`send ${subject}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const headers = natsTraceHeaders();
      const target = namespaced(this.config, subject);
      let reply: R | FailedReply;
      try {
        const connection = await this.natsConnection();
        if (!this.connected) {
          // While the connection is down, nats.js would buffer the request and send it once reconnected,
          // after the caller has been told it failed: answer at once instead, and send nothing.
          reply = unavailable(subject, 'the NATS connection is down; reconnecting');
        } else {
          const id = String((this.sequence += 1));
          const data = this.vouched(subject, target, payload);
          const answer = await this.inboxOf(connection).request(target, encodePacket({ pattern: target, data, id }), {
            timeoutMs,
            ...(headers ? { headers } : {}),
          });
          reply = read(answer.data, id) ?? unavailable(subject, `no handler for ${target}`);
        }
      } catch (error) {
        reply = unavailable(subject, reasonOf(error, timeoutMs));
      }
      if (!reply.ok && reply.error.status >= 500) recordFailure(span, new Error(`${reply.error.code}: ${reply.error.message}`));
      return reply;
    });
  }

  private inboxOf(connection: NatsConnection): ReplyInbox {
    if (this.inbox?.connection !== connection)
      this.inbox = new ReplyInbox(connection, this.config.NATS_USER ? replyInboxPrefix(this.config.NATS_USER) : undefined);
    return this.inbox;
  }

  /** The envelope with this app's proof of its principal beside it; as it is when it carries none. */
  private vouched(subject: string, target: string, payload: unknown): unknown {
    if (!this.keyring || typeof payload !== 'object' || payload === null) return payload;
    const envelope = payload as { principal?: Principal | null; request_id?: unknown };
    if (!envelope.principal || typeof envelope.request_id !== 'string') return payload;
    const proof = this.keyring.proof(subject.slice(0, subject.indexOf('.')), target, envelope.request_id, envelope.principal);
    return proof ? { ...payload, principal_proof: proof } : payload;
  }

  /**
   * Plain publish-subscribe beside request-reply: every subscriber (every replica, no queue group) gets
   * each message, and nobody answers. For notices such as cache invalidations, where a lost message only
   * means the cache expires on its own.
   */
  async publish(subject: string, data: unknown): Promise<void> {
    (await this.natsConnection()).publish(namespaced(this.config, subject), encoder.encode(JSON.stringify(data)));
  }

  async subscribe(subject: string, onMessage: (data: unknown) => void): Promise<void> {
    (await this.natsConnection()).subscribe(namespaced(this.config, subject), {
      callback: (error, message) => {
        if (error) return;
        let data: unknown;
        try {
          data = JSON.parse(decoder.decode(message.data));
        } catch {
          return; // Not JSON: not one of ours.
        }
        try {
          onMessage(data);
        } catch {
          // A notice handler's failure is its own (a cache entry then expires by itself); the subscription stays.
        }
      },
    });
  }

  /**
   * A typed call on an internal subject of the RPC map (libs/contracts rpc-map.ts), errors as data: the
   * body's type and the reply's come from the subject literal, and the `InternalRequest` envelope is built
   * here with the current request id (a fresh one outside any request, e.g. in a job).
   */
  tryAsk<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>, timeoutMs?: number): Promise<RpcReply<RpcReplyOf<S>>> {
    return this.send<RpcReplyOf<S>>(subject, { request_id: currentRequestId() ?? randomUUID(), ...actorField(), body }, timeoutMs);
  }

  /** `tryAsk`, with a remote domain error rethrown here as a DomainError. */
  async ask<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>, timeoutMs?: number): Promise<RpcReplyOf<S>> {
    return dataOf(await this.tryAsk(subject, body, timeoutMs));
  }

  /**
   * A typed call on a merchant-facing subject, errors as data: builds the `RpcRequest` envelope
   * (principal, request id, idempotency key, params, query, body). `principal` is null only for the
   * public operations (`auth: 'public'`), which the edges may ask too (the signing keys).
   */
  tryAskAs<S extends MerchantRpcSubject>(
    subject: S,
    principal: Principal | null,
    input: MerchantRpcInput<S>,
    timeoutMs?: number,
  ): Promise<RpcReply<RpcReplyOf<S>>> {
    const envelope = {
      principal,
      request_id: currentRequestId() ?? randomUUID(),
      ...actorField(),
      ...(input.idempotency_key !== undefined ? { idempotency_key: input.idempotency_key } : {}),
      params: input.params,
      query: input.query ?? {},
      body: input.body,
    };
    return this.send<RpcReplyOf<S>>(subject, envelope, timeoutMs);
  }

  /** `tryAskAs` on behalf of `principal` (a service acting for a merchant), a remote domain error rethrown. */
  async askAs<S extends MerchantRpcSubject>(subject: S, principal: Principal, input: MerchantRpcInput<S>, timeoutMs?: number): Promise<RpcReplyOf<S>> {
    return dataOf(await this.tryAskAs(subject, principal, input, timeoutMs));
  }
}

/**
 * The author of the work in hand (an operator's command, or the request or event a service is acting on),
 * carried along so that the changes the receiving service makes name it too (docs/security.md, "Audit trail").
 */
function actorField(): { actor?: object } {
  const actor = currentActor();
  return actor ? { actor } : {};
}

function dataOf<T>(reply: RpcReply<T>): T {
  if (reply.ok) return reply.data;
  throw fromApiError(reply.error);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type FailedReply = { ok: false; error: ApiError };

/**
 * A relayed answer: a success's data as the JSON bytes the service wrote (undefined when the handler
 * answered nothing), or the error.
 */
export type RelayedReply = { ok: true; json: Uint8Array | undefined } | FailedReply;

function parsedReplyOf<T>(packet: Uint8Array): RpcReply<T> | undefined {
  const decoded = decodePacket<NatsReplyPacket>(packet);
  return decoded.response && !decoded.err ? (decoded.response as RpcReply<T>) : undefined;
}

function relayedReplyOf(packet: Uint8Array, id: string): RelayedReply | undefined {
  const json = okFrameData(packet, id);
  if (json) return { ok: true, json };
  // Not in the frame (an error, or an answer from another implementation of the wire format): parsed.
  const reply = parsedReplyOf(packet);
  if (!reply?.ok) return reply;
  return { ok: true, json: reply.data === undefined ? undefined : encoder.encode(JSON.stringify(reply.data)) };
}

function unavailable(subject: string, reason: string): FailedReply {
  const apiError: ApiError = toApiError(new RpcUnavailableError(subject, reason));
  return { ok: false, error: apiError };
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof ReplyTimeout || error instanceof NoResponders) return error.message;
  const code = error instanceof NatsError ? error.code : undefined;
  if (code === ErrorCode.Timeout) return `no answer within ${timeoutMs} ms`;
  if (code === ErrorCode.NoResponders) return 'no replica is listening';
  if (error instanceof Error) return error.message;
  return String(error);
}
