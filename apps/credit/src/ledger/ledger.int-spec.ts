import { describeInvalidEvent, DomainError, merchantScope, parseEvent } from '@netline/contracts';
import { TypedEvent } from '@netline/messaging';
import { newId } from '@netline/persistence';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { CustomersRepository } from '../customers/customers.repository';
import { CREDIT_CONSUMED_EVENT_TYPES, CreditConsumedEventType, LedgerEventsService } from './ledger-events.service';
import { DUE, useLedgerBed } from './ledger.int-fixture';
import { LedgerRepository } from './ledger.repository';
import { ReservationsService } from './reservations.service';

/**
 * The ledger against real PostgreSQL and Redis: whatever sequence of reservations, releases, payments,
 * credit notes and voids arrives, the ledger re-summed equals the customer's stored figures, they match
 * a simple model, and available credit never goes below zero — sequentially and under concurrency.
 */
const merchantId = 'mer_ledgerprop';
const bed = useLedgerBed(merchantId);
const approvedCustomer = (line: number) => bed.approvedCustomer(line, 'Property Co');

let dataSource: DataSource;
let customers: CustomersRepository;
let repository: LedgerRepository;
let reservationsService: ReservationsService;
let events: LedgerEventsService;
beforeAll(() => ({ dataSource, customers, repository, reservations: reservationsService, events } = bed));

