import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { RoundRobinProxy } from './round-robin-proxy';

/** The test load balancer against real upstreams that keep connections alive longer than it does. */
describe('RoundRobinProxy', () => {
  const upstreams: Server[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    for (const name of ['a', 'b']) {
      // As the Netline apps answer: a long keep-alive, announced in the header.
      const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(name));
      server.keepAliveTimeout = 72_000;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      upstreams.push(server);
    }
    proxy = await RoundRobinProxy.start(upstreams.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

  afterAll(async () => {
    await proxy.stop();
    for (const server of upstreams) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('takes turns between upstreams and announces its own keep-alive, not the upstream one', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${proxy.url}/x`);
      answers.push(await response.text());
      // The proxy keeps idle sockets for a minute and says so: a client told the upstream's 72 s would reuse
      // a socket the proxy had closed.
      expect(response.headers.get('keep-alive')).toBe('timeout=60');
    }
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.requests.map((request) => [request.target, request.status])).toEqual([
      [0, 200],
      [1, 200],
      [0, 200],
      [1, 200],
    ]);
  });
});
