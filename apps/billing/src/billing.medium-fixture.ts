import { IdentitySubjects, NotFoundError } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, RpcClient, UnitOfWork } from '@netline/messaging';
import { createLogger, Logger } from '@netline/observability';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { FakeCredit, unitOfWorkWithoutRelay } from '@netline/testing/medium';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { BILLING_ENTITIES } from './app.module';
import { CollectionSettingsRepository } from './collection-settings/collection-settings.repository';
import { BillingConfig, loadBillingConfig } from './config';
import { CreditClient } from './credit.client';
import { InvoiceDocuments } from './invoices/invoice-documents.service';
import { InvoicesRepository } from './invoices/invoices.repository';
import { InvoicesService } from './invoices/invoices.service';
import { MerchantPdfFetcher } from './invoices/merchant-pdf';
import { MerchantPdfFetches } from './invoices/merchant-pdf-fetches.service';
import { EmailsRepository } from './mail/emails.repository';
import { MailOutbox } from './mail/mail-outbox.service';
import { BILLING_MIGRATIONS } from './migrations';
import { PromisesRepository } from './promises/promises.repository';
import { PromisesService } from './promises/promises.service';

/**
 * Billing's invoices wired as its module wires them, in the test's process: the real InvoicesService,
 * repositories, document renderer, mail outbox and unit of work against a fresh database (as billing's
 * runtime role), the real RpcClient over real NATS to a fake credit (which also answers identity's
 * merchant lookup), and a clock the test moves. The outbox relay is not started: a test reads the events
 * from the outbox table, where the transaction put them.
 */
export interface BillingWorld {
  namespace: string;
  config: BillingConfig;
  logger: Logger;
  clock: ManualClock;
  database: ProvisionedDatabase;
  redis: IORedis;
  credit: FakeCredit;
  rpc: RpcClient;
  merchantClock: MerchantClock;
  repository: InvoicesRepository;
  unitOfWork: UnitOfWork;
  creditClient: CreditClient;
  emails: EmailsRepository;
  settings: CollectionSettingsRepository;
  outbox: MailOutbox;
  documents: InvoiceDocuments;
  invoices: InvoicesService;
  /** Promises to pay (the collections pass settles them and reads their pauses). */
  promises: PromisesService;
  /** Runs `close` at teardown before the world's own parts close (a sender or peer the suite started). */
  closeFirst(close: () => Promise<unknown>): void;
}

export interface BillingWorldOptions {
  /** Where the clock starts, and is set back to before each test. */
  start: string;
  /** Billing's settings beyond the namespace; a function is read in `beforeAll` (after the suite's earlier hooks). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The RpcClient's name on the bus. */
  rpcName?: string;
  /** The name identity gives merchants (`mer_…` ids); without one, identity knows no merchant and documents carry the id. */
  merchantName?: string;
}

/**
 * Registers the world's `beforeAll`, `beforeEach` (the clock back to `start`) and `afterAll`, and answers
 * it: its members are there from `beforeAll` on.
 */
export function useBillingWorld(options: BillingWorldOptions): BillingWorld {
  const namespace = `m${randomBytes(5).toString('hex')}`;
  const closers: Array<() => Promise<unknown>> = [];
  const world = {
    namespace,
    logger: createLogger('billing', 'silent'),
    clock: new ManualClock(options.start),
    closeFirst: (close: () => Promise<unknown>) => void closers.push(close),
  } as BillingWorld;

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    const config = loadBillingConfig({ ...process.env, ...env, NETLINE_NAMESPACE: namespace, LOG_LEVEL: 'silent' });
    const { clock, logger } = world;
    world.config = config;
    world.database = await provisionTestDatabase({
      config,
      service: 'billing',
      entities: [...BILLING_ENTITIES, ...messagingEntities],
      migrations: [...BILLING_MIGRATIONS, ...messagingMigrations],
    });
    world.redis = new IORedis(config.REDIS_URL);
    world.credit = await FakeCredit.start(config);
    await world.credit.peer.answer(IdentitySubjects.getMerchant, ({ body }) => {
      if (!options.merchantName || !body.merchant_id.startsWith('mer_')) throw new NotFoundError('Merchant');
      return { id: body.merchant_id, name: options.merchantName } as never;
    });
    world.rpc = new RpcClient(config, options.rpcName ?? 'billing-medium');
    world.merchantClock = new MerchantClock(world.redis, config, clock);
    world.repository = new InvoicesRepository(world.database.dataSource);
    world.unitOfWork = unitOfWorkWithoutRelay(world.database.dataSource, new OutboxWriter(clock), logger);
    world.creditClient = new CreditClient(world.rpc);
    world.emails = new EmailsRepository(world.database.dataSource);
    world.settings = new CollectionSettingsRepository(world.database.dataSource);
    world.outbox = new MailOutbox(world.emails, world.settings, new IdGenerator(), clock);
    world.documents = new InvoiceDocuments(world.repository, world.unitOfWork, world.creditClient, world.merchantClock, config, logger);
    const pdfFetches = new MerchantPdfFetches(world.repository, world.unitOfWork, new MerchantPdfFetcher(config), world.merchantClock, config, logger);
    world.invoices = new InvoicesService(
      world.repository,
      world.unitOfWork,
      world.merchantClock,
      new IdGenerator(),
      world.creditClient,
      pdfFetches,
      world.documents,
      world.outbox,
      config,
    );
    world.promises = new PromisesService(
      new PromisesRepository(world.database.dataSource),
      world.repository,
      world.unitOfWork,
      world.merchantClock,
      new IdGenerator(),
    );
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await world.documents?.onApplicationShutdown();
    await world.rpc?.close();
    await world.credit?.close();
    await world.redis?.del(`${namespace}:clock:offsets`);
    world.redis?.disconnect();
    await world.database?.drop();
  });

  beforeEach(() => world.clock.set(options.start));

  return world;
}
