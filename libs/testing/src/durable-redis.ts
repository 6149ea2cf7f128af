import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { freePort } from './ports';

/**
 * A Redis server of a test's own, configured as production requires (append-only file, no eviction), in
 * a throwaway directory. Production-mode processes refuse the developer Redis, which keeps nothing on
 * disk; a test that boots them in production starts one of these (`Stack` does it by itself).
 */
export class DurableRedis {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
  ) {}

  static async start(): Promise<DurableRedis> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'netline-redis-'));
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''],
      { stdio: 'ignore' },
    );
    const redis = new DurableRedis(child, dir, `redis://127.0.0.1:${port}`);
    const client = new IORedis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const deadline = Date.now() + 10_000;
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} (is it installed?)`);
        try {
          await client.connect();
          await client.ping();
          return redis;
        } catch (error) {
          client.disconnect();
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } catch (error) {
      await redis.stop();
      throw error;
    } finally {
      client.disconnect();
    }
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
