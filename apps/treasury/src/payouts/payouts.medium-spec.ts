import { InvoiceAdvancedData, sandboxPaymentSchema } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxRelay, OutboxWriter, RpcClient, TypedEvent, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { FakeBilling, FakeCredit, ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { TREASURY_ENTITIES, TREASURY_MIGRATIONS } from '../app.module';
import { loadTreasuryConfig } from '../config';
import { TreasuryConsumer } from '../jobs/treasury.consumer';
import { TreasuryJobs } from '../jobs/treasury-jobs.service';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentsService } from '../payments/payments.service';
import { UnbookedPayments } from '../payments/unbooked-payments.service';
import { PeersClient } from '../peers.client';
import { PayoutContext } from './payout-context';
import { PayoutLedger } from './payout-ledger.service';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';

const DAY_MS = 86_400_000;
const START = '2030-03-04T10:00:00.000Z';

/**
 * Payouts in one process: the real ledger, PayoutsService, treasury's jobs and its event consumer with
 * their repositories and unit of work against real PostgreSQL, billing and credit faked over real NATS,
 * and the clock moved by hand. Advances and their fees, the run's sums, the status machine and retries,
 * the daily run and the monthly fee booked once are checked here, each at an exact time; the
 * end-to-end suite keeps billing's `invoice.advanced` reaching treasury and the HTTP and CLI surfaces.
 */
