import { totalOf } from '@netline/testing';
import {
  actorOfPrincipal,
  creditDecisionRequestSchema,
  creditLineRequestListSpec,
  Customer as CustomerBody,
  parseListQuery,
  Principal,
  RawQuery,
} from '@netline/contracts';
import { runWithRequestId } from '@netline/observability';
import { IdGenerator } from '@netline/persistence';
import { CREDIT_MEDIUM_START, useCreditWorld } from '../credit.medium-fixture';
import { CreditLineRequestsRepository } from './credit-line-requests.repository';
import { CreditLineRequestsService } from './credit-line-requests.service';

/**
 * Credit-line requests in one process: the real service, its repository and the decisions service
 * against real PostgreSQL (as credit's runtime role), with a clock the test moves. Filing a request, the
 * one-pending rule, the event written with its author, and the settlement of a request by every credit
 * decision (the general decision helper, the request's own decide, the operator's) are checked here.
 */
describe('credit-line requests (medium)', () => {
  const world = useCreditWorld();
  const { clock } = world;
  let requests: CreditLineRequestsService;

  beforeAll(() => {
    requests = new CreditLineRequestsService(
      new CreditLineRequestsRepository(world.database.dataSource),
      world.customersRepository,
      world.decisions,
      world.unitOfWork,
      world.merchantClock,
      new IdGenerator(),
    );
  });

  const decide = (principal: Principal, customerId: string, body: Record<string, unknown>) =>
    world.decisions.sandboxDecision(principal, customerId, creditDecisionRequestSchema.parse(body)) as Promise<CustomerBody>;

  /** A customer approved for `line` dollars (a direct approval: enrolled at once). */
  const approvedCustomer = async (principal: Principal, line = 5000) => {
    const id = await world.customer(principal);
    await decide(principal, id, { decision: 'approved', amount: line });
    return id;
  };

  const list = (principal: Principal, raw: RawQuery = {}) => {
    const parsed = parseListQuery(raw, creditLineRequestListSpec);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.details));
    return requests.list(principal, parsed.query);
  };

  const lineRequestEvents = async (customerId: string) => (await world.events(customerId)).filter((event) => event.type === 'customer.credit_line_requested');

  it('files a request for an approved customer, with its author on the request and as the actor of its event', async () => {
    const { principal, merchantId } = world.merchant();
    const id = await approvedCustomer(principal);
    clock.advance(60_000);
    const actor = { ...actorOfPrincipal(principal), channel: 'dashboard' as const };

    const created = await runWithRequestId(
      'req_line_1',
      () => requests.create({ ...principal, via: { channel: 'dashboard' } }, id, { amount: 7500, reason: 'Seasonal stock' }),
      actor,
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^clr_/),
      customer_id: id,
      amount: 7500,
      amount_approved_at_request: 5000,
      reason: 'Seasonal stock',
      status: 'pending',
      credit_decision_id: null,
      decided_at: null,
      requested_by: { type: 'secret_key', id: 'sk_medium', channel: 'dashboard' },
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
    expect(await requests.get(principal, created.id)).toEqual(created);

    const [event] = await lineRequestEvents(id);
    expect(event).toEqual({
      type: 'customer.credit_line_requested',
      occurred_at: clock.now().toISOString(),
      data: { id, credit_line_request_id: created.id, amount: 750_000, amount_approved: 500_000 },
    });
    const [stored]: Array<{ payload: { actor: unknown; merchant_id: string; request_id: string } }> = await world.database.dataSource.query(
      "SELECT payload FROM outbox WHERE type = 'customer.credit_line_requested' AND payload->'data'->>'id' = $1",
      [id],
    );
    expect(stored.payload).toMatchObject({ merchant_id: merchantId, request_id: 'req_line_1', actor });

    // Listed for its merchant, by status and by customer; another merchant sees nothing of it.
    expect(await list(principal)).toEqual({ count: 1, page: 0, limit: 25, results: [created] });
    expect((await list(principal, { 'filter[status]': 'pending', 'filter[customer_id]': id })).results).toEqual([created]);
    expect(totalOf(await list(principal, { 'filter[status]': 'approved' }))).toBe(0);
    const other = world.merchant().principal;
    expect(totalOf(await list(other))).toBe(0);
    await expect(requests.get(other, created.id)).rejects.toMatchObject({ kind: 'not_found', code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND' });
  });

  it('refuses a second pending request with a conflict, and requests the customer cannot make, writing nothing for them', async () => {
    const { principal } = world.merchant();
    const id = await approvedCustomer(principal);
    const first = await requests.create(principal, id, { amount: 6000 });

    await expect(requests.create(principal, id, { amount: 9000 })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'CREDIT.CREDIT_LINE_REQUEST_PENDING',
      message: `The customer already has a pending credit-line request (${first.id})`,
    });
    expect(totalOf(await list(principal))).toBe(1);
    expect(await lineRequestEvents(id)).toHaveLength(1);

    // Other customers: at or below the line, not approved, unknown or another merchant's.
    const other = await approvedCustomer(principal, 5000);
    await expect(requests.create(principal, other, { amount: 5000 })).rejects.toMatchObject({ kind: 'invalid_request', code: 'CREDIT.AMOUNT_NOT_ABOVE_LINE' });
    const unchecked = await world.customer(principal);
    await expect(requests.create(principal, unchecked, { amount: 100 })).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'CREDIT.CUSTOMER_NOT_APPROVED',
      message: 'The customer is not approved for credit (credit_status is null)',
    });
    await expect(requests.create(principal, 'cus_missing', { amount: 100 })).rejects.toMatchObject({ kind: 'not_found', code: 'CREDIT.CUSTOMER_NOT_FOUND' });
    await expect(requests.create(world.merchant().principal, id, { amount: 9000 })).rejects.toMatchObject({ code: 'CREDIT.CUSTOMER_NOT_FOUND' });
    expect(totalOf(await list(principal))).toBe(1);
    expect(await lineRequestEvents(other)).toEqual([]);

    // Once the pending one is settled, the customer may ask again.
    await decide(principal, id, { decision: 'line_adjustment', amount: 5500 });
    expect((await requests.get(principal, first.id)).status).toBe('declined');
    expect((await requests.create(principal, id, { amount: 9000 })).status).toBe('pending');
  });

  it('is settled by the next credit decision for the customer, whichever it is', async () => {
    const { principal } = world.merchant();

    // A line adjustment to at least the amount asked for approves it, in the decision's transaction.
    const raised = await approvedCustomer(principal);
    const raise = await requests.create(principal, raised, { amount: 7500 });
    clock.advance(60_000);
    const customer = await decide(principal, raised, { decision: 'line_adjustment', amount: 8000 });
    const decision = customer.credit_decisions.at(-1);
    expect(await requests.get(principal, raise.id)).toMatchObject({
      status: 'approved',
      credit_decision_id: decision?.id,
      decided_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
    // Settled once: a later decision leaves it as it is.
    await decide(principal, raised, { decision: 'hold', hold_code: 'dispute' });
    expect(await requests.get(principal, raise.id)).toMatchObject({ status: 'approved', credit_decision_id: decision?.id });

    // A smaller line, a hold and a decline each decline it; the line is whatever the decision made it.
    for (const [body, line] of [
      [{ decision: 'approved', amount: 6000 }, 6000],
      [{ decision: 'hold', hold_code: 'past_due' }, 5000],
      [{ decision: 'declined', decline_code: 'thin_file' }, 0],
    ] as const) {
      const id = await approvedCustomer(principal);
      const request = await requests.create(principal, id, { amount: 7500 });
      // Decisions list in time order: a later one is a later minute.
      clock.advance(60_000);
      const after = await decide(principal, id, body);
      expect(after.amount_approved).toBe(line);
      expect(await requests.get(principal, request.id)).toMatchObject({ status: 'declined', credit_decision_id: after.credit_decisions.at(-1)?.id });
    }
  });

  it('decides one request through the sandbox console and the operator, each with a real credit decision', async () => {
    const { principal } = world.merchant();

    // approve: an `approved` decision for the line asked for.
    const approvedId = await approvedCustomer(principal);
    const toApprove = await requests.create(principal, approvedId, { amount: 7500.5 });
    clock.advance(60_000);
    const approved = await requests.sandboxDecide(principal, toApprove.id, { decision: 'approve' });
    const afterApproval = await world.customers.get(principal, approvedId);
    expect(afterApproval).toMatchObject({ credit_status: 'approved', net_terms_status: 'enrolled', amount_approved: 7500.5 });
    expect(afterApproval.credit_decisions.at(-1)).toMatchObject({ decision: 'approved', amount: 7500.5, created_at: clock.now().toISOString() });
    expect(approved).toMatchObject({
      status: 'approved',
      credit_decision_id: afterApproval.credit_decisions.at(-1)?.id,
      decided_at: clock.now().toISOString(),
    });
    expect((await world.events(approvedId)).slice(-3).map((event) => event.type)).toEqual([
      'customer.credit_line_requested',
      'customer.credit_decision_created',
      'customer.line_amount_updated',
    ]);
    await expect(requests.sandboxDecide(principal, toApprove.id, { decision: 'decline' })).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING',
      message: 'The credit-line request is no longer pending (status is approved)',
    });
    await expect(requests.sandboxDecide(world.merchant().principal, toApprove.id, { decision: 'approve' })).rejects.toMatchObject({
      code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND',
    });

    // decline (the operator's): a line adjustment that keeps the line.
    const declinedId = await approvedCustomer(principal);
    const toDecline = await requests.create(principal, declinedId, { amount: 9000 });
    const queue = await requests.operatorList({ merchant_id: principal.merchant_id });
    expect(queue.requests).toEqual([{ ...toDecline, merchant_id: principal.merchant_id, business_name: expect.any(String), amount_approved: 5000 }]);
    clock.advance(60_000);
    const declined = await requests.operatorDecide({ credit_line_request_id: toDecline.id, decision: 'decline' });
    const afterDecline = await world.customers.get(principal, declinedId);
    expect(afterDecline).toMatchObject({ credit_status: 'approved', amount_approved: 5000 });
    expect(afterDecline.credit_decisions.at(-1)).toMatchObject({ decision: 'line_adjustment', amount: 5000 });
    expect(declined).toMatchObject({ status: 'declined', credit_decision_id: afterDecline.credit_decisions.at(-1)?.id });
    expect((await requests.operatorList({ merchant_id: principal.merchant_id })).requests).toEqual([]);
    expect((await requests.operatorList({ merchant_id: principal.merchant_id, status: 'declined' })).requests.map((request) => request.id)).toEqual([
      toDecline.id,
    ]);
    await expect(requests.operatorDecide({ credit_line_request_id: 'clr_missing', decision: 'approve' })).rejects.toMatchObject({
      code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND',
    });
  });

  it('lets a pending request be withdrawn, after which no decision settles it', async () => {
    const { principal } = world.merchant();
    const id = await approvedCustomer(principal);
    const request = await requests.create(principal, id, { amount: 7000 });
    const withdrawn = await requests.withdraw(principal, request.id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', credit_decision_id: null, decided_at: CREDIT_MEDIUM_START });
    await decide(principal, id, { decision: 'line_adjustment', amount: 9000 });
    expect(await requests.get(principal, request.id)).toEqual(withdrawn);
    await expect(requests.withdraw(principal, request.id)).rejects.toMatchObject({ code: 'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING' });
  });
});
