import { AGING_BUCKETS, AR_AGING_CUSTOMER_LIMIT, describeInvalidEvent, DomainEvent, newEvent, EventPayload, EventType, parseEvent } from '@netline/contracts';
import { loadConfig } from '@netline/config';
import { messagingMigrations, TypedEvent } from '@netline/messaging';
import { foldRangeCounts, foldRowCounts, MerchantClock, newId, rangeBucket } from '@netline/persistence';
import { ManualClock, provisionTestDatabase, ProvisionedDatabase, xorshift32 } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { INSIGHTS_MIGRATIONS } from '../migrations';
import { insightsEnv } from '../config';
import { ReportsService } from '../reports/reports.service';
import { APPLIED_EVENTS, ReceivablesProjection } from './receivables.projection';
import { ReceivablesRepository } from './receivables.repository';
import { ageBalances, agingOverTime, historyPoints } from './aging';

/**
 * The projection and the reports against real PostgreSQL (as the runtime role) and Redis (the merchant
 * clock): out-of-order balances, closed invoices, due-date moves, customer totals, clock events, events
 * that fail validation, and the ageing history.
 */
const DAY = 86_400_000;
const namespace = `t${randomBytes(5).toString('hex')}`;
const config = loadConfig(insightsEnv, { ...process.env, NETLINE_NAMESPACE: namespace, APP_ENV: 'sandbox' });
const merchantId = 'mer_insights_int';
const customer = 'cus_insights_int';

let database: ProvisionedDatabase;
let redis: IORedis;
let reports: ReportsService;
const projection = new ReceivablesProjection();

beforeAll(async () => {
  database = await provisionTestDatabase({ config, service: 'insights', entities: [], migrations: [...INSIGHTS_MIGRATIONS, ...messagingMigrations] });
  redis = new IORedis(config.REDIS_URL);
  reports = new ReportsService(new ReceivablesRepository(database.dataSource), new MerchantClock(redis, config));
});

afterAll(async () => {
  await redis?.del(`${namespace}:clock:offsets`);
  redis?.disconnect();
  await database?.drop();
});

/** An event as it arrives on the stream (the envelope `newEvent` builds, with an id and a time). */
function event<T extends EventType>(type: T, data: EventPayload<T>, at: Date, merchant = merchantId): DomainEvent {
  const draft = newEvent(type, merchant, data);
  return { ...draft, id: newId('evt'), occurred_at: at.toISOString() } as unknown as DomainEvent;
}
const appliedTypes: ReadonlySet<string> = new Set(APPLIED_EVENTS);
const isApplied = (event: TypedEvent): event is TypedEvent<(typeof APPLIED_EVENTS)[number]> => appliedTypes.has(event.type);

/** What the consumer kit does with an entry for this group: validate, skip a type not applied, apply in a transaction. */
async function apply(entry: DomainEvent): Promise<void> {
  await applyBatch([entry]);
}

/** The same for a read batch of entries: the ones applied, in one transaction, in order. */
async function applyBatch(entries: DomainEvent[]): Promise<void> {
  const events = entries.map((entry) => {
    const parsed = parseEvent(entry);
    if (!parsed.ok) throw new Error(describeInvalidEvent(parsed.error));
    return parsed.event;
  });
  const applied = events.filter(isApplied);
  if (applied.length > 0) await database.dataSource.transaction((manager) => projection.applyAll(applied, manager));
}

