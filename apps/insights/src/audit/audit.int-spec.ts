import { Global, INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@netline/config';
import { AuditChainEntry, AuditEvent, EventActor, EventPayload, EventType, ListQuery, newEvent } from '@netline/contracts';
import { verifyAuditChain } from '@netline/contracts/audit-chain';
import { CONFIG, messagingMigrations, OutboxWriter, RedisStreamPublisher } from '@netline/messaging';
import { createLogger, runWithRequestId } from '@netline/observability';
import { Clock, newId } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase, waitFor, totalOf } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { insightsEnv } from '../config';
import { INSIGHTS_MIGRATIONS } from '../migrations';
import { AuditModule } from './audit.module';
import { AuditService } from './audit.service';

/**
 * The audit recorder as insights runs it: its module (the consumer kit's group `insights-audit` on every
 * stream) against real PostgreSQL (the runtime role) and Redis. Events are written the way services write
 * them (the outbox writer's envelope inside a request context with an actor) and published onto the
 * streams; the entries, their before/after, the per-merchant chain under two replicas of the group, redelivery
 * and the append-only table are checked.
 */
const namespace = `t${randomBytes(5).toString('hex')}`;
const config = loadConfig(insightsEnv, { ...process.env, NETLINE_NAMESPACE: namespace, APP_ENV: 'sandbox' });
const merchantId = `mer_audit_${randomBytes(3).toString('hex')}`;
const writer = new OutboxWriter(new Clock());
const agent: EventActor = { type: 'access_key', id: 'ci_agent', channel: 'mcp', client_id: 'ci_agent', client_name: 'Books assistant' };
const person: EventActor = { type: 'user', id: 'usr_owner', channel: 'dashboard' };

let database: ProvisionedDatabase;
let redis: IORedis;
let app: INestApplicationContext;
let replica: INestApplicationContext;
let audit: AuditService;

/** Writes events as a service does in a request of `actor`, and publishes them on `events:<stream>`. */
async function publish(stream: string, actor: EventActor | undefined, requestId: string, events: Array<ReturnType<typeof newEvent>>): Promise<string[]> {
  const envelopes = actor
    ? runWithRequestId(requestId, () => events.map((event) => writer.envelope(event)), actor)
    : events.map((event) => writer.envelope(event));
  await new RedisStreamPublisher(redis).publish(`${namespace}:events:${stream}`, envelopes);
  return envelopes.map((envelope) => envelope.id);
}

/** Waits until `check` holds (or its time is up; the assertions that follow then say what was seen). */
const until = (check: () => Promise<boolean>, timeoutMs?: number) => waitFor(check, (ok) => ok, timeoutMs);
const draft = <T extends EventType>(type: T, data: EventPayload<T>, merchant = merchantId) => newEvent(type, merchant, data);
const listQuery = (filters: ListQuery['filters'] = [], limit = 100): ListQuery => ({
  limit,
  page: 0,
  offset: 0,
  filters,
  sort: [{ field: 'sequence', direction: 'asc' }],
  params: {},
});

async function exported(merchant = merchantId): Promise<AuditChainEntry[]> {
  return (await audit.export(merchant, { from_sequence: 1, max_entries: 1000 })).entries;
}

beforeAll(async () => {
  database = await provisionTestDatabase({ config, service: 'insights', entities: [], migrations: [...INSIGHTS_MIGRATIONS, ...messagingMigrations] });
  redis = new IORedis(config.REDIS_URL);

  @Global()
  @Module({
    providers: [
      { provide: CONFIG, useValue: { ...config, INSIGHTS_CONSUME_EVENTS: true } },
      { provide: DataSource, useValue: database.dataSource },
      { provide: 'LOGGER', useValue: createLogger('audit-test', 'silent') },
    ],
    exports: [CONFIG, DataSource, 'LOGGER'],
  })
  class CoreModule {}

  @Module({ imports: [CoreModule, AuditModule] })
  class TestModule {}

  app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  // A second replica in the same group: entries for one merchant are recorded concurrently by both.
  replica = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await replica.init();
  audit = app.get(AuditService);
});

afterAll(async () => {
  await replica?.close();
  await app?.close();
  const keys = await redis?.keys(`${namespace}:*`);
  if (keys?.length) await redis.del(...keys);
  redis?.disconnect();
  await database?.drop();
});

