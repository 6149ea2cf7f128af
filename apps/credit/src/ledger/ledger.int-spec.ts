import { DomainEvent, merchantScope } from '@netline/contracts';
import { DomainError, messagingEntities, OutboxRelay, OutboxWriter, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Clock, MerchantClock, newId } from '@netline/persistence';
import { provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import fc from 'fast-check';
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
 * The ledger against real PostgreSQL and Redis: whatever sequence of reservations, releases, payments,
 * credit notes and voids arrives, the ledger re-summed equals the customer's stored figures, they match
 * a simple model, and available credit never goes below zero — sequentially and under concurrency.
 */
const namespace = `t${randomBytes(5).toString('hex')}`;
const config = loadCreditConfig({ ...process.env, NETLINE_NAMESPACE: namespace });
const merchantId = 'mer_ledgerprop';
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
  // Events written here are not under test; the relay is never started.
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
    businessApPhoneExtension: null, businessName: 'Property Co', businessTradeName: null, businessPhone: null, businessType: null,
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

const event = (type: string, data: Record<string, unknown>): DomainEvent => ({
  id: newId('evt'), type, object: type.split('.')[0], merchant_id: merchantId, occurred_at: new Date().toISOString(), data: data as DomainEvent['data'],
});
const applyEvent = (type: string, data: Record<string, unknown>) => dataSource.transaction((manager) => ledger.applyEvent(event(type, data), manager));

/** Stored figures, ledger sums and receivables of one customer. */
async function snapshot(customerId: string) {
  const found = (await customers.findWithDecisions(merchantScope(merchantId), customerId))?.customer as Customer;
  const totals = await repository.totals(merchantId, customerId);
  const receivables: Array<{ invoice_id: string; amount_outstanding: string }> = await dataSource.query(
    'SELECT invoice_id, amount_outstanding FROM credit_receivables WHERE merchant_id = $1 AND customer_id = $2',
    [merchantId, customerId],
  );
  return {
    stored: { approved: found.amountApproved, balance: found.amountBalance, authorized: found.amountAuthorized, unapplied: found.amountUnappliedPayments },
    totals,
    outstanding: Object.fromEntries(receivables.map((row) => [row.invoice_id, Number(row.amount_outstanding)])),
  };
}

type Command =
  | { op: 'reserve'; invoice: number; amount: number }
  | { op: 'release'; invoice: number; amount: number | null }
  | { op: 'payment'; links: Array<{ invoice: number; amount: number }>; unapplied: number }
  | { op: 'creditNote'; invoice: number; amount: number }
  | { op: 'void'; invoice: number };

const invoice = fc.integer({ min: 0, max: 5 });
const cents = fc.integer({ min: 1, max: 60_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('reserve' as const), invoice, amount: cents }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('release' as const), invoice, amount: fc.option(cents, { nil: null }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('payment' as const),
      links: fc.uniqueArray(fc.record({ invoice, amount: cents }), { maxLength: 3, selector: (link) => link.invoice }),
      unapplied: fc.integer({ min: 0, max: 10_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('creditNote' as const), invoice, amount: cents }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const), invoice }) },
);