describe('payouts (medium)', () => {
  const namespace = `m${randomBytes(5).toString('hex')}`;
  const config = loadTreasuryConfig({ ...process.env, NETLINE_NAMESPACE: namespace, PAYMENT_FEE_RATE: '0.01', MONTHLY_FEE: '49', LOG_LEVEL: 'silent' });
  const logger = createLogger('treasury', 'silent');
  const clock = new ManualClock(START);
  let database: ProvisionedDatabase;
  let redis: IORedis;
  let credit: FakeCredit;
  let billing: FakeBilling;
  let rpc: RpcClient;
  let unitOfWork: UnitOfWork;
  let repository: PayoutsRepository;
  let payouts: PayoutsService;
  let payments: PaymentsService;
  let jobs: TreasuryJobs;
  let consumer: TreasuryConsumer;

  beforeAll(async () => {
    database = await provisionTestDatabase({
      config,
      service: 'treasury',
      entities: [...TREASURY_ENTITIES, ...messagingEntities],
      migrations: [...TREASURY_MIGRATIONS, ...messagingMigrations],
    });
    redis = new IORedis(config.REDIS_URL);
    credit = await FakeCredit.start(config);
    billing = await FakeBilling.start(config);
    rpc = new RpcClient(config, 'treasury-medium');
    const peers = new PeersClient(rpc);
    const ids = new IdGenerator();
    const merchantClock = new MerchantClock(redis, config, clock);
    repository = new PayoutsRepository(database.dataSource);
    const ledger = new PayoutLedger(repository, ids, new PayoutContext(peers, logger), config);
    // The relay is not started: the events are read from the outbox table, where the transaction put them.
    const relay = new OutboxRelay(database.dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
    const outbox = new OutboxWriter(clock);
    unitOfWork = new UnitOfWork(database.dataSource, outbox, relay);
    const paymentsRepository = new PaymentsRepository(database.dataSource);
    payments = new PaymentsService(paymentsRepository, ledger, peers, unitOfWork, merchantClock, ids, database.dataSource);
    payouts = new PayoutsService(repository, unitOfWork, merchantClock, ids, config);
    // The jobs' timer is never started: the test runs them, as the timer would, at the clock's time.
    const unbooked = new UnbookedPayments(paymentsRepository, payments, peers, new Registry(), config, logger);
    jobs = new TreasuryJobs(payouts, repository, ledger, merchantClock, unitOfWork, config, logger, unbooked);
    consumer = new TreasuryConsumer(ledger, jobs, outbox, merchantClock);
  });

  afterAll(async () => {
    await rpc?.close();
    await billing?.close();
    await credit?.close();
    redis?.disconnect();
    await database?.drop();
  });

  beforeEach(() => clock.set(START));

  function merchant(): string {
    const merchantId = `mer_${randomBytes(6).toString('hex')}`;
    credit.open(merchantId, 'cus_payer', 1_000_000);
    return merchantId;
  }

  /** Billing's `invoice.advanced` as the consumer kit hands it over, in an inbox-like transaction. */
  function advanced(merchantId: string, data: InvoiceAdvancedData): Promise<void> {
    const event: TypedEvent<'invoice.advanced'> = {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'invoice.advanced',
      object: 'invoice',
      version: 1,
      merchant_id: merchantId,
      occurred_at: clock.now().toISOString(),
      data,
    };
    return unitOfWork.run(({ manager }) => consumer.onInvoiceAdvanced(event, manager));
  }

  async function transactions(merchantId: string) {
    return repository.allTransactions(merchantId);
  }

  async function payoutEvents(merchantId: string): Promise<Array<[string, unknown, unknown]>> {
    const rows: Array<{ type: string; payload: { data: Record<string, unknown> } }> = await database.dataSource.query(
      "SELECT type, payload FROM outbox WHERE payload->>'merchant_id' = $1 AND type LIKE 'payout.%' ORDER BY seq",
      [merchantId],
    );
    return rows.map((row) => [row.type, row.payload.data.id, row.payload.data.status]);
  }

  /** A customer payment of `dollars` paid on a fresh non-advanced invoice: forwarded to the merchant less 1 %. */
  async function forwardedPayment(merchantId: string, dollars: number): Promise<string> {
    const invoice = billing.invoice(merchantId, 'cus_payer', dollars * 100);
    const payment = await payments.record(
      merchantId,
      sandboxPaymentSchema.parse({ customer_id: 'cus_payer', amount: dollars, method: 'wire', links: [{ invoice_id: invoice.id, amount: dollars }] }),
      'admin_user',
    );
    await payments.setStatus(merchantId, payment.id, { status: 'paid' });
    return payment.id;
  }

  it('books an advance once, rolls it into a pending payout with its sums, and moves the payout pending → in_transit → paid', async () => {
    const merchantId = merchant();
    const invoice = billing.invoice(merchantId, 'cus_payer', 500_000, { advanced: true, advance_rate: 0.8, order_number: 'SO-7', po_number: 'PO-9' });
    const data: InvoiceAdvancedData = {
      id: invoice.id,
      customer_id: 'cus_payer',
      number: invoice.number,
      amount: 500_000,
      amount_advance: 400_000,
      amount_advance_fee: 10_000,
      advance_rate: 0.8,
    };
    await advanced(merchantId, data);
    // A re-sent copy (another event id) books nothing: the source key is unique.
    clock.advance(1_000);
    await advanced(merchantId, data);
    const booked = await transactions(merchantId);
    expect(booked).toEqual([
      expect.objectContaining({
        type: 'advance',
        payoutId: null,
        customerId: 'cus_payer',
        customerName: 'Globex Wholesale',
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        orderId: 'SO-7',
        poNumber: 'PO-9',
        amountGross: 400_000,
        amountFee: 10_000,
        amountNet: 390_000,
        createdAt: new Date(START),
      }),
    ]);

    clock.advance(DAY_MS);
    const ran = await payouts.run(merchantId);
    expect(ran.payouts).toEqual([
      expect.objectContaining({
        status: 'pending',
        amount_gross: 4000,
        amount_fee: 100,
        amount_net: 3900,
        retry_payout_id: null,
        created_at: clock.now().toISOString(),
        expected_by: new Date(clock.now().getTime() + 2 * DAY_MS).toISOString(),
        transactions_starting_at: START,
        transactions_ending_at: START,
      }),
    ]);
    const payout = ran.payouts[0];
    expect(await payouts.run(merchantId)).toEqual({ payouts: [] });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([payout.id]);

    await expect(payouts.setStatus(merchantId, payout.id, 'paid')).rejects.toMatchObject({ code: 'TREASURY.INVALID_PAYOUT_TRANSITION' });
    clock.advance(3_600_000);
    expect(await payouts.setStatus(merchantId, payout.id, 'in_transit')).toMatchObject({
      status: 'in_transit',
      updated_at: clock.now().toISOString(),
      paid_at: null,
    });
    clock.advance(3_600_000);
    const paid = await payouts.setStatus(merchantId, payout.id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', amount_net: 3900, paid_at: clock.now().toISOString() });
    // A repeated bank notice changes nothing and writes nothing.
    expect(await payouts.setStatus(merchantId, payout.id, 'paid')).toEqual(paid);
    await expect(payouts.setStatus(merchantId, payout.id, 'canceled')).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'TREASURY.INVALID_PAYOUT_TRANSITION',
    });
    expect(await payoutEvents(merchantId)).toEqual([
      ['payout.created', payout.id, 'pending'],
      ['payout.status_changed', payout.id, 'in_transit'],
      ['payout.status_changed', payout.id, 'paid'],
    ]);
  });

  it('retries a failed payout once with the same transactions, and a canceled one gives them to the next run', async () => {
    const merchantId = merchant();
    await forwardedPayment(merchantId, 800);
    const payout = (await payouts.run(merchantId)).payouts[0];
    expect(payout).toMatchObject({ amount_gross: 800, amount_fee: 8, amount_net: 792 });
    clock.advance(DAY_MS);
    expect(await payouts.setStatus(merchantId, payout.id, 'failed')).toMatchObject({ status: 'failed', failed_at: clock.now().toISOString() });
    const retry = await payouts.retry(merchantId, payout.id);
    expect(retry).toMatchObject({ status: 'pending', retry_payout_id: payout.id, amount_net: 792 });
    await expect(payouts.retry(merchantId, payout.id)).rejects.toMatchObject({ code: 'TREASURY.PAYOUT_NOT_RETRYABLE' });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([retry.id]);

    // Canceled before it was sent: its transactions are owed still and the next run takes them.
    expect(await payouts.setStatus(merchantId, retry.id, 'canceled')).toMatchObject({ status: 'canceled' });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([null]);
    const next = (await payouts.run(merchantId)).payouts[0];
    expect(next).toMatchObject({ status: 'pending', retry_payout_id: null, amount_net: 792 });
    expect((await payoutEvents(merchantId)).map(([type, , status]) => [type, status])).toEqual([
      ['payout.created', 'pending'],
      ['payout.status_changed', 'failed'],
      ['payout.created', 'pending'],
      ['payout.status_changed', 'canceled'],
      ['payout.created', 'pending'],
    ]);
  });

  it("books the month's fee once after it ends and runs the payout once a day, at the merchant's time", async () => {
    const merchantId = merchant();
    await forwardedPayment(merchantId, 800);
    const mine = async () => (await jobs.runAll()).find((run) => run.merchant_id === merchantId);
    const fees = async () => (await transactions(merchantId)).filter((transaction) => transaction.type === 'monthly_fee');

    // Today's run pays out the payment; no month has ended yet.
    const today = await mine();
    expect(today).toMatchObject({ now: START, monthly_fees: 0, payout_id: expect.any(String) });
    expect(await mine()).toMatchObject({ monthly_fees: 0, payout_id: null });

    // 32 days on, March has ended: its fee is booked once, and that day's payout takes it.
    const april = clock.advance(32 * DAY_MS);
    const run = await mine();
    expect(run).toMatchObject({ now: april.toISOString(), monthly_fees: 1, payout_id: expect.any(String) });
    expect(await fees()).toEqual([
      expect.objectContaining({
        customerId: null,
        invoiceId: null,
        sourceKey: 'monthly_fee:2030-03',
        amountGross: 0,
        amountFee: 4900,
        amountNet: -4900,
        payoutId: run?.payout_id,
        createdAt: april,
      }),
    ]);
    const feePayout = await repository.findPayout(merchantId, run?.payout_id as string);
    expect(feePayout).toMatchObject({ status: 'pending', amountNet: -4900 });

    // The next day: no second fee for March, and nothing left to pay out (April's fee waits for May).
    clock.advance(DAY_MS);
    expect(await mine()).toMatchObject({ monthly_fees: 0, payout_id: null });
    expect(await fees()).toHaveLength(1);
    // The clock-advanced event runs the same jobs at once, and books nothing twice either.
    const now = clock.now().toISOString();
    const moved: TypedEvent<'clock.advanced'> = {
      id: 'evt_clock',
      type: 'clock.advanced',
      object: 'clock',
      version: 1,
      merchant_id: merchantId,
      occurred_at: now,
      data: { id: merchantId, days: 1, now },
    };
    await unitOfWork.run(({ manager }) => consumer.onClockAdvanced(moved, manager));
    expect(await fees()).toHaveLength(1);
    expect(await repository.allPayouts(merchantId)).toHaveLength(2);
  });
});
