import { createInvoiceSchema, Principal } from '@netline/contracts';
import { mediumMerchant, writtenEvents } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { DEFAULT_COLLECTION_SETTINGS } from '../collection-settings/collection-settings.repository';
import { COLLECTIONS_BATCH, CollectionsJobs } from './collections-jobs.service';
import { leadDays } from './reminder-steps';

const DAY_MS = 86_400_000;
const START = '2030-07-01T09:00:00.000Z';

/**
 * The collections pass in one process, as the timer runs it (`runAll`, every merchant at its own time):
 * billing's real invoices service, outbox and collections jobs against real PostgreSQL, a fake credit over
 * real NATS, and a clock the test moves. The reminder emails and the `invoice.overdue` events the pass
 * writes are read back from billing's tables.
 */
describe('the collections pass (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-collections-medium', merchantName: 'Acme Tools' });
  const { clock } = world;
  let jobs: CollectionsJobs;

  beforeAll(() => {
    const { repository, settings, promises, outbox, unitOfWork, merchantClock, config, logger } = world;
    jobs = new CollectionsJobs(repository, settings, promises, outbox, unitOfWork, clock, merchantClock, config, logger);
  });

  const sent = async (principal: Principal, customerId: string) => {
    const created = await world.invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 500, terms: 'net30' }),
    );
    await world.invoices.send(principal, created.id);
    return created.id;
  };
  const customer = (merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 1_000_000);
    return customerId;
  };
  const reminderSteps = async (invoiceId: string) =>
    (
      await world.database.dataSource.query<Array<{ reminder_offset_days: number }>>(
        "SELECT reminder_offset_days FROM emails WHERE invoice_id = $1 AND kind = 'reminder' ORDER BY reminder_offset_days",
        [invoiceId],
      )
    ).map((row) => row.reminder_offset_days);
  const overdueEvents = async (invoiceId: string) =>
    writtenEvents(world.database.dataSource, "type = 'invoice.overdue' AND payload->'data'->>'id' = $1", invoiceId);
  const runFor = async (merchantId: string) => (await jobs.runAll()).find((run) => run.merchant_id === merchantId);

  it('reminds on each step as time passes, marks the invoice overdue once, and does nothing on a second pass', async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, customer(merchantId));

    clock.advance(26 * DAY_MS);
    expect(await runFor(merchantId)).toMatchObject({ examined: 0, reminders: 0, overdue: 0 });
    expect(await reminderSteps(invoiceId)).toEqual([]);

    clock.advance(DAY_MS);
    expect(await runFor(merchantId)).toMatchObject({ examined: 1, reminders: 1, overdue: 0 });
    expect(await runFor(merchantId)).toMatchObject({ examined: 0, reminders: 0 });
    expect(await reminderSteps(invoiceId)).toEqual([-3]);

    // Past the due date and the 1-day step: one reminder (the latest), and the invoice is overdue once.
    clock.advance(4 * DAY_MS + 60_000);
    expect(await runFor(merchantId)).toMatchObject({ examined: 1, reminders: 1, overdue: 1 });
    expect(await runFor(merchantId)).toMatchObject({ examined: 0, reminders: 0, overdue: 0 });
    expect(await reminderSteps(invoiceId)).toEqual([-3, 1]);
    const [event] = await overdueEvents(invoiceId);
    expect(event.data).toMatchObject({ id: invoiceId, amount_balance: 50_000 });
    expect(await overdueEvents(invoiceId)).toHaveLength(1);
  });

  it('marks a muted customer overdue without reminding it, and a merchant with reminders off likewise', async () => {
    const muted = mediumMerchant();
    const mutedCustomer = customer(muted.merchantId);
    await world.settings.putCustomerReminders(muted.merchantId, mutedCustomer, false, clock.now());
    const mutedInvoice = await sent(muted.principal, mutedCustomer);

    const quiet = mediumMerchant();
    await world.database.dataSource.transaction((manager) =>
      world.settings.put(manager, quiet.merchantId, { ...DEFAULT_COLLECTION_SETTINGS, remindersEnabled: false }, clock.now()),
    );
    const quietInvoice = await sent(quiet.principal, customer(quiet.merchantId));

    clock.advance(35 * DAY_MS);
    await jobs.runAll();
    for (const invoiceId of [mutedInvoice, quietInvoice]) {
      expect(await reminderSteps(invoiceId)).toEqual([]);
      expect(await overdueEvents(invoiceId)).toHaveLength(1);
    }
    // Nothing left to do for either: the next pass does not read them again.
    expect(await runFor(muted.merchantId)).toMatchObject({ examined: 0 });
    expect(await runFor(quiet.merchantId)).toMatchObject({ examined: 0 });
  });

  it('handles more invoices than a batch, once each, with a second pass running at once and a promise pausing one', async () => {
    const { principal, merchantId } = mediumMerchant();
    // Each customer's line holds 20 invoices.
    const buyers = Array.from({ length: 7 }, () => customer(merchantId));
    const invoices: string[] = [];
    for (let index = 0; index < COLLECTIONS_BATCH + 30; index += 1) invoices.push(await sent(principal, buyers[index % buyers.length]));
    // One invoice of the second batch paused by an open promise: marked overdue, not reminded.
    const pausedInvoice = invoices[COLLECTIONS_BATCH + 5];
    await world.database.dataSource.query(
      `INSERT INTO promises_to_pay (id, merchant_id, customer_id, invoice_ids, amount, promised_for, pauses_until, status, amount_paid_before, amount_paid, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 500, $5, $6, 'open', 0, 0, $7, $7)`,
      [
        `ptp_${randomBytes(4).toString('hex')}`,
        merchantId,
        buyers[(COLLECTIONS_BATCH + 5) % buyers.length],
        [pausedInvoice],
        new Date(clock.now().getTime() + 59 * DAY_MS).toISOString().slice(0, 10),
        new Date(clock.now().getTime() + 60 * DAY_MS),
        clock.now(),
      ],
    );

    clock.advance(31 * DAY_MS + 60_000);
    const [first, second] = await Promise.all([jobs.runForMerchant(merchantId), jobs.runForMerchant(merchantId)]);
    expect(first.overdue + second.overdue).toBe(invoices.length);
    expect(first.reminders + second.reminders).toBe(invoices.length - 1);
    for (const invoiceId of invoices) {
      expect({ invoiceId, events: (await overdueEvents(invoiceId)).length }).toEqual({ invoiceId, events: 1 });
      expect({ invoiceId, steps: await reminderSteps(invoiceId) }).toEqual({ invoiceId, steps: invoiceId === pausedInvoice ? [] : [1] });
    }
    expect(await jobs.runForMerchant(merchantId)).toMatchObject({ reminders: 0, overdue: 0 });
  });

  it('follows each merchant at its own sandbox time', async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, customer(merchantId));
    const other = mediumMerchant();
    const otherInvoice = await sent(other.principal, customer(other.merchantId));

    await world.merchantClock.advance(merchantId, 31);
    await jobs.runAll();
    expect(await overdueEvents(invoiceId)).toHaveLength(1);
    expect(await overdueEvents(otherInvoice)).toHaveLength(0);
    expect(await reminderSteps(otherInvoice)).toEqual([]);
  });

  /** What `runForMerchant` would examine for the merchant now, read without handling any of it. */
  const dueNow = async (merchantId: string) => {
    const now = await world.merchantClock.now(merchantId);
    const settings = await world.settings.get(merchantId);
    const muted = await world.settings.customersWithoutReminders(merchantId);
    const schedule = settings.remindersEnabled ? settings.reminderSchedule : [];
    const horizon = new Date(now.getTime() + leadDays(schedule) * DAY_MS);
    return world.repository.dueForCollections(merchantId, { now, horizon, schedule, muted: [...muted] });
  };

  it('runs only the merchants one query finds something due for, each at its own time and schedule', async () => {
    const put = (merchantId: string, changes: Partial<typeof DEFAULT_COLLECTION_SETTINGS>) =>
      world.database.dataSource.transaction((manager) => world.settings.put(manager, merchantId, { ...DEFAULT_COLLECTION_SETTINGS, ...changes }, clock.now()));
    const cases: Record<string, { merchantId: string; due: boolean }> = {};
    const merchant = async (name: string, due: boolean, setUp: (merchantId: string, customerId: string) => Promise<void>) => {
      const { principal, merchantId } = mediumMerchant();
      const customerId = customer(merchantId);
      await sent(principal, customerId);
      await setUp(merchantId, customerId);
      cases[name] = { merchantId, due };
    };
    // Net 30, sent now; the default schedule reminds 3 days before the due date and 1, 7, … after it.
    await merchant('nothing due yet', false, async () => {});
    await merchant('a step reached at its own time', true, async (merchantId) => void (await world.merchantClock.advance(merchantId, 27)));
    await merchant('past due with reminders off', true, async (merchantId) => {
      await put(merchantId, { remindersEnabled: false });
      await world.merchantClock.advance(merchantId, 31);
    });
    await merchant('reminders off, not yet due', false, async (merchantId) => {
      await put(merchantId, { remindersEnabled: false });
      await world.merchantClock.advance(merchantId, 28);
    });
    await merchant('its own schedule, no step reached', false, async (merchantId) => {
      await put(merchantId, { reminderSchedule: [5] });
      await world.merchantClock.advance(merchantId, 29);
    });
    await merchant('everything handled', false, async (merchantId) => {
      await world.merchantClock.advance(merchantId, 32);
      await jobs.runForMerchant(merchantId);
    });
    // A step reached for a muted customer: the query may name the merchant, whose run then finds nothing.
    await merchant('muted', false, async (merchantId, customerId) => {
      await world.settings.putCustomerReminders(merchantId, customerId, false, clock.now());
      await world.merchantClock.advance(merchantId, 27);
    });

    const candidates = await world.repository.collectionsCandidates({
      dueBy: new Date(clock.now().getTime() + 400 * DAY_MS),
      now: clock.now(),
      offsets: await world.merchantClock.offsets(),
      defaults: DEFAULT_COLLECTION_SETTINGS,
    });
    const flagged = new Map(candidates.map((candidate) => [candidate.merchantId, candidate.due]));
    for (const [name, { merchantId, due }] of Object.entries(cases)) {
      const examined = (await dueNow(merchantId)).length;
      expect({ name, examined: examined > 0 }).toEqual({ name, examined: due });
      // Never a merchant with something due left out; exactly the ones due but where a customer is muted.
      expect({ name, flagged: flagged.get(merchantId) }).toEqual({ name, flagged: name === 'muted' ? true : due });
    }

    // The pass: a merchant flagged is run; any other gets the run that examines nothing, at its own time.
    const runs = new Map((await jobs.runAll()).map((run) => [run.merchant_id, run]));
    expect(runs.get(cases['a step reached at its own time'].merchantId)).toMatchObject({ examined: 1, reminders: 1 });
    expect(runs.get(cases['past due with reminders off'].merchantId)).toMatchObject({ examined: 1, reminders: 0, overdue: 1 });
    for (const name of ['nothing due yet', 'reminders off, not yet due', 'its own schedule, no step reached', 'everything handled', 'muted']) {
      const { merchantId } = cases[name];
      expect({ name, run: runs.get(merchantId) }).toEqual({
        name,
        run: {
          merchant_id: merchantId,
          now: (await world.merchantClock.now(merchantId)).toISOString(),
          examined: 0,
          reminders: 0,
          overdue: 0,
          promises_kept: 0,
          promises_broken: 0,
        },
      });
    }
  });
});
