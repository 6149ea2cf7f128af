import { adminCli, ApiClient, createMerchant, customerInput, Stack } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * Credit with `APP_ENV=production`: a stack of its own, because production settings are a property of
 * the deployment (no sandbox underwriter, no sandbox helpers), not of one operation.
 */
const CHECK = { amount_requested: 5000, has_purchase_history: false };

describe('credit in production', () => {
  let stack: Stack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { APP_ENV: 'production', SECRET_HMAC_KEY: randomUUID(), OAUTH_COOKIE_SECRET: randomUUID() + randomUUID() },
    });
    const merchant = await createMerchant(stack.env, 'Production Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('queues every credit check for an operator, who decides it with the admin CLI', async () => {
    const id = (await api.post('/customers', customerInput())).body.id;
    expect((await api.post(`/customers/${id}/credit-check`, CHECK)).status).toBe(204);
    expect((await api.get(`/customers/${id}`)).body.credit_status).toBe('pending');

    const queue = await adminCli<{ pending: Array<{ customer_id: string; amount_requested: number }> }>(stack.env, ['credit', 'pending']);
    expect(queue.pending).toEqual([expect.objectContaining({ customer_id: id, amount_requested: 5000 })]);

    const decided = await adminCli<Record<string, unknown>>(stack.env, [
      'credit',
      'decide',
      id,
      '--decision',
      'approved',
      '--amount',
      '7500',
      '--advance-rate',
      '0.85',
    ]);
    expect(decided).toMatchObject({ id, credit_status: 'approved', net_terms_status: 'pending_enrollment', amount_approved: 7500, advance_rate: 0.85 });
    expect((await adminCli<{ pending: unknown[] }>(stack.env, ['credit', 'pending'])).pending).toEqual([]);

    const failed = await adminCli<{ error: { code: string } }>(stack.env, ['credit', 'decide', 'cus_missing', '--decision', 'hold']).catch(
      (error: { stdout: string }) => JSON.parse(error.stdout) as { error: { code: string } },
    );
    expect(failed.error.code).toBe('CREDIT.CUSTOMER_NOT_FOUND');
  });

  it('answers the sandbox helpers with 404', async () => {
    expect((await api.post('/sandbox/clock/advance', { days: 1 })).status).toBe(404);
    expect((await api.post('/sandbox/customers/cus_x/credit-decision', { decision: 'deactivate' })).status).toBe(404);
  });
});
