import { merchantScope, Principal } from '@netline/contracts';
import { messagingEntities, OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, IdGenerator, MerchantClock } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { CREDIT_ENTITIES } from '../app.module';
import { CREDIT_MIGRATIONS } from '../migrations';
import { loadCreditConfig } from '../config';
import { CreditDecision, Customer } from './customer.entity';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { EnrollmentService } from './enrollment.service';

/**
 * Credit's customer hot path against real PostgreSQL, as the credit role: the create writes the row and
 * its `customer.created` outbox row in one prepared statement inside the unit of work, and the prepared
 * read returns exactly what TypeORM's own entity loading returns.
 */
describe('customers hot path', () => {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const config = loadCreditConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
  const merchantId = 'mer_hotpath';
  const principal = { merchant_id: merchantId, actor: { type: 'operator', id: 'test' }, scopes: [] } as unknown as Principal;
  const input = {
    business_address: '1 Main',
    business_city: 'Austin',
    business_state: 'TX',
    business_zip: '78701',
    business_country: 'US',
    business_ap_email: 'ap@x.example',
    business_ap_phone: '+15125550100',
    business_name: 'Hot Path Co',
    email: 'owner@x.example',
    default_terms: 'net30' as const,
    external_id: 'ext-1',
  };
  let database: ProvisionedDatabase;
  let redis: IORedis;
  let repository: CustomersRepository;
  let unitOfWork: UnitOfWork;
  let service: CustomersService;

  beforeAll(async () => {
    database = await provisionTestDatabase({ config, service: 'credit', entities: [...CREDIT_ENTITIES, ...messagingEntities], migrations: CREDIT_MIGRATIONS });
    redis = new IORedis(config.REDIS_URL);
    const logger = createLogger('credit', 'silent');
    // Not started: the events written are checked in the outbox table.
    const relay = new OutboxRelay(database.dataSource, { publish: async () => undefined }, logger, { stream: 'unused' });
    unitOfWork = new UnitOfWork(database.dataSource, new OutboxWriter(new Clock()), relay);
    repository = new CustomersRepository(database.dataSource);
    const merchantClock = new MerchantClock(redis, config);
    const enrollment = new EnrollmentService(repository, unitOfWork, merchantClock, config);
    service = new CustomersService(repository, unitOfWork, new Clock(), new IdGenerator(), enrollment);
  });

  afterAll(async () => {
    redis?.disconnect();
    await database?.drop();
  });

  it('creates the customer together with its customer.created outbox row, and reads back what it answered', async () => {
    const created = await service.create(principal, input);
    const outbox: Array<{ type: string; payload: { type: string; merchant_id: string; data: { id: string } } }> = await database.dataSource.query(
      "SELECT type, payload FROM outbox WHERE payload->'data'->>'id' = $1",
      [created.id],
    );
    expect(outbox).toEqual([
      { type: 'customer.created', payload: expect.objectContaining({ type: 'customer.created', merchant_id: merchantId, data: { id: created.id } }) },
    ]);
    // The read (prepared) answers the same object the create answered, field by field.
    expect(await service.get(principal, created.id)).toEqual(created);
    // And the row is what TypeORM's own loading sees.
    const loaded = await database.dataSource.getRepository(Customer).findOneByOrFail({ id: created.id });
    const found = await repository.findWithDecisions(merchantScope(merchantId), created.id);
    expect(found?.customer).toEqual(loaded);
    expect(found?.decisions).toEqual([]);
  });

  it('reads the decisions with the customer, as entities', async () => {
    const created = await service.create(principal, input);
    const decision = Object.assign(new CreditDecision(), {
      id: 'dec_hot_1',
      merchantId,
      customerId: created.id,
      decision: 'approved',
      amount: 250_000,
      advanceRate: 0.85,
      declineCode: null,
      holdCode: null,
      createdAt: new Date('2030-01-02T03:04:05.678Z'),
    } satisfies CreditDecision);
    await unitOfWork.run(({ manager }) => repository.insertDecision(manager, decision));
    const found = await repository.findWithDecisions(merchantScope(merchantId), created.id);
    expect(found?.decisions).toEqual([decision]);
    expect(await repository.findWithDecisions(merchantScope('mer_other'), created.id)).toBeNull();
  });

  it('writes nothing, row or event, when the unit of work rolls back', async () => {
    const created = await service.create(principal, input);
    const template = (await repository.findWithDecisions(merchantScope(merchantId), created.id))!.customer;
    const customer = Object.assign(new Customer(), { ...template, id: `cus_rolledback_${randomBytes(4).toString('hex')}` });
    const outboxBefore = Number((await database.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n);
    await expect(
      unitOfWork.run(async ({ manager, stage }) => {
        await repository.insertWithEvents(
          manager,
          customer,
          stage({ type: 'customer.created', object: 'customer', merchant_id: merchantId, data: { id: customer.id } }),
        );
        // Visible inside the transaction…
        expect(await repository.findForUpdate(manager, merchantScope(merchantId), customer.id)).not.toBeNull();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    // …and gone with it, the outbox row too.
    expect(await database.dataSource.getRepository(Customer).findOneBy({ id: customer.id })).toBeNull();
    expect(Number((await database.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n)).toBe(outboxBefore);
  });
});
