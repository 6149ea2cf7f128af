import { ledgerListSpec, parseListQuery, partnerCreateCustomerSchema, Principal } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, RpcClient, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { customerInput, ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { mediumMerchant, unitOfWorkWithoutRelay, WrittenEvent, writtenEvents } from '@netline/testing/medium';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Registry } from 'prom-client';
import { CREDIT_ENTITIES } from './app.module';
import { CREDIT_MIGRATIONS } from './migrations';
import { CreditConfig, loadCreditConfig } from './config';
import { CustomersRepository } from './customers/customers.repository';
import { CustomersService } from './customers/customers.service';
import { EnrollmentService } from './customers/enrollment.service';
import { CreditJobs } from './jobs/credit-jobs.service';
import { OrphanSweeps } from './jobs/orphan-sweeps.service';
import { LedgerPostings } from './ledger/ledger-postings';
import { LedgerQueriesService } from './ledger/ledger-queries.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { ReservationsService } from './ledger/reservations.service';
import { CreditChecksRepository } from './underwriting/credit-checks.repository';
import { DecisionsService } from './underwriting/decisions.service';
import { SandboxUnderwriter } from './underwriting/underwriter';

/** Where every credit medium suite's clock starts, and is set back to before each test. */
export const CREDIT_MEDIUM_START = '2030-03-04T10:00:00.000Z';
export const DAY_MS = 86_400_000;

/**
 * Credit wired as its modules wire it, in the test's process: the real customers, decisions (with the
 * sandbox underwriter), enrollment, ledger and jobs services, their repositories and the unit of work
 * against a fresh database (as credit's runtime role), each merchant's sandbox clock in Redis over a
 * clock the test moves. Neither the outbox relay nor the jobs' timer runs: a test reads the events from
 * the outbox table, where the transaction put them, and runs a job itself at the clock's time. The
 * orphan sweeps (the only part of credit that asks a peer) are built but never run here.
 */
export interface CreditWorld {
  config: CreditConfig;
  clock: ManualClock;
  database: ProvisionedDatabase;
  unitOfWork: UnitOfWork;
  merchantClock: MerchantClock;
  customersRepository: CustomersRepository;
  customers: CustomersService;
  enrollment: EnrollmentService;
  decisions: DecisionsService;
  reservations: ReservationsService;
  ledger: LedgerQueriesService;
  jobs: CreditJobs;
  /** A merchant of its own, so customers, clocks and events never meet another test's. */
  merchant(): { merchantId: string; principal: Principal };
  /** A new customer of that merchant (as `POST /customers` creates it); its id. */
  customer(principal: Principal, overrides?: Record<string, unknown>): Promise<string>;
  /** The events the transactions wrote for the object `id` (a customer, or a merchant for its clock), oldest first. */
  events(id: string): Promise<WrittenEvent[]>;
  /** The first page of a customer's ledger, as the merchant API lists it. */
  ledgerPage(principal: Principal, customerId: string): ReturnType<LedgerQueriesService['list']>;
}

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on. `env` overrides credit's configuration.
 */
export function useCreditWorld(env: Record<string, string> = {}): CreditWorld {
  const config = loadCreditConfig({
    ...process.env,
    NETLINE_NAMESPACE: `m${randomBytes(5).toString('hex')}`,
    APP_ENV: 'sandbox',
    ENROLLMENT_TTL_DAYS: '30',
    CREDIT_JOBS_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logger = createLogger('credit', 'silent');
  const clock = new ManualClock(CREDIT_MEDIUM_START);
  const world = { config, clock } as CreditWorld;
  let redis: IORedis | undefined;
  let rpc: RpcClient | undefined;

  beforeAll(async () => {
    world.database = await provisionTestDatabase({
      config,
      service: 'credit',
      entities: [...CREDIT_ENTITIES, ...messagingEntities],
      migrations: [...CREDIT_MIGRATIONS, ...messagingMigrations],
    });
    const dataSource = world.database.dataSource;
    redis = new IORedis(config.REDIS_URL);
    rpc = new RpcClient(config, 'credit-medium');
    const ids = new IdGenerator();
    world.merchantClock = new MerchantClock(redis, config, clock);
    world.unitOfWork = unitOfWorkWithoutRelay(dataSource, new OutboxWriter(clock), logger);
    world.customersRepository = new CustomersRepository(dataSource);
    const ledgerRepository = new LedgerRepository(dataSource);
    const postings = new LedgerPostings(ledgerRepository, world.customersRepository);
    world.enrollment = new EnrollmentService(world.customersRepository, world.unitOfWork, world.merchantClock, config);
    world.customers = new CustomersService(world.customersRepository, world.unitOfWork, clock, ids, world.enrollment);
    world.decisions = new DecisionsService(
      world.customersRepository,
      world.customers,
      new CreditChecksRepository(dataSource),
      world.enrollment,
      postings,
      new SandboxUnderwriter(),
      world.unitOfWork,
      world.merchantClock,
      ids,
    );
    world.reservations = new ReservationsService(ledgerRepository, postings, world.unitOfWork, world.merchantClock);
    world.ledger = new LedgerQueriesService(ledgerRepository, world.customersRepository);
    const orphans = new OrphanSweeps(ledgerRepository, world.reservations, rpc, new Registry(), config, logger);
    world.jobs = new CreditJobs(
      world.decisions,
      world.enrollment,
      ledgerRepository,
      world.customersRepository,
      world.merchantClock,
      world.unitOfWork,
      orphans,
      config,
      logger,
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await redis?.del(`${config.NETLINE_NAMESPACE}:clock:offsets`);
    redis?.disconnect();
    await world.database?.drop();
  });

  beforeEach(() => clock.set(CREDIT_MEDIUM_START));

  world.merchant = mediumMerchant;

  world.customer = async (principal, overrides = {}) =>
    (await world.customers.create(principal, partnerCreateCustomerSchema.parse(customerInput(overrides)))).id;

  world.events = (id) => writtenEvents(world.database.dataSource, "payload->'data'->>'id' = $1", id);

  world.ledgerPage = (principal, customerId) => {
    const parsed = parseListQuery({}, ledgerListSpec);
    if (!parsed.ok) throw new Error('the default ledger query does not parse');
    return world.ledger.list(principal, customerId, parsed.query);
  };

  return world;
}
