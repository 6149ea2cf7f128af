import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Ports come from a block of their own per Jest worker (the runner's own process, which starts the shared
 * stacks, is block 0), below the range the system hands out for `bind(0)` and outgoing connections
 * (`ip_local_port_range`, 32768–60999 by default). A port the system picks is free only until another
 * socket takes it, and beside a busy suite, with hundreds of connections to PostgreSQL, Redis and NATS and
 * several workers picking ports, a stack's process now and then found its port taken (EADDRINUSE) while
 * whatever held it answered the stack's readiness probe. Within its block a worker walks forward, so a
 * port comes round again only after the whole block has been handed out.
 */
const FIRST_PORT = 20_000;
const BLOCK_SIZE = 1_500;
const BLOCKS = 8;
/** The next port of this process's block, from a random start so that runs one after another differ. */
let next = -1;

/** A TCP port nothing listens on, from this test process's own block (above). */
export async function freePort(): Promise<number> {
  const block = Math.max(0, Math.floor(Number(process.env.JEST_WORKER_ID) || 0)) % BLOCKS;
  const first = FIRST_PORT + block * BLOCK_SIZE;
  if (next < 0) next = randomInt(BLOCK_SIZE);
  for (let tried = 0; tried < BLOCK_SIZE; tried++) {
    const port = first + (next++ % BLOCK_SIZE);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port among ${first}–${first + BLOCK_SIZE - 1}`);
}

/** Whether nothing listens on the port yet. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
