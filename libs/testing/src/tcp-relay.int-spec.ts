import { createConnection, createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { TcpRelay } from './tcp-relay';
import { waitFor } from './wait';

/** The relay against a real TCP echo server: forwarding, refusing, black-holing and cutting. */
describe('TcpRelay', () => {
  let echo: Server;
  let relay: TcpRelay;

  beforeAll(async () => {
    echo = createServer((socket) => {
      socket.on('error', () => undefined);
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
  });

  beforeEach(async () => {
    relay = await TcpRelay.start(`127.0.0.1:${(echo.address() as AddressInfo).port}`);
  });

  afterEach(async () => {
    await relay.stop();
  });

  afterAll(async () => {
    await new Promise((resolve) => echo.close(resolve));
  });

  const connect = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = createConnection(relay.address, () => resolve(socket));
      socket.once('error', reject);
    });

  /** A connection through the relay once it is open again and listening (null while it is not). */
  const connectWhenOpen = () =>
    waitFor(
      () => (relay.state === 'open' ? connect().catch(() => null) : Promise.resolve(null)),
      (socket) => socket !== null,
    );

  /** Sends `text` and resolves with what comes back within `ms` (empty if nothing). */
  const roundTrip = (socket: Socket, text: string, ms = 500) =>
    new Promise<string>((resolve) => {
      let received = '';
      const onData = (chunk: Buffer) => {
        received += chunk.toString();
        if (received.length >= text.length) finish();
      };
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        socket.off('data', onData);
        resolve(received);
      }
      socket.on('data', onData);
      socket.write(text);
    });

  it('forwards both ways and rewrites URLs to point at itself', async () => {
    const socket = await connect();
    expect(await roundTrip(socket, 'hello')).toBe('hello');
    socket.destroy();
    expect(relay.rewrite('redis://127.0.0.1:6379')).toBe(`redis://127.0.0.1:${relay.address.port}`);
    expect(relay.rewrite('postgres://postgres@127.0.0.1:5432/postgres')).toBe(`postgres://postgres@127.0.0.1:${relay.address.port}/postgres`);
  });

  it('refuses: open connections close, new ones are refused until it heals', async () => {
    const socket = await connect();
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await relay.refuse(400);
    await closed;
    await expect(connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Healed on its own after 400 ms: open, listening again, and forwarding.
    const again = await connectWhenOpen();
    expect(again).not.toBeNull();
    expect(await roundTrip(again!, 'back')).toBe('back');
    again!.destroy();
  });

  it('black-holes: nothing crosses, nothing is lost, and the held bytes arrive when it heals', async () => {
    const socket = await connect();
    await relay.blackhole();
    expect(await roundTrip(socket, 'held', 300)).toBe('');
    const late = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
    await relay.heal();
    expect(await late).toBe('held');
    socket.destroy();
  });

  it('cuts: open connections are reset and new ones reset at once', async () => {
    const socket = await connect();
    const failed = new Promise<NodeJS.ErrnoException>((resolve) => socket.once('error', resolve));
    await relay.cut(400);
    expect((await failed).code).toBe('ECONNRESET');
    const fresh = createConnection(relay.address);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      fresh.once('error', resolve);
      fresh.once('close', () => resolve(null));
    });
    expect(error?.code ?? 'closed').toMatch(/ECONNRESET|closed/);
    // Healed on its own after 400 ms: a cut relay keeps listening, so once open it forwards again.
    const again = await connectWhenOpen();
    expect(again).not.toBeNull();
    expect(await roundTrip(again!, 'ok')).toBe('ok');
    again!.destroy();
  });
});
