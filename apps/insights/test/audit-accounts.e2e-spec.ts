import { AuditEvent, ListEnvelope } from '@netline/contracts';
import {
  adminCli,
  ApiClient,
  createMerchant,
  customerInput,
  dashboardSessionHeaders,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
} from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * The changes to an account that are no money movement, through the real stack into the audit trail:
 * webhook endpoints created, changed and deleted (the dispatcher's own events), buyer users added and
 * removed, and a person's dashboard sign-in and password change, each in `GET /audit-events` with the
 * actor and channel that made it.
 */
describe('the audit trail of account changes', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Audit Accounts Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  const secretKey = () => ({ type: 'secret_key', id: merchant.merchant_id, channel: 'api' });

  /** The entries `query` selects once there are at least `count` (the recorder follows the streams within moments). */
  const settled = (query: string, count: number) =>
    waitFor(
      async () => {
        const response = await api.get<ListEnvelope<AuditEvent>>(`/audit-events${query}`);
        expect(response.status).toBe(200);
        return response.body;
      },
      (list) => list.results.length >= count,
      45_000,
    );

  it('records webhook endpoints created, changed and deleted, by the secret key over the API', async () => {
    const endpoint = `https://hooks.example.com/audit-${randomUUID()}`;
    const requests = [`req_wh_create_${randomUUID()}`, `req_wh_update_${randomUUID()}`, `req_wh_delete_${randomUUID()}`];
    expect((await api.post('/webhooks', { endpoint_url: endpoint, events: { 'invoice.created': true } }, { 'x-request-id': requests[0] })).status).toBe(200);
    expect((await api.post('/webhooks', { endpoint_url: endpoint, events: { 'payment.created': true } }, { 'x-request-id': requests[1] })).status).toBe(200);
    expect((await api.delete('/webhooks', { endpoint_url: endpoint }, { 'x-request-id': requests[2] })).status).toBeLessThan(300);

    const types = ['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.deleted'];
    for (const [index, requestId] of requests.entries()) {
      const list = await settled(`?filter[request_id][eq]=${requestId}`, 1);
      expect(list.results).toEqual([
        expect.objectContaining({
          type: types[index],
          object_type: 'webhook_endpoint',
          object_id: expect.stringMatching(/^wep_/),
          request_id: requestId,
          actor: secretKey(),
        }),
      ]);
    }
    const ids = await settled('?filter[object_type][eq]=webhook_endpoint', 3);
    expect(new Set(ids.results.map((entry) => entry.object_id)).size).toBe(1);
  });

  it('records buyer users added and removed, with the address reaching the customer as the change', async () => {
    const customer = await api.post('/customers', customerInput());
    expect(customer.status).toBe(200);
    const added = await api.post(`/customers/${customer.body.id}/buyer-users`, { email: `clerk-${randomUUID().slice(0, 8)}@buyer.test` });
    expect(added.status).toBe(200);
    const removeRequest = `req_byu_remove_${randomUUID()}`;
    expect((await api.delete(`/buyer-users/${added.body.id}`, undefined, { 'x-request-id': removeRequest })).status).toBe(200);

    const list = await settled(`?filter[object_id][eq]=${added.body.id}`, 2);
    expect([...list.results].reverse()).toEqual([
      expect.objectContaining({
        type: 'buyer_user.created',
        object_type: 'buyer_user',
        actor: secretKey(),
        changes: { active: { before: null, after: true } },
      }),
      expect.objectContaining({
        type: 'buyer_user.removed',
        request_id: removeRequest,
        actor: secretKey(),
        changes: { active: { before: true, after: false } },
      }),
    ]);
  });

  it("records a person's dashboard sign-in and password change as that person, in the dashboard channel", async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@audit.test`;
    const user = await adminCli<{ id: string }>(stack.env, [
      'user',
      'create',
      merchant.merchant_id,
      '--email',
      email,
      '--password',
      'the first password',
      '--role',
      'admin',
    ]);
    const session = await dashboardSessionHeaders(stack.apiUrl, email, 'the first password');
    const changed = await fetch(`${stack.apiUrl}/account/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify({ current_password: 'the first password', new_password: 'the second password' }),
    });
    expect(changed.status).toBe(200);

    const person = { type: 'user', id: user.id, channel: 'dashboard' };
    const list = await settled(`?filter[actor_id][eq]=${user.id}`, 2);
    expect([...list.results].reverse()).toEqual([
      expect.objectContaining({ type: 'user.signed_in', object_type: 'user', object_id: user.id, actor: person, request_id: expect.any(String) }),
      expect.objectContaining({ type: 'user.password_changed', object_type: 'user', object_id: user.id, actor: person }),
    ]);
  });
});
