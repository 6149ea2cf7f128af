import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Pool, Query } from 'pg';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/**
 * The fence around the performance layer (docs/persistence.md, "What the layer relies on"): `prepared.ts`
 * and `pipeline.ts` read and set parts of `pg`, `pg-pool` and TypeORM that their typings do not declare.
 * Each test here names one of those parts and fails, by that name, when an upgrade moves it, before a
 * hot read silently falls back to the slow path or breaks. The versions are pinned exactly in
 * package.json; an upgrade changes the pin here too, after reading what the new release changed.
 */
const ROOT = join(__dirname, '..', '..', '..');
const installed = (name: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const declared = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;

/** The releases whose internals this file was checked against. */
const CHECKED = { pg: '8.23.1', 'pg-pool': '3.14.0', typeorm: '0.3.31' } as const;

describe('the driver internals the performance layer relies on', () => {
  it.each(['pg', 'typeorm'] as const)('%s is pinned to the exact release the layer was checked against', (name) => {
    expect(declared[name]).toBe(CHECKED[name]);
    expect(installed(name)).toBe(CHECKED[name]);
  });

  it('pg-pool (under pg) is the release the layer was checked against', () => {
    expect(installed('pg-pool')).toBe(CHECKED['pg-pool']);
  });

  describe('pg Query (StatementExecution in prepared.ts)', () => {
    const described = { fields: [{ name: 'id', tableID: 0, columnID: 0, dataTypeID: 25, dataTypeSize: -1, dataTypeModifier: -1, format: 'text' }] };
    type Internals = {
      name?: string;
      _result: { command: string | null; fields: unknown[]; _parsers?: unknown[]; _prebuiltEmptyResultObject?: object | null };
      _accumulateRows?: boolean;
      handleRowDescription(message: unknown): void;
    };
    const query = () => new Query('SELECT $1::text AS id', ['x'], () => undefined) as unknown as Internals;

    it('takes (text, values, callback) and a `name` set afterwards', () => {
      const made = query();
      made.name = 'nl_test';
      expect(made.name).toBe('nl_test');
    });

    it('keeps its result builder in `_result`, with `command` null before any row description', () => {
      expect(query()._result).toMatchObject({ command: null, fields: [] });
    });

    it('has `handleRowDescription` on its prototype', () => {
      expect(typeof (Query.prototype as unknown as Internals).handleRowDescription).toBe('function');
    });

    it('builds `_result._parsers`, `_result._prebuiltEmptyResultObject` and `_accumulateRows` from a row description', () => {
      const made = query();
      made.handleRowDescription(described);
      expect(made._result.fields).toHaveLength(1);
      expect(made._result._parsers).toEqual([expect.any(Function)]);
      expect(made._result._prebuiltEmptyResultObject).toEqual({ id: null });
      expect(made._accumulateRows).toBeTruthy();
    });
  });

  describe('pg Client and pg-pool (pipeline.ts, corkedQuery)', () => {
    it('a Client has `connection.stream`, the socket corked around a statement', () => {
      const client = new Client();
      expect(typeof (client as unknown as { connection: { stream: { cork: unknown; uncork: unknown } } }).connection.stream.cork).toBe('function');
      expect(typeof (client as unknown as { connection: { stream: { cork: unknown; uncork: unknown } } }).connection.stream.uncork).toBe('function');
    });

    it('a Client takes `pipeline: true`', () => {
      expect((new Client({ pipeline: true } as never) as unknown as { pipeline: boolean }).pipeline).toBe(true);
    });

    it('a Pool keeps the options it was made with in `options`, including ones it does not know', async () => {
      const pool = new Pool({ max: 3, pipelineConnections: 5 } as never);
      expect((pool as unknown as { options: Record<string, unknown> }).options).toMatchObject({ max: 3, pipelineConnections: 5 });
      await pool.end();
    });
  });

  describe('TypeORM (prepared.ts)', () => {
    it('PostgresDriver has `preparePersistentValue`, and keeps its pool in `master` (set on connect)', () => {
      expect(typeof PostgresDriver.prototype.preparePersistentValue).toBe('function');
      expect(Object.getOwnPropertyNames(PostgresDriver.prototype)).toContain('createPool');
      expect(readFileSync(require.resolve('typeorm/driver/postgres/PostgresDriver'), 'utf8')).toMatch(/this\.master\s*=/);
    });

    it('PostgresQueryRunner has `connect` and an `isReleased` flag', () => {
      expect(typeof PostgresQueryRunner.prototype.connect).toBe('function');
      expect(readFileSync(require.resolve('typeorm/driver/postgres/PostgresQueryRunner'), 'utf8')).toMatch(/isReleased/);
    });

    it('ColumnMetadata has `getEntityValue`', () => {
      expect(typeof ColumnMetadata.prototype.getEntityValue).toBe('function');
    });
  });
});
