import { Global, INestApplicationContext, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { waitFor } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { AfterDomainEventsCommit, OnDomainEvent, OnDomainEventBatch, TypedEvent } from './domain-events';
import { DomainEventConsumerHost, DomainEventsModule } from './domain-events.module';
import { OutboxRelay, OutboxWriter, RedisStreamPublisher } from './outbox';
import { consumerFailingSeconds } from './running-consumers';
import { CONFIG } from './service-core.module';
import { messagingBed } from './messaging.int-fixture';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The consumer kit against real PostgreSQL and Redis: handler methods found by their decorators, entries
 * parsed against the catalogue, an invalid one dead-lettered at once with the validation error while the
 * next one is applied, types nobody handles acknowledged without a transaction or an inbox row, and the
 * outbox relay woken once after a commit that emitted events (never after one that emitted none).
 */

const outbox = new OutboxWriter(new Clock());

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

  /** Emits an event for each one it applies, in the same transaction (the relay publishes them). */
  @OnDomainEventBatch('invoice.voided', 'invoice.canceled')
  async onClosed(events: Array<TypedEvent<'invoice.voided' | 'invoice.canceled'>>, manager: EntityManager): Promise<void> {
    for (const event of events) applied.push({ type: event.type, id: event.data.id });
    await outbox.append(
      manager,
      events.map((event) => ({
        type: 'customer.updated',
        object: 'customer',
        merchant_id: event.merchant_id,
        data: { id: event.data.customer_id, after: event.data.id },
      })),
    );
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
  const bed = messagingBed('kittest');
  const namespace = `kittest${randomBytes(4).toString('hex')}`;
  const stream = `${namespace}:events:treasury`;
  const relayStream = `${namespace}:events:kit`;
  let dataSource: DataSource;
  let redis: IORedis;
  let app: INestApplicationContext;
  let relay: OutboxRelay;

  beforeAll(async () => {
    ({ dataSource, redis } = bed);
    bed.track(stream, `${stream}:dead`, relayStream);
    // A real relay that polls only once a minute: every pass it makes in these tests comes from a kick.
    let idle: () => void = () => undefined;
    const idled = new Promise<void>((resolve) => (idle = resolve));
    relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), createLogger('kit-test', 'silent'), {
      stream: relayStream,
      idleDelayMs: 60_000,
      onIdle: () => idle(),
    });

    @Global()
    @Module({
      providers: [
        { provide: CONFIG, useValue: { REDIS_URL, NETLINE_NAMESPACE: namespace } },
        { provide: DataSource, useValue: dataSource },
        { provide: 'LOGGER', useValue: createLogger('kit-test', 'silent') },
        { provide: OutboxRelay, useValue: relay },
      ],
      exports: [CONFIG, DataSource, 'LOGGER', OutboxRelay],
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
    relay.start();
    // The start's own pass (nothing to send) is over, and the relay idle, before the tests count passes.
    await idled;
  });

  afterAll(async () => {
    await app?.close();
    await relay?.stop();
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

  /** Whether `check` came to hold before the deadline (the caller asserts it). */
  const eventually = async (check: () => boolean) => waitFor(async () => check(), Boolean);
  const inboxRows = async (eventId: string) =>
    Number((await dataSource.query('SELECT count(*)::int AS n FROM inbox WHERE consumer = $1 AND event_id = $2', ['kit-test', eventId]))[0].n);

  it('finds the decorated methods of the listed providers', () => {
    expect(app.get(DomainEventConsumerHost).types.sort()).toEqual(['invoice.canceled', 'invoice.voided', 'payment.paid', 'payment.reversed']);
  });

  it('hands handlers events parsed against the catalogue, once, inside the inbox transaction', async () => {
    const event = paid('pay_ok', 12_500);
    await publish(event);
    const found = await waitFor(async () => applied.find((entry) => entry.id === 'pay_ok'), Boolean);
    expect(found).toEqual({ type: 'payment.paid', id: 'pay_ok', amount: 12_500 });
    expect(await inboxRows(event.id)).toBe(1);
    expect(await eventually(() => committed.some((ids) => ids.includes(event.id)))).toBe(true);
  });

  it('dead-letters an invalid payload at once with the validation error, and applies the next event', async () => {
    const bad = paid('pay_bad', '12.50');
    const next = paid('pay_next', 100);
    await publish(bad);
    await publish(next);
    expect(await eventually(() => applied.some((entry) => entry.id === 'pay_next'))).toBe(true);
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
    expect(await eventually(() => applied.some((entry) => entry.id === 'pay_after_skip'))).toBe(true);
    // One transaction: the marker's. The two skipped entries opened none.
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(await inboxRows(ignored.id)).toBe(0);
    expect(await inboxRows(unknown.id)).toBe(0);
    const dead = await redis.xrange(`${stream}:dead`, '-', '+');
    expect(dead.some(([, fields]) => fields.includes(JSON.stringify(unknown)))).toBe(false);
    // The marker is acknowledged after its transaction commits, a moment after the handler ran.
    const pending = async () => ((await redis.xpending(stream, 'kit-test')) as [number, ...unknown[]])[0];
    expect(await waitFor(pending, (count) => count === 0)).toBe(0);
  });

  it('does not wake the relay after a commit that emitted nothing', async () => {
    const kick = jest.spyOn(relay, 'kick');
    const passes = jest.spyOn(relay, 'relayOnce');
    const marker = paid('pay_quiet', 7);
    await publish(marker);
    expect(await eventually(() => committed.some((ids) => ids.includes(marker.id)))).toBe(true);
    expect(kick).not.toHaveBeenCalled();
    expect(passes).not.toHaveBeenCalled();
    kick.mockRestore();
    passes.mockRestore();
  });

  it('applies a read batch of events for a batch handler in one transaction, in stream order, and kicks the relay once for it', async () => {
    const kick = jest.spyOn(relay, 'kick');
    const passes = jest.spyOn(relay, 'relayOnce');
    const transaction = jest.spyOn(dataSource, 'transaction');
    // Published in one MULTI so one read sees them together; a type this group ignores among them.
    const events = [
      envelope('invoice.voided', { id: 'inv_a', customer_id: 'cus_1' }),
      envelope('payout.created', { id: 'po_between' }),
      envelope('invoice.canceled', { id: 'inv_b', customer_id: 'cus_1' }),
      envelope('invoice.voided', { id: 'inv_c', customer_id: 'cus_1' }),
    ];
    const multi = redis.multi();
    for (const event of events) multi.xadd(stream, '*', 'event', JSON.stringify(event));
    await multi.exec();
    expect(await eventually(() => applied.some((entry) => entry.id === 'inv_c'))).toBe(true);
    expect(applied.filter((entry) => entry.id.startsWith('inv_')).map((entry) => entry.id)).toEqual(['inv_a', 'inv_b', 'inv_c']);
    // The handler ran inside the batch's transaction; its inbox rows are visible once that commits.
    expect(await eventually(() => committed.some((ids) => ids.includes(events[3].id)))).toBe(true);
    for (const event of [events[0], events[2], events[3]]) expect(await inboxRows(event.id)).toBe(1);
    expect(await inboxRows(events[1].id)).toBe(0);
    // The three events the handler emitted reach the relay's stream after one kick and one pass.
    const published = await waitFor(
      async () => (await redis.xrange(relayStream, '-', '+')).map(([, fields]) => JSON.parse(fields[1]) as { data: { after: string } }),
      (events) => events.length >= 3,
    );
    expect(published.map((event) => event.data.after)).toEqual(['inv_a', 'inv_b', 'inv_c']);
    expect(kick).toHaveBeenCalledTimes(1);
    expect(passes).toHaveBeenCalledTimes(1);
    // Two transactions in all: the batch's, and the relay pass's.
    expect(transaction).toHaveBeenCalledTimes(2);
    const pending = (await redis.xpending(stream, 'kit-test')) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
    kick.mockRestore();
    passes.mockRestore();
    transaction.mockRestore();
  });

  it('stops its consumers on shutdown', async () => {
    const host = app.get(DomainEventConsumerHost);
    // Shutdown returns once each consumer's loop has ended; a stopped consumer leaves the running set.
    await host.beforeApplicationShutdown();
    expect(consumerFailingSeconds().filter(({ group }) => group === 'kit-test')).toEqual([]);
    const event = paid('pay_after_stop', 5);
    const entryId = await publish(event);
    // Redis hands a new entry to a consumer of the group blocked reading the moment it is added, and hands
    // it to one consumer only. A reader joining the group now being handed it is the sign that no consumer
    // of the group took it (a running consumer spends its idle time blocked reading).
    const probe = (await redis.xreadgroup('GROUP', 'kit-test', 'probe', 'COUNT', 10, 'STREAMS', stream, '>')) as Array<
      [string, Array<[string, string[]]>]
    > | null;
    expect(probe?.flatMap(([, entries]) => entries.map(([id]) => id))).toEqual([entryId]);
    expect(applied.some((entry) => entry.id === 'pay_after_stop')).toBe(false);
    expect(await inboxRows(event.id)).toBe(0);
  });
});
