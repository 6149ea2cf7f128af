import { createServer, request as httpRequest, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The upstream (its index in `targets`) that answered. */
  target: number;
  status: number;
}

/**
 * Connection-level headers belong to one hop (RFC 9110, 7.6.1), so the proxy never passes on the upstream's.
 * An upstream's `Keep-Alive: timeout=72` handed to the client promised 72 s of reuse on a socket the proxy
 * itself closes after 5 idle seconds: the client's next request on it met a reset.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)));
}

/**
 * A load balancer without affinity, for tests: each request goes to the next upstream in turn, whatever
 * the client sent before, so a protocol that relied on one replica remembering a client would break.
 * Records every request it forwarded (method, path, headers, which upstream, the status).
 */
export class RoundRobinProxy {
  readonly requests: ProxiedRequest[] = [];
  private next = 0;

  private constructor(
    private readonly server: Server,
    readonly targets: string[],
  ) {}

  /** Listens on `port` (0: any free port) and forwards to `targets` (base URLs like `http://127.0.0.1:4100`). */
  static async start(targets: string[], port = 0): Promise<RoundRobinProxy> {
    // Node closes an idle client connection after 5 s, and a client that reuses it at that moment reads
    // ECONNRESET: on a loaded machine, pauses that long between one client's calls are common. The proxy's
    // clients are the test's own, and `stop` closes every connection, so idle ones are kept for a minute.
    const server = createServer({ keepAliveTimeout: 60_000 });
    const proxy = new RoundRobinProxy(server, targets);
    server.on('request', (incoming, outgoing) => {
      const target = proxy.next++ % targets.length;
      const upstream = new URL(incoming.url ?? '/', targets[target]);
      const forwarded = httpRequest(upstream, { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } }, (answer) => {
        proxy.requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, target, status: answer.statusCode ?? 0 });
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      });
      forwarded.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`upstream ${targets[target]} failed: ${error.message}`);
      });
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