describe('the receivables projection', () => {
  const now = new Date();
  const sentAt = new Date(now.getTime() - 40 * DAY);

  it('ages a sent invoice by its due date and keeps the most recent balance whatever the order', async () => {
    const invoice = newId('inv');
    await apply(event('invoice.created', { id: invoice, customer_id: customer, amount: 100_000 }, sentAt));
    await apply(
      event(
        'invoice.sent',
        { id: invoice, customer_id: customer, number: 'NL-1', amount: 100_000, advanced: false, due_at: new Date(sentAt.getTime() + 30 * DAY).toISOString() },
        sentAt,
      ),
    );
    // The later balance first, then an older one (a late redelivery): the older one changes nothing.
    await apply(event('invoice.balance_updated', { id: invoice, customer_id: customer, amount_balance: 40_000 }, new Date(sentAt.getTime() + 2 * DAY)));
    await apply(event('invoice.balance_updated', { id: invoice, customer_id: customer, amount_balance: 70_000 }, new Date(sentAt.getTime() + DAY)));
    await apply(
      event('payment.paid', { id: newId('pay'), customer_id: customer, amount: 60_000, applied: [{ invoice_id: invoice, amount: 60_000 }], unapplied: 0 }, now),
    );

    const report = await reports.arAging(merchantId);
    expect(report.total).toBe(400);
    // Due 10 days ago.
    expect(report.buckets).toEqual({ current: 0, days_1_30: 400, days_31_60: 0, days_61_90: 0, days_over_90: 0 });
    expect(report.customers).toEqual([
      { customer_id: customer, open_invoices: 1, total: 400, buckets: report.buckets, invoiced: 1000, paid: 600, credited: 0 },
    ]);

    // New terms: due in 20 days → current.
    await apply(event('invoice.due_date_updated', { id: invoice, customer_id: customer, due_at: new Date(now.getTime() + 20 * DAY).toISOString() }, now));
    expect((await reports.arAging(merchantId)).buckets.current).toBe(400);

    const dso = await reports.dso(merchantId);
    expect(dso).toMatchObject({ receivables: 400, credit_sales: 1000, dso: 36, period_days: 90 });
  });

  it('drops a voided invoice from the receivables, even if a balance arrives after', async () => {
    const invoice = newId('inv');
    await apply(event('invoice.sent', { id: invoice, customer_id: customer, number: 'NL-2', amount: 5_000, advanced: false, due_at: now.toISOString() }, now));
    expect((await reports.arAging(merchantId)).total).toBe(450);
    await apply(event('invoice.voided', { id: invoice, customer_id: customer }, now));
    await apply(event('invoice.balance_updated', { id: invoice, customer_id: customer, amount_balance: 5_000 }, new Date(now.getTime() + 1)));
    expect((await reports.arAging(merchantId)).total).toBe(400);
  });

  it('nets credit notes and reversals into the customer totals', async () => {
    const invoice = newId('inv');
    const note = { id: newId('crn'), customer_id: customer, invoice_id: invoice, amount: 2_500, invoice_number: 'NL-3', invoice_advanced: false };
    await apply(event('credit_note.applied', note, now));
    await apply(event('credit_note.voided', note, now));
    await apply(event('credit_note.applied', { ...note, id: newId('crn'), amount: 1_000 }, now));
    await apply(event('payment.reversed', { id: newId('pay'), customer_id: customer, amount: 10_000, applied: [], unapplied: 0 }, now));
    const [row] = (await reports.arAging(merchantId)).customers;
    expect({ paid: row.paid, credited: row.credited }).toEqual({ paid: 500, credited: 10 });
  });

  it('lists at most AR_AGING_CUSTOMER_LIMIT customers, the largest balances first, and counts them all', async () => {
    const many = 'mer_insights_many_customers';
    // Customer totals only (a payment each), one more than the report lists: the answer must fit one bus message.
    await database.dataSource.query(
      `INSERT INTO customer_totals (merchant_id, customer_id, paid, credited, updated_at)
       SELECT $1, 'cus_many_' || lpad(n::text, 5, '0'), n, 0, now() FROM generate_series(1, $2::int) AS n`,
      [many, AR_AGING_CUSTOMER_LIMIT + 1],
    );
    const report = await reports.arAging(many);
    expect(report.customer_count).toBe(AR_AGING_CUSTOMER_LIMIT + 1);
    expect(report.customers).toHaveLength(AR_AGING_CUSTOMER_LIMIT);
    expect(Buffer.byteLength(JSON.stringify(report))).toBeLessThan(1_000_000);
  });

  it('ages at the latest clock.advanced time when it is ahead of the clock in Redis', async () => {
    const ahead = new Date(now.getTime() + 200 * DAY);
    await apply(event('clock.advanced', { id: merchantId, days: 200, now: ahead.toISOString() }, ahead));
    const report = await reports.arAging(merchantId);
    expect(new Date(report.as_of).getTime()).toBe(ahead.getTime());
    // The invoice now due in 20 days is 180 days late at that time.
    expect(report.buckets.days_over_90).toBe(400);
  });

  it('refuses an event whose data does not match its schema, and skips types it does not apply', async () => {
    const broken = {
      ...event('invoice.balance_updated', { id: newId('inv'), customer_id: customer, amount_balance: 1 }, now),
      data: { id: 'inv_x', amount_balance: -5 },
    } as DomainEvent;
    await expect(apply(broken)).rejects.toThrow(/data\.customer_id|data\.amount_balance/);
    await apply(event('customer.created', { id: 'cus_other' }, now));
    expect((await reports.arAging(merchantId)).total).toBe(400);
  });
});

describe('the ageing report at scale', () => {
  const merchant = 'mer_insights_sums';
  const at = new Date(Date.now() + 500 * DAY);
  const customers = ['cus_sums_a', 'cus_sums_B', 'cus_sums_c', 'cus_sums_d'];
  const own = <T extends EventType>(type: T, data: EventPayload<T>, when: Date) => event(type, data, when, merchant);

  /**
   * The report sums in the database; `ageBalances` ages one balance at a time by the same rule. Over
   * invoices sent, paid down, moved to another customer, re-termed, voided and left as drafts, with due
   * dates on every bucket's edges, both give the same buckets, customers and figures.
   */
  it("sums in the database what ageing each open balance one at a time gives, and keeps each customer's invoiced sum through every change", async () => {
    await apply(own('clock.advanced', { id: merchant, days: 500, now: at.toISOString() }, at));
    // Due dates on and beside the edges: due now (current), a moment ago (1–30), 30 days ago and a moment more, 60, 90.
    const dues = [0, -1, 30 * DAY, 30 * DAY + 1, 60 * DAY, 60 * DAY + 1, 90 * DAY, 90 * DAY + 1, -20 * DAY, 400 * DAY].map(
      (late) => new Date(at.getTime() - late),
    );
    const sent = new Date(at.getTime() - 450 * DAY);
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const id = newId('inv');
      ids.push(id);
      const customerId = customers[index % customers.length];
      const amount = 1_000 + index * 137;
      await apply(own('invoice.created', { id, customer_id: customerId, amount }, sent));
      if (index % 10 === 9) continue; // a draft: never sent, never invoiced
      await apply(
        own(
          'invoice.sent',
          { id, customer_id: customerId, number: `S-${index}`, amount, advanced: false, due_at: dues[index % dues.length].toISOString() },
          sent,
        ),
      );
      if (index % 3 === 0)
        await apply(own('invoice.balance_updated', { id, customer_id: customerId, amount_balance: amount - 500 }, new Date(sent.getTime() + DAY)));
      if (index % 7 === 0) await apply(own('invoice.balance_updated', { id, customer_id: customerId, amount_balance: 0 }, new Date(sent.getTime() + 2 * DAY)));
    }
    // Moved to another customer, re-termed, and voided.
    await apply(own('invoice.balance_updated', { id: ids[1], customer_id: customers[3], amount_balance: 900 }, new Date(sent.getTime() + 3 * DAY)));
    await apply(own('invoice.due_date_updated', { id: ids[2], customer_id: customers[2], due_at: new Date(at.getTime() - 45 * DAY).toISOString() }, sent));
    await apply(own('invoice.voided', { id: ids[5], customer_id: customers[1] }, sent));
    await apply(own('payment.paid', { id: newId('pay'), customer_id: customers[0], amount: 700, applied: [], unapplied: 700 }, sent));

    const report = await reports.arAging(merchant);

    const open: Array<{ customer_id: string; amount_balance: string; due_at: Date | null }> = await database.dataSource.query(
      `SELECT customer_id, amount_balance, due_at FROM receivable_invoices
        WHERE merchant_id = $1 AND sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0`,
      [merchant],
    );
    const expected = ageBalances(
      open.map((row) => ({ customerId: row.customer_id, balance: Number(row.amount_balance), dueAt: row.due_at })),
      at,
    );
    const invoiced: Array<{ customer_id: string; invoiced: string }> = await database.dataSource.query(
      'SELECT customer_id, SUM(amount) AS invoiced FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL GROUP BY customer_id',
      [merchant],
    );
    const dollars = (cents: number) => cents / 100;
    expect(report.as_of).toBe(at.toISOString());
    expect(report.total).toBe(dollars(expected.total));
    expect(report.buckets).toEqual(Object.fromEntries(Object.entries(expected.buckets).map(([bucket, cents]) => [bucket, dollars(cents)])));
    // Every bucket holds something: the edges were crossed both ways.
    expect(Object.values(report.buckets).every((amount) => amount > 0)).toBe(true);
    expect(report.customer_count).toBe(customers.length);
    for (const row of report.customers) {
      const aged = expected.customers.get(row.customer_id);
      expect(row).toMatchObject({
        open_invoices: aged?.openInvoices ?? 0,
        total: dollars(aged?.total ?? 0),
        invoiced: dollars(Number(invoiced.find((sum) => sum.customer_id === row.customer_id)?.invoiced ?? 0)),
      });
    }
    expect(report.customers.map((row) => row.total)).toEqual([...report.customers.map((row) => row.total)].sort((a, b) => b - a));

    // What the triggers keep equals the history's own sums, and a rebuild's emptying leaves none.
    const kept: Array<{ customer_id: string; invoiced: string }> = await database.dataSource.query(
      'SELECT customer_id, invoiced FROM receivable_customers WHERE merchant_id = $1 AND sent_invoices > 0 ORDER BY customer_id',
      [merchant],
    );
    expect(kept).toEqual([...invoiced].sort((a, b) => (a.customer_id < b.customer_id ? -1 : 1)));
  });
});