/** The fields of each catalogue payload these tests do not vary (the ledger does not read them). */
const UNVARIED: Record<string, Record<string, unknown>> = {
  'credit_note.applied': { invoice_number: 'NL-000001', invoice_advanced: false },
  'credit_note.voided': { invoice_number: 'NL-000001', invoice_advanced: false },
  'payment.paid': { applied: [], unapplied: 0 },
  'payment.reversed': { amount: 0, applied: [], unapplied: 0 },
  'invoice.created': { amount: 0 },
};
const consumed = (event: TypedEvent): event is TypedEvent<CreditConsumedEventType> => CREDIT_CONSUMED_EVENT_TYPES.some((type) => type === event.type);
/** Reads the event as credit's consumer does (validated against the catalogue) and applies it if credit consumes its type. */
async function applyEvent(type: string, data: Record<string, unknown>): Promise<void> {
  const parsed = parseEvent({
    id: newId('evt'),
    type,
    object: type.split('.')[0],
    merchant_id: merchantId,
    occurred_at: new Date().toISOString(),
    data: { ...UNVARIED[type], ...data },
  });
  if (!parsed.ok) throw new Error(describeInvalidEvent(parsed.error));
  const event = parsed.event;
  if (!consumed(event)) return;
  await dataSource.transaction((manager) => events.applyEvent(event, manager));
}

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
                await reservationsService.reserve({
                  merchant_id: merchantId,
                  customer_id: customerId,
                  invoice_id: id,
                  amount: next.amount,
                  due_at: DUE,
                  purpose: 'invoice',
                });
                break;
              case 'release':
                await reservationsService.release({
                  merchant_id: merchantId,
                  customer_id: customerId,
                  invoice_id: id,
                  key: `${id}:${step}`,
                  ...(next.amount === null ? {} : { amount: next.amount }),
                });
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
          const admitted: number[] = [];
          const refused: number[] = [];
          await Promise.all([
            ...reservations.map((amount, index) =>
              reservationsService
                .reserve({ merchant_id: merchantId, customer_id: customerId, invoice_id: `${prefix}_${index}`, amount, due_at: DUE, purpose: 'invoice' })
                .then(
                  () => admitted.push(amount),
                  (error: unknown) => {
                    if (!(error instanceof DomainError) || error.code !== 'CREDIT.INSUFFICIENT_CREDIT') throw error;
                    refused.push(amount);
                  },
                ),
            ),
            ...payments.map((amount, index) =>
              applyEvent('payment.paid', {
                id: `${prefix}_pay${index}`,
                customer_id: customerId,
                amount,
                applied: [{ invoice_id: `${prefix}_${index}`, amount }],
                unapplied: 0,
              }),
            ),
            ...payments.map((amount, index) =>
              applyEvent('credit_note.applied', { id: `${prefix}_cn${index}`, customer_id: customerId, invoice_id: `${prefix}_${index + 1}`, amount }),
            ),
          ]);
          expect(admitted.length + refused.length).toBe(reservations.length);
          // Only reservations take available credit (payments and credit notes give it back), so when one
          // was refused at most the line less what the admitted ones took was available: a refusal of
          // anything smaller is a refusal without cause (and an API refusing every reservation fails here).
          const taken = admitted.reduce((sum, amount) => sum + amount, 0);
          expect(refused.filter((amount) => amount <= line - taken)).toEqual([]);
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

  it('refuses malformed events whole at parsing, so the consumer dead-letters them instead of half-applying', async () => {
    const customerId = await approvedCustomer(100_000);
    await reservationsService.reserve({
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: `${customerId}_i`,
      amount: 50_000,
      due_at: DUE,
      purpose: 'invoice',
    });
    const before = await snapshot(customerId);
    await expect(
      applyEvent('payment.paid', { id: 'pay_bad', customer_id: customerId, amount: 12.5, applied: [{ invoice_id: `${customerId}_i`, amount: 10 }] }),
    ).rejects.toThrow(/invalid_data: .*data\.amount/);
    await expect(applyEvent('credit_note.applied', { id: 'cn_bad', customer_id: customerId, amount: 100 })).rejects.toThrow(/invoice_id/);
    expect(await snapshot(customerId)).toEqual(before);
    // Types credit does not consume are ignored.
    await applyEvent('invoice.created', { id: 'inv_new', customer_id: customerId });
    expect(await snapshot(customerId)).toEqual(before);
  });

  it('puts a voided credit note back on the invoice and the balance, once', async () => {
    const customerId = await approvedCustomer(100_000);
    const invoiceId = `${customerId}_cn_void`;
    await reservationsService.reserve({
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: invoiceId,
      amount: 40_000,
      due_at: DUE,
      purpose: 'invoice',
    });
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
    await reservationsService.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan, amount: 30_000 });
    await reservationsService.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: captured, amount: 20_000 });
    await reservationsService.captureCharge({
      merchant_id: merchantId,
      customer_id: customerId,
      charge_id: captured,
      invoice_id: `${captured}_inv`,
      due_at: DUE,
      amount: 20_000,
    });
    // The sweep's candidates: the open authorization only (the window starts at age 0 here).
    const candidates = (await repository.openAuthorizations(0)).filter((candidate) => candidate.customerId === customerId);
    expect(candidates.map((candidate) => candidate.chargeId)).toEqual([orphan]);

    expect(await reservationsService.releaseOrphanAuthorization(merchantId, customerId, captured)).toBe(false);
    expect(await reservationsService.releaseOrphanAuthorization(merchantId, customerId, orphan)).toBe(true);
    expect(await reservationsService.releaseOrphanAuthorization(merchantId, customerId, orphan)).toBe(false);
    const released = await snapshot(customerId);
    expect(released.stored).toMatchObject({ authorized: 0, balance: 20_000 });
    expect(released.totals).toEqual(released.stored);
    expect((await repository.openAuthorizations(0)).filter((candidate) => candidate.customerId === customerId)).toEqual([]);
    // Released as the charge's cancel: a later cancel applies nothing, a capture is refused.
    await reservationsService.cancelCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan });
    await expect(
      reservationsService.captureCharge({
        merchant_id: merchantId,
        customer_id: customerId,
        charge_id: orphan,
        invoice_id: `${orphan}_inv`,
        due_at: DUE,
        amount: 30_000,
      }),
    ).rejects.toThrow(DomainError);
    expect((await snapshot(customerId)).stored).toEqual(released.stored);
  });

  it('undoes an orphaned capture once, back to an authorized charge that captures or cancels afresh', async () => {
    const customerId = await approvedCustomer(100_000);
    const orphan = `${customerId}_chg_capture_orphan`;
    await reservationsService.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan, amount: 30_000 });
    const authorized = await snapshot(customerId);
    // Billing's capture: credit commits it, billing's own transaction (the invoice) never does.
    const capture = { merchant_id: merchantId, customer_id: customerId, charge_id: orphan, invoice_id: `${orphan}_inv`, due_at: DUE, amount: 25_000 };
    await reservationsService.captureCharge(capture);
    expect((await snapshot(customerId)).stored).toMatchObject({ authorized: 0, balance: 25_000 });
    expect((await repository.recentCaptures(0)).filter((candidate) => candidate.customerId === customerId).map((candidate) => candidate.chargeId)).toEqual([
      orphan,
    ]);

    expect(await reservationsService.releaseOrphanCapture(merchantId, customerId, orphan)).toBe(true);
    expect(await reservationsService.releaseOrphanCapture(merchantId, customerId, orphan)).toBe(false);
    const undone = await snapshot(customerId);
    expect(undone.stored).toEqual(authorized.stored);
    expect(undone.totals).toEqual(undone.stored);
    expect(undone.outstanding).toEqual({});
    // No longer a candidate once undone.
    expect((await repository.recentCaptures(0)).filter((candidate) => candidate.customerId === customerId)).toEqual([]);

    // The retried capture (billing's charge is still authorized) captures afresh, and only once.
    await reservationsService.captureCharge(capture);
    await reservationsService.captureCharge(capture);
    const recaptured = await snapshot(customerId);
    expect(recaptured.stored).toMatchObject({ authorized: 0, balance: 25_000 });
    expect(recaptured.outstanding).toEqual({ [`${orphan}_inv`]: 25_000 });
    expect(recaptured.totals).toEqual(recaptured.stored);
    await expect(reservationsService.cancelCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan })).rejects.toThrow(DomainError);

    // Undone a second time, the charge can be canceled, and the undo then finds nothing more to do.
    expect(await reservationsService.releaseOrphanCapture(merchantId, customerId, orphan)).toBe(true);
    await reservationsService.cancelCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: orphan });
    expect(await reservationsService.releaseOrphanCapture(merchantId, customerId, orphan)).toBe(false);
    const canceled = await snapshot(customerId);
    expect(canceled.stored).toMatchObject({ authorized: 0, balance: 0 });
    expect(canceled.totals).toEqual(canceled.stored);
  });

  it('never undoes a capture whose receivable was paid meanwhile', async () => {
    const customerId = await approvedCustomer(100_000);
    const charge = `${customerId}_chg_paid`;
    await reservationsService.authorizeCharge({ merchant_id: merchantId, customer_id: customerId, charge_id: charge, amount: 10_000 });
    await reservationsService.captureCharge({
      merchant_id: merchantId,
      customer_id: customerId,
      charge_id: charge,
      invoice_id: `${charge}_inv`,
      due_at: DUE,
      amount: 10_000,
    });
    await applyEvent('payment.paid', {
      id: `${customerId}_pay`,
      customer_id: customerId,
      amount: 4_000,
      applied: [{ invoice_id: `${charge}_inv`, amount: 4_000 }],
    });
    const paid = await snapshot(customerId);
    expect(await reservationsService.releaseOrphanCapture(merchantId, customerId, charge)).toBe(false);
    expect((await snapshot(customerId)).stored).toEqual(paid.stored);
  });

  it('refuses to change or delete a ledger row', async () => {
    const customerId = await approvedCustomer(1000);
    await expect(dataSource.query('UPDATE credit_ledger SET amount = 1 WHERE customer_id = $1', [customerId])).rejects.toThrow(/immutable/);
    await expect(dataSource.query('DELETE FROM credit_ledger WHERE customer_id = $1', [customerId])).rejects.toThrow(/immutable/);
  });
});
