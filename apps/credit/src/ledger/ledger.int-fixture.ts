import { merchantScope } from '@netline/contracts';
import { messagingEntities, OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, MerchantClock, newId } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CREDIT_ENTITIES } from '../app.module';
import { CREDIT_MIGRATIONS } from '../migrations';
import { loadCreditConfig } from '../config';
import { Customer, CustomerFields } from '../customers/customer.entity';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerEventsService } from './ledger-events.service';
import { LedgerPostings } from './ledger-postings';
import { LedgerQueriesService } from './ledger-queries.service';
import { LedgerRepository } from './ledger.repository';
import { ReservationsService } from './reservations.service';

/** Thirty days from now, a due date for reservations and captures in these tests. */
export const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString();

export interface LedgerBed {
  dataSource: DataSource;
  customers: CustomersRepository;
  repository: LedgerRepository;
  postings: LedgerPostings;
  reservations: ReservationsService;
  events: LedgerEventsService;
  queries: LedgerQueriesService;
  unitOfWork: UnitOfWork;
}

/**
 * The credit ledger against real PostgreSQL and Redis, for the ledger's integration tests: a database
 * of its own (a fresh namespace, dropped afterwards), credit's migrations, and the services built as in
 * the process. Events written are not under test; the outbox relay is never started. Call at the top of
 * a test file: it registers its own `beforeAll` / `afterAll`, and the returned object is filled in
 * before the file's own `beforeAll` hooks run.
 */
export function useLedgerBed(merchantId: string): LedgerBed & { approvedCustomer(line: number, businessName?: string, owner?: string): Promise<string> } {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const config = loadCreditConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
  let redis: IORedis | undefined;
  let database: ProvisionedDatabase | undefined;
  const bed = {} as LedgerBed;

  beforeAll(async () => {
    // As the service's runtime role, after provisioning and migrating as its owner role.
    database = await provisionTestDatabase({ config, service: 'credit', entities: [...CREDIT_ENTITIES, ...messagingEntities], migrations: CREDIT_MIGRATIONS });
    bed.dataSource = database.dataSource;
    redis = new IORedis(config.REDIS_URL);
    const logger = createLogger('credit', 'silent');
    const relay = new OutboxRelay(bed.dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
    bed.unitOfWork = new UnitOfWork(bed.dataSource, new OutboxWriter(new Clock()), relay);
    bed.customers = new CustomersRepository(bed.dataSource);
    bed.repository = new LedgerRepository(bed.dataSource);
    const clock = new MerchantClock(redis, config);
    bed.postings = new LedgerPostings(bed.repository, bed.customers);
    bed.reservations = new ReservationsService(bed.repository, bed.postings, bed.unitOfWork, clock);
    bed.events = new LedgerEventsService(bed.repository, bed.customers, bed.postings, clock, logger);
    bed.queries = new LedgerQueriesService(bed.repository, bed.customers);
  });

  afterAll(async () => {
    redis?.disconnect();
    await database?.drop();
  });

  /** A new approved customer of `merchantId` (or of `owner`) with a line of `line` cents (a line-change movement). */
  async function approvedCustomer(line: number, businessName = 'Ledger Co', owner = merchantId): Promise<string> {
    const now = new Date();
    const customer = Object.assign(new Customer(), {
      id: newId('cus'),
      merchantId: owner,
      source: 'API',
      businessAddress: '1 Main',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZip: '78701',
      businessCountry: 'US',
      businessAgeRange: null,
      businessApEmail: 'ap@x.example',
      businessApPhone: null,
      businessApPhoneExtension: null,
      businessName,
      businessTradeName: null,
      businessPhone: null,
      businessType: null,
      email: 'o@x.example',
      personalNameFirst: null,
      personalNameLast: null,
      personalPhone: null,
      amountApproved: 0,
      amountAuthorized: 0,
      amountBalance: 0,
      amountUnappliedPayments: 0,
      defaultTerms: null,
      advanceRate: 0.9,
      creditStatus: 'approved',
      netTermsStatus: 'enrolled',
      netTermsEnrollmentUrl: null,
      netTermsEnrollmentExpiresAt: null,
      netTermsEnrollmentToken: null,
      creditCheckRequestedAt: null,
      archived: false,
      dunsNumber: null,
      externalId: null,
      createdAt: now,
      updatedAt: now,
    } satisfies CustomerFields);
    await bed.unitOfWork.run(async ({ manager }) => {
      await bed.customers.insert(manager, customer);
      const locked = (await bed.customers.findForUpdate(manager, merchantScope(owner), customer.id)) as Customer;
      await bed.postings.recordLineChange(manager, locked, newId('dec'), line, now);
    });
    return customer.id;
  }

  return Object.assign(bed, { approvedCustomer });
}
