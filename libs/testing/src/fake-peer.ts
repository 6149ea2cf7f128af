import { namespaced } from '@netline/config';
import { DomainError, internalApiError, RpcMessage, RpcReply, RpcReplyOf, RpcSubject, toApiError } from '@netline/contracts';
import { decodePacket, encodePacket, NatsReplyPacket, NatsRequestPacket, parseRpcMessage } from '@netline/messaging';
import { connect, NatsConnection, Subscription } from 'nats';

type Awaitable<T> = T | Promise<T>;

/** What a fake answers on one subject: the contract's reply, or a thrown DomainError (sent as the error reply). */
export type FakeAnswer<S extends RpcSubject> = (message: RpcMessage<S>) => Awaitable<RpcReplyOf<S>>;

/**
 * Another service as a service under test sees it over NATS, played by the test: it subscribes to the
 * subjects it is given on the real NATS server, parses every request with the RPC map's schemas (a
 * request the real peer would refuse fails here too), and answers in the wire format of the real
 * transport. So the service under test runs its real `RpcClient` and client classes, and only what lies
 * behind the subject is the test's. Every request is kept, in order, for the test to inspect.
 */
export class FakePeer {
  private readonly subscriptions: Subscription[] = [];
  private readonly seen: Array<{ subject: RpcSubject; message: unknown }> = [];

  private constructor(
    private readonly connection: NatsConnection,
    private readonly config: { NETLINE_NAMESPACE: string },
  ) {}

  static async start(config: { NATS_URL: string; NETLINE_NAMESPACE: string }, name = 'fake-peer'): Promise<FakePeer> {
    return new FakePeer(await connect({ servers: config.NATS_URL, name }), config);
  }

  /** Answers `subject` with `answer` from now on. Resolves once the server has the subscription. */
  async answer<S extends RpcSubject>(subject: S, answer: FakeAnswer<S>): Promise<this> {
    const target = namespaced(this.config, subject);
    const subscription = this.connection.subscribe(target, {
      callback: (error, message) => {
        if (error) return;
        const packet = decodePacket<NatsRequestPacket>(message.data);
        void this.reply(subject, packet.data, answer).then((response) =>
          message.respond(encodePacket({ id: packet.id, response, isDisposed: true } satisfies NatsReplyPacket)),
        );
      },
    });
    this.subscriptions.push(subscription);
    await this.connection.flush();
    return this;
  }

  /** The requests received on `subject`, oldest first, as the map's schemas parsed them. */
  requests<S extends RpcSubject>(subject: S): RpcMessage<S>[] {
    return this.seen.filter((entry) => entry.subject === subject).map((entry) => entry.message as RpcMessage<S>);
  }

  async close(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await this.connection.close();
  }

  private async reply<S extends RpcSubject>(subject: S, data: unknown, answer: FakeAnswer<S>): Promise<RpcReply> {
    try {
      const message = parseRpcMessage(subject, data);
      this.seen.push({ subject, message });
      return { ok: true, data: await answer(message) };
    } catch (error) {
      return { ok: false, error: error instanceof DomainError ? toApiError(error) : internalApiError() };
    }
  }
}