describe('the ageing history', () => {
  // A fixed clock, so each point's day boundary is known: a Wednesday noon (UTC).
  const now = new Date('2030-03-20T12:00:00.000Z');
  const day = (days: number) => new Date(now.getTime() + days * DAY);
  const merchant = 'mer_insights_history';
  const history = () => new ReportsService(new ReceivablesRepository(database.dataSource), new MerchantClock(redis, config, new ManualClock(now)));
  const sent = (id: string, amount: number, dueAt: Date) => ({ id, customer_id: customer, number: id, amount, advanced: false, due_at: dueAt.toISOString() });
  const pointAt = (points: Array<{ as_of: string }>, asOf: string) => points.find((point) => point.as_of === asOf);

  beforeAll(async () => {
    const [a, b, c, d] = ['inv_hist_a', 'inv_hist_b', 'inv_hist_c', 'inv_hist_d'];
    // A: 1,000 sent 50 days ago, due 20 days ago, 600 of it still owed since 10 days ago (that balance arrives first).
    await apply(event('invoice.balance_updated', { id: a, customer_id: customer, amount_balance: 60_000 }, day(-10), merchant));
    await apply(event('invoice.created', { id: a, customer_id: customer, amount: 100_000 }, day(-50), merchant));
    await apply(event('invoice.sent', sent(a, 100_000, day(-20)), day(-50), merchant));
    // B: 300 sent 15 days ago (its creation unseen), due in 15 days, voided 5 days ago.
    await apply(event('invoice.sent', sent(b, 30_000, day(15)), day(-15), merchant));
    await apply(event('invoice.voided', { id: b, customer_id: customer }, day(-5), merchant));
    // C: paid off 60 days ago, before the window: never part of it.
    await apply(event('invoice.sent', sent(c, 20_000, day(-70)), day(-100), merchant));
    await apply(event('invoice.balance_updated', { id: c, customer_id: customer, amount_balance: 0 }, day(-60), merchant));
    // D: 100 sent 40 days ago, due 30 days ago; new terms 8 days ago make it due in 25 days.
    await apply(event('invoice.sent', sent(d, 10_000, day(-30)), day(-40), merchant));
    await apply(event('invoice.due_date_updated', { id: d, customer_id: customer, due_at: day(25).toISOString() }, day(-8), merchant));
    // Another merchant's invoice, open throughout: never in this merchant's history.
    await apply(event('invoice.sent', sent('inv_hist_other', 99_900, day(-45)), day(-60), 'mer_insights_other'));
  });

  it('keeps the day sums right when batches touching one invoice run at once', async () => {
    const racing = 'mer_insights_history_race';
    const own = <T extends EventType>(type: T, data: EventPayload<T>, when: Date) => event(type, data, when, racing);
    const ids = Array.from({ length: 12 }, (_, index) => `inv_race_${index}`);
    for (const id of ids) {
      await apply(own('invoice.created', { id, customer_id: customer, amount: 50_000 }, day(-30)));
      await apply(own('invoice.sent', { ...sent(id, 50_000, day(-10)), number: id }, day(-30)));
    }
    // Two batches of one invoice each at once, in transactions of their own: a payment and new terms.
    await Promise.all(
      ids.flatMap((id, index) => [
        apply(own('invoice.balance_updated', { id, customer_id: customer, amount_balance: 20_000 + index }, day(-5))),
        apply(own('invoice.due_date_updated', { id, customer_id: customer, due_at: day(-40 + index).toISOString() }, day(-3))),
      ]),
    );
    const daySums = () =>
      database.dataSource.query('SELECT day, bucket, cents FROM aging_day_changes WHERE merchant_id = $1 AND cents <> 0 ORDER BY day, bucket', [racing]);
    const kept = await daySums();
    expect(kept.length).toBeGreaterThan(0);
    await database.dataSource.query('DELETE FROM aging_day_changes WHERE merchant_id = $1', [racing]);
    await database.dataSource.query('SELECT aging_day_sums_add($1, $2::text[], 1)', [racing, ids]);
    expect(await daySums()).toEqual(kept);
  });

  it('gives the buckets as they stood at the end of each day, the last point being the ageing report', async () => {
    const reports = history();
    const result = await reports.arAgingHistory(merchant, { days: 30, interval: 'day' });
    expect(result).toMatchObject({ object: 'ar_aging_history', merchant_id: merchant, as_of: now.toISOString(), interval: 'day', days: 30 });
    expect(result.points).toHaveLength(30);
    expect(result.points[0].as_of).toBe('2030-02-19T23:59:59.999Z');
    const empty = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };
    // 28.5 days ago: A not yet due; D 1.5 days late.
    expect(result.points[0]).toMatchObject({ total: 1_100, buckets: { ...empty, current: 1_000, days_1_30: 100 } });
    // 11.5 days ago: A 8.5 days late at 1,000; B open and current; D 18.5 days late.
    expect(pointAt(result.points, '2030-03-08T23:59:59.999Z')).toEqual({
      as_of: '2030-03-08T23:59:59.999Z',
      total: 1_400,
      buckets: { ...empty, current: 300, days_1_30: 1_100 },
    });
    // 2.5 days ago: A at 600, B voided, D current on its new terms.
    expect(pointAt(result.points, '2030-03-17T23:59:59.999Z')).toMatchObject({ total: 700, buckets: { ...empty, current: 100, days_1_30: 600 } });
    const report = await reports.arAging(merchant);
    expect(result.points[29]).toEqual({ as_of: report.as_of, total: report.total, buckets: report.buckets });
    for (const point of result.points) expect(Object.values(point.buckets).reduce((sum, value) => sum + value, 0)).toBeCloseTo(point.total, 2);
  });

  it('gives a point at the end of each week, the same as the day that ends it', async () => {
    const reports = history();
    const daily = await reports.arAgingHistory(merchant, { days: 30, interval: 'day' });
    const weekly = await reports.arAgingHistory(merchant, { days: 30, interval: 'week' });
    // 2030-02-19 (a Tuesday) to 2030-03-20 (a Wednesday): the weeks ending 24 February, 3, 10 and 17 March, and this one.
    expect(weekly.points.map((point) => point.as_of)).toEqual([
      '2030-02-24T23:59:59.999Z',
      '2030-03-03T23:59:59.999Z',
      '2030-03-10T23:59:59.999Z',
      '2030-03-17T23:59:59.999Z',
      now.toISOString(),
    ]);
    for (const point of weekly.points) expect(point).toEqual(pointAt(daily.points, point.as_of));
  });

  /**
   * The database ages the history; `agingOverTime` states the rule point by point. Over invoices whose
   * sending, balances, due dates, new terms and voids fall exactly on the points, a millisecond either side
   * of them, and with ages exactly on each bucket's edges at a point and a millisecond past it, both give the
   * same points, daily and weekly; and the day sums are the same taken away and added again, or recomputed
   * from nothing.
   */
  it('gives what ageing each invoice at each point by the rule gives, with every edge on a point', async () => {
    const edges = 'mer_insights_history_edges';
    const own = <T extends EventType>(type: T, data: EventPayload<T>, when: Date) => event(type, data, when, edges);
    const reports = history();
    const points = historyPoints(now, 40, 'day');
    const near = [-1, 0, 1];
    const ages = [0, 1, 30 * DAY, 30 * DAY + 1, 60 * DAY, 60 * DAY + 1, 90 * DAY, 90 * DAY + 1, -5 * DAY];
    const next = xorshift32(7);
    // Never after now: every event happened by the merchant's time.
    const pointNear = () => new Date(Math.min(now.getTime(), points[next(points.length)].getTime() + near[next(near.length)]));
    for (let index = 0; index < 60; index += 1) {
      const id = `inv_edges_${index}`;
      const amount = 1_000 + index * 111;
      const sentAt = index % 5 === 0 ? new Date(points[0].getTime() - (10 + index) * DAY) : pointNear();
      const dueAt = new Date(points[next(points.length)].getTime() - ages[next(ages.length)]);
      await apply(own('invoice.created', { id, customer_id: customer, amount }, new Date(sentAt.getTime() - DAY)));
      await apply(own('invoice.sent', { ...sent(id, amount, dueAt), number: `E-${index}` }, sentAt));
      const later = () => new Date(Math.max(sentAt.getTime(), pointNear().getTime()));
      if (index % 2 === 0) await apply(own('invoice.balance_updated', { id, customer_id: customer, amount_balance: amount - 300 }, later()));
      if (index % 3 === 0) {
        const moved = new Date(points[next(points.length)].getTime() - ages[next(ages.length)]);
        await apply(own('invoice.due_date_updated', { id, customer_id: customer, due_at: moved.toISOString() }, later()));
      }
      if (index % 7 === 0) await apply(own('invoice.balance_updated', { id, customer_id: customer, amount_balance: 0 }, later()));
      if (index % 11 === 0) await apply(own('invoice.voided', { id, customer_id: customer }, later()));
    }

    const invoices: Array<{ id: string; sent_at: Date; closed_at: Date | null }> = await database.dataSource.query(
      'SELECT id, sent_at, closed_at FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL',
      [edges],
    );
    const balances: Array<{ invoice_id: string; at: Date; amount_balance: string }> = await database.dataSource.query(
      'SELECT invoice_id, at, amount_balance FROM receivable_balance_history WHERE merchant_id = $1 ORDER BY invoice_id, at',
      [edges],
    );
    const dueDates: Array<{ invoice_id: string; at: Date; due_at: Date }> = await database.dataSource.query(
      'SELECT invoice_id, at, due_at FROM receivable_due_history WHERE merchant_id = $1 ORDER BY invoice_id, at',
      [edges],
    );
    const histories = invoices.map((invoice) => ({
      sentAt: invoice.sent_at,
      closedAt: invoice.closed_at,
      balances: balances.filter((fact) => fact.invoice_id === invoice.id).map((fact) => ({ at: fact.at, cents: Number(fact.amount_balance) })),
      dueDates: dueDates.filter((fact) => fact.invoice_id === invoice.id).map((fact) => ({ at: fact.at, dueAt: fact.due_at })),
    }));
    const dollars = (cents: number) => cents / 100;
    for (const interval of ['day', 'week'] as const) {
      const expected = agingOverTime(histories, historyPoints(now, 40, interval)).map((point) => ({
        total: dollars(point.total),
        buckets: Object.fromEntries(Object.entries(point.buckets).map(([bucket, cents]) => [bucket, dollars(cents)])),
      }));
      // Every bucket holds something at some point: the edges were crossed.
      for (const bucket of AGING_BUCKETS) expect(expected.some((point) => point.buckets[bucket] > 0)).toBe(true);
      const result = await reports.arAgingHistory(edges, { days: 40, interval });
      expect(result.points.map(({ total, buckets }) => ({ total, buckets }))).toEqual(expected);
    }

    // Taken away and added again, or recomputed from nothing: the same day sums.
    const daySums = () =>
      database.dataSource.query('SELECT day, bucket, cents FROM aging_day_changes WHERE merchant_id = $1 AND cents <> 0 ORDER BY day, bucket', [edges]);
    const kept = await daySums();
    const ids = invoices.map((invoice) => invoice.id);
    const add = (some: string[], sign: 1 | -1) => database.dataSource.query('SELECT aging_day_sums_add($1, $2::text[], $3)', [edges, some, sign]);
    await add(ids, -1);
    expect(await daySums()).toEqual([]);
    await add(ids.slice(0, 25), 1);
    await add(ids.slice(25), 1);
    expect(await daySums()).toEqual(kept);
    await database.dataSource.query('DELETE FROM aging_day_changes WHERE merchant_id = $1', [edges]);
    await add(ids, 1);
    expect(await daySums()).toEqual(kept);
  });
});

