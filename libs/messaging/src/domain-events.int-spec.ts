import { Global, INestApplicationContext, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger } from '@netline/observability';
import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { AfterDomainEventsCommit, OnDomainEvent, OnDomainEventBatch, TypedEvent } from './domain-events';
import { DomainEventConsumerHost, DomainEventsModule } from './domain-events.module';
import { CONFIG } from './service-core.module';
import { createMessagingTables, messagingEntities } from './tables';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The consumer kit against real PostgreSQL and Redis: handler methods found by their decorators, entries
 * parsed against the catalogue, an invalid one dead-lettered at once with the validation error while the
 * next one is applied, types nobody handles acknowledged without a transaction or an inbox row.
 */

const applied: Array<{ type: string; id: string; amount?: number }> = [];
const committed: string[][] = [];

@Injectable()
class PaymentHandlers {
  @OnDomainEvent('payment.paid')
  async onPaid(event: TypedEvent<'payment.paid'>, manager: EntityManager): Promise<void> {
    // Typed from the catalogue: `amount` is a number here, no cast.
    const amount: number = event.data.amount;
    await manager.query('SELECT 1');
    applied.push({ type: event.type, id: event.data.id, amount });
  }

  @OnDomainEventBatch('invoice.voided', 'invoice.canceled')
  async onClosed(events: Array<TypedEvent<'invoice.voided' | 'invoice.canceled'>>): Promise<void> {
    for (const event of events) applied.push({ type: event.type, id: event.data.id });
  }

  @AfterDomainEventsCommit()
  async afterCommit(events: TypedEvent[]): Promise<void> {
    committed.push(events.map((event) => event.id));
  }

  // Checked by the compiler: the parameter must be the event type the decorator names.
  // @ts-expect-error payment.reversed is not payment.paid
  @OnDomainEvent('payment.reversed')
  async wrongType(event: TypedEvent<'payment.paid'>): Promise<void> {
    applied.push({ type: event.type, id: event.data.id });
  }
}

