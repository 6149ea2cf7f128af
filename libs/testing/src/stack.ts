import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { BUS_USERS, BusUser } from '@netline/catalogue';
import { newBusKeys } from '@netline/messaging/client';
import { DATABASE_SERVICES, dropNamespaceDatabases } from '@netline/persistence';
import { adminCli } from './admin';
import { AuthorizedNats } from './authorized-nats';
import { DurableRedis } from './durable-redis';
import { freePort, portIsFree } from './ports';

/**
 * Starts Netline's real processes (the built `apps/<app>/dist/main.js`) the way production runs them:
 * each its own OS process, with its own database, talking over the shared PostgreSQL, Redis and NATS.
 * A namespace keeps each stack's databases, database roles, subjects and keys apart, so test suites can
 * run side by side. Before any service starts, the stack provisions its databases and roles and applies
 * the migrations (`admin db provision --migrate`, as `npm run db:provision` does); each service then
 * logs in as its runtime role, with a password made for this stack.
 * Used by `npm start`, the end-to-end tests and the benchmarks.
 */
export const ROOT = resolve(__dirname, '../../..');

/** Service apps in start order; the gateway comes last so it never forwards to nobody. */
export function serviceApps(root = ROOT): string[] {
  const apps = readdirSync(join(root, 'apps')).filter((app) => app !== 'admin' && existsSync(join(root, 'apps', app, 'dist', 'main.js')));
  return apps.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

function order(app: string): number {
  if (app === 'identity') return 0;
  if (app === 'gateway') return 2;
  if (app === 'mcp') return 3;
  return 1;
}

/** `apps` in start order, as groups that may start side by side: identity, the services, the gateway, MCP. */
function startGroups(apps: string[]): string[][] {
  const groups = new Map<number, string[]>();
  for (const app of apps) groups.set(order(app), [...(groups.get(order(app)) ?? []), app]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** A process killed by a signal keeps `exitCode` null and sets `signalCode` instead. */
function exited(entry: Pick<StackProcess, 'child'>): boolean {
  return entry.child.exitCode !== null || entry.child.signalCode !== null;
}

export interface StackOptions {
  apps?: string[];
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Per-app extra environment. */
  appEnv?: Record<string, Record<string, string>>;
  /** `random` for tests (fresh databases), '' for the default local stack. */
  namespace?: string | 'random';
  /** Pick free ports (tests) or use each app's default (npm start). */
  freePorts?: boolean;
  /**
   * Fixed ports by process name (an app's first process is named after the app), e.g. so a test can
   * give the MCP endpoint the address its tokens are minted for (`MCP_URL`) before it starts.
   */
  ports?: Record<string, number>;
  /** Where process output goes: a directory of log files, or a callback per line. */
  logDir?: string;
  onLine?: (app: string, line: string) => void;
  readyTimeoutMs?: number;
  /**
   * Start a nats-server of the stack's own with the deployments' authorization (a user per app, subject
   * permissions) and connect every process, and the admin CLI, with its own app's credentials.
   */
  natsAuth?: boolean;
  /**
   * Keep each service's own database pool sizes (the bench measures them) rather than the smaller ones a
   * test stack gets (`TEST_DB_CONNECTIONS`).
   */
  productionPools?: boolean;
}

export interface StackProcess {
  /** The last lines the process printed, for error messages. */
  tail: string[];
  app: string;
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  /** Where the process's output goes, when the stack has a `logDir`. */
  logFile?: string;
}

const DEFAULT_PORTS: Record<string, number> = {
  gateway: 3000,
  identity: 3001,
  credit: 3002,
  billing: 3003,
  treasury: 3004,
  fulfillment: 3005,
  'webhook-dispatcher': 3006,
  insights: 3007,
  mcp: 3100,
};

/**
 * The size from which glibc gives an allocation a mapping of its own: at 64 KiB, the buffer Node
 * allocates for each socket read is returned to the system when freed instead of growing the C heap
 * around the reads still pending (docs/memory.md). The container image sets the same.
 */
export const MALLOC_MMAP_THRESHOLD = 65_536;

/** The rate limit of test stacks (namespace `random`) unless their `env` says otherwise. */
export const TEST_RATE_LIMIT_PER_MINUTE = '1000000';

/**
 * Connections per process of a test stack: a pool of 5 and one pipelined connection, instead of 10 and 2.
 * Several stacks run side by side (the shared one, and the suites' own), each with seven
 * processes that own a database; at the production sizes their pools, grown under a busy suite, took
 * every one of PostgreSQL's default 100 connections. A suite that needs more passes them in `env`.
 */
export const TEST_DB_CONNECTIONS = { DB_POOL_SIZE: '5', DB_PIPELINE_CONNECTIONS: '1' } as const;

export class Stack {
  readonly processes: StackProcess[] = [];
  private readonly logs: WriteStream[] = [];
  private stopping = false;
  /** The stack's own durable Redis, for production-mode stacks. */
  private redis?: DurableRedis;
  /** The stack's own nats-server with authorization, when `natsAuth` is set. */
  nats?: AuthorizedNats;
  /** Each provisioned service's role passwords, fresh for this stack. */
  private readonly dbPasswords = new Map<string, { owner: string; runtime: string }>();
  /** Each app's private bus key (PRINCIPAL_KEY), fresh for this stack; every process gets all public keys. */
  private busKeys: Record<string, string> = {};

  private constructor(
    readonly namespace: string,
    private readonly options: StackOptions,
  ) {}

  static async start(options: StackOptions = {}): Promise<Stack> {
    const namespace = options.namespace === 'random' ? `t${randomBytes(5).toString('hex')}` : (options.namespace ?? '');
    const stack = new Stack(namespace, { ...options });
    try {
      // Production-mode processes refuse a Redis that keeps nothing on disk (the developer one): such a
      // stack gets a Redis of its own, configured as production requires, unless the test names one.
      const production = [options.env, ...Object.values(options.appEnv ?? {})].some((env) => env?.APP_ENV === 'production');
      if (production && !options.env?.REDIS_URL) {
        stack.redis = await DurableRedis.start();
        stack.options.env = { ...options.env, REDIS_URL: stack.redis.url };
      }
      // Bus keys of the stack's own (docs/decisions/0023-verifiable-principals.md), as a deployment has
      // them, for test stacks and production-mode ones (which refuse the development keys), unless the
      // test names its own. The local stack (`npm start`) keeps the development keys, so an app started
      // by hand beside it (README.md, "Running one app") speaks with the same keys.
      if ((options.namespace === 'random' || production) && !options.env?.PRINCIPAL_PUBLIC_KEYS) {
        const keys = newBusKeys(BUS_USERS.filter((user) => user !== 'admin'));
        stack.busKeys = keys.privateKeys;
        stack.options.env = { ...stack.options.env, PRINCIPAL_PUBLIC_KEYS: keys.publicKeys };
      }
      if (options.natsAuth) {
        stack.nats = await AuthorizedNats.start(production ? 'production' : 'sandbox');
        stack.options.env = { ...stack.options.env, NATS_URL: stack.nats.url };
      }
      const apps = options.apps ?? serviceApps();
      await stack.provisionDatabases(apps.filter((app) => (DATABASE_SERVICES as readonly string[]).includes(app)));
      // Identity first, then the services side by side (none needs another to start), then the edges.
      // Each group waits for all its launches to settle, so a failure never leaves one still starting
      // behind the stop below. On two cores loading the code is most of a start and the gain is small;
      // with more cores a stack starts in about the time of its slowest service.
      for (const group of startGroups(apps)) {
        const launched = await Promise.allSettled(group.map((app) => stack.launch(app)));
        const failed = launched.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
        if (failed) throw failed.reason;
      }
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** The administrative login that provisions (and, for a namespace, drops) the stack's databases and roles. */
  private get adminDatabaseUrl(): string {
    const env = { ...process.env, ...this.options.env };
    return env.DATABASE_ADMIN_URL || env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  }

  /**
   * Creates or repairs the databases and roles of `services` in this namespace and applies their
   * migrations, through the operator CLI's `db provision --migrate` (the path `npm run db:provision` and
   * the cluster take). Passwords are random per stack unless the environment names them
   * (`DB_PASSWORD_<SERVICE>`, `DB_OWNER_PASSWORD_<SERVICE>`), so a production-mode stack passes the guards.
   */
  async provisionDatabases(services: string[]): Promise<void> {
    if (services.length === 0) return;
    const passwords: Record<string, string> = {};
    const given = { ...process.env, ...this.options.env };
    for (const service of services) {
      const suffix = service.toUpperCase().replace(/-/g, '_');
      // Passwords the environment names (a developer's own, for npm start) are kept; the rest are fresh.
      const pair = this.dbPasswords.get(service) ?? {
        owner: given[`DB_OWNER_PASSWORD_${suffix}`] || randomBytes(18).toString('base64url'),
        runtime: given[`DB_PASSWORD_${suffix}`] || randomBytes(18).toString('base64url'),
      };
      this.dbPasswords.set(service, pair);
      passwords[`DB_OWNER_PASSWORD_${suffix}`] = pair.owner;
      passwords[`DB_PASSWORD_${suffix}`] = pair.runtime;
    }
    // Migrations read their service's settings (identity's sealing key), so a service with settings of
    // its own (appEnv) is provisioned in a run of its own with them.
    const groups = new Map<string, string[]>();
    for (const service of services) {
      const key = JSON.stringify(this.options.appEnv?.[service] ?? {});
      groups.set(key, [...(groups.get(key) ?? []), service]);
    }
    for (const [appEnv, members] of groups) {
      try {
        await adminCli({ ...this.env, ...(JSON.parse(appEnv) as Record<string, string>), ...passwords, DATABASE_ADMIN_URL: this.adminDatabaseUrl }, [
          'db',
          'provision',
          '--migrate',
          '--services',
          members.join(','),
        ]);
      } catch (error) {
        const failure = error as { stdout?: string; message: string };
        throw new Error(`provisioning the stack's databases failed: ${failure.stdout?.trim() || failure.message}`);
      }
    }
  }

  /** The stack's environment, for the admin CLI (with the admin's NATS credentials when `natsAuth` is set). */
  get env(): Record<string, string> {
    return { ...(this.options.env ?? {}), ...(this.nats ? this.nats.credentials('admin') : {}), NETLINE_NAMESPACE: this.namespace };
  }

  /** The private bus key this stack gave `app` (PRINCIPAL_KEY), for a test that speaks on the bus as that app. */
  busKey(app: string): string | undefined {
    return this.busKeys[app];
  }

  get apiUrl(): string {
    return `${this.process('gateway').url}/api`;
  }

  process(app: string): StackProcess {
    const found = this.processes.find((process) => process.app === app && !exited(process));
    if (!found) throw new Error(`${app} is not running in this stack`);
    return found;
  }

  /** Starts one more process of `app` (a replica) and waits until it is ready; `env` is added to its environment. */
  async launch(app: string, name = app, env: Record<string, string> = {}): Promise<StackProcess> {
    const port = this.options.ports?.[name] ?? (this.options.freePorts === false ? (DEFAULT_PORTS[app] ?? (await freePort())) : await freePort());
    // Otherwise a process left over from an earlier run would answer the readiness probe for this one.
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${app}) is already in use; is another Netline stack running?`);
    const processEnv: NodeJS.ProcessEnv = {
      // As the container image runs every process (deploy/Dockerfile, docs/memory.md); the environment may override it.
      MALLOC_MMAP_THRESHOLD_: String(MALLOC_MMAP_THRESHOLD),
      ...process.env,
      // Test stacks create objects faster than a merchant's 100 requests a minute, and run every OAuth
      // flow from one address; a suite that tests a limit itself passes it in `env`, which wins.
      ...(this.options.namespace === 'random'
        ? {
            RATE_LIMIT_PER_MINUTE: TEST_RATE_LIMIT_PER_MINUTE,
            OAUTH_RATE_LIMIT_PER_MINUTE: TEST_RATE_LIMIT_PER_MINUTE,
            ...(this.options.productionPools ? {} : TEST_DB_CONNECTIONS),
          }
        : {}),
      ...this.env,
      // The service's runtime role (provisioned above); appEnv and env may still override it.
      ...(this.dbPasswords.has(app) ? { DB_PASSWORD: this.dbPasswords.get(app)!.runtime } : {}),
      // With the stack's own NATS, each process connects as its own app.
      ...(this.nats && BUS_USERS.includes(app as BusUser) ? this.nats.credentials(app as BusUser) : {}),
      ...(this.busKeys[app] ? { PRINCIPAL_KEY: this.busKeys[app] } : {}),
      ...(this.options.appEnv?.[app] ?? {}),
      ...env,
      HTTP_PORT: String(port),
      ...(app === 'gateway' ? { GATEWAY_PORT: String(port) } : {}),
      ...(app === 'mcp' ? { MCP_PORT: String(port) } : {}),
    };
    const child = spawn(process.execPath, [join(ROOT, 'apps', app, 'dist', 'main.js')], { env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry: StackProcess = { app, name, port, url: `http://127.0.0.1:${port}`, child, env: processEnv, tail: [] };
    this.processes.push(entry);
    this.pipe(entry);
    await waitReady(entry, this.options.readyTimeoutMs);
    return entry;
  }

  /** Sends a signal to one process and waits for it to exit. */
  async kill(entry: StackProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (exited(entry)) return;
    const exit = new Promise((resolve) => entry.child.once('exit', resolve));
    entry.child.kill(signal);
    await exit;
  }

  async stop(options: { keepData?: boolean } = {}): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    // The reverse of the start: the edges stop taking requests first, then the services (side by side,
    // each draining its own work), identity last.
    const names = this.processes.map((entry) => entry.app);
    for (const group of startGroups([...new Set(names)]).reverse()) {
      const members = this.processes.filter((entry) => group.includes(entry.app));
      await Promise.all(
        members.map(async (entry) => {
          const timer = setTimeout(() => entry.child.kill('SIGKILL'), 10_000);
          await this.kill(entry, 'SIGTERM');
          clearTimeout(timer);
        }),
      );
    }
    await Promise.all(this.logs.map((log) => new Promise((resolve) => log.end(resolve))));
    if (this.namespace && !options.keepData) await this.dropData();
    await this.redis?.stop();
    await this.nats?.stop();
  }

  /** Removes this stack's databases, database roles and Redis keys. */
  private async dropData(): Promise<void> {
    const env = { ...process.env, ...this.env };
    await dropNamespaceDatabases(this.adminDatabaseUrl, { DB_PREFIX: env.DB_PREFIX || 'netline', NETLINE_NAMESPACE: this.namespace });
    const redis = new IORedis(env.REDIS_URL || 'redis://127.0.0.1:6379');
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.namespace}:*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }

  private pipe(entry: StackProcess): void {
    let sink: ((line: string) => void) | undefined;
    if (this.options.logDir) {
      mkdirSync(this.options.logDir, { recursive: true });
      entry.logFile = join(this.options.logDir, `${this.namespace || 'local'}-${entry.name}-${entry.child.pid}.log`);
      const log = createWriteStream(entry.logFile);
      this.logs.push(log);
      sink = (line) => log.write(`${line}\n`);
    }
    const onLine = this.options.onLine;
    for (const stream of [entry.child.stdout, entry.child.stderr]) {
      let buffer = '';
      stream?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          sink?.(line);
          onLine?.(entry.name, line);
          entry.tail.push(line);
          if (entry.tail.length > 20) entry.tail.shift();
          newline = buffer.indexOf('\n');
        }
      });
    }
  }
}

/**
 * Waits until a process just spawned answers its readiness probe, failing with its last lines when it
 * exits first. Stacks wait for their own processes with it, and a shared stack for a suite's replica.
 */
export async function waitReady(entry: Pick<StackProcess, 'name' | 'url' | 'child' | 'tail'>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(entry)) {
      throw new Error(`${entry.name} exited with ${entry.child.exitCode ?? entry.child.signalCode} while starting:\n${entry.tail.join('\n')}`);
    }
    try {
      const response = await fetch(`${entry.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${entry.name} was not ready within ${timeoutMs} ms`);
}