describe('the audit recorder', () => {
  it('records each event with its actor, request id, object and money fields before and after', async () => {
    const invoice = newId('inv');
    await publish('billing', agent, 'req_create', [draft('invoice.created', { id: invoice, customer_id: 'cus_1', amount: 150_000 })]);
    await until(async () => totalOf(await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: invoice }]))) === 1);
    await publish('billing', person, 'req_pay', [draft('invoice.balance_updated', { id: invoice, customer_id: 'cus_1', amount_balance: 100_000 })]);
    // Each change recorded before the next is published: two replicas share the group, and two events of
    // one object read at once by both are numbered in the order they are recorded (README, "Audit trail").
    await until(async () => totalOf(await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: invoice }]))) === 2);
    // No request: Netline's own work.
    await publish('billing', undefined, '', [draft('invoice.balance_updated', { id: invoice, customer_id: 'cus_1', amount_balance: 0 })]);

    await until(async () => totalOf(await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: invoice }]))) === 3);
    const { results } = await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: invoice }]));
    expect(results.map(({ type, actor, request_id, changes }) => ({ type, actor, request_id, changes }))).toEqual([
      { type: 'invoice.created', actor: agent, request_id: 'req_create', changes: { amount: { before: null, after: 1500 } } },
      { type: 'invoice.balance_updated', actor: person, request_id: 'req_pay', changes: { amount_balance: { before: null, after: 1000 } } },
      {
        type: 'invoice.balance_updated',
        actor: { type: 'system', id: null, channel: 'system' },
        request_id: null,
        changes: { amount_balance: { before: 1000, after: 0 } },
      },
    ]);
    expect(results[0]).toMatchObject<Partial<AuditEvent>>({ object_type: 'invoice', object_id: invoice });

    // A status change takes its "before" from the event's previous value.
    const payment = newId('pay');
    await publish('treasury', agent, 'req_status', [draft('payment.status_changed', { id: payment, status: 'paid', previous_status: 'pending' })]);
    await until(async () => totalOf(await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: payment }]))) === 1);
    const [status] = (await audit.list(merchantId, listQuery([{ field: 'object_id', op: 'eq', value: payment }]))).results;
    expect(status.changes).toEqual({ status: { before: 'pending', after: 'paid' } });
  });

  it('filters by actor, channel, type, request and time, newest first by default', async () => {
    const mine = await audit.list(merchantId, listQuery([{ field: 'actor_id', op: 'eq', value: 'ci_agent' }]));
    expect(totalOf(mine)).toBe(2);
    expect(mine.results.every((entry) => entry.actor.id === 'ci_agent')).toBe(true);
    expect(totalOf(await audit.list(merchantId, listQuery([{ field: 'channel', op: 'eq', value: 'dashboard' }])))).toBe(1);
    expect(totalOf(await audit.list(merchantId, listQuery([{ field: 'type', op: 'eq', value: 'invoice.balance_updated' }])))).toBe(2);
    expect(totalOf(await audit.list(merchantId, listQuery([{ field: 'request_id', op: 'eq', value: 'req_pay' }])))).toBe(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(totalOf(await audit.list(merchantId, listQuery([{ field: 'created_at', op: 'gte', value: future }])))).toBe(0);
    expect(totalOf(await audit.list(merchantId, listQuery([{ field: 'created_at', op: 'lte', value: future }])))).toBe(4);
    const newest = await audit.list(merchantId, { ...listQuery([], 25), sort: [] });
    expect(newest.results.map((entry) => entry.sequence)).toEqual([4, 3, 2, 1]);
    // Another merchant sees none of it.
    expect(totalOf(await audit.list('mer_someone_else', listQuery()))).toBe(0);
  });

  it("chains each merchant's entries without gaps recorded by two replicas at once, and records a redelivered event once", async () => {
    const other = `mer_chain_${randomBytes(3).toString('hex')}`;
    const customers = Array.from({ length: 30 }, () => newId('cus'));
    // Spread over three streams, read concurrently by the group.
    await Promise.all([
      publish(
        'credit',
        agent,
        'req_bulk',
        customers.slice(0, 10).map((id) => draft('customer.created', { id }, other)),
      ),
      publish(
        'billing',
        agent,
        'req_bulk',
        customers.slice(10, 20).map((id) => draft('invoice.created', { id, customer_id: id, amount: 100 }, other)),
      ),
      publish(
        'treasury',
        agent,
        'req_bulk',
        customers.slice(20).map((id) => draft('payment.created', { id, customer_id: id, status: 'pending' }, other)),
      ),
    ]);
    await until(async () => (await exported(other)).length === 30, 15_000);
    const chain = await exported(other);
    expect(chain.map((entry) => entry.sequence)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(verifyAuditChain(chain)).toMatchObject({ ok: true, count: 30 });
    expect(verifyAuditChain(await exported())).toMatchObject({ ok: true, count: 4 });

    // The same event delivered again (the relay died before marking it sent): no second entry.
    const [again] = (await redis.xrange(`${namespace}:events:credit`, '-', '+', 'COUNT', 1)) as Array<[string, string[]]>;
    await redis.xadd(`${namespace}:events:credit`, '*', ...again[1]);
    const marker = newId('cus');
    await publish('credit', agent, 'req_after', [draft('customer.created', { id: marker }, other)]);
    await until(async () => (await exported(other)).length >= 31);
    const after = await exported(other);
    expect(after).toHaveLength(31);
    expect(after[30].object_id).toBe(marker);

    // Paging of the export continues where it stopped.
    const page = await audit.export(other, { from_sequence: 1, max_entries: 20 });
    expect(page.next_sequence).toBe(21);
    const rest = await audit.export(other, { from_sequence: 21, max_entries: 20 });
    expect(rest.next_sequence).toBeNull();
    expect(verifyAuditChain([...page.entries, ...rest.entries])).toMatchObject({ ok: true, count: 31 });
  });

  it('refuses to change or remove an entry, whoever asks as the service', async () => {
    await expect(database.dataSource.query(`UPDATE audit_events SET actor_id = 'nobody' WHERE merchant_id = $1`, [merchantId])).rejects.toThrow(/append-only/);
    await expect(database.dataSource.query('DELETE FROM audit_events WHERE merchant_id = $1', [merchantId])).rejects.toThrow(/append-only/);
    await expect(database.dataSource.query('TRUNCATE audit_events')).rejects.toThrow(/append-only|permission denied/);
    expect(verifyAuditChain(await exported())).toMatchObject({ ok: true, count: 4 });
  });
});