describe('the credit ledger', () => {
  it('re-sums to the stored figures, matches the model and never lets available go negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 150_000 }), fc.array(command, { minLength: 1, maxLength: 25 }), async (line, commands) => {
        const customerId = await approvedCustomer(line);
        const prefix = newId('inv');
        const invoiceId = (index: number) => `${prefix}_${index}`;
        const model = { approved: line, balance: 0, authorized: 0, unapplied: 0, outstanding: {} as Record<string, number> };

        for (const [step, next] of commands.entries()) {
          const id = next.op === 'payment' ? '' : invoiceId(next.invoice);
          let refused: DomainError | undefined;
          try {
            switch (next.op) {
              case 'reserve':
                await ledger.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: id, amount: next.amount, due_at: DUE, purpose: 'invoice' });
                break;
              case 'release':
                await ledger.release({ merchant_id: merchantId, customer_id: customerId, invoice_id: id, key: `${id}:${step}`, ...(next.amount === null ? {} : { amount: next.amount }) });
                break;
              case 'payment':
                await applyEvent('payment.paid', {
                  id: `${prefix}_pay${step}`,
                  customer_id: customerId,
                  amount: next.links.reduce((sum, link) => sum + link.amount, 0) + next.unapplied,
                  applied: next.links.map((link) => ({ invoice_id: invoiceId(link.invoice), amount: link.amount })),
                  unapplied: next.unapplied,
                });
                break;
              case 'creditNote':
                await applyEvent('credit_note.applied', { id: `${prefix}_cn${step}`, customer_id: customerId, invoice_id: id, amount: next.amount });
                break;
              case 'void':
                await applyEvent('invoice.voided', { id, customer_id: customerId });
                break;
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            refused = error;
          }

          // The model: what the rules say should have happened.
          const owed = model.outstanding[id];
          switch (next.op) {
            case 'reserve': {
              const available = model.approved - model.balance - model.authorized + model.unapplied;
              if (owed !== undefined) expect(refused).toBeUndefined();
              else if (next.amount > available) expect(refused?.code).toBe('CREDIT.INSUFFICIENT_CREDIT');
              else {
                expect(refused).toBeUndefined();
                model.outstanding[id] = next.amount;
                model.balance += next.amount;
              }
              break;
            }
            case 'release': {
              if (owed === undefined) expect(refused?.code).toBe('CREDIT.RESERVATION_NOT_FOUND');
              else if (next.amount !== null && next.amount > owed) expect(refused?.code).toBe('CREDIT.RELEASE_EXCEEDS_RESERVATION');
              else {
                expect(refused).toBeUndefined();
                const amount = next.amount ?? owed;
                model.outstanding[id] -= amount;
                model.balance -= amount;
              }
              break;
            }
            case 'payment': {
              expect(refused).toBeUndefined();
              let remaining = next.links.reduce((sum, link) => sum + link.amount, 0) + next.unapplied;
              for (const link of next.links) {
                const target = invoiceId(link.invoice);
                if (model.outstanding[target] === undefined) continue;
                const applied = Math.min(link.amount, model.outstanding[target], remaining);
                model.outstanding[target] -= applied;
                model.balance -= applied;
                remaining -= applied;
              }
              model.unapplied += remaining;
              break;
            }
            case 'creditNote':
            case 'void': {
              expect(refused).toBeUndefined();
              if (owed === undefined) break;
              const applied = next.op === 'void' ? owed : Math.min(next.amount, owed);
              model.outstanding[id] -= applied;
              model.balance -= applied;
              break;
            }
          }

          const state = await snapshot(customerId);
          expect(state.totals).toEqual(state.stored);
          expect(state.stored).toEqual({ approved: model.approved, balance: model.balance, authorized: model.authorized, unapplied: model.unapplied });
          expect(state.outstanding).toEqual(model.outstanding);
          expect(state.stored.approved - state.stored.balance - state.stored.authorized + state.stored.unapplied).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('keeps the same guarantees when reservations, payments and credit notes race', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10_000, max: 200_000 }),
        fc.array(fc.integer({ min: 1_000, max: 40_000 }), { minLength: 5, maxLength: 30 }),
        fc.array(fc.integer({ min: 100, max: 20_000 }), { maxLength: 6 }),
        async (line, reservations, payments) => {
          const customerId = await approvedCustomer(line);
          const prefix = newId('inv');
          await Promise.all([
            ...reservations.map((amount, index) =>
              ledger
                .reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: `${prefix}_${index}`, amount, due_at: DUE, purpose: 'invoice' })
                .catch((error: unknown) => {
                  if (!(error instanceof DomainError) || error.code !== 'CREDIT.INSUFFICIENT_CREDIT') throw error;
                }),
            ),
            ...payments.map((amount, index) =>
              applyEvent('payment.paid', { id: `${prefix}_pay${index}`, customer_id: customerId, amount, applied: [{ invoice_id: `${prefix}_${index}`, amount }], unapplied: 0 }),
            ),
            ...payments.map((amount, index) =>
              applyEvent('credit_note.applied', { id: `${prefix}_cn${index}`, customer_id: customerId, invoice_id: `${prefix}_${index + 1}`, amount }),
            ),
          ]);
          const state = await snapshot(customerId);
          expect(state.totals).toEqual(state.stored);
          expect(state.stored.balance).toBe(Object.values(state.outstanding).reduce((sum, value) => sum + value, 0));
          // Each payment raised available credit by exactly its amount (paid off a balance, or held unapplied).
          const [paid] = await dataSource.query(
            "SELECT COALESCE(SUM(unapplied_change - balance_change), 0) AS raised FROM credit_ledger WHERE merchant_id = $1 AND customer_id = $2 AND kind = 'payment_received'",
            [merchantId, customerId],
          );
          expect(Number(paid.raised)).toBe(payments.reduce((sum, amount) => sum + amount, 0));
          expect(state.stored.approved - state.stored.balance - state.stored.authorized + state.stored.unapplied).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses malformed events whole, so the consumer dead-letters them instead of half-applying', async () => {
    const customerId = await approvedCustomer(100_000);
    await ledger.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: `${customerId}_i`, amount: 50_000, due_at: DUE, purpose: 'invoice' });
    const before = await snapshot(customerId);
    await expect(
      applyEvent('payment.paid', { id: 'pay_bad', customer_id: customerId, amount: 12.5, applied: [{ invoice_id: `${customerId}_i`, amount: 10 }] }),
    ).rejects.toThrow(/malformed payment.paid event .*amount/);
    await expect(applyEvent('credit_note.applied', { id: 'cn_bad', customer_id: customerId, amount: 100 })).rejects.toThrow(/invoice_id/);
    expect(await snapshot(customerId)).toEqual(before);
    // Types credit does not consume are ignored.
    await applyEvent('invoice.created', { id: 'inv_new', customer_id: customerId });
    expect(await snapshot(customerId)).toEqual(before);
  });

  it('puts a voided credit note back on the invoice and the balance, once', async () => {
    const customerId = await approvedCustomer(100_000);
    const invoiceId = `${customerId}_cn_void`;
    await ledger.reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: invoiceId, amount: 40_000, due_at: DUE, purpose: 'invoice' });
    const reserved = await snapshot(customerId);
    await applyEvent('credit_note.applied', { id: `${customerId}_cn`, customer_id: customerId, invoice_id: invoiceId, amount: 15_000 });
    const credited = await snapshot(customerId);
    expect(credited.stored.balance).toBe(reserved.stored.balance - 15_000);
    expect(credited.outstanding[invoiceId]).toBe(25_000);

    await applyEvent('credit_note.voided', { id: `${customerId}_cn`, customer_id: customerId, invoice_id: invoiceId, amount: 15_000 });
    await applyEvent('credit_note.voided', { id: `${customerId}_cn`, customer_id: customerId, invoice_id: invoiceId, amount: 15_000 });
    const voided = await snapshot(customerId);
    expect(voided.stored).toEqual(reserved.stored);
    expect(voided.outstanding[invoiceId]).toBe(40_000);
    expect(voided.totals).toEqual(reserved.totals);
  });

  it('releases an orphaned charge authorization once, never a captured one, and refuses its capture afterwards', async () => {
    const customerId = await approvedCustomer(100_000);
    const orphan = `${customerId}_chg_orphan`;
    const captured = `${customerId}_chg_captured`;
    await ledger.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan, amount: 30_000 });
    await ledger.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: captured, amount: 20_000 });
    await ledger.captureCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: captured, invoice_id: `${captured}_inv`, due_at: DUE, amount: 20_000 });
    // The sweep's candidates: the open authorization only (the window starts at age 0 here).
    const candidates = (await repository.openAuthorizations(0)).filter((candidate) => candidate.customerId === customerId);
    expect(candidates.map((candidate) => candidate.chargeId)).toEqual([orphan]);

    expect(await ledger.releaseOrphanAuthorization(merchantId, customerId, captured)).toBe(false);
    expect(await ledger.releaseOrphanAuthorization(merchantId, customerId, orphan)).toBe(true);
    expect(await ledger.releaseOrphanAuthorization(merchantId, customerId, orphan)).toBe(false);
    const released = await snapshot(customerId);
    expect(released.stored).toMatchObject({ authorized: 0, balance: 20_000 });
    expect(released.totals).toEqual(released.stored);
    expect((await repository.openAuthorizations(0)).filter((candidate) => candidate.customerId === customerId)).toEqual([]);
    // Released as the charge's cancel: a later cancel applies nothing, a capture is refused.
    await ledger.cancelCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan });
    await expect(
      ledger.captureCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan, invoice_id: `${orphan}_inv`, due_at: DUE, amount: 30_000 }),
    ).rejects.toThrow(DomainError);
    expect((await snapshot(customerId)).stored).toEqual(released.stored);
  });

  it('refuses to change or delete a ledger row', async () => {
    const customerId = await approvedCustomer(1000);
    await expect(dataSource.query('UPDATE credit_ledger SET amount = 1 WHERE customer_id = $1', [customerId])).rejects.toThrow(/immutable/);
    await expect(dataSource.query('DELETE FROM credit_ledger WHERE customer_id = $1', [customerId])).rejects.toThrow(/immutable/);
  });
});