/**
 * What `receivable_customers` keeps for the report (migrations 1767400000000, 1767600000000): per customer
 * its invoiced sum, sent invoices, open balance, open invoices, and what it paid and was credited, a row for
 * every customer with a sent invoice or totals and for no other, and their kept count. Last in this file: it ends with a rebuild's emptying.
 */
describe('the customer sums the ageing report reads', () => {
  const merchants = ['mer_insights_kept_a', 'mer_insights_kept_b'];
  const at = new Date(Date.now() + 700 * DAY);
  const receivables = () => new ReceivablesRepository(database.dataSource);
  const open = 'sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0';

  /** The rows kept for `merchants`, and the same recomputed from the invoices and the customer totals alone. */
  const keptRows = () =>
    database.dataSource.query(
      `SELECT merchant_id, customer_id, invoiced::text, sent_invoices, owed::text, open_invoices, has_totals, paid::text, credited::text FROM receivable_customers
        WHERE merchant_id = ANY($1) ORDER BY merchant_id, customer_id`,
      [merchants],
    );
  const recomputedRows = () =>
    database.dataSource.query(
      `SELECT merchant_id, customer_id, COALESCE(invoiced, 0)::text AS invoiced, COALESCE(sent_invoices, 0) AS sent_invoices,
              COALESCE(owed, 0)::text AS owed, COALESCE(open_invoices, 0) AS open_invoices, COALESCE(has_totals, false) AS has_totals,
              COALESCE(paid, 0)::text AS paid, COALESCE(credited, 0)::text AS credited
         FROM (SELECT merchant_id, customer_id, SUM(amount) AS invoiced, COUNT(*)::int AS sent_invoices,
                      SUM(amount_balance) FILTER (WHERE ${open}) AS owed, (COUNT(*) FILTER (WHERE ${open}))::int AS open_invoices
                 FROM receivable_invoices WHERE merchant_id = ANY($1) AND sent_at IS NOT NULL GROUP BY merchant_id, customer_id) invoices
         FULL JOIN (SELECT merchant_id, customer_id, true AS has_totals, paid, credited FROM customer_totals WHERE merchant_id = ANY($1)) totals
           USING (merchant_id, customer_id)
        ORDER BY merchant_id, customer_id`,
      [merchants],
    );
  /** The customers the report knows, counted from the invoices and the totals (the rule the count stated before it was kept). */
  const knownFromScratch = async (merchant: string) => {
    const [row]: Array<{ count: number }> = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM (SELECT customer_id FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL
        UNION SELECT customer_id FROM customer_totals WHERE merchant_id = $1) known`,
      [merchant],
    );
    return row.count;
  };
  /** The customers owing most as the report picked them before it kept their balances: every open invoice grouped. */
  const groupedOwing = (merchant: string, limit: number): Promise<Array<{ customer_id: string; open_invoices: string; total: string }>> =>
    database.dataSource.query(
      `SELECT customer_id, count(*) AS open_invoices, SUM(amount_balance) AS total FROM receivable_invoices WHERE merchant_id = $1 AND ${open}
        GROUP BY customer_id ORDER BY SUM(amount_balance) DESC, customer_id LIMIT $2`,
      [merchant, limit],
    );

  /** Every kept figure against its recomputation, and the report's customers against the grouped answer and the rule. */
  async function expectKeptAsRecomputed(): Promise<void> {
    expect(await keptRows()).toEqual(await recomputedRows());
    for (const merchant of merchants) {
      const known = await knownFromScratch(merchant);
      expect({ merchant, count: await receivables().knownCustomerCount(merchant) }).toEqual({ merchant, count: known });
      for (const limit of [1, 2, 3, 5, AR_AGING_CUSTOMER_LIMIT]) {
        const picked = await receivables().openAgingByCustomer(merchant, at, limit);
        const grouped = await groupedOwing(merchant, limit);
        expect({ merchant, limit, picked: picked.map(({ customer_id, open_invoices, total }) => ({ customer_id, open_invoices, total })) }).toEqual({
          merchant,
          limit,
          picked: grouped,
        });
      }
      const report = await reports.arAging(merchant);
      const openRows: Array<{ customer_id: string; amount_balance: string; due_at: Date | null }> = await database.dataSource.query(
        `SELECT customer_id, amount_balance, due_at FROM receivable_invoices WHERE merchant_id = $1 AND ${open}`,
        [merchant],
      );
      const expected = ageBalances(
        openRows.map((row) => ({ customerId: row.customer_id, balance: Number(row.amount_balance), dueAt: row.due_at })),
        new Date(report.as_of),
      );
      const owing = (await groupedOwing(merchant, AR_AGING_CUSTOMER_LIMIT)).map((row) => row.customer_id);
      const besides: Array<{ customer_id: string }> = await database.dataSource.query(
        `SELECT customer_id FROM (SELECT customer_id FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL
          UNION SELECT customer_id FROM customer_totals WHERE merchant_id = $1) known WHERE customer_id <> ALL($2::text[]) ORDER BY customer_id`,
        [merchant, owing],
      );
      const listed = [...owing, ...besides.map((row) => row.customer_id)].map((customerId) => {
        const aged = expected.customers.get(customerId);
        return { customer_id: customerId, open_invoices: aged?.openInvoices ?? 0, total: (aged?.total ?? 0) / 100 };
      });
      listed.sort((a, b) => b.total - a.total || a.customer_id.localeCompare(b.customer_id));
      expect(report.customer_count).toBe(known);
      expect(report.customers.map(({ customer_id, open_invoices, total }) => ({ customer_id, open_invoices, total }))).toEqual(listed);
      for (const row of report.customers) {
        const aged = expected.customers.get(row.customer_id);
        const buckets = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, (aged?.buckets[bucket] ?? 0) / 100]));
        expect({ customer: row.customer_id, buckets: row.buckets }).toEqual({ customer: row.customer_id, buckets });
      }
    }
  }

  it('keeps what each customer owes and who is known through a random history, in batches, exactly as recomputed', async () => {
    const next = xorshift32(2024);
    // The second half with one invoice each, known by it alone: moving it away leaves them unknown.
    const customers = Array.from({ length: 16 }, (_, index) => `cus_kept_${index}`);
    // Few amounts, so customers often owe the same and the order falls to their ids.
    const amounts = [1_000, 2_000, 3_000];
    const invoices = merchants.flatMap((merchant) =>
      Array.from({ length: 24 }, (_, index) => ({ merchant, id: `inv_kept_${merchant.slice(-1)}_${index}`, customer: customers[index % customers.length] })),
    );
    for (const merchant of merchants) await apply(event('clock.advanced', { id: merchant, days: 700, now: at.toISOString() }, at, merchant));
    const when = () => new Date(at.getTime() - (100 - next(100)) * DAY);
    const pending: DomainEvent[] = [];
    const sentTo = new Set<string>();
    const seen = { owing: false, owingNothing: false, totalsAlone: false, unknownAgain: false, tie: false };
    for (let step = 1; step <= 400; step += 1) {
      const invoice = invoices[next(invoices.length)];
      // Mostly the invoice's own customer; now and then another (the invoice moves to it).
      const customerId = next(8) === 0 ? customers[next(customers.length)] : invoice.customer;
      const amount = amounts[next(amounts.length)];
      const own = <T extends EventType>(type: T, data: EventPayload<T>) => event(type, data, when(), invoice.merchant);
      // Payments and credit notes from the first half, or from customers never invoiced (known by their totals alone).
      const payer = next(2) === 0 ? `cus_kept_payer_${next(3)}` : customers[next(customers.length / 2)];
      const money = { id: newId('pay'), customer_id: payer, amount, applied: [], unapplied: amount };
      const note = { id: newId('crn'), customer_id: payer, invoice_id: invoice.id, amount, invoice_number: invoice.id, invoice_advanced: false };
      const due = new Date(at.getTime() - (next(120) - 20) * DAY).toISOString();
      const choices: DomainEvent[] = [
        own('invoice.created', { id: invoice.id, customer_id: customerId, amount }),
        own('invoice.sent', { id: invoice.id, customer_id: customerId, number: invoice.id, amount, advanced: false, due_at: due }),
        own('invoice.sent', { id: invoice.id, customer_id: customerId, number: invoice.id, amount, advanced: false, due_at: due }),
        own('invoice.balance_updated', { id: invoice.id, customer_id: customerId, amount_balance: amounts[next(amounts.length)] - 1_000 }),
        own('invoice.balance_updated', { id: invoice.id, customer_id: customerId, amount_balance: amount }),
        own('invoice.due_date_updated', { id: invoice.id, customer_id: customerId, due_at: due }),
        own(next(2) === 0 ? 'invoice.voided' : 'invoice.canceled', { id: invoice.id, customer_id: customerId }),
        own(next(3) === 0 ? 'payment.reversed' : 'payment.paid', money),
        own(next(3) === 0 ? 'credit_note.voided' : 'credit_note.applied', note),
      ];
      const chosen = choices[next(choices.length)];
      if (chosen.type === 'invoice.sent') sentTo.add(`${invoice.merchant} ${customerId}`);
      pending.push(chosen);
      // Read batches of one to six entries, each in one transaction, as the consumer applies them.
      if (pending.length > next(6)) await applyBatch(pending.splice(0));
      if (step % 100 !== 0) continue;

      await applyBatch(pending.splice(0));
      await expectKeptAsRecomputed();
      const kept: Array<{ merchant_id: string; customer_id: string; sent_invoices: number; owed: string; has_totals: boolean }> = await keptRows();
      const owed = kept.filter((row) => row.owed !== '0').map((row) => `${row.merchant_id} ${row.owed}`);
      seen.owing ||= owed.length > 0;
      seen.owingNothing ||= kept.some((row) => row.sent_invoices > 0 && row.owed === '0');
      seen.totalsAlone ||= kept.some((row) => row.sent_invoices === 0 && row.has_totals);
      seen.unknownAgain ||= [...sentTo].some((known) => !kept.some((row) => `${row.merchant_id} ${row.customer_id}` === known));
      seen.tie ||= new Set(owed).size < owed.length;
    }
    // The history reached every case: customers owing, owing nothing, known by their totals alone, no
    // longer known (sent an invoice that moved away since), and owing the same.
    expect(seen).toEqual({ owing: true, owingNothing: true, totalsAlone: true, unknownAgain: true, tie: true });
  });

  it('applies batches paying and invoicing the same customers in opposite orders at once, without a deadlock', async () => {
    const [merchant] = merchants;
    const own = <T extends EventType>(type: T, data: EventPayload<T>) => event(type, data, new Date(at.getTime() - 10 * DAY), merchant);
    const paid = (customerId: string) => own('payment.paid', { id: newId('pay'), customer_id: customerId, amount: 100, applied: [], unapplied: 100 });
    const sent = (customerId: string) =>
      own('invoice.sent', { id: newId('inv'), customer_id: customerId, number: 'N', amount: 2_000, advanced: false, due_at: at.toISOString() });
    // Each batch writes both customers' rows, one statement each, in its own order: without one lock
    // order for the batch, the two take the rows crosswise and PostgreSQL ends one of them (40P01).
    for (let round = 0; round < 12; round += 1) {
      const [first, second] = [`cus_cross_${round}_a`, `cus_cross_${round}_b`];
      await Promise.all([
        applyBatch([paid(first), sent(second), paid(second)]),
        applyBatch([paid(second), sent(first), paid(first)]),
        applyBatch([sent(first), sent(second)]),
        applyBatch([sent(second), sent(first)]),
      ]);
    }
    await expectKeptAsRecomputed();
  });

  it('keeps them exactly when batches creating, moving and paying for the same customers run at once', async () => {
    const [merchant] = merchants;
    const own = <T extends EventType>(type: T, data: EventPayload<T>) => event(type, data, new Date(at.getTime() - 10 * DAY), merchant);
    const sent = (id: string, customerId: string) =>
      own('invoice.sent', { id, customer_id: customerId, number: id, amount: 5_000, advanced: false, due_at: at.toISOString() });
    const paid = (customerId: string) => own('payment.paid', { id: newId('pay'), customer_id: customerId, amount: 700, applied: [], unapplied: 700 });
    // As the consumer kit does with a transient failure: a deadlock between two batches is applied again.
    const applyRetrying = async (entry: DomainEvent): Promise<void> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await apply(entry);
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
        }
      }
    };
    const races = Array.from({ length: 6 }, (_, index) => ({ leaving: `cus_race_${index}`, taking: `cus_race_${index}_to`, fresh: `cus_race_${index}_new` }));
    for (const [index, race] of races.entries()) await apply(sent(`inv_race_away_${index}`, race.leaving));
    await Promise.all(
      races.flatMap((race, index) => [
        // Its only sent invoice moves to another customer while its first payment arrives: known either way.
        applyRetrying(own('invoice.balance_updated', { id: `inv_race_away_${index}`, customer_id: race.taking, amount_balance: 4_000 })),
        applyRetrying(paid(race.leaving)),
        // A new customer's first invoice and first payment at once: one row, made by whichever commits first.
        applyRetrying(sent(`inv_race_new_${index}`, race.fresh)),
        applyRetrying(paid(race.fresh)),
      ]),
    );
    await expectKeptAsRecomputed();
    for (const race of races) {
      const [row]: Array<{ sent_invoices: number; owed: string; has_totals: boolean }> = await database.dataSource.query(
        'SELECT sent_invoices, owed::text, has_totals FROM receivable_customers WHERE merchant_id = $1 AND customer_id = $2',
        [merchant, race.leaving],
      );
      expect(row).toEqual({ sent_invoices: 0, owed: '0', has_totals: true });
    }

    // Moved back, the customers that were known by the invoice alone are no longer known at all.
    await Promise.all(
      races.map((race, index) =>
        applyRetrying(own('invoice.balance_updated', { id: `inv_race_away_${index}`, customer_id: race.leaving, amount_balance: 3_000 })),
      ),
    );
    await expectKeptAsRecomputed();
    const takers: Array<{ customer_id: string }> = await database.dataSource.query(
      'SELECT customer_id FROM receivable_customers WHERE merchant_id = $1 AND customer_id = ANY($2::text[])',
      [merchant, races.map((race) => race.taking)],
    );
    expect(takers).toEqual([]);

    // Folded, the count is the same; a rebuild's emptying leaves no row and no count.
    await foldRowCounts(database.dataSource);
    await expectKeptAsRecomputed();
    await database.dataSource.transaction((manager) => receivables().deleteAll(manager));
    expect(await keptRows()).toEqual([]);
    for (const merchant of merchants) expect(await receivables().knownCustomerCount(merchant)).toBe(0);
  });
});

describe('the day sums the ageing report and DSO read', () => {
  const merchant = 'mer_insights_days';
  const base = Date.parse('2027-03-10T00:00:00Z');
  const repository = () => new ReceivablesRepository(database.dataSource);

  /** The figures summed over every row, as the reports read them before the day sums were kept. */
  async function recounted(now: Date, start: Date) {
    const open: Array<{ amount_balance: string; due_at: Date | null }> = await database.dataSource.query(
      `SELECT amount_balance, due_at FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0`,
      [merchant],
    );
    const aged = ageBalances(
      open.map((row) => ({ customerId: 'any', balance: Number(row.amount_balance), dueAt: row.due_at })),
      now,
    );
    const [sales]: Array<{ credit_sales: string }> = await database.dataSource.query(
      'SELECT COALESCE(SUM(amount), 0)::text AS credit_sales FROM receivable_invoices WHERE merchant_id = $1 AND sent_at > $2 AND sent_at <= $3',
      [merchant, start, now],
    );
    return {
      aging: {
        open_invoices: String(open.length),
        total: String(aged.total),
        ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, String(aged.buckets[bucket])])),
      },
      dso: { receivables: String(aged.total), credit_sales: sales.credit_sales },
    };
  }

  /** At moments on and beside every bucket's edge and day boundary, the kept figures are the recounted ones. */
  async function expectKeptAsRecounted(label: string): Promise<void> {
    const moments = [0, 1, 10 * 3_600_000 + 123, DAY - 1, 17 * DAY + 13 * 3_600_000].map((offset) => new Date(base + offset));
    for (const now of moments) {
      const start = new Date(now.getTime() - 90 * DAY);
      const expected = await recounted(now, start);
      const [aging, dso] = await Promise.all([repository().openAging(merchant, now), repository().receivablesAndCreditSales(merchant, start, now)]);
      expect({ label, now, aging, dso }).toEqual({ label, now, ...expected });
    }
  }

  it('gives the sums of every row, before and after folding, through a random history of sending, paying, moving, closing and deleting', async () => {
    const next = xorshift32(4242);
    // Due and sent times around the moments above: on day boundaries, on each edge's day and off them.
    const time = () => new Date(base + (next(260) - 130) * DAY + [0, 1, 10 * 3_600_000 + 123, DAY - 1, next(DAY)][next(5)]);
    const ids: string[] = [];
    const insert = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const id = newId('inv');
        ids.push(id);
        const amount = 1_000 + next(90_000);
        const sent = next(10) === 0 ? null : time();
        const closed = next(8) === 0 ? time() : null;
        await database.dataSource.query(
          `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, sent_at, due_at, closed_at, updated_at)
           VALUES ($1, $2, 'cus_days', $3, $4, now(), $5, $6, $7, now())`,
          [id, merchant, amount, next(4) === 0 ? 0 : amount - next(amount), sent, next(15) === 0 ? null : time(), closed],
        );
      }
    };
    const change = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const id = ids[next(ids.length)];
        const step = next(5);
        if (step === 0) await database.dataSource.query('UPDATE receivable_invoices SET amount_balance = $2 WHERE id = $1', [id, next(50_000)]);
        if (step === 1) await database.dataSource.query('UPDATE receivable_invoices SET due_at = $2 WHERE id = $1', [id, time()]);
        if (step === 2) await database.dataSource.query('UPDATE receivable_invoices SET closed_at = $2 WHERE id = $1', [id, next(2) === 0 ? time() : null]);
        if (step === 3)
          await database.dataSource.query('UPDATE receivable_invoices SET sent_at = $2, amount = $3 WHERE id = $1', [id, time(), 500 + next(9_000)]);
        if (step === 4) await database.dataSource.query('DELETE FROM receivable_invoices WHERE id = $1', [id]);
      }
    };

    await insert(300);
    await expectKeptAsRecounted('changes only');
    await foldRangeCounts(database.dataSource, 100_000);
    await expectKeptAsRecounted('folded');
    await change(400);
    await insert(100);
    await expectKeptAsRecounted('folded, then changed');
    // A statement over many rows at once: every open balance due in one week paid down by a cent.
    await database.dataSource.query(
      `UPDATE receivable_invoices SET amount_balance = amount_balance - 1
        WHERE merchant_id = $1 AND amount_balance > 0 AND due_at >= $2 AND due_at < $3`,
      [merchant, new Date(base - 40 * DAY), new Date(base - 33 * DAY)],
    );
    await foldRangeCounts(database.dataSource, 100_000);
    await expectKeptAsRecounted('folded again');
  });

  it('reads the kept day sums, not the rows, for the days no edge cuts into', async () => {
    const now = new Date(base + 10 * 3_600_000);
    const start = new Date(now.getTime() - 90 * DAY);
    const [aging, dso] = await Promise.all([repository().openAging(merchant, now), repository().receivablesAndCreditSales(merchant, start, now)]);
    // Kept changes no row made: open balances due 200 days back, far from every edge, and a sale sent
    // 20 days back, inside DSO's period and off its edges.
    const planted: Array<{ id: string }> = await database.dataSource.query(
      `INSERT INTO range_count_changes (table_name, merchant_id, bucket, counted, summed)
       VALUES ('receivable_invoices.due_at:open', $1, $2, 3, 70000), ('receivable_invoices.sent_at', $1, $3, 1, 5000) RETURNING id`,
      [merchant, rangeBucket('day', base - 200 * DAY), rangeBucket('day', base - 20 * DAY)],
    );
    try {
      const [planted_aging, planted_dso] = await Promise.all([
        repository().openAging(merchant, now),
        repository().receivablesAndCreditSales(merchant, start, now),
      ]);
      expect(Number(planted_aging.days_over_90) - Number(aging.days_over_90)).toBe(70_000);
      expect(Number(planted_aging.total) - Number(aging.total)).toBe(70_000);
      expect(Number(planted_aging.open_invoices) - Number(aging.open_invoices)).toBe(3);
      expect(Number(planted_dso.receivables) - Number(dso.receivables)).toBe(70_000);
      expect(Number(planted_dso.credit_sales) - Number(dso.credit_sales)).toBe(5_000);
    } finally {
      await database.dataSource.query('DELETE FROM range_count_changes WHERE id = ANY($1)', [planted.map((row) => row.id)]);
    }
  });
});
