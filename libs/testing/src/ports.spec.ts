import { createServer, Server } from 'node:net';
import { freePort, portIsFree } from './ports';

/** The ports tests hand their processes: this worker's own block, below the system's ephemeral range. */
describe('freePort', () => {
  const block = Math.max(0, Math.floor(Number(process.env.JEST_WORKER_ID) || 0)) % 8;
  const [first, last] = [20_000 + block * 1_500, 20_000 + block * 1_500 + 1_499];

  it('hands out free ports of this worker’s block, never the same one twice in a row of handouts', async () => {
    const ports: number[] = [];
    for (let index = 0; index < 50; index++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(first);
      expect(port).toBeLessThanOrEqual(last);
      expect(port).toBeLessThan(32_768);
      expect(await portIsFree(port)).toBe(true);
    }
  });

  it('passes over a port something listens on', async () => {
    // Take the next few ports of the block the way another process would, then ask: none of them comes back.
    const probe = await freePort();
    const taken: Server[] = [];
    const held: number[] = [];
    try {
      for (let offset = 1; offset <= 3; offset++) {
        const port = first + ((probe - first + offset) % 1_500);
        held.push(port);
        // A server of the machine's may hold it already (RabbitMQ's 25672 lies in a block): taken as it is.
        if (!(await portIsFree(port))) continue;
        const server = createServer();
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', resolve);
        });
        taken.push(server);
      }
      const handed = await freePort();
      expect(held).not.toContain(handed);
    } finally {
      await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
