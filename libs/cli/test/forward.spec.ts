import { generateWebhookSecret, verifyWebhook } from '@netline/sdk';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { forwardEvent } from '../src/forward';

describe('forwardEvent', () => {
  it("posts the event's body byte for byte, signed so the SDK verifies it, and reports the local answer", async () => {
    const received: Array<{ body: Buffer; headers: IncomingHttpHeaders }> = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(202).end('thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
    try {
      const secret = generateWebhookSecret();
      // Spacing and key order as the API sent them: the signature is over these exact bytes.
      const data = '{"id":"evt_1", "type":"customer.created","object":"customer","occurred_at":"2026-01-01T00:00:00Z","data":{"id":"cus_1"}}';
      const result = await forwardEvent({ id: 'evt_1', type: 'customer.created', data }, url, secret);
      expect(result).toMatchObject({ event_id: 'evt_1', type: 'customer.created', status: 202, response: 'thanks' });
      expect(received[0].body.toString()).toBe(data);
      expect(received[0].headers['webhook-id']).toBe('evt_1');
      expect(verifyWebhook(received[0].body, received[0].headers, secret)).toMatchObject({ id: 'evt_1' });
      expect(
        verifyWebhook(received[0].body, { 'x-webhook-signature': received[0].headers['x-webhook-signature'] }, secret, { allowLegacySignature: true }),
      ).toMatchObject({
        id: 'evt_1',
      });
    } finally {
      server.close();
    }
  });

  it('reports an endpoint that cannot be reached instead of failing', async () => {
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await forwardEvent({ id: 'evt_2', type: 'invoice.created', data: '{}' }, `http://127.0.0.1:${port}/webhooks`, generateWebhookSecret());
    expect(result).toMatchObject({ event_id: 'evt_2', status: null, response: 'ECONNREFUSED' });
  });
});
