import { Principal, sandboxPaymentSchema } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, RpcClient, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { FakeBilling, FakeCredit, mediumMerchant, unitOfWorkWithoutRelay, WrittenEvent, writtenEvents } from '@netline/testing/medium';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { TREASURY_ENTITIES } from './app.module';
import { TREASURY_MIGRATIONS } from './migrations';
import { loadTreasuryConfig, TreasuryConfig } from './config';
import { TreasuryConsumer } from './jobs/treasury.consumer';
import { TreasuryJobs } from './jobs/treasury-jobs.service';
import { OnlinePayments } from './payments/online-payments.service';
import { PaymentsRepository } from './payments/payments.repository';
import { PaymentProvider } from './payments/provider/payment-provider';
import { SandboxPaymentProvider } from './payments/provider/sandbox-payment-provider';
import { PaymentsService } from './payments/payments.service';
import { UnbookedPayments } from './payments/unbooked-payments.service';
import { PeersClient } from './peers.client';
import { PayoutContext } from './payouts/payout-context';
import { PayoutLedger } from './payouts/payout-ledger.service';
import { PayoutsRepository } from './payouts/payouts.repository';
import { PayoutsService } from './payouts/payouts.service';

/** Where every treasury medium suite's clock starts, and is set back to before each test. */
export const TREASURY_MEDIUM_START = '2030-03-04T10:00:00.000Z';

/**
 * Treasury wired as its module wires it, in the test's process: the real services, repositories, jobs,
 * event consumer and unit of work against a fresh database (as treasury's runtime role), the real
 * RpcClient over real NATS to a fake billing and a fake credit, and a clock the test moves.
 * Neither the outbox relay nor the jobs' timer runs: a test reads the events from the outbox table,
 * where the transaction put them, and runs a job itself at the clock's time.
 */
export interface TreasuryWorld {
  config: TreasuryConfig;
  clock: ManualClock;
  database: ProvisionedDatabase;
  credit: FakeCredit;
  billing: FakeBilling;
  peers: PeersClient;
  unitOfWork: UnitOfWork;
  outbox: OutboxWriter;
  payoutsRepository: PayoutsRepository;
  ledger: PayoutLedger;
  payments: PaymentsService;
  paymentsRepository: PaymentsRepository;
  /** Online payment through the sandbox provider, as the module wires it in the sandbox. */
  online: OnlinePayments;
  /** The same with another provider (a fake the test plays), or none (`PAYMENT_PROVIDER=none`). */
  onlineWith(provider: PaymentProvider | null): OnlinePayments;
  unbooked: UnbookedPayments;
  payouts: PayoutsService;
  jobs: TreasuryJobs;
  consumer: TreasuryConsumer;
  /** A merchant of its own, with `customerId` approved for $10,000 at the fake credit. */
  merchant(customerId?: string): { merchantId: string; principal: Principal };
  /** The events the transactions wrote, oldest first, for rows matching `where` (SQL over `payload`, `$1`). */
  outboxEvents(where: string, value: string): Promise<WrittenEvent[]>;
  /**
   * A customer payment of the invoices' sum, paid by wire on fresh invoices of the given sizes (advanced
   * ones at a 90 % rate) and booked at billing; returns its id. The payer is `cus_payer` unless named.
   */
  paidPayment(merchantId: string, invoices: Array<{ dollars: number; advanced?: boolean }>, customerId?: string): Promise<string>;
}

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on. `env` overrides treasury's configuration.
 */
export function useTreasuryWorld(env: Record<string, string> = {}): TreasuryWorld {
  const config = loadTreasuryConfig({
    ...process.env,
    NETLINE_NAMESPACE: `m${randomBytes(5).toString('hex')}`,
    PAYMENT_FEE_RATE: '0.01',
    MONTHLY_FEE: '49',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logger = createLogger('treasury', 'silent');
  const clock = new ManualClock(TREASURY_MEDIUM_START);
  const world = { config, clock } as TreasuryWorld;
  let redis: IORedis | undefined;
  let rpc: RpcClient | undefined;

  beforeAll(async () => {
    world.database = await provisionTestDatabase({
      config,
      service: 'treasury',
      entities: [...TREASURY_ENTITIES, ...messagingEntities],
      migrations: [...TREASURY_MIGRATIONS, ...messagingMigrations],
    });
    const dataSource = world.database.dataSource;
    redis = new IORedis(config.REDIS_URL);
    world.credit = await FakeCredit.start(config);
    world.billing = await FakeBilling.start(config);
    rpc = new RpcClient(config, 'treasury-medium');
    world.peers = new PeersClient(rpc);
    const ids = new IdGenerator();
    const merchantClock = new MerchantClock(redis, config, clock);
    world.payoutsRepository = new PayoutsRepository(dataSource);
    world.ledger = new PayoutLedger(world.payoutsRepository, ids, new PayoutContext(world.peers, logger), config);
    world.outbox = new OutboxWriter(clock);
    world.unitOfWork = unitOfWorkWithoutRelay(dataSource, world.outbox, logger);
    const paymentsRepository = new PaymentsRepository(dataSource);
    world.paymentsRepository = paymentsRepository;
    world.payments = new PaymentsService(paymentsRepository, world.ledger, world.peers, world.unitOfWork, merchantClock, ids, dataSource);
    const onlineRedis = redis;
    world.onlineWith = (provider) => new OnlinePayments(world.payments, paymentsRepository, world.peers, provider, onlineRedis, config, logger, new Registry());
    world.online = world.onlineWith(new SandboxPaymentProvider());
    world.unbooked = new UnbookedPayments(paymentsRepository, world.payments, world.peers, new Registry(), config, logger);
    world.payouts = new PayoutsService(world.payoutsRepository, world.unitOfWork, merchantClock, ids, config);
    world.jobs = new TreasuryJobs(world.payouts, world.payoutsRepository, world.ledger, merchantClock, world.unitOfWork, config, logger, world.unbooked);
    world.consumer = new TreasuryConsumer(world.ledger, world.jobs, world.outbox, merchantClock);
  });

  afterAll(async () => {
    await rpc?.close();
    await world.billing?.close();
    await world.credit?.close();
    redis?.disconnect();
    await world.database?.drop();
  });

  beforeEach(() => clock.set(TREASURY_MEDIUM_START));

  world.merchant = (customerId = 'cus_payer') => {
    const merchant = mediumMerchant();
    world.credit.open(merchant.merchantId, customerId, 1_000_000);
    return merchant;
  };

  world.outboxEvents = (where, value) => writtenEvents(world.database.dataSource, where, value);

  world.paidPayment = async (merchantId, invoices, customerId = 'cus_payer') => {
    const links = invoices.map(({ dollars, advanced }) => {
      const invoice = world.billing.invoice(merchantId, customerId, dollars * 100, advanced ? { advanced: true, advance_rate: 0.9 } : {});
      return { invoice_id: invoice.id, amount: dollars };
    });
    const amount = invoices.reduce((sum, { dollars }) => sum + dollars, 0);
    const payment = await world.payments.record(
      merchantId,
      sandboxPaymentSchema.parse({ customer_id: customerId, amount, method: 'wire', links }),
      'admin_user',
    );
    await world.payments.setStatus(merchantId, payment.id, { status: 'paid' });
    world.billing.booked.add(payment.id);
    return payment.id;
  };

  return world;
}
