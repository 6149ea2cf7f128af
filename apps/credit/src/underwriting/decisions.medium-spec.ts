import { totalOf } from '@netline/testing';
import { creditDecisionRequestSchema, Customer as CustomerBody, Principal } from '@netline/contracts';
import { CREDIT_MEDIUM_START, useCreditWorld } from '../credit.medium-fixture';

/**
 * Credit decisions in one process: the real DecisionsService, CustomersService, enrollment and ledger
 * postings against real PostgreSQL (as credit's runtime role), and a clock the test moves. What a
 * decision changes (statuses, line, advance rate, enrollment), the events written for exactly what
 * changed, the ledger's line changes and the decisions refused are checked here; the end-to-end suite
 * keeps the HTTP validation of the sandbox helper across the gateway.
 */
describe('credit decisions (medium)', () => {
  const world = useCreditWorld();
  const { clock } = world;

  const decide = (principal: Principal, customerId: string, body: Record<string, unknown>) =>
    world.decisions.sandboxDecision(principal, customerId, creditDecisionRequestSchema.parse(body)) as Promise<CustomerBody>;

  const types = async (customerId: string) => (await world.events(customerId)).map((event) => event.type);

  it('emits status, decision, line and rate events only for what changed, and posts each line change to the ledger', async () => {
    const { principal } = world.merchant();
    const id = await world.customer(principal);

    // $200,000 is above the instant approval limit: the check waits for a decision.
    clock.advance(60_000);
    const checkedAt = clock.now().toISOString();
    await world.decisions.creditCheck(principal, id, { amount_requested: 200_000, has_purchase_history: false });
    expect(await world.customers.get(principal, id)).toMatchObject({ credit_status: 'pending', net_terms_status: null, credit_check_requested_at: checkedAt });

    clock.advance(60_000);
    const approvedAt = clock.now();
    const approved = await decide(principal, id, { decision: 'approved', amount: 1000, advance_rate: 0.8 });
    expect(approved).toMatchObject({
      credit_status: 'approved',
      net_terms_status: 'pending_enrollment',
      amount_approved: 1000,
      advance_rate: 0.8,
      net_terms_enrollment_expires_at: new Date(approvedAt.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(approved.credit_decisions).toEqual([
      {
        id: expect.stringMatching(/^dec_/),
        created_at: approvedAt.toISOString(),
        decision: 'approved',
        amount: 1000,
        advance_rate: 0.8,
        decline_code: null,
        hold_code: null,
      },
    ]);
    const written = await world.events(id);
    expect(written.map((event) => [event.type, event.occurred_at])).toEqual([
      ['customer.created', CREDIT_MEDIUM_START],
      ['customer.status_updated', checkedAt],
      ['customer.status_updated', approvedAt.toISOString()],
      ['customer.credit_decision_created', approvedAt.toISOString()],
      ['customer.line_amount_updated', approvedAt.toISOString()],
      ['customer.advance_rate_updated', approvedAt.toISOString()],
    ]);
    expect(written[1].data).toEqual({ id, credit_status: 'pending', net_terms_status: null, previous_credit_status: null, previous_net_terms_status: null });
    expect(written[2].data).toEqual({
      id,
      credit_status: 'approved',
      net_terms_status: 'pending_enrollment',
      previous_credit_status: 'pending',
      previous_net_terms_status: null,
    });
    expect(written[3].data).toEqual({ id, credit_decision_id: approved.credit_decisions[0].id, decision: 'approved' });

    // A line adjustment at the same rate moves the line only.
    clock.advance(60_000);
    const adjusted = await decide(principal, id, { decision: 'line_adjustment', amount: 1500, advance_rate: 0.8 });
    expect(adjusted).toMatchObject({ credit_status: 'approved', net_terms_status: 'pending_enrollment', amount_approved: 1500, advance_rate: 0.8 });
    expect(adjusted.credit_decisions.at(-1)).toMatchObject({ decision: 'line_adjustment', amount: 1500, created_at: clock.now().toISOString() });
    expect((await types(id)).slice(6)).toEqual(['customer.credit_decision_created', 'customer.line_amount_updated']);

    // A hold keeps the line and records it on the decision.
    clock.advance(60_000);
    const held = await decide(principal, id, { decision: 'hold', hold_code: 'dispute' });
    expect(held).toMatchObject({ credit_status: 'hold', amount_approved: 1500, advance_rate: 0.8, net_terms_status: 'pending_enrollment' });
    expect(held.credit_decisions.at(-1)).toMatchObject({
      decision: 'hold',
      hold_code: 'dispute',
      amount: 1500,
      decline_code: null,
      created_at: clock.now().toISOString(),
    });
    const afterHold = await world.events(id);
    expect(afterHold.slice(8).map((event) => event.type)).toEqual(['customer.status_updated', 'customer.credit_decision_created']);
    expect(afterHold[8].data).toMatchObject({ credit_status: 'hold', previous_credit_status: 'approved' });

    // Deactivating withdraws the open offer and keeps the line.
    clock.advance(60_000);
    const deactivated = await decide(principal, id, { decision: 'deactivate' });
    expect(deactivated).toMatchObject({
      credit_status: 'deactivated',
      net_terms_status: null,
      net_terms_enrollment_url: null,
      net_terms_enrollment_expires_at: null,
      amount_approved: 1500,
    });
    expect(deactivated.credit_decisions.map((decision) => [decision.decision, decision.amount])).toEqual([
      ['approved', 1000],
      ['line_adjustment', 1500],
      ['hold', 1500],
      ['deactivate', 1500],
    ]);
    const afterDeactivate = await world.events(id);
    expect(afterDeactivate.slice(10).map((event) => event.type)).toEqual(['customer.status_updated', 'customer.credit_decision_created']);
    expect(afterDeactivate[10].data).toEqual({
      id,
      credit_status: 'deactivated',
      net_terms_status: null,
      previous_credit_status: 'hold',
      previous_net_terms_status: 'pending_enrollment',
    });

    // Only the approval and the adjustment moved the line.
    const ledger = await world.ledgerPage(principal, id);
    expect(ledger).toMatchObject({ count: 2, page: 0, limit: 25 });
    expect(ledger.results.map((entry) => [entry.kind, entry.approved_change, entry.created_at])).toEqual([
      ['line_change', 1000, approvedAt.toISOString()],
      ['line_change', 500, new Date(approvedAt.getTime() + 60_000).toISOString()],
    ]);
  });

  it('writes only the decision when an approval changes nothing, and enrolls a customer approved without a credit check at once', async () => {
    const { principal } = world.merchant();
    const id = await world.customer(principal);
    const first = await decide(principal, id, { decision: 'approved', amount: 2000 });
    // No credit check: enrolled at once, at the default advance rate.
    expect(first).toMatchObject({
      credit_status: 'approved',
      net_terms_status: 'enrolled',
      net_terms_enrollment_url: null,
      amount_approved: 2000,
      advance_rate: 0.9,
    });
    expect(await types(id)).toEqual([
      'customer.created',
      'customer.status_updated',
      'customer.credit_decision_created',
      'customer.line_amount_updated',
      'customer.advance_rate_updated',
    ]);

    clock.advance(1_000);
    const again = await decide(principal, id, { decision: 'approved', amount: 2000, advance_rate: 0.9 });
    expect(again).toMatchObject({ credit_status: 'approved', net_terms_status: 'enrolled', amount_approved: 2000, advance_rate: 0.9 });
    expect(again.credit_decisions).toHaveLength(2);
    expect((await types(id)).slice(5)).toEqual(['customer.credit_decision_created']);

    // A new rate alone: the decision and the rate.
    await decide(principal, id, { decision: 'line_adjustment', amount: 2000, advance_rate: 0.75 });
    expect((await types(id)).slice(6)).toEqual(['customer.credit_decision_created', 'customer.advance_rate_updated']);
    expect((await world.ledgerPage(principal, id)).results.map((entry) => [entry.kind, entry.approved_change])).toEqual([['line_change', 2000]]);
  });

  it('refuses invalid decisions and writes nothing for them', async () => {
    const { principal, merchantId } = world.merchant();
    const id = await world.customer(principal);

    // The request itself: an approval names its amount, and a hold code is one of the known codes.
    const noAmount = creditDecisionRequestSchema.safeParse({ decision: 'approved' });
    expect(noAmount.success).toBe(false);
    expect(noAmount.error?.issues.map((issue) => issue.path)).toEqual([['amount']]);
    const wrongCode = creditDecisionRequestSchema.safeParse({ decision: 'hold', hold_code: 'bored' });
    expect(wrongCode.success).toBe(false);
    expect(wrongCode.error?.issues.map((issue) => issue.path)).toEqual([['hold_code']]);

    // The service's own rules, whatever reaches it.
    await expect(world.decisions.decide(merchantId, id, { decision: 'approved' })).rejects.toMatchObject({
      code: 'CREDIT.INVALID_DECISION',
      kind: 'invalid_request',
      message: 'An amount is required for a approved decision',
    });
    await expect(decide(principal, id, { decision: 'line_adjustment', amount: 10 })).rejects.toMatchObject({
      code: 'CREDIT.INVALID_DECISION',
      kind: 'invalid_request',
      message: 'A line adjustment needs an approved or held customer (credit_status is null)',
    });
    await expect(decide(principal, id, { decision: 'hold', hold_code: 'dispute' })).rejects.toMatchObject({
      code: 'CREDIT.INVALID_DECISION',
      message: 'The customer has not been credit checked or approved yet',
    });
    await expect(decide(world.merchant().principal, id, { decision: 'approved', amount: 10 })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'CREDIT.CUSTOMER_NOT_FOUND',
    });

    expect(await world.customers.get(principal, id)).toMatchObject({ credit_status: null, amount_approved: 0, credit_decisions: [] });
    expect(await types(id)).toEqual(['customer.created']);
    expect(totalOf(await world.ledgerPage(principal, id))).toBe(0);
  });
});