describe('domain event consumer kit', () => {
  const database = `netline_kittest_${randomBytes(4).toString('hex')}`;
  const databaseUrl = SERVER_URL.replace(/\/[^/]*$/, `/${database}`);
  const namespace = `kittest${randomBytes(4).toString('hex')}`;
  const stream = `${namespace}:events:treasury`;
  let dataSource: DataSource;
  let redis: IORedis;
  let app: INestApplicationContext;

  beforeAll(async () => {
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    dataSource = new DataSource({ type: 'postgres', url: databaseUrl, entities: messagingEntities });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    await createMessagingTables(runner);
    await runner.release();
    redis = new IORedis(REDIS_URL);

    @Global()
    @Module({
      providers: [
        { provide: CONFIG, useValue: { REDIS_URL, NETLINE_NAMESPACE: namespace } },
        { provide: DataSource, useValue: dataSource },
        { provide: 'LOGGER', useValue: createLogger('kit-test', 'silent') },
      ],
      exports: [CONFIG, DataSource, 'LOGGER'],
    })
    class CoreModule {}

    @Module({
      imports: [
        CoreModule,
        DomainEventsModule.forConsumer({ group: 'kit-test', handlers: [PaymentHandlers], settings: () => ({ streams: ['events:treasury'], blockMs: 100 }) }),
      ],
      providers: [PaymentHandlers],
    })
    class TestModule {}

    app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await redis?.del(stream, `${stream}:dead`);
    redis?.disconnect();
    await dataSource?.destroy();
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  const envelope = (type: string, data: Record<string, unknown>) => ({
    id: `evt_${randomBytes(6).toString('hex')}`,
    type,
    object: type.split('.')[0],
    version: 1,
    merchant_id: 'mer_kit',
    occurred_at: new Date().toISOString(),
    data,
  });
  const publish = (event: ReturnType<typeof envelope>) => redis.xadd(stream, '*', 'event', JSON.stringify(event));
  const paid = (id: string, amount: unknown) => envelope('payment.paid', { id, customer_id: 'cus_1', amount, applied: [], unapplied: 0 });

  async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const inboxRows = async (eventId: string) =>
    Number((await dataSource.query('SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2', ['kit-test', eventId]))[0].n);

  it('finds the decorated methods of the listed providers', () => {
    expect(app.get(DomainEventConsumerHost).types.sort()).toEqual(['invoice.canceled', 'invoice.voided', 'payment.paid', 'payment.reversed']);
  });

  it('hands handlers events parsed against the catalogue, once, inside the inbox transaction', async () => {
    const event = paid('pay_ok', 12_500);
    await publish(event);
    await until(() => applied.some((entry) => entry.id === 'pay_ok'));
    expect(applied.find((entry) => entry.id === 'pay_ok')).toEqual({ type: 'payment.paid', id: 'pay_ok', amount: 12_500 });
    expect(await inboxRows(event.id)).toBe(1);
    await until(() => committed.some((ids) => ids.includes(event.id)));
  });

  it('dead-letters an invalid payload at once with the validation error, and applies the next event', async () => {
    const bad = paid('pay_bad', '12.50');
    const next = paid('pay_next', 100);
    await publish(bad);
    await publish(next);
    await until(() => applied.some((entry) => entry.id === 'pay_next'));
    expect(applied.some((entry) => entry.id === 'pay_bad')).toBe(false);
    const dead = await redis.xrange(`${stream}:dead`, '-', '+');
    const entry = dead.map(([, fields]) => Object.fromEntries(fields.flatMap((value, index) => (index % 2 === 0 ? [[value, fields[index + 1]]] : []))));
    const deadBad = entry.find((fields) => JSON.parse(fields.event).id === bad.id);
    expect(deadBad).toMatchObject({ group: 'kit-test' });
    expect(deadBad?.error).toMatch(/^invalid_data: The data of payment.paid .* does not match its schema \(data\.amount: /);
    expect(await inboxRows(bad.id)).toBe(0);
    // Dead-lettered on the first delivery: nothing is left pending for retries.
    const pending = (await redis.xpending(stream, 'kit-test')) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
  });

  it('acknowledges types no handler declares without a transaction or an inbox row', async () => {
    const transaction = jest.spyOn(dataSource, 'transaction');
    const ignored = envelope('payout.created', { id: 'po_1' });
    const unknown = envelope('thing.invented_later', { id: 'x' });
    await publish(ignored);
    await publish(unknown);
    const marker = paid('pay_after_skip', 1);
    await publish(marker);
    await until(() => applied.some((entry) => entry.id === 'pay_after_skip'));
    // One transaction: the marker's. The two skipped entries opened none.
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(await inboxRows(ignored.id)).toBe(0);
    expect(await inboxRows(unknown.id)).toBe(0);
    const dead = await redis.xrange(`${stream}:dead`, '-', '+');
    expect(dead.some(([, fields]) => fields.includes(JSON.stringify(unknown)))).toBe(false);
    const pending = (await redis.xpending(stream, 'kit-test')) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
  });

  it('applies a read batch of events for a batch handler in one transaction, in stream order', async () => {
    // Published in one MULTI so one read sees them together.
    const events = [envelope('invoice.voided', { id: 'inv_a', customer_id: 'cus_1' }), envelope('invoice.canceled', { id: 'inv_b', customer_id: 'cus_1' })];
    const multi = redis.multi();
    for (const event of events) multi.xadd(stream, '*', 'event', JSON.stringify(event));
    await multi.exec();
    await until(() => applied.some((entry) => entry.id === 'inv_b'));
    expect(applied.filter((entry) => entry.id.startsWith('inv_')).map((entry) => entry.id)).toEqual(['inv_a', 'inv_b']);
    for (const event of events) expect(await inboxRows(event.id)).toBe(1);
  });

  it('stops its consumers on shutdown', async () => {
    const host = app.get(DomainEventConsumerHost);
    await host.beforeApplicationShutdown();
    const event = paid('pay_after_stop', 5);
    await publish(event);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(applied.some((entry) => entry.id === 'pay_after_stop')).toBe(false);
  });
});
