import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** What the fake answers for one courier and tracking number. */
export type FakeTrackingAnswer =
  | { kind: 'tracking'; status: string; substatus?: string | null; expected_delivery?: string | null }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string; contentType?: string }
  | { kind: 'hang' };

export interface FakeTrackingRequest {
  courier: string;
  trackingNumber: string;
  key: string | undefined;
}

/**
 * A local stand-in for the tracking provider, speaking the HTTP API fulfillment's adapter uses
 * (`GET /trackings/{courier}/{tracking_number}`, key in `x-tracking-key`; see apps/fulfillment/README.md).
 * Tests script each tracking number's answer — a tracking record, an HTTP status, arbitrary bytes, or
 * no answer at all — and read back the requests it received. Unscripted numbers answer 404, a wrong key 401.
 */
export class FakeTrackingProvider {
  readonly requests: FakeTrackingRequest[] = [];
  private readonly answers = new Map<string, FakeTrackingAnswer>();
  private readonly sockets = new Set<Socket>();

  private readonly server: Server;
  private address = '';

  private constructor(readonly key: string) {
    this.server = createServer((request, response) => this.handle(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(key = 'trk_test_key'): Promise<FakeTrackingProvider> {
    const provider = new FakeTrackingProvider(key);
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const address = provider.server.address();
    if (!address || typeof address !== 'object') throw new Error('fake tracking provider did not bind');
    provider.address = `http://127.0.0.1:${address.port}`;
    return provider;
  }

  /** The base URL to configure as TRACKING_PROVIDER_URL. */
  get url(): string {
    return this.address;
  }

  answer(courier: string, trackingNumber: string, answer: FakeTrackingAnswer): void {
    this.answers.set(`${courier}/${trackingNumber}`, answer);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const match = /^\/trackings\/([^/]+)\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no such route"}');
      return;
    }
    const courier = decodeURIComponent(match[1]);
    const trackingNumber = decodeURIComponent(match[2]);
    const key = request.headers['x-tracking-key'] as string | undefined;
    this.requests.push({ courier, trackingNumber, key });
    if (key !== this.key) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid key"}');
      return;
    }
    const answer = this.answers.get(`${courier}/${trackingNumber}`);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"tracking not found"}');
      return;
    }
    switch (answer.kind) {
      case 'tracking': {
        const { kind: _kind, ...record } = answer;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record));
        return;
      }
      case 'status':
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{"error":"failure"}');
        return;
      case 'raw':
        response.writeHead(200, { 'content-type': answer.contentType ?? 'application/json' }).end(answer.body);
        return;
      case 'hang':
        // Never answer: the socket stays open until the client gives up or the fake stops.
        return;
    }
  }
}
