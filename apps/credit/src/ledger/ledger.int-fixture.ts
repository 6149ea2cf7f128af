import { databaseName } from '@netline/config';
import { merchantScope } from '@netline/contracts';
import { messagingEntities, OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, MerchantClock, newId, openServiceDataSource } from '@netline/persistence';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CREDIT_ENTITIES, CREDIT_MIGRATIONS } from '../app.module';
import { loadCreditConfig } from '../config';
import { Customer } from '../customers/customer.entity';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** Thirty days from now, a due date for reservations and captures in these tests. */
export const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString();

export interface LedgerBed {
  dataSource: DataSource;
  customers: CustomersRepository;
  repository: LedgerRepository;
  ledger: LedgerService;
  unitOfWork: UnitOfWork;
}

/**
 * The credit ledger against real PostgreSQL and Redis, for the ledger's integration tests: a database
 * of its own (a fresh namespace, dropped afterwards), credit's migrations, and the services built as in
 * the process. Events written are not under test; the outbox relay is never started. Call at the top of
 * a test file: it registers its own `beforeAll` / `afterAll`, and the returned object is filled in
 * before the file's own `beforeAll` hooks run.
 */
export function useLedgerBed(merchantId: string): LedgerBed & { approvedCustomer(line: number, businessName?: string): Promise<string> } {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const config = loadCreditConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
  let redis: IORedis | undefined;
  const bed = {} as LedgerBed;

  beforeAll(async () => {
    bed.dataSource = await openServiceDataSource(
      { config, service: 'credit', entities: [...CREDIT_ENTITIES, ...messagingEntities], migrations: CREDIT_MIGRATIONS },
      true,
    );
    redis = new IORedis(config.REDIS_URL);
    const logger = createLogger('credit', 'silent');
    const relay = new OutboxRelay(bed.dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
    bed.unitOfWork = new UnitOfWork(bed.dataSource, new OutboxWriter(new Clock()), relay);
    bed.customers = new CustomersRepository(bed.dataSource);
    bed.repository = new LedgerRepository(bed.dataSource);
    bed.ledger = new LedgerService(bed.repository, bed.customers, bed.unitOfWork, new MerchantClock(redis, config), logger);
  });

  afterAll(async () => {
    await bed.dataSource?.destroy();
    redis?.disconnect();
    const client = new Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${databaseName(config, 'credit')}" WITH (FORCE)`);
    await client.end();
  });

  /** A new approved customer of `merchantId` with a line of `line` cents (a line-change movement). */
  async function approvedCustomer(line: number, businessName = 'Ledger Co'): Promise<string> {
    const now = new Date();
    const customer = Object.assign(new Customer(), {
      id: newId('cus'), merchantId, source: 'API', businessAddress: '1 Main', businessCity: 'Austin', businessState: 'TX',
      businessZip: '78701', businessCountry: 'US', businessAgeRange: null, businessApEmail: 'ap@x.example', businessApPhone: null,
      businessApPhoneExtension: null, businessName, businessTradeName: null, businessPhone: null, businessType: null,
      email: 'o@x.example', personalNameFirst: null, personalNameLast: null, personalPhone: null, amountApproved: 0,
      amountAuthorized: 0, amountBalance: 0, amountUnappliedPayments: 0, defaultTerms: null, advanceRate: 0.9, creditStatus: 'approved',
      netTermsStatus: 'enrolled', netTermsEnrollmentUrl: null, netTermsEnrollmentExpiresAt: null, netTermsEnrollmentToken: null,
      creditCheckRequestedAt: null, archived: false, dunsNumber: null, externalId: null, createdAt: now, updatedAt: now,
    } satisfies Omit<Customer, 'amountAvailable'>);
    await bed.unitOfWork.run(async ({ manager }) => {
      await bed.customers.insert(manager, customer);
      const locked = (await bed.customers.findForUpdate(manager, merchantScope(merchantId), customer.id)) as Customer;
      await bed.ledger.recordLineChange(manager, locked, newId('dec'), line, now);
    });
    return customer.id;
  }

  return Object.assign(bed, { approvedCustomer });
}
