import { connect, NatsConnection, NatsError } from 'nats';
import { randomBytes } from 'node:crypto';
import { NoResponders, ReplyInbox, ReplyTimeout } from './reply-inbox';

/** Against the real NATS server: answers matched by token, deadlines, no responders, late answers. */
describe('ReplyInbox (NATS)', () => {
  const subject = `it.${randomBytes(4).toString('hex')}`;
  let client: NatsConnection;
  let server: NatsConnection;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  beforeAll(async () => {
    const servers = process.env.NATS_URL || 'nats://127.0.0.1:4222';
    [client, server] = await Promise.all([connect({ servers }), connect({ servers })]);
    // Echoes after the delay the request names, so answers come back out of order.
    server.subscribe(`${subject}.echo`, {
      callback: (_error, message) => {
        const text = decoder.decode(message.data);
        setTimeout(() => message.respond(encoder.encode(`re:${text}`)), Number(text.split(':')[1] ?? 0));
      },
    });
    await server.flush();
  });

  afterAll(async () => {
    await Promise.all([client.close(), server.close()]);
  });

  it('matches each answer to its own request over one subscription, whatever their order', async () => {
    const inbox = new ReplyInbox(client);
    const delays = [40, 0, 25, 5, 15, 0, 30, 10];
    const answers = await Promise.all(
      delays.map((delay, index) => inbox.request(`${subject}.echo`, encoder.encode(`${index}:${delay}`), { timeoutMs: 2_000 })),
    );
    expect(answers.map((answer) => decoder.decode(answer.data))).toEqual(delays.map((delay, index) => `re:${index}:${delay}`));
    expect(new Set(answers.map((answer) => answer.subject.split('.').slice(0, 2).join('.'))).size).toBe(1);
    expect(inbox.waiting).toBe(0);
  });

  it('builds no error for a request that was answered', async () => {
    const inbox = new ReplyInbox(client);
    const errors = jest.spyOn(NatsError, 'errorForCode');
    try {
      for (let index = 0; index < 20; index += 1) await inbox.request(`${subject}.echo`, encoder.encode(`${index}:0`), { timeoutMs: 2_000 });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('fails at its deadline, and drops the answer that comes after it', async () => {
    const inbox = new ReplyInbox(client);
    // A responder that answers only once the request has failed, and says when it has answered.
    let failed!: () => void;
    const requestFailed = new Promise<void>((resolve) => (failed = resolve));
    const answered = new Promise<void>((resolve) => {
      server.subscribe(`${subject}.late`, {
        max: 1,
        callback: (_error, message) => {
          void requestFailed.then(() => {
            message.respond(encoder.encode('re:late'));
            resolve();
          });
        },
      });
    });
    await server.flush();
    // The deadline is a timer: with only timers faked (NATS' I/O and the publisher's setImmediate stay
    // real), the request is checked at the exact instants either side of it.
    jest.useFakeTimers({
      doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'],
    });
    let outcome: Promise<unknown>;
    try {
      outcome = inbox.request(`${subject}.late`, encoder.encode('late'), { timeoutMs: 100 }).then(
        () => 'answered',
        (error: unknown) => error,
      );
      jest.advanceTimersByTime(99);
      expect(inbox.waiting).toBe(1);
      jest.advanceTimersByTime(1);
      expect(inbox.waiting).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    // A timeout, not an answer: the answer is held back until after the request has failed.
    const failure = await outcome;
    expect(failure).toBeInstanceOf(ReplyTimeout);
    expect(failure).toMatchObject({ timeoutMs: 100 });
    failed();
    await answered;
    // The late answer is on its way to the inbox; the next answer comes from the same responder
    // connection, so NATS delivers it after the late one. It changed nothing: the next request is
    // answered with its own reply.
    expect(decoder.decode((await inbox.request(`${subject}.echo`, encoder.encode('next:0'), { timeoutMs: 2_000 })).data)).toBe('re:next:0');
    expect(inbox.waiting).toBe(0);
  });

  it('says at once when nobody listens on the subject', async () => {
    const inbox = new ReplyInbox(client);
    // NATS' no-responders notice, not the request's 2 s deadline passing.
    await expect(inbox.request(`${subject}.nobody`, encoder.encode('x'), { timeoutMs: 2_000 })).rejects.toBeInstanceOf(NoResponders);
    expect(inbox.waiting).toBe(0);
  });

  it('fails the requests still waiting when it is closed', async () => {
    const inbox = new ReplyInbox(client);
    const waiting = inbox.request(`${subject}.echo`, encoder.encode('slow:500'), { timeoutMs: 2_000 });
    inbox.close();
    await expect(waiting).rejects.toThrow('closed');
    expect(inbox.waiting).toBe(0);
  });
});
