import { BUS_USERS, BusUser, renderNatsAuthorization } from '@netline/catalogue';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

/**
 * A nats-server of a test's own with the authorization the deployments use (one user per app, subject
 * permissions from the operation catalogue), on a free port, with random passwords. `Stack` starts one
 * when asked (`natsAuth: true`) and gives every process its own app's credentials.
 */
export class AuthorizedNats {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
    readonly passwords: Record<BusUser, string>,
  ) {}

  static async start(appEnv: 'sandbox' | 'production' = 'sandbox'): Promise<AuthorizedNats> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'netline-nats-'));
    const passwords = Object.fromEntries(BUS_USERS.map((user) => [user, randomBytes(18).toString('base64url')])) as Record<BusUser, string>;
    const file = join(dir, 'nats.conf');
    writeFileSync(file, `listen: "127.0.0.1:${port}"\n${renderNatsAuthorization(appEnv, passwords)}`);
    const child = spawn('nats-server', ['-c', file], { stdio: 'ignore' });
    const nats = new AuthorizedNats(child, dir, `nats://127.0.0.1:${port}`, passwords);
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

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
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
