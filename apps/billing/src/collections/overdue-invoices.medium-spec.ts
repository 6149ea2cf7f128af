import { totalOf } from '@netline/testing';
import { createInvoiceSchema, ListQuery, overdueListSpec, parseListQuery, Principal, RawQuery } from '@netline/contracts';
import { mediumMerchant } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { DEFAULT_COLLECTION_SETTINGS } from '../collection-settings/collection-settings.repository';
import { CollectionsJobs } from './collections-jobs.service';
import { CollectionsService } from './collections.service';
import { OverdueInvoices } from './overdue-invoices.service';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const START = '2030-07-01T09:00:00.000Z';
const at = (days: number) => new Date(new Date(START).getTime() + days * DAY_MS).toISOString();

/**
 * `GET /collections/overdue` in one process: billing's real invoices service, collections pass, manual
 * reminders and overdue list against real PostgreSQL, a fake credit over real NATS (which names every
 * customer "Globex Wholesale"), and a clock the test moves. Each test has merchants of its own.
 */
describe('the overdue list (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-overdue-medium', merchantName: 'Acme Tools' });
  const { clock } = world;
  let jobs: CollectionsJobs;
  let collections: CollectionsService;
  let overdue: OverdueInvoices;

  beforeAll(() => {
    const { repository, settings, promises, emails, outbox, unitOfWork, merchantClock, creditClient, config, logger } = world;
    jobs = new CollectionsJobs(repository, settings, promises, outbox, unitOfWork, clock, merchantClock, config, logger);
    collections = new CollectionsService(settings, emails, repository, outbox, creditClient, unitOfWork, merchantClock);
    overdue = new OverdueInvoices(repository, settings, creditClient, merchantClock);
  });

  const customer = (merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 10_000_000);
    return customerId;
  };
  const created = async (principal: Principal, customerId: string, number: string, amount = 500) =>
    (await world.invoices.create(principal, createInvoiceSchema.parse({ customer_id: customerId, number, amount, terms: 'net30' }))).id;
  const sent = async (principal: Principal, customerId: string, number: string, amount = 500) => {
    const id = await created(principal, customerId, number, amount);
    await world.invoices.send(principal, id);
    return id;
  };
  /** The list as the gateway would ask for it, from the query text of a URL. */
  const list = async (principal: Principal, raw: RawQuery = {}) => {
    const parsed = parseListQuery(raw, overdueListSpec);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.details));
    return overdue.list(principal, parsed.query as ListQuery);
  };
  const numbers = async (principal: Principal, raw: RawQuery = {}) => (await list(principal, raw)).results.map((row) => row.number);

  it('lists open invoices past due in their ageing buckets, with the last reminder and the next scheduled one', async () => {
    const { principal, merchantId } = mediumMerchant();
    const buyer = customer(merchantId);
    const old = await sent(principal, buyer, 'OLD', 1200);
    await created(principal, buyer, 'DRAFT');
    const voided = await sent(principal, buyer, 'VOIDED');
    await world.invoices.void(principal, voided);
    clock.advance(40 * DAY_MS);
    const recent = await sent(principal, buyer, 'RECENT', 300);
    clock.advance(40 * DAY_MS);
    // Sent now: not yet due, so not overdue.
    await sent(principal, buyer, 'NOT-DUE');

    // OLD is 50 days past due, RECENT 10: before any collections pass, nothing was reminded and the
    // next step of each is one whose time has already come (the pass sends it on its next run).
    const before = await list(principal);
    expect(totalOf(before)).toBe(2);
    expect(before.results).toEqual([
      {
        invoice_id: old,
        number: 'OLD',
        customer_id: buyer,
        customer_name: 'Globex Wholesale',
        amount_due: 1200,
        amount_balance: 1200,
        due_at: at(30),
        days_overdue: 50,
        bucket: 'days_31_60',
        last_reminder_at: null,
        next_reminder_at: at(27),
      },
      expect.objectContaining({
        invoice_id: recent,
        number: 'RECENT',
        days_overdue: 10,
        bucket: 'days_1_30',
        last_reminder_at: null,
        next_reminder_at: at(67),
      }),
    ]);

    // The pass sends the latest step due of each (OLD: +30, the last; RECENT: +7) and the list follows it.
    await jobs.runForMerchant(merchantId);
    const after = await list(principal);
    expect(after.results.map(({ number, last_reminder_at, next_reminder_at }) => ({ number, last_reminder_at, next_reminder_at }))).toEqual([
      { number: 'OLD', last_reminder_at: at(80), next_reminder_at: null },
      { number: 'RECENT', last_reminder_at: at(80), next_reminder_at: at(84) },
    ]);

    // A reminder on request is the latest one too, and leaves the schedule where it was.
    clock.advance(HOUR_MS);
    await collections.remind(principal, recent);
    expect((await list(principal)).results[1]).toMatchObject({
      number: 'RECENT',
      last_reminder_at: new Date(Date.parse(at(80)) + HOUR_MS).toISOString(),
      next_reminder_at: at(84),
    });

    // Filters and sorting by the list's grammar.
    expect(await numbers(principal, { 'filter[bucket]': 'days_31_60' })).toEqual(['OLD']);
    expect(await numbers(principal, { 'filter[bucket]': 'days_1_30' })).toEqual(['RECENT']);
    expect(await numbers(principal, { 'filter[bucket]': 'days_over_90' })).toEqual([]);
    expect(await numbers(principal, { sort: '-amount_balance' })).toEqual(['OLD', 'RECENT']);
    expect(await numbers(principal, { sort: 'amount_balance' })).toEqual(['RECENT', 'OLD']);
    expect(await numbers(principal, { 'filter[customer_id]': buyer, 'filter[bucket]': 'days_1_30' })).toEqual(['RECENT']);
    expect(parseListQuery({ 'filter[bucket]': 'current' }, overdueListSpec)).toMatchObject({ ok: false, details: [{ path: 'filter.bucket' }] });

    // Later the same invoices age into the next buckets, by the AR-ageing rule (started days past due),
    // and the one that was not yet due is overdue too.
    clock.set(at(30 + 90));
    expect((await list(principal)).results.map(({ number, bucket, days_overdue }) => ({ number, bucket, days_overdue }))).toEqual([
      { number: 'OLD', bucket: 'days_61_90', days_overdue: 90 },
      { number: 'RECENT', bucket: 'days_31_60', days_overdue: 50 },
      { number: 'NOT-DUE', bucket: 'days_1_30', days_overdue: 10 },
    ]);
    clock.advance(1);
    expect((await list(principal)).results[0]).toMatchObject({ number: 'OLD', bucket: 'days_over_90', days_overdue: 90 });
  });

  it('lists an invoice from the moment it is past due, 0 whole days overdue in its first day', async () => {
    const { principal, merchantId } = mediumMerchant();
    await sent(principal, customer(merchantId), 'DUE');
    clock.set(at(30));
    expect(await numbers(principal)).toEqual([]);
    clock.advance(HOUR_MS);
    expect((await list(principal)).results).toEqual([expect.objectContaining({ number: 'DUE', days_overdue: 0, bucket: 'days_1_30' })]);
  });

  it('has no next reminder for a muted customer, a merchant with reminders off or with reminder emails off', async () => {
    const muted = mediumMerchant();
    const mutedCustomer = customer(muted.merchantId);
    await world.settings.putCustomerReminders(muted.merchantId, mutedCustomer, false, clock.now());
    await sent(muted.principal, mutedCustomer, 'MUTED');
    const heard = customer(muted.merchantId);
    await sent(muted.principal, heard, 'HEARD');

    const quiet = mediumMerchant();
    await world.database.dataSource.transaction((manager) =>
      world.settings.put(manager, quiet.merchantId, { ...DEFAULT_COLLECTION_SETTINGS, remindersEnabled: false }, clock.now()),
    );
    await sent(quiet.principal, customer(quiet.merchantId), 'QUIET');

    const unmailed = mediumMerchant();
    await world.database.dataSource.transaction((manager) =>
      world.settings.put(
        manager,
        unmailed.merchantId,
        { ...DEFAULT_COLLECTION_SETTINGS, emails: { ...DEFAULT_COLLECTION_SETTINGS.emails, reminder: false } },
        clock.now(),
      ),
    );
    await sent(unmailed.principal, customer(unmailed.merchantId), 'UNMAILED');

    clock.set(at(35));
    await jobs.runAll();
    const rows = [...(await list(muted.principal)).results, ...(await list(quiet.principal)).results, ...(await list(unmailed.principal)).results];
    expect(
      rows
        .map(({ number, last_reminder_at, next_reminder_at }) => ({ number, last_reminder_at, next_reminder_at }))
        .sort((a, b) => a.number.localeCompare(b.number)),
    ).toEqual([
      { number: 'HEARD', last_reminder_at: at(35), next_reminder_at: at(37) },
      { number: 'MUTED', last_reminder_at: null, next_reminder_at: null },
      { number: 'QUIET', last_reminder_at: null, next_reminder_at: null },
      { number: 'UNMAILED', last_reminder_at: null, next_reminder_at: null },
    ]);
  });

  it("never shows another merchant's invoices, even filtered by that merchant's customer", async () => {
    const mine = mediumMerchant();
    const theirs = mediumMerchant();
    const myCustomer = customer(mine.merchantId);
    const theirCustomer = customer(theirs.merchantId);
    await sent(mine.principal, myCustomer, 'MINE');
    await sent(theirs.principal, theirCustomer, 'THEIRS');
    clock.set(at(45));

    expect(await list(mine.principal)).toMatchObject({ count: 1, results: [{ number: 'MINE', customer_id: myCustomer }] });
    expect(await list(theirs.principal)).toMatchObject({ count: 1, results: [{ number: 'THEIRS', customer_id: theirCustomer }] });
    expect(await list(mine.principal, { 'filter[customer_id]': theirCustomer })).toEqual({ count: 0, page: 0, limit: 25, results: [] });
  });

  it('pages with the list envelope', async () => {
    const { principal, merchantId } = mediumMerchant();
    const buyer = customer(merchantId);
    for (let index = 0; index < 27; index++) {
      await sent(principal, buyer, `P-${String(index).padStart(2, '0')}`);
      clock.advance(60_000);
    }
    clock.set(at(40));
    const first = await list(principal);
    const second = await list(principal, { page: '1' });
    expect(first).toMatchObject({ count: 27, page: 0, limit: 25 });
    expect(first.results).toHaveLength(25);
    expect(second).toMatchObject({ count: 27, page: 1, limit: 25 });
    expect([...first.results, ...second.results].map((row) => row.number)).toEqual(
      Array.from({ length: 27 }, (_, index) => `P-${String(index).padStart(2, '0')}`),
    );
  });

  it('counts what it lists in every ageing bucket as invoices fall due and are voided, from the kept counts of the collectable invoices', async () => {
    const { principal, merchantId } = mediumMerchant();
    const [buyer, other] = [customer(merchantId), customer(merchantId)];
    const ids: string[] = [];
    // Due dates 7 days and 5 hours apart, so the moments below fall inside due days as well as between them.
    for (let index = 0; index < 14; index++) {
      ids.push(await sent(principal, index % 3 ? buyer : other, `C-${String(index).padStart(2, '0')}`));
      clock.advance(7 * DAY_MS + 5 * HOUR_MS);
    }
    const queries: RawQuery[] = [
      {},
      ...['days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'].map((bucket) => ({ 'filter[bucket]': bucket })),
      { 'filter[customer_id]': other },
    ];
    const countsAgree = async () => {
      for (const raw of queries) {
        const page = await list(principal, { ...raw, limit: '100' });
        expect({ raw, count: totalOf(page) }).toEqual({ raw, count: page.results.length });
      }
    };
    for (const hours of [0, 3, 11, 30, 200, 700]) {
      clock.advance(hours * HOUR_MS);
      await countsAgree();
    }
    await world.invoices.void(principal, ids[3]);
    await world.invoices.void(principal, ids[10]);
    await countsAgree();
    expect(totalOf(await list(principal))).toBe(12);

    // The plain list's count is the kept counts' (a day's count that says seven more adds seven); a
    // customer's is counted.
    await world.database.dataSource.query("INSERT INTO range_counts VALUES ('invoices.due_at:collectable', $1, 1, 7, 0)", [merchantId]);
    expect(totalOf(await list(principal))).toBe(19);
    expect(totalOf(await list(principal, { 'filter[customer_id]': other }))).toBe(
      (await list(principal, { 'filter[customer_id]': other, limit: '100' })).results.length,
    );
    await world.database.dataSource.query('DELETE FROM range_counts WHERE merchant_id = $1 AND bucket = 1', [merchantId]);
  });
});
