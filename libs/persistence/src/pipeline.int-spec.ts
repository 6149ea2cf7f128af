import { waitFor } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { Client, Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { serviceDataSourceOptions } from './data-source';
import { pipelinedConnectionsOf } from './pipeline';
import { sql } from './prepared';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const pipelinedPid = sql<{ pid: number; echo: string }>('SELECT pg_backend_pid() AS pid, $1::text AS echo', { pipelined: true });
const pooledPid = sql<{ pid: number }>('SELECT pg_backend_pid() AS pid');

const poolOf = (dataSource: DataSource) => (dataSource.driver as unknown as { master: Pool }).master;

/** Pipelined reads against real PostgreSQL: shared connections, failures kept apart, lifecycle. */
describe('pipelined prepared statements', () => {
  const database = `netline_pipelinetest_${randomBytes(4).toString('hex')}`;
  const url = SERVER_URL.replace(/\/[^/]*$/, `/${database}`);
  const opened: DataSource[] = [];
  let admin: Client;

  async function open(extra: Record<string, unknown>): Promise<DataSource> {
    const dataSource = new DataSource({ type: 'postgres', url, extra: { max: 2, ...extra } });
    await dataSource.initialize();
    opened.push(dataSource);
    return dataSource;
  }

  const backendsNamed = async (name: string) =>
    ((await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [database, name])).rows as Array<{ pid: number }>).map(
      (row) => row.pid,
    );

  beforeAll(async () => {
    admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
  });

  afterAll(async () => {
    await Promise.all(opened.filter((dataSource) => dataSource.isInitialized).map((dataSource) => dataSource.destroy()));
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('takes the number of pipelined connections from the service setting', () => {
    const config = { DATABASE_URL: SERVER_URL, DB_PASSWORD: 'x', DB_PREFIX: 'netline', NETLINE_NAMESPACE: '', DB_POOL_SIZE: 10 };
    const extra = (input: object) => serviceDataSourceOptions({ config: { ...config, ...input }, service: 'credit', entities: [], migrations: [] }).extra;
    expect(extra({ DB_PIPELINE_CONNECTIONS: 3 })).toMatchObject({ max: 10, pipelineConnections: 3 });
    expect(extra({ DB_PIPELINE_CONNECTIONS: 0 })).toMatchObject({ pipelineConnections: 0 });
  });

  it('runs many reads at once on the pipelined connections, written together and answered in order', async () => {
    const dataSource = await open({ pipelineConnections: 2, application_name: 'pipeline-many' });
    const poolPids = new Set(await Promise.all([0, 1].map(async () => (await pooledPid.first(dataSource))!.pid)));
    // Both pipelined connections open and the statement prepared on each.
    await Promise.all(Array.from({ length: 4 }, (_, index) => pipelinedPid.first(dataSource, [`warm-${index}`])));
    const connections = pipelinedConnectionsOf(poolOf(dataSource))!;
    expect(connections.stats()).toEqual({ connections: 2, inFlight: 0 });

    const writev = jest.spyOn(Socket.prototype as unknown as { _writev: () => void }, '_writev');
    const write = jest.spyOn(Socket.prototype as unknown as { _write: () => void }, '_write');
    try {
      const reads = Array.from({ length: 40 }, (_, index) => pipelinedPid.first(dataSource, [`read-${index}`]));
      // All forty are in flight at once on two connections: no read waited for a connection of its own.
      expect(connections.stats()).toEqual({ connections: 2, inFlight: 40 });
      const rows = await Promise.all(reads);
      expect(rows.map((row) => row!.echo)).toEqual(Array.from({ length: 40 }, (_, index) => `read-${index}`));
      const pids = new Set(rows.map((row) => row!.pid));
      expect(pids.size).toBe(2);
      for (const pid of pids) expect(poolPids.has(pid)).toBe(false);
      // Each connection's twenty executions (Bind, Describe, Execute, Sync each) left in one write.
      expect(write).not.toHaveBeenCalled();
      expect(writev).toHaveBeenCalledTimes(2);
      expect(writev.mock.calls.map((call) => (call as unknown[])[0] as unknown[]).map((chunks) => chunks.length)).toEqual([80, 80]);
    } finally {
      writev.mockRestore();
      write.mockRestore();
    }
    expect(connections.stats()).toEqual({ connections: 2, inFlight: 0 });
    expect(await backendsNamed('pipeline-many')).toHaveLength(4);
  });

  it('fails only the statement that failed: the reads written after it on the same connection are answered', async () => {
    const dataSource = await open({ pipelineConnections: 1 });
    const divide = sql<{ q: number }>('SELECT 100 / $1::int AS q', { pipelined: true });
    const divisors = [1, 2, 0, 4, 5, 0, 10];
    const outcomes = await Promise.allSettled(divisors.map((divisor) => divide.first(dataSource, [divisor])));
    outcomes.forEach((outcome, index) => {
      if (divisors[index] === 0) {
        expect(outcome.status).toBe('rejected');
        const reason = (outcome as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(QueryFailedError);
        expect((reason as { code?: string }).code).toBe('22012');
      } else {
        expect(outcome).toEqual({ status: 'fulfilled', value: { q: 100 / divisors[index] } });
      }
    });
    expect(pipelinedConnectionsOf(poolOf(dataSource))!.stats()).toEqual({ connections: 1, inFlight: 0 });
  });

  it('fails the statements in flight on a connection the server ended, and opens a new one for the next', async () => {
    const dataSource = await open({ pipelineConnections: 1, application_name: 'pipeline-killed' });
    const connections = pipelinedConnectionsOf(poolOf(dataSource))!;
    const before = (await pipelinedPid.first(dataSource, ['first']))!.pid;
    // A slow statement, and a read written behind it that waits for it (why only quick reads are pipelined).
    const slow = sql('SELECT pg_sleep(30) AS slept', { pipelined: true })
      .first(dataSource)
      .catch((caught: unknown) => caught);
    const behind = pipelinedPid.first(dataSource, ['behind']).catch((caught: unknown) => caught);
    // The slow statement is running on the server.
    const sleeping = await waitFor(
      async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'", [before])).rowCount,
      (count) => count === 1,
    );
    expect(sleeping).toBe(1);
    expect(connections.stats()).toEqual({ connections: 1, inFlight: 2 });
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    expect(await slow).toBeInstanceOf(QueryFailedError);
    expect(await behind).toBeInstanceOf(QueryFailedError);
    // The ended connection leaves the set.
    expect(
      await waitFor(
        async () => connections.stats().connections,
        (count) => count === 0,
      ),
    ).toBe(0);

    const after = await pipelinedPid.first(dataSource, ['after']);
    expect(after).toEqual({ pid: expect.any(Number), echo: 'after' });
    expect(after!.pid).not.toBe(before);
    expect(connections.stats()).toEqual({ connections: 1, inFlight: 0 });
  });

  it('runs on the transaction’s connection inside a transaction, seeing its uncommitted writes', async () => {
    const dataSource = await open({ pipelineConnections: 2 });
    await dataSource.query('CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY)');
    const count = sql<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE id = $1', { pipelined: true });
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query("INSERT INTO notes VALUES ('n_1')");
        expect(await count.first(manager, ['n_1'])).toEqual({ n: 1 });
        expect(await count.first(dataSource, ['n_1'])).toEqual({ n: 0 });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await count.first(dataSource, ['n_1'])).toEqual({ n: 0 });
  });

  it('sends pipelined statements through the pool when the pool has no pipelined connections', async () => {
    const dataSource = await open({ pipelineConnections: 0, max: 1 });
    expect(pipelinedConnectionsOf(poolOf(dataSource))).toBeNull();
    const poolPid = (await pooledPid.first(dataSource))!.pid;
    const rows = await Promise.all(['a', 'b', 'c'].map((echo) => pipelinedPid.first(dataSource, [echo])));
    expect(rows).toEqual(['a', 'b', 'c'].map((echo) => ({ pid: poolPid, echo })));
  });

  it('closes its connections with the DataSource, and refuses statements after', async () => {
    const dataSource = await open({ pipelineConnections: 2, application_name: 'pipeline-closed' });
    await Promise.all(Array.from({ length: 6 }, (_, index) => pipelinedPid.first(dataSource, [`x-${index}`])));
    expect((await backendsNamed('pipeline-closed')).length).toBeGreaterThanOrEqual(2);
    const connections = pipelinedConnectionsOf(poolOf(dataSource))!;
    await dataSource.destroy();
    // Every connection closes on the server.
    expect(
      await waitFor(
        () => backendsNamed('pipeline-closed'),
        (pids) => pids.length === 0,
      ),
    ).toEqual([]);
    expect(connections.stats()).toEqual({ connections: 0, inFlight: 0 });
    await expect(connections.acquire()).rejects.toThrow(/after calling end/);
  });
});
