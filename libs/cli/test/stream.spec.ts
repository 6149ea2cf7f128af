import { Netline } from '@netline/sdk';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { eventStream, type StreamedEvent } from '../src/stream';

/** A stand-in for `GET /events/stream`: each connection is handled by the next of `handlers`. */
async function sseServer(
  handlers: Array<(request: IncomingMessage, response: ServerResponse) => void>,
): Promise<{ url: string; server: Server; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    seen.push(request);
    const handler = handlers[Math.min(seen.length - 1, handlers.length - 1)];
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server, seen };
}

const open = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream' });
const event = (id: string, type = 'customer.created') => `id: ${id}\nevent: ${type}\ndata: {"id":"${id}","type":"${type}","data":{"id":"cus_1"}}\n\n`;

async function take(stream: AsyncGenerator<StreamedEvent>, count: number): Promise<StreamedEvent[]> {
  const events: StreamedEvent[] = [];
  for await (const item of stream) {
    events.push(item);
    if (events.length === count) break;
  }
  return events;
}

describe('eventStream', () => {
  const servers: Server[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it('reconnects after a dropped connection and resumes after the last event received', async () => {
    const { url, server, seen } = await sseServer([
      (_request, response) => {
        open(response);
        response.write(': keep-alive\n\n');
        response.write(event('evt_1'));
        response.write(event('evt_2'));
        // The connection drops mid-stream.
        setTimeout(() => response.socket?.destroy(), 50);
      },
      (_request, response) => {
        open(response);
        response.write(event('evt_3', 'invoice.created'));
      },
    ]);
    servers.push(server);
    const netline = new Netline({ credentials: { merchantId: 'mer_1', secretKey: 'sk_test_x' }, baseUrl: url, retry: { maxRetries: 0 } });
    const disconnects: string[] = [];
    const events = await take(
      eventStream(netline, { types: ['customer.created', 'invoice.created'], initialBackoffMs: 20, onDisconnected: ({ reason }) => disconnects.push(reason) }),
      3,
    );
    expect(events.map(({ id, type }) => [id, type])).toEqual([
      ['evt_1', 'customer.created'],
      ['evt_2', 'customer.created'],
      ['evt_3', 'invoice.created'],
    ]);
    expect(JSON.parse(events[2].data)).toMatchObject({ id: 'evt_3' });
    expect(disconnects).toHaveLength(1);
    expect(seen[0].url).toBe('/api/events/stream?types=customer.created%2Cinvoice.created');
    expect(seen[0].headers.authorization).toBe(`Basic ${Buffer.from('mer_1:sk_test_x').toString('base64')}`);
    expect(seen[0].headers['last-event-id']).toBeUndefined();
    expect(seen[1].headers['last-event-id']).toBe('evt_2');
  });

  it('gives up a silent connection (no keep-alive) and backs off while the API fails', async () => {
    const { url, server, seen } = await sseServer([
      (_request, response) => open(response), // silent: never a byte
      (_request, response) => response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"type":"service_unavailable","message":"down"}}'),
      (_request, response) => {
        open(response);
        response.write(event('evt_9'));
      },
    ]);
    servers.push(server);
    const netline = new Netline({ credentials: { merchantId: 'mer_1', secretKey: 'sk_test_x' }, baseUrl: url, retry: { maxRetries: 0 } });
    const disconnects: string[] = [];
    const [only] = await take(eventStream(netline, { idleTimeoutMs: 200, initialBackoffMs: 20, onDisconnected: ({ reason }) => disconnects.push(reason) }), 1);
    expect(only.id).toBe('evt_9');
    expect(disconnects).toEqual(['nothing received for 0.2 s', expect.stringContaining('503')]);
    expect(seen).toHaveLength(3);
  });

  it('ends with the typed error when the key is refused', async () => {
    const { url, server } = await sseServer([
      (_request, response) =>
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"type":"authentication_error","message":"Invalid merchant credentials"}}'),
    ]);
    servers.push(server);
    const netline = new Netline({ credentials: { merchantId: 'mer_1', secretKey: 'sk_test_bad' }, baseUrl: url, retry: { maxRetries: 0 } });
    await expect(take(eventStream(netline, { initialBackoffMs: 20 }), 1)).rejects.toThrow('Invalid merchant credentials');
  });
});
