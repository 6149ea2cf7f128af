import { creditDecisionRequestSchema, Customer as CustomerBody, Principal } from '@netline/contracts';
import { CREDIT_MEDIUM_START, DAY_MS, useCreditWorld } from '../credit.medium-fixture';
import { HOLD_AFTER_DAYS_PAST_DUE } from './credit-jobs.service';

const START_MS = Date.parse(CREDIT_MEDIUM_START);
const at = (ms: number) => new Date(ms).toISOString();

/**
 * Credit's due jobs in one process: the real CreditJobs, DecisionsService, EnrollmentService and
 * reservations against real PostgreSQL (as credit's runtime role), each merchant's sandbox clock in
 * Redis over a clock the test moves. A customer goes on hold once an unpaid invoice is more than
 * 15 days past due, and an offer lapses when its expiry is reached, each checked one instant before
 * and at its boundary, through the scheduled pass and through the sandbox clock helper.
 */
describe('holds and the sandbox clock (medium)', () => {
  const world = useCreditWorld();
  const { clock } = world;

  const get = (principal: Principal, id: string) => world.customers.get(principal, id) as Promise<CustomerBody>;
  const approve = (principal: Principal, id: string, amount: number) =>
    world.decisions.sandboxDecision(principal, id, creditDecisionRequestSchema.parse({ decision: 'approved', amount }));
  const reserve = (merchantId: string, customerId: string, invoiceId: string, cents: number, dueAt: number) =>
    world.reservations.reserve({
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: invoiceId,
      amount: cents,
      due_at: at(dueAt),
      purpose: 'invoice',
    });
  /** The scheduled pass over every merchant, at the clock's time; this merchant's run. */
  const scheduledRun = async (merchantId: string) => (await world.jobs.runAll()).find((run) => run.merchant_id === merchantId);

  it('puts a customer on hold one instant after 15 days past an unpaid due date, not at 15 days, once', async () => {
    expect(HOLD_AFTER_DAYS_PAST_DUE).toBe(15);
    const { principal, merchantId } = world.merchant();
    const id = await world.customer(principal);
    await approve(principal, id, 2000);
    const due = START_MS + DAY_MS;
    await reserve(merchantId, id, 'inv_due', 50_000, due);
    // Another customer's invoice is not yet due: it never holds anyone here.
    const current = await world.customer(principal);
    await approve(principal, current, 2000);
    await reserve(merchantId, current, 'inv_current', 50_000, START_MS + 40 * DAY_MS);

    clock.set(at(due + 15 * DAY_MS));
    expect(await scheduledRun(merchantId)).toEqual({ merchant_id: merchantId, now: at(due + 15 * DAY_MS), holds: 0, enrollments_expired: 0 });
    expect(await get(principal, id)).toMatchObject({ credit_status: 'approved' });

    clock.advance(1);
    const heldAt = clock.now().toISOString();
    expect(await scheduledRun(merchantId)).toEqual({ merchant_id: merchantId, now: heldAt, holds: 1, enrollments_expired: 0 });
    const held = await get(principal, id);
    expect(held).toMatchObject({ credit_status: 'hold', net_terms_status: 'enrolled', amount_approved: 2000 });
    expect(held.credit_decisions.at(-1)).toEqual({
      id: expect.stringMatching(/^dec_/),
      created_at: heldAt,
      decision: 'hold',
      amount: 2000,
      advance_rate: 0.9,
      decline_code: null,
      hold_code: 'past_due',
    });
    const written = await world.events(id);
    expect(written.slice(-2).map((event) => [event.type, event.occurred_at])).toEqual([
      ['customer.status_updated', heldAt],
      ['customer.credit_decision_created', heldAt],
    ]);
    expect(written.at(-2)?.data).toEqual({
      id,
      credit_status: 'hold',
      net_terms_status: 'enrolled',
      previous_credit_status: 'approved',
      previous_net_terms_status: 'enrolled',
    });

    // A held customer is not held again, and the other customer stays approved.
    clock.advance(DAY_MS);
    expect(await scheduledRun(merchantId)).toMatchObject({ holds: 0 });
    expect((await get(principal, id)).credit_decisions).toHaveLength(2);
    expect(await get(principal, current)).toMatchObject({ credit_status: 'approved' });
  });

  it('expires an unaccepted offer at its expiry, not one instant before', async () => {
    const { principal, merchantId } = world.merchant();
    const id = await world.customer(principal);
    // Up to $100,000 is approved at once; a credit-checked customer is offered enrollment for 30 days.
    await world.decisions.creditCheck(principal, id, { amount_requested: 5000, has_purchase_history: false });
    const expiresAt = START_MS + 30 * DAY_MS;
    expect(await get(principal, id)).toMatchObject({
      credit_status: 'approved',
      net_terms_status: 'pending_enrollment',
      net_terms_enrollment_expires_at: at(expiresAt),
    });
    // A reading lapses every due offer of its merchant: another merchant's customer, read before the pass, shows the same boundary.
    const reader = world.merchant();
    const readOnly = await world.customer(reader.principal);
    await world.decisions.creditCheck(reader.principal, readOnly, { amount_requested: 5000, has_purchase_history: false });

    clock.set(at(expiresAt - 1));
    expect(await scheduledRun(merchantId)).toEqual({ merchant_id: merchantId, now: at(expiresAt - 1), holds: 0, enrollments_expired: 0 });
    expect(await get(principal, id)).toMatchObject({ net_terms_status: 'pending_enrollment' });
    expect(await get(reader.principal, readOnly)).toMatchObject({ net_terms_status: 'pending_enrollment' });

    clock.set(at(expiresAt));
    expect(await get(reader.principal, readOnly)).toMatchObject({
      net_terms_status: 'enrollment_expired',
      net_terms_enrollment_url: null,
      credit_status: 'approved',
    });
    expect(await scheduledRun(merchantId)).toEqual({ merchant_id: merchantId, now: at(expiresAt), holds: 0, enrollments_expired: 1 });
    expect(await get(principal, id)).toMatchObject({
      credit_status: 'approved',
      net_terms_status: 'enrollment_expired',
      net_terms_enrollment_url: null,
      net_terms_enrollment_expires_at: null,
    });
    const lapsed = (await world.events(id)).at(-1);
    expect(lapsed).toEqual({
      type: 'customer.status_updated',
      occurred_at: at(expiresAt),
      data: {
        id,
        credit_status: 'approved',
        net_terms_status: 'enrollment_expired',
        previous_credit_status: 'approved',
        previous_net_terms_status: 'pending_enrollment',
      },
    });
    // Nothing is left for the next pass.
    expect(await scheduledRun(merchantId)).toBeUndefined();
  });

  it("moves one merchant's sandbox clock and runs its jobs: a hold 16 days past due, the offer lapsing at 30 days", async () => {
    const { principal, merchantId } = world.merchant();
    const other = world.merchant();
    const customerId = await world.customer(principal);
    await approve(principal, customerId, 2000);
    const offered = await world.customer(principal);
    await world.decisions.creditCheck(principal, offered, { amount_requested: 5000, has_purchase_history: false });
    const due = START_MS + DAY_MS;
    await reserve(merchantId, customerId, 'inv_due', 50_000, due);

    expect(await world.jobs.advanceClock(principal, 10)).toEqual({ merchant_id: merchantId, days: 10, now: at(START_MS + 10 * DAY_MS) });
    expect(await get(principal, customerId)).toMatchObject({ credit_status: 'approved' });
    // Another merchant's clock did not move.
    expect(await world.merchantClock.now(other.merchantId)).toEqual(new Date(START_MS));

    // 17 days on the clock: 16 days past the due date.
    expect(await world.jobs.advanceClock(principal, 7)).toEqual({ merchant_id: merchantId, days: 7, now: at(START_MS + 17 * DAY_MS) });
    const held = await get(principal, customerId);
    expect(held.credit_status).toBe('hold');
    expect(held.credit_decisions.at(-1)).toMatchObject({ decision: 'hold', hold_code: 'past_due', amount: 2000, created_at: at(START_MS + 17 * DAY_MS) });
    expect((await world.events(customerId)).slice(-2).map((event) => event.type)).toEqual(['customer.status_updated', 'customer.credit_decision_created']);

    // Holding again is a no-op; the held customer can take no new reservation.
    await world.jobs.advanceClock(principal, 1);
    expect((await get(principal, customerId)).credit_decisions).toHaveLength(2);
    await expect(reserve(merchantId, customerId, 'inv_more', 100, due)).rejects.toMatchObject({
      code: 'CREDIT.CUSTOMER_NOT_APPROVED',
      kind: 'invalid_request',
    });

    const offer = await get(principal, offered);
    expect(offer.net_terms_status).toBe('pending_enrollment');
    const token = (offer.net_terms_enrollment_url as string).split('/enrollment/')[1];
    expect(offer.net_terms_enrollment_url).toBe(`${world.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/enrollment/${token}`);
    expect((await world.enrollment.page(token)).status).toBe(200);

    await world.jobs.advanceClock(principal, 12);
    expect(await get(principal, offered)).toMatchObject({ net_terms_status: 'enrollment_expired', net_terms_enrollment_url: null, credit_status: 'approved' });
    const expiredPage = await world.enrollment.page(token);
    expect(expiredPage.status).toBe(410);
    expect(expiredPage.body).toContain('data-state="enrollment_expired"');
    const lateAccept = await world.enrollment.accept(token);
    expect(lateAccept.status).toBe(410);
    expect(lateAccept.body).toContain('data-state="enrollment_expired"');
    expect((await get(principal, offered)).net_terms_status).toBe('enrollment_expired');

    // Each move is told to the other services, with the merchant's new time.
    const advanced = (await world.events(merchantId)).filter((event) => event.type === 'clock.advanced');
    expect(advanced.map((event) => [event.data.days, event.data.now, event.occurred_at])).toEqual(
      [10, 17, 18, 30].map((total, index) => [[10, 7, 1, 12][index], at(START_MS + total * DAY_MS), at(START_MS + total * DAY_MS)]),
    );
    expect(await world.events(other.merchantId)).toEqual([]);
  });
});
