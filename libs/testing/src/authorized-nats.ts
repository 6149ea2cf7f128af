import { BUS_USERS, busPasswordVariable, BusUser } from '@netline/catalogue';
import { replyInboxPrefix } from '@netline/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { freePort } from './ports';

/** The repository (stack.ts has the same; importing it from there would be circular). */
const ROOT = resolve(__dirname, '../../..');

/**
 * A nats-server of a test's own running the deployments' own configuration file (`deploy/nats/<env>.conf`,
 * which test/deploy/nats-config.spec.ts keeps equal to what the catalogue generates): one user per app
 * with its subject permissions, on a free port of the loopback address, with random passwords in the
 * server's environment as a cluster gives them. `Stack` starts one when asked (`natsAuth: true`) and
 * gives every process its own app's credentials.
 */
export class AuthorizedNats {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly passwords: Record<BusUser, string>,
  ) {}

  static async start(appEnv: 'sandbox' | 'production' = 'sandbox'): Promise<AuthorizedNats> {
    const port = await freePort();
    // Each starts with a letter: nats-server reads a variable's value that starts with `-` or a digit as a number.
    const passwords = Object.fromEntries(BUS_USERS.map((user) => [user, `p${randomBytes(18).toString('base64url')}`])) as Record<BusUser, string>;
    const file = join(ROOT, 'deploy', 'nats', `${appEnv}.conf`);
    const env = { ...process.env, ...Object.fromEntries(BUS_USERS.map((user) => [busPasswordVariable(user), passwords[user]])) };
    // The address and port given here take precedence over the file's `port: 4222`.
    const child = spawn('nats-server', ['-c', file, '-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore', env });
    const nats = new AuthorizedNats(child, `nats://127.0.0.1:${port}`, passwords);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) {
        await nats.stop();
        throw new Error(`nats-server exited with ${child.exitCode} (is it installed? is the generated configuration valid?)`);
      }
      if (await listening(port)) return nats;
      if (Date.now() > deadline) {
        await nats.stop();
        throw new Error('nats-server did not start listening within 10 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The environment that makes a process connect as `user`. */
  credentials(user: BusUser): Record<string, string> {
    return { NATS_URL: this.url, NATS_USER: user, NATS_PASSWORD: this.passwords[user] };
  }

  /** nats.js connection options for `user`, with its own reply inbox prefix (the only one it may receive on). */
  connectionOptions(user: BusUser): { servers: string; user: string; pass: string; inboxPrefix: string } {
    return { servers: this.url, user, pass: this.passwords[user], inboxPrefix: replyInboxPrefix(user) };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
