import { createHash } from 'node:crypto';
import { Client, type ClientBase, type FieldDef, type Pool, type PoolClient, Query } from 'pg';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { PipelinedConnections, pipelinedConnectionsOf } from './pipeline';

/**
 * Where a prepared statement runs: a `DataSource` (any pooled connection, or a pipelined one for a
 * `pipelined` statement; autocommit either way) or an `EntityManager` (the connection of its
 * QueryRunner, so inside that transaction when it has one).
 */
export type SqlExecutor = DataSource | EntityManager;

/**
 * One SQL statement sent to PostgreSQL as a **named prepared statement** (docs/persistence.md).
 *
 * TypeORM sends every query unnamed, so PostgreSQL parses and plans it on every call; for a hot statement
 * that is most of its server time (the customer read with its decisions: ≈ 294 µs of CPU unnamed against
 * ≈ 79 µs named). `pg` prepares a named statement once per connection and afterwards only binds and
 * executes it. The name is a hash of the text, so the same text always has the same name on every
 * connection and two different texts never share one (which `pg` would refuse).
 *
 * Inside a transaction (an EntityManager of `DataSource.transaction` / `UnitOfWork`) the statement runs on
 * that transaction's connection, so it commits or rolls back with the rest of the unit of work. Errors
 * come back as TypeORM's `QueryFailedError`, as they do from `manager.query`.
 */
export class PreparedQuery<Row = Record<string, unknown>> {
  readonly name: string;
  /** Runs on the pipelined connections when given the `DataSource` (see `PreparedOptions.pipelined`). */
  readonly pipelined: boolean;

