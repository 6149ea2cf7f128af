import { DomainEvent } from '@netline/contracts';
import { adminCli, ApiClient, createMerchant, customerInput, SharedStack, sharedStack } from '@netline/testing';
import IORedis from 'ioredis';

/**
 * Credit-line requests across processes: the catalogue's routes through the gateway (validation, the 409
 * in the contract's error shape), the sandbox console's decide, the operator CLI's list and decide, and
 * the event on `events:credit` with its author as actor. The rules (who may ask, settlement by every
 * decision) are checked in apps/credit/src/credit-line-requests/credit-line-requests.medium-spec.ts.
 */
describe('credit-line requests', () => {
  let stack: SharedStack;
  let api: ApiClient;
  let merchantId: string;
  let redis: IORedis;

  beforeAll(async () => {
    stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Line Request Merchant');
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  });

  afterAll(() => {
    redis?.disconnect();
  });

  /** A customer approved for $5,000 through the sandbox helper. */
  const approvedCustomer = async () => {
    const id = (await api.post('/customers', customerInput())).body.id as string;
    expect((await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved', amount: 5000 })).status).toBe(200);
    return id;
  };

  const lineRequestedEvents = async (customerId: string): Promise<DomainEvent[]> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const entries = await redis.xrange(`${stack.namespace}:events:credit`, '-', '+');
      const events = entries
        .map(([, fields]) => JSON.parse(fields[1]) as DomainEvent)
        .filter((event) => event.type === 'customer.credit_line_requested' && event.data.id === customerId);
      if (events.length > 0 || Date.now() > deadline) return events;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('files a request through the API, refuses a second one with 409, and settles it from the sandbox console', async () => {
    const customerId = await approvedCustomer();
    expect((await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 0 })).status).toBe(400);
    const tooLow = await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 5000 });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error).toMatchObject({ type: 'invalid_request', code: 'CREDIT.AMOUNT_NOT_ABOVE_LINE' });

    const created = await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 7500, reason: 'Holiday season' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      customer_id: customerId,
      amount: 7500,
      amount_approved_at_request: 5000,
      reason: 'Holiday season',
      status: 'pending',
      requested_by: { type: 'secret_key', id: merchantId, channel: 'api' },
    });
    const id = created.body.id as string;

    const again = await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 9000 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { type: 'conflict_error', code: 'CREDIT.CREDIT_LINE_REQUEST_PENDING', message: `The customer already has a pending credit-line request (${id})` },
    });

    expect((await api.get(`/credit-line-requests/${id}`)).body).toEqual(created.body);
    const listed = await api.get(`/credit-line-requests?filter[customer_id]=${customerId}&filter[status]=pending`);
    expect(listed.body).toMatchObject({ count: 1, results: [{ id }] });
    expect((await api.get('/credit-line-requests/clr_missing')).status).toBe(404);

    const [event] = await lineRequestedEvents(customerId);
    expect(event).toMatchObject({
      object: 'customer',
      merchant_id: merchantId,
      data: { id: customerId, credit_line_request_id: id, amount: 750_000, amount_approved: 500_000 },
      actor: { type: 'secret_key', id: merchantId, channel: 'api' },
    });

    const decided = await api.post(`/sandbox/credit-line-requests/${id}/decide`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    const customer = (await api.get(`/customers/${customerId}`)).body;
    expect(customer).toMatchObject({ credit_status: 'approved', amount_approved: 7500 });
    expect(decided.body).toMatchObject({ id, status: 'approved', credit_decision_id: customer.credit_decisions.at(-1)!.id });
    const late = await api.post(`/sandbox/credit-line-requests/${id}/decide`, { decision: 'decline' });
    expect(late.status).toBe(400);
    expect(late.body.error?.code).toBe('CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING');
  });

  it('lets an operator list pending requests and decide one with the admin CLI', async () => {
    const customerId = await approvedCustomer();
    const id = (await api.post(`/customers/${customerId}/credit-line-requests`, { amount: 8000 })).body.id as string;

    const queue = await adminCli<{ requests: Array<Record<string, unknown>> }>(stack.env, ['credit-line-requests', 'list', '--merchant', merchantId]);
    expect(queue.requests).toEqual([expect.objectContaining({ id, merchant_id: merchantId, customer_id: customerId, amount: 8000, amount_approved: 5000 })]);

    const declined = await adminCli<Record<string, unknown>>(stack.env, [
      '--operator',
      'ops-dana',
      'credit-line-requests',
      'decide',
      id,
      '--decision',
      'decline',
    ]);
    const customer = (await api.get(`/customers/${customerId}`)).body;
    expect(customer).toMatchObject({ credit_status: 'approved', amount_approved: 5000 });
    expect(customer.credit_decisions.at(-1)).toMatchObject({ decision: 'line_adjustment', amount: 5000 });
    expect(declined).toMatchObject({ id, status: 'declined', credit_decision_id: customer.credit_decisions.at(-1)!.id });
    expect((await adminCli<{ requests: unknown[] }>(stack.env, ['credit-line-requests', 'list', '--merchant', merchantId])).requests).toEqual([]);

    const missing = await adminCli<{ error: { code: string } }>(stack.env, ['credit-line-requests', 'decide', 'clr_missing', '--decision', 'approve']).catch(
      (error: { stdout: string }) => JSON.parse(error.stdout) as { error: { code: string } },
    );
    expect(missing.error.code).toBe('CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND');
  });
});
