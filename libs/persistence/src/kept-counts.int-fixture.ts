import { scratchDatabase, ScratchDatabase } from '@netline/testing';
import { AbstractLogger, DataSource, DataSourceOptions, LogLevel, LogMessage } from 'typeorm';
import { SnakeNamingStrategy } from './naming';

/** Every statement TypeORM sends, so a test can say which were sent. */
export class StatementRecorder extends AbstractLogger {
  readonly statements: string[] = [];
  protected writeLog(_level: LogLevel, _message: LogMessage | LogMessage[]): void {}
  override logQuery(query: string): void {
    this.statements.push(query);
  }
}

/** A throwaway database and a pool of twelve on it, every statement recorded by `recorder`. */
export async function countsDatabase(
  name: string,
  entities: DataSourceOptions['entities'],
  recorder: StatementRecorder,
): Promise<{ database: ScratchDatabase; dataSource: DataSource }> {
  const database = await scratchDatabase(name);
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    entities,
    namingStrategy: new SnakeNamingStrategy(),
    logging: ['query'],
    logger: recorder,
    extra: { max: 12 },
  });
  await dataSource.initialize();
  return { database, dataSource };
}

/**
 * A writer's statement, which PostgreSQL may end as one side of a deadlock (two writers locking one
 * merchant's rows crosswise): it then rolls back with its changes, like any failed statement.
 */
export function unlessDeadlocked<T>(statement: Promise<T>, otherwise: T): Promise<T> {
  return statement.catch((error: { code?: string }) => {
    if (error.code !== '40P01') throw error;
    return otherwise;
  });
}

/**
 * How many checks must read the counts while writers run: on a busy machine one round of six writers can
 * end after a couple of checks, and the suites expect more than three. Rounds of writers go on until then,
 * up to `MAX_ROUNDS`.
 */
const MIN_CHECKS = 4;
const MAX_ROUNDS = 5;

/**
 * Rounds of six `writer`s side by side (until `MIN_CHECKS` checks were taken), with `fold`s and `check`s
 * running in a loop until they are done: what each fold moved and what each check read.
 */
export async function whileWriting<Check>(
  writer: () => Promise<void>,
  check: () => Promise<Check>,
  fold: () => Promise<number>,
): Promise<{ folds: number[]; checks: Check[] }> {
  let writing = true;
  const folds: number[] = [];
  const checks: Check[] = [];
  const running = [
    (async () => {
      while (writing) folds.push(await fold());
    })(),
    (async () => {
      while (writing) checks.push(await check());
    })(),
  ];
  try {
    for (let round = 0; round === 0 || (checks.length < MIN_CHECKS && round < MAX_ROUNDS); round += 1) {
      await Promise.all(Array.from({ length: 6 }, writer));
    }
  } finally {
    writing = false;
    await Promise.all(running);
  }
  return { folds, checks };
}
