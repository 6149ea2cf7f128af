import { createLogger } from '@netline/observability';
import { Clock, sql } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { IdempotencyRecorder, keyedRequestOf } from './idempotency';
import { messagingBed } from './messaging.int-fixture';
import { outboxInsertSql, OutboxRelay, OutboxWriter } from './outbox';
import { UnitOfWork } from './unit-of-work';

/** A widget and its event's outbox rows in one statement, as the hot creates write theirs. */
const insertWidget = sql(`WITH widget AS (INSERT INTO widgets (id) VALUES ($1)) ${outboxInsertSql(2)}`);

/** `UnitOfWork.runSingle` against real PostgreSQL: one statement, atomic without a transaction unless a key must commit with it. */
describe('UnitOfWork.runSingle', () => {
  const bed = messagingBed('uow', ['CREATE TABLE widgets (id text PRIMARY KEY)']);
  let unitOfWork: UnitOfWork;
  let relay: OutboxRelay;
  let kicks = 0;

  beforeAll(() => {
    // The relay is not started; its kicks are counted.
    relay = new OutboxRelay(bed.dataSource, { publish: async () => undefined }, createLogger('uow', 'silent'), { stream: 'unused' });
    jest.spyOn(relay, 'kick').mockImplementation(() => void (kicks += 1));
    unitOfWork = new UnitOfWork(bed.dataSource, new OutboxWriter(new Clock()), relay);
  });

  beforeEach(() => (kicks = 0));

  const write = (id: string) =>
    unitOfWork.runSingle(async ({ executor, stage }) => {
      await insertWidget.rows(executor, [id, ...stage({ type: 'widget.created', object: 'widget', merchant_id: 'mer_1', data: { id } }).values]);
      return executor;
    });
  const outboxRowsOf = async (id: string) =>
    Number((await bed.dataSource.query("SELECT count(*) AS n FROM outbox WHERE payload->'data'->>'id' = $1", [id]))[0].n);
  const widgetExists = async (id: string) => (await bed.dataSource.query('SELECT 1 FROM widgets WHERE id = $1', [id])).length === 1;

  it('runs the statement on the pool, outside any transaction, and kicks the relay once', async () => {
    const executor = await write('w_plain');
    expect(executor).toBe(bed.dataSource);
    expect(await widgetExists('w_plain')).toBe(true);
    expect(await outboxRowsOf('w_plain')).toBe(1);
    expect(kicks).toBe(1);
  });

  it('writes nothing at all when the statement fails', async () => {
    await write('w_twice');
    await expect(write('w_twice')).rejects.toThrow(/duplicate key/);
    // The second event's outbox row went with the failed insert.
    expect(await outboxRowsOf('w_twice')).toBe(1);
    expect(kicks).toBe(1);
  });

  it('runs in a transaction that records the Idempotency-Key while one is still to be recorded', async () => {
    const keyed = keyedRequestOf('widgets.create', { idempotency_key: 'key-1', principal: { merchant_id: 'mer_1' }, body: { id: 'w_keyed' } })!;
    const recorder = new IdempotencyRecorder(bed.dataSource);
    const [first, second] = await recorder.run(keyed, async () => [await write('w_keyed'), await write('w_keyed_later')] as const);
    expect(first).toBeInstanceOf(EntityManager);
    expect(keyed.recorded).toBe(true);
    expect(await recorder.find(keyed)).toMatchObject({ fingerprint: keyed.fingerprint, reply: null });
    // Once the key is recorded, a later write of the same request needs no transaction.
    expect(second).toBeInstanceOf(DataSource);
    expect(await widgetExists('w_keyed')).toBe(true);
    expect(await widgetExists('w_keyed_later')).toBe(true);
  });
});
