import { connect } from 'node:net';

/** The infrastructure every Netline process needs, and how to start each one on a developer machine. */
export const INFRASTRUCTURE = [
  {
    name: 'PostgreSQL',
    env: 'DATABASE_URL',
    fallback: 'postgres://postgres@127.0.0.1:5432/postgres',
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  { name: 'Redis', env: 'REDIS_URL', fallback: 'redis://127.0.0.1:6379', start: 'redis-server --daemonize yes --bind 127.0.0.1 --save ""' },
  { name: 'NATS', env: 'NATS_URL', fallback: 'nats://127.0.0.1:4222', start: 'nats-server -a 127.0.0.1 -p 4222 &' },
] as const;

function reachable(url: string, timeoutMs: number): Promise<boolean> {
  const { hostname, port } = new URL(url.split(',')[0]);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves with a list of problems (empty when everything answers). */
export async function checkInfrastructure(env: NodeJS.ProcessEnv = process.env, timeoutMs = 2_000): Promise<string[]> {
  const problems: string[] = [];
  for (const service of INFRASTRUCTURE) {
    const url = env[service.env] || service.fallback;
    if (!(await reachable(url, timeoutMs))) {
      problems.push(`${service.name} is not reachable at ${url} (${service.env}). Start it with: ${service.start}`);
    }
  }
  return problems;
}
