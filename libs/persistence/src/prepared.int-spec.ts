import { scratchDatabase, ScratchDatabase, testAdminDatabaseUrl } from '@netline/testing';
import { Client, Pool } from 'pg';
import { Duplex } from 'node:stream';
import { Column, DataSource, Entity, PrimaryColumn, QueryFailedError } from 'typeorm';
import { decimalTransformer, hydrate } from './hydrate';
import { MoneyColumn } from './money-column';
import { SnakeNamingStrategy } from './naming';
import { corkedQuery, entityInsert, PreparedQuery, selectList, sql } from './prepared';

@Entity({ name: 'widgets' })
class Widget {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @MoneyColumn() amountDue!: number;
  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true, transformer: decimalTransformer }) rate!: number | null;
  @Column({ type: 'jsonb' }) lines!: Array<{ amount: number }>;
  @Column({ type: 'boolean' }) archived!: boolean;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}

/** The prepared-statement layer against real PostgreSQL: named statements, reuse, transactions. */
describe('PreparedQuery', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await scratchDatabase('netline_preparedtest');
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      entities: [Widget],
      namingStrategy: new SnakeNamingStrategy(),
      extra: { max: 2 },
    });
    await dataSource.initialize();
    await dataSource.query(`CREATE TABLE widgets (
      id text PRIMARY KEY, merchant_id text NOT NULL, amount_due bigint NOT NULL DEFAULT 0, rate numeric(5,4),
      lines jsonb NOT NULL, archived boolean NOT NULL, created_at timestamptz NOT NULL)`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const widget = (id: string): Widget =>
    Object.assign(new Widget(), {
      id,
      merchantId: 'mer_1',
      amountDue: 12_345,
      rate: 0.0125,
      lines: [{ amount: 12_345 }],
      archived: false,
      createdAt: new Date('2030-01-02T03:04:05.678Z'),
    });

  it('names a statement by a stable hash of its text', () => {
    const text = 'SELECT id FROM widgets WHERE id = $1';
    expect(sql(text).name).toBe(new PreparedQuery(text).name);
    expect(sql(text).name).toMatch(/^nl_[A-Za-z0-9_-]{20}$/);
    expect(sql(`${text} `).name).not.toBe(sql(text).name);
  });

  it('prepares a statement once per connection and reuses it on later calls', async () => {
    const insert = entityInsert(dataSource, Widget);
    await sql(`INSERT INTO ${insert.table} (${insert.columns}) VALUES (${insert.placeholders})`).rows(dataSource, insert.values(widget('w_1')));
    const read = sql(`SELECT ${selectList(dataSource, Widget)} FROM widgets WHERE id = $1`);
    // One connection throughout (a transaction's), where the server's own view of its statements is visible.
    await dataSource.transaction(async (manager) => {
      for (let index = 0; index < 20; index += 1) expect((await read.first(manager, ['w_1']))?.id).toBe('w_1');
      const held: Array<{ statement: string; executions: number }> = await manager.query(
        'SELECT statement, (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements WHERE name = $1',
        [read.name],
      );
      expect(held).toEqual([{ statement: read.text, executions: 20 }]);
    });
  });

  it('writes an entity as TypeORM would and reads it back with the same values', async () => {
    const insert = entityInsert(dataSource, Widget);
    await sql(`INSERT INTO ${insert.table} (${insert.columns}) VALUES (${insert.placeholders})`).rows(dataSource, insert.values(widget('w_2')));
    const row = await sql(`SELECT ${selectList(dataSource, Widget, 'w')} FROM widgets w WHERE w.id = $1`).first(dataSource, ['w_2']);
    expect(hydrate(dataSource, Widget, row!)).toEqual(widget('w_2'));
    expect(await dataSource.getRepository(Widget).findOneByOrFail({ id: 'w_2' })).toEqual(widget('w_2'));
    // Columns a row does not carry stay unset; the ones it carries still go through their transformers.
    const partial = hydrate(dataSource, Widget, { id: 'w_9', rate: '0.5000', amount_due: '700' });
    expect(partial).toBeInstanceOf(Widget);
    expect({ ...partial }).toEqual({ id: 'w_9', rate: 0.5, amountDue: 700 });
    expect('merchantId' in partial).toBe(false);
  });

  it('runs inside the current transaction and rolls back with it', async () => {
    const insert = entityInsert(dataSource, Widget);
    const write = sql(`INSERT INTO ${insert.table} (${insert.columns}) VALUES (${insert.placeholders}) RETURNING id`);
    const count = sql<{ n: number }>('SELECT count(*)::int AS n FROM widgets WHERE id = $1');
    await expect(
      dataSource.transaction(async (manager) => {
        expect(await write.rows(manager, insert.values(widget('w_3')))).toEqual([{ id: 'w_3' }]);
        // Visible to the transaction itself, not to another connection yet.
        expect((await count.first(manager, ['w_3']))?.n).toBe(1);
        expect((await count.first(dataSource, ['w_3']))?.n).toBe(0);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await count.first(dataSource, ['w_3']))?.n).toBe(0);

    await dataSource.transaction(async (manager) => {
      await write.rows(manager, insert.values(widget('w_4')));
    });
    expect((await count.first(dataSource, ['w_4']))?.n).toBe(1);
  });

  it('reports a failing statement as QueryFailedError with the server code', async () => {
    const insert = entityInsert(dataSource, Widget);
    const write = sql(`INSERT INTO ${insert.table} (${insert.columns}) VALUES (${insert.placeholders})`);
    await write.rows(dataSource, insert.values(widget('w_5')));
    const error = await write.rows(dataSource, insert.values(widget('w_5'))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as { code?: string }).code).toBe('23505');
  });

  it('refuses an entity with an unset column rather than writing a different statement', () => {
    const insert = entityInsert(dataSource, Widget);
    const partial = widget('w_6') as Partial<Widget>;
    delete partial.rate;
    expect(() => insert.values(partial as Widget)).toThrow(/Widget\.rate is undefined/);
  });
  it('sends an execution in one socket write: Bind, Describe, Execute and Sync leave corked together', async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const statement = sql('SELECT id FROM widgets WHERE id = $1');
      await corkedQuery(client, statement, ['w_1']); // the first execution also parses the statement
      const socket: Duplex = client.connection.stream;
      const writes = jest.spyOn(socket, '_write');
      const batches = jest.spyOn(socket, '_writev');
      const { rows } = await corkedQuery(client, statement, ['w_1']);
      expect(rows).toEqual([{ id: 'w_1' }]);
      expect(writes).not.toHaveBeenCalled();
      expect(batches).toHaveBeenCalledTimes(1);
      expect(batches.mock.calls[0][0]).toHaveLength(4);
    } finally {
      await client.end();
    }
  });

  it("reads later executions' rows as the first, and reads them anew once the statement's columns change", async () => {
    await dataSource.query('CREATE TABLE gadgets (id text PRIMARY KEY, n bigint, at timestamptz, tags jsonb, note text)');
    await dataSource.query(`INSERT INTO gadgets VALUES ('g_1', 9007199254740993, '2030-01-02T03:04:05.678Z', '["a"]', 'one'), ('g_2', NULL, NULL, NULL, NULL)`);
    // `*` on purpose: the same text describes other columns once the table changes (what selectList prevents).
    const read = sql('SELECT * FROM gadgets WHERE id = ANY($1::text[]) ORDER BY id');
    const first = { id: 'g_1', n: '9007199254740993', at: new Date('2030-01-02T03:04:05.678Z'), tags: ['a'], note: 'one' };
    const empty = { id: 'g_2', n: null, at: null, tags: null, note: null };
    expect(await read.rows(dataSource, [['g_1']])).toEqual([first]);
    // The reader is kept on the statement (an upgrade of pg that moves what it is built from would leave it unset).
    expect(read.rowShape?.fields.map((field) => field.name)).toEqual(['id', 'n', 'at', 'tags', 'note']);
    for (let index = 0; index < 3; index += 1) {
      const rows = await read.rows(dataSource, [['g_1', 'g_2']]);
      expect(rows).toEqual([first, empty]);
      expect(rows[0].at).toBeInstanceOf(Date);
      expect(Object.getPrototypeOf(rows[1])).toBe(Object.prototype);
    }

    await dataSource.query("ALTER TABLE gadgets ADD COLUMN color text NOT NULL DEFAULT 'red'");
    // Fresh connections prepare the statement again and PostgreSQL describes six columns now.
    const other = new DataSource({ ...dataSource.options, extra: { max: 1 } } as typeof dataSource.options);
    await other.initialize();
    try {
      expect(await read.rows(other, [['g_1', 'g_2']])).toEqual([
        { ...first, color: 'red' },
        { ...empty, color: 'red' },
      ]);
      expect(await read.rows(other, [['g_2']])).toEqual([{ ...empty, color: 'red' }]);
      expect(read.rowShape?.fields.map((field) => field.name)).toEqual(['id', 'n', 'at', 'tags', 'note', 'color']);
    } finally {
      await other.destroy();
    }
  });

  it('does not hand out again a pooled connection the server ended under a statement', async () => {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    const killer = new Client({ connectionString: testAdminDatabaseUrl() });
    await killer.connect();
    try {
      const dying = sql('SELECT pg_sleep(30) AS slept')
        .rows(dataSource)
        .catch((caught: unknown) => caught);
      const running = async () =>
        (await killer.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query = $2', [database.name, 'SELECT pg_sleep(30) AS slept']))
          .rows as Array<{
          pid: number;
        }>;
      for (let attempt = 0; attempt < 100 && (await running()).length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      const open = pool.totalCount;
      const killed = await killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2', [
        database.name,
        'SELECT pg_sleep(30) AS slept',
      ]);
      const terminated = killed.rowCount ?? 0;
      expect(terminated).toBe(1);
      expect(await dying).toBeInstanceOf(QueryFailedError);
      expect(pool.totalCount).toBe(open - 1);
      expect(await sql('SELECT 1 AS one').first(dataSource)).toEqual({ one: 1 });
    } finally {
      await killer.end();
    }
  });
});
