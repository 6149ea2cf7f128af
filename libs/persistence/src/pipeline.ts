import { baseEnv } from '@netline/config';
import { Client, type ClientConfig, type Pool } from 'pg';

/**
 * The connections a `DataSource` keeps for **pipelined reads** (docs/persistence.md, "Pipelined reads").
 *
 * A pooled connection carries one statement at a time: each read is its own socket write, its own wake-up
 * of a PostgreSQL backend and its own reply to read. On the hot read that round trip, not the query, was
 * most of the cost: a PostgreSQL backend spent ≈ 28 µs of CPU on `SELECT 1` and ≈ 44 µs on the customer
 * read, executed one after another. Here a few connections run in `pg`'s pipeline mode: statements are
 * written without waiting for the previous answer, each with its own Sync (so each is its own implicit
 * transaction, and one failing leaves the others alone), and the statements of one tick leave in one
 * write. A backend woken once then answers all of them.
 *
 * Only statements declared `pipelined` come here, and only outside a transaction: a statement on a shared
 * connection waits for every statement written before it, so one that may wait (for a row lock, or a long
 * scan) would hold up everything behind it.
 */
export class PipelinedConnections {
  private readonly members: Member[] = [];
  private closed = false;

  /**
   * `options` are those the pool makes its clients with (address, role, timeouts, application name);
   * `size` is how many connections at most.
   */
  constructor(
    private readonly options: ClientConfig,
    readonly size: number,
  ) {}

  /**
   * The connection to write the next statement on: an idle one, else a new one while fewer than `size`
   * are open, else the one with the fewest statements in flight. Resolves once it is connected.
   */
  async acquire(): Promise<PipelinedConnection> {
    if (this.closed) throw new Error('Cannot use a pool after calling end on the pool');
    let chosen: Member | undefined;
    for (const member of this.members) if (!chosen || member.inFlight < chosen.inFlight) chosen = member;
    if (!chosen || (chosen.inFlight > 0 && this.members.length < this.size)) chosen = this.open();
    chosen.inFlight += 1;
    try {
      await chosen.connected;
    } catch (error) {
      chosen.inFlight -= 1;
      throw error;
    }
    const member = chosen;
    let released = false;
    return {
      client: member.client,
      release: () => {
        if (released) return;
        released = true;
        member.inFlight -= 1;
      },
    };
  }

  /** How many connections are open (or opening), and how many statements are in flight on them. */
  stats(): { connections: number; inFlight: number } {
    return { connections: this.members.length, inFlight: this.members.reduce((sum, member) => sum + member.inFlight, 0) };
  }

  /** Ends every connection once the statements already written on it are answered. */
  async close(): Promise<void> {
    this.closed = true;
    const members = this.members.splice(0);
    await Promise.all(members.map((member) => member.client.end().catch(() => undefined)));
  }

  private open(): Member {
    const client = new Client({ ...this.options, pipeline: true });
    const member: Member = { client, inFlight: 0, connected: client.connect().then(() => undefined) };
    // A connection that fails or ends leaves the set at once (its statements fail with the error, from
    // `pg`); the next statement opens a new one. The listener also keeps a dead socket from ending the process.
    const drop = () => {
      const index = this.members.indexOf(member);
      if (index >= 0) this.members.splice(index, 1);
    };
    client.on('error', drop);
    client.on('end', drop);
    member.connected.catch(drop);
    this.members.push(member);
    return member;
  }
}

interface Member {
  client: Client;
  /** Statements written on this connection (or waiting for it to connect) and not yet answered. */
  inFlight: number;
  connected: Promise<void>;
}

/** A connection of the set for one statement; `release()` once its answer (or error) arrived. */
export interface PipelinedConnection {
  client: Client;
  release(): void;
}

/**
 * How many pipelined connections a pool gets when its options do not say (`pipelineConnections`): the
 * services' own default, read from the setting's schema so that the two cannot differ.
 */
const DEFAULT_PIPELINE_CONNECTIONS = baseEnv.shape.DB_PIPELINE_CONNECTIONS.parse(undefined);

/** `pg-pool` keeps the options it was made with; its typings leave them out. */
interface PoolState {
  options: ClientConfig & { pipelineConnections?: number };
}

const byPool = new WeakMap<Pool, PipelinedConnections | null>();

/**
 * The pipelined connections of `pool`, made on first use from the pool's own client options (so they log
 * in, time out and name themselves as the pool's do), or null when the pool's `pipelineConnections` is 0.
 * They close with the pool: TypeORM ends its pool on `DataSource.destroy()`, and nothing else would end
 * these, so `pool.end` is wrapped to close them first.
 */
export function pipelinedConnectionsOf(pool: Pool): PipelinedConnections | null {
  const known = byPool.get(pool);
  if (known !== undefined) return known;
  const { pipelineConnections = DEFAULT_PIPELINE_CONNECTIONS, ...options } = (pool as unknown as PoolState).options;
  const connections = pipelineConnections > 0 ? new PipelinedConnections(options, pipelineConnections) : null;
  byPool.set(pool, connections);
  if (connections) {
    const end = pool.end.bind(pool) as () => Promise<void>;
    (pool as unknown as { end: (callback?: (error?: Error) => void) => Promise<void> | void }).end = (callback) => {
      const ended = connections.close().then(() => end());
      if (!callback) return ended;
      ended.then(() => callback(), callback);
    };
  }
  return connections;
}
