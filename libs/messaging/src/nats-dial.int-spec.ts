import { ErrorCode, NatsError } from 'nats';
import { AddressInfo, createConnection, createServer, Server, Socket } from 'node:net';
import { dialNats, FIRST_DIAL_ATTEMPTS, RpcClient } from './nats';

const NATS = new URL(process.env.NATS_URL || 'nats://127.0.0.1:4222');

/**
 * A TCP front for the real NATS server that treats each connection as `plan` says for its ordinal:
 * `silent` accepts and never speaks (a dial that runs out of time), `reset` hangs up at once, `pass`
 * relays both ways to NATS.
 */
class Front {
  readonly accepted: Socket[] = [];
  private readonly server: Server;

  constructor(private readonly plan: (ordinal: number) => 'silent' | 'reset' | 'pass') {
    this.server = createServer((socket) => {
      this.accepted.push(socket);
      const action = this.plan(this.accepted.length);
      if (action === 'reset') socket.destroy();
      if (action !== 'pass') return;
      const upstream = createConnection({ host: NATS.hostname, port: Number(NATS.port || 4222) });
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.on('close', () => upstream.destroy());
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `nats://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.accepted) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first connection to NATS through a front that stalls or refuses dials, against the real server. */
describe('first dial to NATS', () => {
  const fronts: Front[] = [];
  const front = async (plan: ConstructorParameters<typeof Front>[0]) => {
    const made = new Front(plan);
    fronts.push(made);
    return { front: made, url: await made.listen() };
  };
  afterEach(async () => {
    await Promise.all(fronts.splice(0).map((made) => made.close()));
  });

  // A relayed dial can itself run out of time on a busy machine (the case dialling again is for), so the
  // tests that connect in the end count the dials as at least the stalled ones and one more.
  it('dials again when a dial runs out of time, and connects to the server behind', async () => {
    const { front: stalling, url } = await front((ordinal) => (ordinal === 1 ? 'silent' : 'pass'));
    const connection = await dialNats({ servers: url, timeout: 1_000, maxReconnectAttempts: 0 });
    try {
      await connection.flush();
      expect(stalling.accepted.length).toBeGreaterThanOrEqual(2);
    } finally {
      await connection.close();
    }
  });

  it('gives up with the timeout after its attempts', async () => {
    const { front: silent, url } = await front(() => 'silent');
    const failure = await dialNats({ servers: url, timeout: 300, maxReconnectAttempts: 0 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NatsError);
    expect((failure as NatsError).code).toBe(ErrorCode.Timeout);
    expect(silent.accepted).toHaveLength(FIRST_DIAL_ATTEMPTS);
  });

  it('does not dial again when the server hangs up', async () => {
    const { front: refusing, url } = await front(() => 'reset');
    await expect(dialNats({ servers: url, timeout: 300, maxReconnectAttempts: 0 })).rejects.toBeDefined();
    expect(refusing.accepted).toHaveLength(1);
  });

  it("is how the RPC client connects: a stalled first dial does not fail the client's first request", async () => {
    const { front: stalling, url } = await front((ordinal) => (ordinal === 1 ? 'silent' : 'pass'));
    const rpc = new RpcClient({ NATS_URL: url, NETLINE_NAMESPACE: 'dial', RPC_TIMEOUT_MS: 5_000 }, 'dial-test');
    try {
      await rpc.ping();
      expect(stalling.accepted.length).toBeGreaterThanOrEqual(2);
    } finally {
      await rpc.close();
    }
  });
});
