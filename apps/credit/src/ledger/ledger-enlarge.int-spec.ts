import { merchantScope } from '@netline/contracts';
import { DomainError, messagingEntities, OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, MerchantClock, newId } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CREDIT_ENTITIES, CREDIT_MIGRATIONS } from '../app.module';
import { loadCreditConfig } from '../config';
import { Customer } from '../customers/customer.entity';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/**
 * A sent invoice's reservation growing (`credit.reservations.enlarge`) against real PostgreSQL: credit
 * decides under the customer's lock, so raises racing for the same available credit cannot both pass,
 * and a repeated raise (same key) reserves nothing twice.
 */
const namespace = `t${randomBytes(5).toString('hex')}`;
const config = loadCreditConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
const merchantId = 'mer_enlarge';
const DUE = new Date(Date.now() + 30 * 86_400_000).toISOString();

let database: ProvisionedDatabase;
let dataSource: DataSource;
let redis: IORedis;
let customers: CustomersRepository;
let repository: LedgerRepository;
let ledger: LedgerService;
let unitOfWork: UnitOfWork;

beforeAll(async () => {
  // As the service's runtime role, after provisioning and migrating as its owner role.
  database = await provisionTestDatabase({ config, service: 'credit', entities: [...CREDIT_ENTITIES, ...messagingEntities], migrations: CREDIT_MIGRATIONS });
  dataSource = database.dataSource;
  redis = new IORedis(config.REDIS_URL);
  const logger = createLogger('credit', 'silent');
  const relay = new OutboxRelay(dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
  unitOfWork = new UnitOfWork(dataSource, new OutboxWriter(new Clock()), relay);
  customers = new CustomersRepository(dataSource);
  repository = new LedgerRepository(dataSource);
  ledger = new LedgerService(repository, customers, unitOfWork, new MerchantClock(redis, config), logger);
});

afterAll(async () => {
  redis?.disconnect();
  await database?.drop();
});

async function approvedCustomer(line: number): Promise<string> {
  const now = new Date();
  const customer = Object.assign(new Customer(), {
    id: newId('cus'), merchantId, source: 'API', businessAddress: '1 Main', businessCity: 'Austin', businessState: 'TX',
    businessZip: '78701', businessCountry: 'US', businessAgeRange: null, businessApEmail: 'ap@x.example', businessApPhone: null,
    businessApPhoneExtension: null, businessName: 'Enlarge Co', businessTradeName: null, businessPhone: null, businessType: null,
    email: 'o@x.example', personalNameFirst: null, personalNameLast: null, personalPhone: null, amountApproved: 0,
    amountAuthorized: 0, amountBalance: 0, amountUnappliedPayments: 0, defaultTerms: null, advanceRate: 0.9, creditStatus: 'approved',
    netTermsStatus: 'enrolled', netTermsEnrollmentUrl: null, netTermsEnrollmentExpiresAt: null, netTermsEnrollmentToken: null,
    creditCheckRequestedAt: null, archived: false, dunsNumber: null, externalId: null, createdAt: now, updatedAt: now,
  } satisfies Omit<Customer, 'amountAvailable'>);
  await unitOfWork.run(async ({ manager }) => {
    await customers.insert(manager, customer);
    const locked = (await customers.findForUpdate(manager, merchantScope(merchantId), customer.id)) as Customer;
    await ledger.recordLineChange(manager, locked, newId('dec'), line, now);
  });
  return customer.id;
}

const outstanding = async (invoiceId: string) =>
  dataSource.manager.transaction(async (manager) => (await repository.findReceivable(manager, merchantId, invoiceId))!);

describe('enlarging a reservation', () => {
  it('lets exactly one of five racing raises take the last available credit', async () => {
    const customerId = await approvedCustomer(10_000);
    const invoiceId = newId('inv');
    await ledger.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, amount: 6_000, due_at: DUE, purpose: 'invoice' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        ledger.enlarge({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:raise:${index}`, amount: 3_000 }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((candidate): candidate is PromiseRejectedResult => candidate.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect((outcome.reason as DomainError).code).toBe('CREDIT.INSUFFICIENT_CREDIT');
    }
    const figures = await ledger.figures(merchantId, customerId);
    expect(figures).toMatchObject({ amount_balance: 9_000, amount_available: 1_000 });
    expect(await outstanding(invoiceId)).toMatchObject({ amountReserved: 9_000, amountOutstanding: 9_000 });
  });

  it('reserves nothing twice for a repeated key, and refuses an invoice without a reservation', async () => {
    const customerId = await approvedCustomer(10_000);
    const invoiceId = newId('inv');
    await ledger.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, amount: 3_000, due_at: DUE, purpose: 'invoice' });
    const raise = { merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:raise`, amount: 500 };
    await ledger.enlarge(raise);
    await ledger.enlarge(raise);
    expect(await ledger.figures(merchantId, customerId)).toMatchObject({ amount_balance: 3_500 });
    // What was reserved is released again as usual, the enlarged part included.
    await ledger.release({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, key: `${invoiceId}:all` });
    expect(await ledger.figures(merchantId, customerId)).toMatchObject({ amount_balance: 0, amount_available: 10_000 });
    await expect(ledger.enlarge({ ...raise, invoice_id: newId('inv'), key: 'other' })).rejects.toMatchObject({ code: 'CREDIT.RESERVATION_NOT_FOUND' });
  });
});
