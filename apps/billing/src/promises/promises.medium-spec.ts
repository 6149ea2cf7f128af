import { createInvoiceSchema, createPromiseToPaySchema, DomainError, Principal } from '@netline/contracts';
import { mediumMerchant, writtenEvents } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { useBillingWorld } from '../billing.medium-fixture';
import { CollectionsJobs } from '../collections/collections-jobs.service';
import { PaymentApplicationsRepository } from '../payments/payment-applications.repository';
import { PaymentApplications } from '../payments/payment-applications.service';
import { merchantCaller } from './promises.service';

const DAY_MS = 86_400_000;
const START = '2030-07-01T09:00:00.000Z';

/**
 * Promises to pay in one process: billing's real promises, invoices, payment applications and collections
 * pass against real PostgreSQL, a fake credit over real NATS, and a clock the test moves. A promise pauses
 * its invoices' reminders until the end of its day; the pass then marks it broken (and the step due goes on
 * that very run) or kept once paid.
 */
describe('promises to pay (billing)', () => {
  const world = useBillingWorld({ start: START, rpcName: 'billing-promises-medium', merchantName: 'Acme Tools' });
  const { clock } = world;
  let jobs: CollectionsJobs;
  let payments: PaymentApplications;

  beforeAll(() => {
    const { repository, settings, promises, outbox, unitOfWork, database, merchantClock, config, logger } = world;
    jobs = new CollectionsJobs(repository, settings, promises, outbox, unitOfWork, clock, merchantClock, config, logger);
    payments = new PaymentApplications(repository, new PaymentApplicationsRepository(), unitOfWork, merchantClock, database.dataSource, logger);
  });

  const customer = (merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    world.credit.open(merchantId, customerId, 1_000_000);
    return customerId;
  };
  const sent = async (principal: Principal, customerId: string) => {
    const created = await world.invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 500, terms: 'net30' }),
    );
    await world.invoices.send(principal, created.id);
    return created.id;
  };
  const promise = (principal: Principal, invoiceIds: string[], amount: number, promisedFor: string) =>
    world.promises.create(merchantCaller(principal), createPromiseToPaySchema.parse({ invoice_ids: invoiceIds, amount, promised_for: promisedFor }));
  const reminderSteps = async (invoiceId: string) =>
    (
      await world.database.dataSource.query<Array<{ reminder_offset_days: number }>>(
        "SELECT reminder_offset_days FROM emails WHERE invoice_id = $1 AND kind = 'reminder' ORDER BY reminder_offset_days",
        [invoiceId],
      )
    ).map((row) => row.reminder_offset_days);
  const runFor = async (merchantId: string) => (await jobs.runAll()).find((run) => run.merchant_id === merchantId);
  const refusal = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      if (error instanceof DomainError) return error.code;
      throw error;
    }
    throw new Error('the call was not refused');
  };

  it('pauses reminders until the end of the promised day, then marks an unpaid promise broken and the step due goes', async () => {
    const { principal, merchantId } = mediumMerchant();
    const customerId = customer(merchantId);
    const first = await sent(principal, customerId);
    const second = await sent(principal, customerId);
    // Due 2030-07-31 09:00; the first step (three days before) falls due on the 28th.
    const made = await promise(principal, [first, second], 600, '2030-07-29');
    expect(made).toMatchObject({ status: 'open', amount: 600, promised_for: '2030-07-29', amount_paid: 0, customer_id: customerId });

    clock.set('2030-07-29T23:59:59.999Z');
    expect(await runFor(merchantId)).toMatchObject({ examined: 0, reminders: 0, promises_kept: 0, promises_broken: 0 });
    expect(await reminderSteps(first)).toEqual([]);
    expect(await world.promises.get(merchantCaller(principal), made.id)).toMatchObject({ status: 'open' });

    clock.set('2030-07-30T00:00:00.000Z');
    expect(await runFor(merchantId)).toMatchObject({ examined: 2, reminders: 2, promises_broken: 1 });
    expect(await reminderSteps(first)).toEqual([-3]);
    expect(await reminderSteps(second)).toEqual([-3]);
    expect(await world.promises.get(merchantCaller(principal), made.id)).toMatchObject({
      status: 'broken',
      broken_at: '2030-07-30T00:00:00.000Z',
      kept_at: null,
    });
    const events = await writtenEvents(world.database.dataSource, "type LIKE 'invoice.promise_to_pay_%' AND payload->'data'->>'id' = $1", made.id);
    expect(events).toEqual([
      {
        type: 'invoice.promise_to_pay_created',
        occurred_at: START,
        data: { id: made.id, customer_id: customerId, invoice_ids: [first, second], amount: 60_000, promised_for: '2030-07-29' },
      },
      {
        type: 'invoice.promise_to_pay_broken',
        occurred_at: '2030-07-30T00:00:00.000Z',
        data: { id: made.id, customer_id: customerId, invoice_ids: [first, second], amount: 60_000, amount_paid: 0, promised_for: '2030-07-29' },
      },
    ]);
    // Broken is final: a later run settles nothing more.
    expect(await runFor(merchantId)).toMatchObject({ promises_broken: 0, promises_kept: 0 });
  });

  it('marks a promise kept once the amount is paid on its invoices, and reminders go on for what is still owed', async () => {
    const { principal, merchantId } = mediumMerchant();
    const customerId = customer(merchantId);
    const invoiceId = await sent(principal, customerId);
    const made = await promise(principal, [invoiceId], 200, '2030-08-15');

    clock.advance(5 * DAY_MS);
    await payments.decide({ merchant_id: merchantId, payment_id: 'pay_1', customer_id: customerId, links: [{ invoice_id: invoiceId, amount: 20_000 }] });
    expect(await runFor(merchantId)).toMatchObject({ promises_kept: 1, promises_broken: 0 });
    expect(await world.promises.get(merchantCaller(principal), made.id)).toMatchObject({
      status: 'kept',
      amount_paid: 200,
      kept_at: clock.now().toISOString(),
    });

    // Kept ends the pause: the step three days before the due date goes for the 300 still owed.
    clock.set('2030-07-28T09:00:00.000Z');
    expect(await runFor(merchantId)).toMatchObject({ reminders: 1 });
    expect(await reminderSteps(invoiceId)).toEqual([-3]);
    expect(await writtenEvents(world.database.dataSource, "type = 'invoice.promise_to_pay_broken' AND payload->'data'->>'id' = $1", made.id)).toEqual([]);
  });

  it("refuses a past day, more than is owed, invoices of two customers, and another merchant's invoice", async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, customer(merchantId));
    const otherCustomers = await sent(principal, customer(merchantId));
    expect(await refusal(promise(principal, [invoiceId], 100, '2030-06-30'))).toBe('BILLING.PROMISE_DATE_PASSED');
    expect(await refusal(promise(principal, [invoiceId], 500.01, '2030-07-10'))).toBe('BILLING.PROMISE_EXCEEDS_BALANCE');
    expect(await refusal(promise(principal, [invoiceId, otherCustomers], 100, '2030-07-10'))).toBe('BILLING.PROMISE_CUSTOMERS_DIFFER');
    expect(await refusal(promise(mediumMerchant().principal, [invoiceId], 100, '2030-07-10'))).toBe('BILLING.INVOICE_NOT_FOUND');
    expect(await promise(principal, [invoiceId], 100, '2030-07-01')).toMatchObject({ status: 'open' });
  });
});
