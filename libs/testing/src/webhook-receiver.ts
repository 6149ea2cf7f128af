import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, Server } from 'node:https';
import { IncomingHttpHeaders } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificate {
  key: string;
  cert: string;
  /** PEM file to hand the dispatcher as WEBHOOK_CA_FILE. */
  certFile: string;
  keyFile: string;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, made with the system's openssl. The
 * certificate is its own trust anchor, so passing its file as WEBHOOK_CA_FILE lets the dispatcher verify
 * the receiver with full TLS checks instead of turning verification off.
 */
export async function createTestCertificate(): Promise<TestCertificate> {
  const dir = mkdtempSync(join(tmpdir(), 'netline-webhook-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile, keyFile };
}

/** How the receiver answers requests to one path. */
export type ReceiverBehaviour =
  | { kind: 'ok'; status?: number; delayMs?: number }
  | { kind: 'fail-then-ok'; failures: number; status?: number }
  | { kind: 'always'; status: number }
  | { kind: 'hang' };

/** A webhook delivery's JSON body: the public event envelope (docs/webhooks.md). */
export interface WebhookPayload {
  id: string;
  object: string;
  type: string;
  occurred_at: string;
  data: { id: string; merchant_id?: string } & Record<string, unknown>;
}

export interface ReceivedRequest {
  path: string;
  /** Milliseconds since the epoch, when the body was complete. */
  at: number;
  headers: IncomingHttpHeaders;
  /** The exact body bytes as text (what the signature covers). */
  body: string;
  /** The body parsed as JSON (`undefined` when it was not JSON). */
  json: WebhookPayload;
  /** The status the receiver answered (null while hanging). */
  status: number | null;
}

/**
 * An HTTPS webhook receiver for end-to-end tests and benchmarks. Each path is scripted (answer 200, fail N
 * times then 200, always fail, or hang) and every request is recorded with its arrival time, headers and
 * exact body, so a test can check signatures, retry spacing and duplicates from the receiving side.
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  connections = 0;
  private readonly behaviours = new Map<string, ReceiverBehaviour>();
  private readonly seen = new Map<string, number>();
  /** Requests received per path, kept as they arrive: a wait on a count costs nothing per request. */
  private readonly received = new Map<string, number>();
  private readonly sockets = new Set<Socket>();
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: Server,
    readonly certificate: TestCertificate,
  ) {}

  static async start(certificate?: TestCertificate): Promise<WebhookReceiver> {
    const tls = certificate ?? (await createTestCertificate());
    const server = createServer({ key: tls.key, cert: tls.cert, keepAliveTimeout: 30_000 });
    const receiver = new WebhookReceiver(server, tls);
    server.on('secureConnection', (socket: Socket) => {
      receiver.connections += 1;
      receiver.sockets.add(socket);
      socket.once('close', () => receiver.sockets.delete(socket));
    });
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = (request.url ?? '/').split('?')[0];
        let json: unknown = undefined;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const entry: ReceivedRequest = { path, at: Date.now(), headers: request.headers, body, json: json as WebhookPayload, status: null };
        receiver.requests.push(entry);
        receiver.received.set(path, (receiver.received.get(path) ?? 0) + 1);
        const status = receiver.answer(path);
        const respond = () => {
          entry.status = status;
          response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'failed');
          receiver.notify();
        };
        if (status === 0) {
          receiver.notify();
          return;
        }
        const behaviour = receiver.behaviours.get(path);
        const delay = behaviour?.kind === 'ok' ? (behaviour.delayMs ?? 0) : 0;
        if (delay > 0) setTimeout(respond, delay);
        else respond();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** `https://127.0.0.1:<port><path>` (or with `localhost` as host). */
  url(path = '/hook', host: '127.0.0.1' | 'localhost' = '127.0.0.1'): string {
    return `https://${host}:${this.port}${path}`;
  }

  script(path: string, behaviour: ReceiverBehaviour): this {
    this.behaviours.set(path, behaviour);
    this.seen.set(path, 0);
    return this;
  }

  requestsTo(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** How many requests `path` received: `requestsTo(path).length` without scanning every request. */
  countTo(path: string): number {
    return this.received.get(path) ?? 0;
  }

  /** Resolves once `predicate` holds, checked after every request; rejects after `timeoutMs`. */
  async waitFor(predicate: () => boolean, timeoutMs = 30_000, what = 'webhook requests'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (received ${this.requests.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The status to answer for the next request to `path`; 0 means hang. */
  private answer(path: string): number {
    const behaviour = this.behaviours.get(path) ?? { kind: 'ok' };
    const count = (this.seen.get(path) ?? 0) + 1;
    this.seen.set(path, count);
    switch (behaviour.kind) {
      case 'ok':
        return behaviour.status ?? 200;
      case 'fail-then-ok':
        return count <= behaviour.failures ? (behaviour.status ?? 500) : 200;
      case 'always':
        return behaviour.status;
      case 'hang':
        return 0;
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
