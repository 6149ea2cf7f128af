import { createInbox, Msg, MsgHdrs, NatsConnection, NatsError, Subscription } from 'nats';
import { CoalescedPublisher } from './coalesced-publisher';

/** No reply within the request's deadline. */
export class ReplyTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/** The NATS server's own answer that nobody subscribes to the subject (a 503 status with no payload). */
export class NoResponders extends Error {
  constructor() {
    super('no replica is listening');
  }
}

interface Pending {
  resolve(message: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Request-reply over one reply subscription per connection (`<prefix>.<id>.*`, the prefix being the
 * NATS user's own, `_INBOX_<user>`, or `_INBOX` without one): a request is a publish with a reply
 * subject `<prefix>.<id>.<token>`, and the answer is matched back by its token.
 *
 * nats.js's own `request` does the same, but settles every answered request by also rejecting it with
 * a freshly built error (its stack trace captured each time), which was about 4% of the gateway's CPU
 * on the hot read. Here an answer costs a map lookup; a late answer (after its deadline) is dropped.
 * The subscription lives as long as the connection, which re-subscribes it after a reconnection.
 */
export class ReplyInbox {
  private readonly prefix: string;
  private readonly pending = new Map<string, Pending>();
  private readonly subscription: Subscription;
  private sequence = 0;
  private readonly publisher: CoalescedPublisher;

  constructor(
    readonly connection: NatsConnection,
    inboxPrefix?: string,
  ) {
    this.prefix = createInbox(inboxPrefix);
    // Every request has its own `failed` callback, so nothing reaches the publisher's fallback.
    this.publisher = new CoalescedPublisher(connection, () => undefined);
    this.subscription = connection.subscribe(`${this.prefix}.*`, { callback: (error, message) => this.settle(error, message) });
  }

  request(subject: string, data: Uint8Array, options: { timeoutMs: number; headers?: MsgHdrs }): Promise<Msg> {
    const token = (this.sequence++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(new ReplyTimeout(options.timeoutMs));
      }, options.timeoutMs);
      this.pending.set(token, { resolve, reject, timer });
      // Sent with the other messages of this event-loop turn (coalesced-publisher.ts).
      this.publisher.publish(subject, data, { reply: `${this.prefix}.${token}`, ...(options.headers ? { headers: options.headers } : {}) }, (error) => {
        // A closed connection, or a payload over the server's limit: nothing went out.
        if (!this.pending.delete(token)) return;
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** Requests still waiting for their answer. */
  get waiting(): number {
    return this.pending.size;
  }

  private settle(error: NatsError | null, message: Msg): void {
    if (error) {
      // The subscription itself failed (refused by the server's permissions): no answer can arrive.
      this.failAll(error);
      return;
    }
    const token = message.subject.slice(this.prefix.length + 1);
    const entry = this.pending.get(token);
    if (!entry) return;
    this.pending.delete(token);
    clearTimeout(entry.timer);
    if (message.data.length === 0 && message.headers?.code === 503) entry.reject(new NoResponders());
    else entry.resolve(message);
  }

  /** Stops listening (the connection is being closed); requests still waiting fail at once. */
  close(): void {
    this.publisher.flush();
    if (!this.connection.isClosed()) this.subscription.unsubscribe();
    this.failAll(new Error('the NATS connection was closed'));
  }

  private failAll(error: Error): void {
    for (const [token, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.pending.delete(token);
      entry.reject(error);
    }
  }
}