  constructor(
    readonly text: string,
    options: PreparedOptions = {},
  ) {
    // 63 bytes is PostgreSQL's identifier limit; 120 bits of SHA-256 make collisions a non-issue.
    this.name = `nl_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
    this.pipelined = options.pipelined ?? false;
  }

  /** How `pg` reads this statement's rows, kept from its last execution (see `StatementExecution`). */
  rowShape?: RowShape;

  /** The statement's rows (for INSERT/UPDATE/DELETE: its RETURNING rows, else none). */
  async rows(executor: SqlExecutor, values: readonly unknown[] = []): Promise<Row[]> {
    try {
      const result = await connectionOf(executor, this).query(this, values);
      return result.rows as Row[];
    } catch (error) {
      throw new QueryFailedError(this.text, values as unknown[], error as Error);
    }
  }

  /** The first row, or null when there is none. */
  async first(executor: SqlExecutor, values: readonly unknown[] = []): Promise<Row | null> {
    const rows = await this.rows(executor, values);
    return rows[0] ?? null;
  }
}

export interface PreparedOptions {
  /**
   * A short read that takes no lock (a row by its key): given the `DataSource`, it runs on one of the
   * pool's pipelined connections, behind other such reads still in flight, instead of taking a pooled
   * connection of its own (`pipeline.ts`, docs/persistence.md). Inside a transaction it runs on the
   * transaction's connection as any statement does. Never for a statement that may wait: everything
   * written after it on the same connection waits too.
   */
  pipelined?: boolean;
}

/** A prepared statement over `text` (`sql<Row>('SELECT … WHERE id = $1')`). */
export function sql<Row = Record<string, unknown>>(text: string, options?: PreparedOptions): PreparedQuery<Row> {
  return new PreparedQuery<Row>(text, options);
}

/** Runs one execution of a statement: on a pooled client, or on a transaction's client. */
interface Queryable {
  query(statement: PreparedQuery<unknown>, values: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * How `pg` reads one statement's rows: the columns PostgreSQL described, a value parser per column, and
 * the empty row each result row is copied from.
 */
interface RowShape {
  fields: FieldDef[];
  parsers: unknown[];
  emptyRow: object;
}

/** The parts of `pg`'s per-query result builder that `StatementExecution` reads and sets; pg's typings leave them out. */
interface ResultBuilderState {
  command: string | null;
  fields: FieldDef[];
  _parsers?: unknown[];
  _prebuiltEmptyResultObject?: object;
}

/**
 * One execution of a prepared statement that reuses the statement's row shape.
 *
 * PostgreSQL describes a prepared statement's columns again on every execution, and `pg` rebuilds its row
 * reader from that description each time: a parser per column, and an empty row object built key by key
 * on a prototype-less object (so V8 keeps it as a slow dictionary) and then spread into a plain object.
 * For the 43 columns of the customer read that spread alone cost ≈ 11 µs per execution, the largest
 * JavaScript function of credit's process on `GET /customers/{id}` (docs/persistence.md). The description
 * of one statement only changes when the schema does, so the shape built on the first execution is kept on
 * the `PreparedQuery` and reused while PostgreSQL describes the same columns (names, types, formats); any
 * other description is read the usual way and becomes the kept shape. The kept parsers are `pg`'s
 * defaults, which every Netline connection uses (none registers type parsers of its own).
 */
class StatementExecution extends Query {
  constructor(
    private readonly statement: PreparedQuery<unknown>,
    values: readonly unknown[],
    callback: (error: Error | undefined, result: { rows: unknown[] }) => void,
  ) {
    // Text and values rather than a config object: `pg` copies a config object property descriptor by
    // property descriptor (2 % of credit's process on the hot read), and the name is all else it needs.
    super(statement.text, values as unknown[], callback);
    (this as unknown as { name: string }).name = statement.name;
  }

  handleRowDescription(message: { fields: FieldDef[] }): void {
    const result = (this as unknown as { _result: ResultBuilderState })._result;
    const kept = this.statement.rowShape;
    // A statement returns one result; a second description (a multi-statement text) takes pg's own path.
    if (result.command === null && kept && sameFields(kept.fields, message.fields)) {
      result.fields = kept.fields;
      result._parsers = kept.parsers;
      result._prebuiltEmptyResultObject = kept.emptyRow;
      (this as unknown as { _accumulateRows: boolean })._accumulateRows = true;
      return;
    }
    (Query.prototype as unknown as { handleRowDescription(message: unknown): void }).handleRowDescription.call(this, message);
    // Read again: pg's own path may have started a new result builder.
    const built = (this as unknown as { _result: ResultBuilderState })._result;
    if (built._parsers && built._prebuiltEmptyResultObject) {
      this.statement.rowShape = { fields: built.fields, parsers: built._parsers, emptyRow: built._prebuiltEmptyResultObject };
    }
  }
}

function sameFields(kept: FieldDef[], described: FieldDef[]): boolean {
  if (kept.length !== described.length) return false;
  for (let index = 0; index < kept.length; index += 1) {
    const a = kept[index];
    const b = described[index];
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || a.format !== b.format) return false;
  }
  return true;
}

function connectionOf(executor: SqlExecutor, statement: PreparedQuery<unknown>): Queryable {
  if (executor instanceof DataSource) return autocommit(poolOf(executor), statement);
  const runner = executor.queryRunner as PostgresQueryRunner | undefined;
  if (!runner) return autocommit(poolOf(executor.connection), statement);
  if (runner.isReleased) throw new Error('the transaction of this EntityManager has ended; a prepared statement cannot run on it');
  // The runner's own pg client (taken from the pool on first use, as `manager.query` does).
  return { query: async (statement, values) => corkedQuery((await runner.connect()) as PoolClient, statement, values) };
}

/** Outside a transaction: a pipelined connection for a pipelined statement (when the pool has them), else a pooled one. */
function autocommit(pool: Pool, statement: PreparedQuery<unknown>): Queryable {
  const connections = statement.pipelined ? pipelinedConnectionsOf(pool) : null;
  return connections ? pipelined(connections) : pooled(pool);
}

/**
 * A pipelined connection for one statement. Its errors, the statement's own or the connection's, reach the
 * statement through `pg`; a connection that broke has already left the set (`PipelinedConnections`).
 */
function pipelined(connections: PipelinedConnections): Queryable {
  return {
    query: async (statement, values) => {
      const connection = await connections.acquire();
      try {
        return await corkedQuery(connection.client, statement, values);
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * A client of the pool for one statement, handled as `Pool.query` handles it: a connection error while it
 * is out is caught (an unhandled one would end the process), and a client whose statement failed goes
 * back with the error, so the pool replaces it rather than hand out a connection that may be broken.
 */
function pooled(pool: Pool): Queryable {
  return {
    query: async (statement, values) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      const onError = (error: Error) => (failure = error);
      client.once('error', onError);
      try {
        return await corkedQuery(client, statement, values);
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(failure);
      }
    },
  };
}

/**
 * Runs one execution of `statement` on `client` (a `StatementExecution`), with the client's socket corked
 * until the end of the tick. `pg` writes an execution of a
 * prepared statement as four messages (Bind, Describe, Execute, Sync), each its own socket write and so its
 * own system call; corked, they leave in one. On a pipelined connection the statements written in the same
 * tick leave together too (the socket is written once every cork of the tick is lifted). Socket writes were
 * the largest single cost of credit's process on the hot read (docs/persistence.md).
 */
export function corkedQuery(client: ClientBase, statement: PreparedQuery<unknown>, values: readonly unknown[]): Promise<{ rows: unknown[] }> {
  const socket = client instanceof Client ? client.connection.stream : undefined;
  socket?.cork();
  try {
    return new Promise((resolve, reject) => {
      client.query(new StatementExecution(statement, values, (error, result) => (error ? reject(error) : resolve(result))));
    });
  } finally {
    if (socket) process.nextTick(() => socket.uncork());
  }
}

function poolOf(dataSource: DataSource): Pool {
  if (dataSource.options.type !== 'postgres') throw new Error(`prepared statements need PostgreSQL, not ${dataSource.options.type}`);
  return (dataSource.driver as PostgresDriver).master as Pool;
}

/**
 * The entity's columns as a select list (`alias.column, …`), in metadata order. Prepared statements name
 * their columns rather than `SELECT *`: PostgreSQL refuses to run a prepared `*` statement again once a
 * migration added a column ("cached plan must not change result type"), which a rolling release does.
 */
export function selectList<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return dataSource
    .getMetadata(target)
    .columns.map((column) => `${prefix}${quoteIdentifier(column.databaseName)}`)
    .join(', ');
}

/**
 * A whole-row INSERT of an entity as a prepared statement's parts: the column list, the `$n` placeholders
 * (from `firstParam`), and `values(entity)` converting each property as TypeORM would (transformers, JSON
 * columns, dates). Every column is written, so the text never varies with the entity's contents.
 */
export interface EntityInsert<T> {
  table: string;
  columns: string;
  placeholders: string;
  /** How many parameters the insert takes. */
  count: number;
  values(entity: T): unknown[];
}

export function entityInsert<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, firstParam = 1): EntityInsert<T> {
  const metadata = dataSource.getMetadata(target);
  const columns = metadata.columns.filter((column) => !column.isGenerated && !column.isVirtual);
  const driver = dataSource.driver;
  return {
    table: quoteIdentifier(metadata.tableName),
    columns: columns.map((column) => quoteIdentifier(column.databaseName)).join(', '),
    placeholders: columns.map((_, index) => `$${firstParam + index}`).join(', '),
    count: columns.length,
    values: (entity) =>
      columns.map((column) => {
        const value = column.getEntityValue(entity);
        if (value === undefined) throw new Error(`${metadata.name}.${column.propertyName} is undefined; a prepared insert writes every column`);
        return driver.preparePersistentValue(value, column);
      }),
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
