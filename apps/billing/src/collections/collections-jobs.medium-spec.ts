import { createInvoiceSchema, IdentitySubjects, Principal } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, RpcClient } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { FakeCredit, ManualClock, mediumMerchant, provisionTestDatabase, ProvisionedDatabase, unitOfWorkWithoutRelay, writtenEvents } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { BILLING_ENTITIES } from '../app.module';
import { loadBillingConfig } from '../config';
import { CreditClient } from '../credit.client';
import { InvoiceDocuments } from '../invoices/invoice-documents.service';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { InvoicesService } from '../invoices/invoices.service';
import { MerchantPdfFetcher } from '../invoices/merchant-pdf';
import { MerchantPdfFetches } from '../invoices/merchant-pdf-fetches.service';
import { EmailsRepository } from '../mail/emails.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { BILLING_MIGRATIONS } from '../migrations';
import { CollectionSettingsRepository, DEFAULT_COLLECTION_SETTINGS } from './collection-settings.repository';
import { CollectionsJobs } from './collections-jobs.service';

const DAY_MS = 86_400_000;
const START = '2030-07-01T09:00:00.000Z';

/**
 * The collections pass in one process, as the timer runs it (`runAll`, every merchant at its own time):
 * billing's real invoices service, outbox and collections jobs against real PostgreSQL, a fake credit over
 * real NATS, and a clock the test moves. The reminder emails and the `invoice.overdue` events the pass
 * writes are read back from billing's tables.
 */
describe('the collections pass (billing)', () => {
  const namespace = `m${randomBytes(5).toString('hex')}`;
  const config = loadBillingConfig({ ...process.env, NETLINE_NAMESPACE: namespace, LOG_LEVEL: 'silent' });
  const logger = createLogger('billing', 'silent');
  const clock = new ManualClock(START);
  let database: ProvisionedDatabase;
  let redis: IORedis;
  let credit: FakeCredit;
  let rpc: RpcClient;
  let invoices: InvoicesService;
  let settings: CollectionSettingsRepository;
  let jobs: CollectionsJobs;
  let documents: InvoiceDocuments;

  beforeAll(async () => {
    database = await provisionTestDatabase({
      config,
      service: 'billing',
      entities: [...BILLING_ENTITIES, ...messagingEntities],
      migrations: [...BILLING_MIGRATIONS, ...messagingMigrations],
    });
    redis = new IORedis(config.REDIS_URL);
    credit = await FakeCredit.start(config);
    await credit.peer.answer(IdentitySubjects.getMerchant, ({ body }) => ({ id: body.merchant_id, name: 'Acme Tools' }) as never);
    rpc = new RpcClient(config, 'billing-collections-medium');
    const merchantClock = new MerchantClock(redis, config, clock);
    const repository = new InvoicesRepository(database.dataSource);
    const unitOfWork = unitOfWorkWithoutRelay(database.dataSource, new OutboxWriter(clock), logger);
    const creditClient = new CreditClient(rpc);
    settings = new CollectionSettingsRepository(database.dataSource);
    const outbox = new MailOutbox(new EmailsRepository(database.dataSource), settings, new IdGenerator(), clock);
    documents = new InvoiceDocuments(repository, unitOfWork, creditClient, merchantClock, config, logger);
    const pdfFetches = new MerchantPdfFetches(repository, unitOfWork, new MerchantPdfFetcher(config), merchantClock, config, logger);
    invoices = new InvoicesService(repository, unitOfWork, merchantClock, new IdGenerator(), creditClient, pdfFetches, documents, outbox, config);
    jobs = new CollectionsJobs(repository, settings, outbox, unitOfWork, database.dataSource, clock, merchantClock, config, logger);
  });

  afterAll(async () => {
    await documents?.onApplicationShutdown();
    await rpc?.close();
    await credit?.close();
    await redis?.del(`${namespace}:clock:offsets`);
    redis?.disconnect();
    await database?.drop();
  });

  beforeEach(() => clock.set(START));

  const sent = async (principal: Principal, customerId: string) => {
    const created = await invoices.create(
      principal,
      createInvoiceSchema.parse({ customer_id: customerId, number: `N-${randomBytes(3).toString('hex')}`, amount: 500, terms: 'net30' }),
    );
    await invoices.send(principal, created.id);
    return created.id;
  };
  const customer = (merchantId: string) => {
    const customerId = `cus_${randomBytes(4).toString('hex')}`;
    credit.open(merchantId, customerId, 1_000_000);
    return customerId;
  };
  const reminderSteps = async (invoiceId: string) =>
    (
      await database.dataSource.query<Array<{ reminder_offset_days: number }>>(
        "SELECT reminder_offset_days FROM emails WHERE invoice_id = $1 AND kind = 'reminder' ORDER BY reminder_offset_days",
        [invoiceId],
      )
    ).map((row) => row.reminder_offset_days);
  const overdueEvents = async (invoiceId: string) => writtenEvents(database.dataSource, "type = 'invoice.overdue' AND payload->'data'->>'id' = $1", invoiceId);
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
    await settings.putCustomerReminders(muted.merchantId, mutedCustomer, false, clock.now());
    const mutedInvoice = await sent(muted.principal, mutedCustomer);

    const quiet = mediumMerchant();
    await database.dataSource.transaction((manager) =>
      settings.put(manager, quiet.merchantId, { ...DEFAULT_COLLECTION_SETTINGS, remindersEnabled: false }, clock.now()),
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

  it('follows each merchant at its own sandbox time', async () => {
    const { principal, merchantId } = mediumMerchant();
    const invoiceId = await sent(principal, customer(merchantId));
    const other = mediumMerchant();
    const otherInvoice = await sent(other.principal, customer(other.merchantId));

    await new MerchantClock(redis, config, clock).advance(merchantId, 31);
    await jobs.runAll();
    expect(await overdueEvents(invoiceId)).toHaveLength(1);
    expect(await overdueEvents(otherInvoice)).toHaveLength(0);
    expect(await reminderSteps(otherInvoice)).toEqual([]);
  });
});
