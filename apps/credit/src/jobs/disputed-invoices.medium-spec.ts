import { creditDecisionRequestSchema, EventData, Principal } from '@netline/contracts';
import { TypedEvent } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { randomBytes } from 'node:crypto';
import { CREDIT_MEDIUM_START, DAY_MS, useCreditWorld } from '../credit.medium-fixture';
import { LedgerEventsService } from '../ledger/ledger-events.service';
import { LedgerPostings } from '../ledger/ledger-postings';
import { LedgerRepository } from '../ledger/ledger.repository';
import { HOLD_AFTER_DAYS_PAST_DUE } from './credit-jobs.service';

const START_MS = Date.parse(CREDIT_MEDIUM_START);
const at = (ms: number) => new Date(ms).toISOString();

/**
 * Billing's disputes as credit's consumer applies them (the real LedgerEventsService in the inbox
 * transaction's place, against real PostgreSQL): an invoice with an open dispute does not put its customer
 * on the past-due hold; once billing closes the dispute it counts again. A close handled before its open
 * (a redelivery out of order) stays closed.
 */
describe('disputed invoices and the past-due hold (medium)', () => {
  const world = useCreditWorld();
  const { clock } = world;
  let events: LedgerEventsService;

  beforeAll(() => {
    const ledger = new LedgerRepository(world.database.dataSource);
    events = new LedgerEventsService(
      ledger,
      world.customersRepository,
      new LedgerPostings(ledger, world.customersRepository),
      world.merchantClock,
      createLogger('credit', 'silent'),
    );
  });

  const approve = (principal: Principal, id: string) =>
    world.decisions.sandboxDecision(principal, id, creditDecisionRequestSchema.parse({ decision: 'approved', amount: 2000 }));
  const reserve = (merchantId: string, customerId: string, invoiceId: string, dueAt: number) =>
    world.reservations.reserve({
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: invoiceId,
      amount: 50_000,
      due_at: at(dueAt),
      purpose: 'invoice',
    });
  const deliver = <T extends 'invoice.dispute_opened' | 'invoice.dispute_resolved'>(merchantId: string, type: T, data: EventData<T>) =>
    world.unitOfWork.run(({ manager }) =>
      events.applyEvent(
        {
          id: `evt_${randomBytes(6).toString('hex')}`,
          type,
          object: 'dispute',
          version: 1,
          merchant_id: merchantId,
          occurred_at: clock.now().toISOString(),
          data,
        } as TypedEvent<'invoice.dispute_opened' | 'invoice.dispute_resolved'>,
        manager,
      ),
    );
  const holdsOf = async (merchantId: string) => (await world.jobs.runAll()).find((run) => run.merchant_id === merchantId)?.holds;
  const status = async (principal: Principal, id: string) => (await world.customers.get(principal, id)).credit_status;

  it('keeps a customer whose only late invoice is disputed off the hold, and holds it once the dispute is rejected', async () => {
    const { principal, merchantId } = world.merchant();
    const customerId = await world.customer(principal);
    await approve(principal, customerId);
    const due = START_MS + DAY_MS;
    await reserve(merchantId, customerId, 'inv_disputed', due);
    const dispute = { id: 'dsp_1', invoice_id: 'inv_disputed', customer_id: customerId };
    await deliver(merchantId, 'invoice.dispute_opened', { ...dispute, reason: 'goods_damaged', amount: 50_000 });

    clock.set(at(due + HOLD_AFTER_DAYS_PAST_DUE * DAY_MS + 1));
    expect(await holdsOf(merchantId)).toBe(0);
    expect(await status(principal, customerId)).toBe('approved');

    await deliver(merchantId, 'invoice.dispute_resolved', { ...dispute, resolution: 'rejected', credit_note_id: null, amount_credited: 0 });
    expect(await holdsOf(merchantId)).toBe(1);
    expect(await status(principal, customerId)).toBe('hold');
  });

  it('counts an invoice whose dispute was closed before its opening was handled', async () => {
    const { principal, merchantId } = world.merchant();
    const customerId = await world.customer(principal);
    await approve(principal, customerId);
    const due = START_MS + DAY_MS;
    await reserve(merchantId, customerId, 'inv_late', due);
    const dispute = { id: 'dsp_2', invoice_id: 'inv_late', customer_id: customerId };
    await deliver(merchantId, 'invoice.dispute_resolved', { ...dispute, resolution: 'credited', credit_note_id: 'cn_1', amount_credited: 100 });
    await deliver(merchantId, 'invoice.dispute_opened', { ...dispute, reason: 'other', amount: 100 });

    clock.set(at(due + HOLD_AFTER_DAYS_PAST_DUE * DAY_MS + 1));
    expect(await holdsOf(merchantId)).toBe(1);
  });
});
