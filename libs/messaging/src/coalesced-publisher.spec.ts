import type { NatsConnection, PublishOptions } from 'nats';
import { CoalescedPublisher } from './coalesced-publisher';

/** A connection that records what reaches nats.js, and refuses one subject. */
function recordingConnection() {
  const handed: Array<{ subject: string; at: string; options?: PublishOptions }> = [];
  let phase = 'sync';
  const connection = {
    publish(subject: string, _data: Uint8Array, options?: PublishOptions) {
      if (subject === 'refused') throw new Error('payload too large');
      handed.push({ subject, at: phase, ...(options ? { options } : {}) });
    },
  } as unknown as NatsConnection;
  return { connection, handed, setPhase: (next: string) => (phase = next) };
}

describe('CoalescedPublisher', () => {
  it("hands a turn's messages to nats.js together at the end of the turn, in order", async () => {
    const { connection, handed, setPhase } = recordingConnection();
    const publisher = new CoalescedPublisher(connection, () => undefined);
    publisher.publish('a', new Uint8Array());
    await Promise.resolve(); // microtasks of this turn: still queued
    publisher.publish('b', new Uint8Array(), { reply: '_INBOX.x.1' });
    expect(handed).toEqual([]);
    setPhase('check');
    await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toEqual([
      { subject: 'a', at: 'check' },
      { subject: 'b', at: 'check', options: { reply: '_INBOX.x.1' } },
    ]);
  });

  it("tells the message's own callback when nats.js refuses it, else the fallback, and sends the rest", async () => {
    const { connection, handed } = recordingConnection();
    const fallback = jest.fn();
    const failed = jest.fn();
    const publisher = new CoalescedPublisher(connection, fallback);
    publisher.publish('refused', new Uint8Array(), undefined, failed);
    publisher.publish('refused', new Uint8Array());
    publisher.publish('c', new Uint8Array());
    publisher.flush();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'payload too large' }));
    expect(fallback).toHaveBeenCalledWith(expect.objectContaining({ message: 'payload too large' }), 'refused');
    expect(handed.map((message) => message.subject)).toEqual(['c']);
  });

  it('sends at once on flush, and nothing twice', async () => {
    const { connection, handed } = recordingConnection();
    const publisher = new CoalescedPublisher(connection, () => undefined);
    publisher.publish('d', new Uint8Array());
    publisher.flush();
    expect(handed.map((message) => message.subject)).toEqual(['d']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(handed).toHaveLength(1);
  });
});
