import { createConnection, createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';

export type RelayMode = 'open' | 'refused' | 'blackhole' | 'cut';

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP relay between one process and one dependency (PostgreSQL, Redis, NATS), for fault tests: the
 * process is pointed at the relay's address instead of the server, and the test breaks the link while
 * the server itself stays untouched.
 *
 * - `refuse(ms)`: as if the server restarted: open connections are closed and new ones refused
 *   (ECONNREFUSED) until it heals.
 * - `blackhole(ms)`: as if the network silently dropped packets: connections stay open but no byte
 *   crosses either way (nothing is lost, it waits, as TCP would); new connections are accepted and hear
 *   nothing. When it heals, the held bytes flow again.
 * - `cut(ms)`: as if the link broke: open connections are reset and new ones reset at once.
 */
export class TcpRelay {
  private mode: RelayMode = 'open';
  private readonly pairs = new Set<Pair>();
  private healTimer?: NodeJS.Timeout;
  private server: Server;

  private constructor(
    private readonly target: { host: string; port: number },
    private port: number,
  ) {
    this.server = this.createServer();
  }

  /** Starts a relay to `target` (`host:port` or a URL such as `redis://127.0.0.1:6379`). */
  static async start(target: string): Promise<TcpRelay> {
    const parsed = target.includes('://') ? new URL(target) : new URL(`tcp://${target}`);
    const relay = new TcpRelay({ host: parsed.hostname, port: Number(parsed.port) }, 0);
    await relay.listen();
    relay.port = (relay.server.address() as AddressInfo).port;
    return relay;
  }

  get address(): { host: string; port: number } {
    return { host: '127.0.0.1', port: this.port };
  }

  /** `url` with its host and port replaced by the relay's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get state(): RelayMode {
    return this.mode;
  }

  /** How many client connections are open through the relay now. */
  get connections(): number {
    return this.pairs.size;
  }

  async refuse(ms?: number): Promise<void> {
    await this.set('refused', ms);
  }

  async blackhole(ms?: number): Promise<void> {
    await this.set('blackhole', ms);
  }

  async cut(ms?: number): Promise<void> {
    await this.set('cut', ms);
  }

  /** Back to normal: listening, forwarding, held bytes released. */
  async heal(): Promise<void> {
    clearTimeout(this.healTimer);
    const previous = this.mode;
    this.mode = 'open';
    if (previous === 'refused') await this.listen();
    for (const pair of this.pairs) {
      if (!pair.upstream) this.connectUpstream(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.healTimer);
    for (const pair of this.pairs) this.destroy(pair, false);
    await new Promise<void>((resolve) => (this.server.listening ? this.server.close(() => resolve()) : resolve()));
  }

  private async set(mode: Exclude<RelayMode, 'open'>, ms?: number): Promise<void> {
    clearTimeout(this.healTimer);
    if (this.mode === 'refused' && mode !== 'refused') await this.listen();
    this.mode = mode;
    if (mode === 'refused') {
      for (const pair of this.pairs) this.destroy(pair, false);
      await new Promise<void>((resolve) => this.server.close(() => resolve()));
      this.server = this.createServer();
    } else if (mode === 'cut') {
      for (const pair of this.pairs) this.destroy(pair, true);
    } else {
      for (const pair of this.pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    }
    if (ms !== undefined) this.healTimer = setTimeout(() => void this.heal(), ms);
  }

  private createServer(): Server {
    return createServer({ pauseOnConnect: true }, (client) => this.accept(client));
  }

  private async listen(): Promise<void> {
    if (this.server.listening) return;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    if (this.mode === 'cut' || this.mode === 'refused') {
      client.resetAndDestroy();
      return;
    }
    client.setNoDelay(true);
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => this.destroy(pair, false));
    client.on('close', () => this.destroy(pair, false));
    // A black-holed connection is accepted and then hears nothing until the relay heals.
    if (this.mode === 'open') this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = createConnection(this.target);
    upstream.setNoDelay(true);
    pair.upstream = upstream;
    upstream.on('error', () => this.destroy(pair, false));
    upstream.on('close', () => this.destroy(pair, false));
    upstream.on('data', (chunk) => {
      if (this.mode === 'blackhole') return hold(upstream, chunk);
      if (!pair.client.write(chunk)) upstream.pause();
    });
    pair.client.on('drain', () => this.mode === 'open' && upstream.resume());
    pair.client.on('data', (chunk) => {
      if (this.mode === 'blackhole') return hold(pair.client, chunk);
      if (!upstream.write(chunk)) pair.client.pause();
    });
    upstream.on('drain', () => this.mode === 'open' && pair.client.resume());
    pair.client.resume();
  }

  private destroy(pair: Pair, reset: boolean): void {
    if (!this.pairs.delete(pair)) return;
    if (reset) {
      pair.client.resetAndDestroy();
      pair.upstream?.resetAndDestroy();
    } else {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
  }
}

/** Keeps a chunk that arrived while black-holed, to be delivered when the relay heals. */
function hold(socket: Socket, chunk: Buffer): void {
  socket.pause();
  socket.unshift(chunk);
}
