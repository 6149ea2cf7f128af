import { NatsConnection, PublishOptions } from 'nats';

interface Queued {
  subject: string;
  data: Uint8Array;
  options: PublishOptions | undefined;
  failed: ((error: Error) => void) | undefined;
}

/**
 * Messages published during one turn of the event loop, handed to nats.js together at its end.
 *
 * nats.js writes its outbound buffer to the socket when the current microtask queue drains, so messages
 * published while handling different socket reads (different HTTP requests at the gateway, different
 * requests at a service) each cost a socket write, and those writes were the largest single cost of a
 * service answering the hot read. Queued to the loop's check phase (`setImmediate`), every message of a
 * turn goes out in one write. A message waits for the rest of the current turn, not for a timer.
 */
export class CoalescedPublisher {
  private queue: Queued[] = [];

  constructor(
    private readonly connection: NatsConnection,
    /** A message that could not be handed over and has no `failed` callback of its own. */
    private readonly onError: (error: Error, subject: string) => void,
  ) {}

  /** Queues one message; `failed` hears if nats.js refuses it (a closed connection, an oversized payload). */
  publish(subject: string, data: Uint8Array, options?: PublishOptions, failed?: (error: Error) => void): void {
    if (this.queue.push({ subject, data, options, failed }) === 1) setImmediate(() => this.flush());
  }

  /** Hands everything queued to nats.js now (before closing the connection). */
  flush(): void {
    const queue = this.queue;
    this.queue = [];
    for (const message of queue) {
      try {
        this.connection.publish(message.subject, message.data, message.options);
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (message.failed) message.failed(failure);
        else this.onError(failure, message.subject);
      }
    }
  }
}
