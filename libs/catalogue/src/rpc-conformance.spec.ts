import { customerIdParams, merchantRpc, partnerCreateCustomerSchema, rawUploadRpc, reply, RpcContract, rpcContractOf } from '@netline/contracts';
import { z } from 'zod';
import { Operation } from './operation';
import { BUYER_OPERATIONS, DASHBOARD_OPERATIONS, OPERATIONS, PARTNER_OPERATIONS } from './operations';
import { acceptsAllOf, rpcMismatches, unmappedOperations } from './rpc-conformance';

const ALL = [...OPERATIONS, ...PARTNER_OPERATIONS, ...DASHBOARD_OPERATIONS, ...BUYER_OPERATIONS];

describe('operation catalogue against the RPC map', () => {
  it('every route sends what its subject accepts (params, body, list or plain query)', () => {
    expect(rpcMismatches(ALL)).toEqual([]);
  });

  it('maps every operation', () => {
    expect(unmappedOperations(ALL).map((operation) => operation.subject)).toEqual([]);
  });

  it('checks real operations (the customer routes are in the map)', () => {
    const checked = ALL.filter((operation) => rpcContractOf(operation.subject));
    expect(checked.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['createCustomer', 'fetchCustomer', 'updateCustomer', 'listCustomers']),
    );
  });

  it('a route whose body the subject would refuse is a mismatch', () => {
    const route: Operation = {
      method: 'POST',
      path: '/customers',
      subject: 'credit.customers.create',
      operationId: 'createCustomerFixture',
      summary: 'fixture',
      tag: 'Customers',
      access: 'write',
      body: z.strictObject({ business_name: z.string(), nickname: z.string() }),
    };
    const contract = merchantRpc({ body: partnerCreateCustomerSchema }, reply<unknown>());
    const mismatches = rpcMismatches([route], () => contract);
    expect(mismatches).toEqual([expect.objectContaining({ operationId: 'createCustomerFixture', part: 'body' })]);
  });

  it('a public route and its subject agree that no principal is sent', () => {
    const base = { method: 'GET', summary: 'f', tag: 'T', access: 'read', path: '/x' } as const;
    const contracts: Record<string, RpcContract> = { open: merchantRpc({}, reply<unknown>()), closed: merchantRpc({ public: true }, reply<unknown>()) };
    const mismatches = rpcMismatches(
      [
        { ...base, subject: 'open', operationId: 'open', auth: 'public' },
        { ...base, subject: 'closed', operationId: 'closed' },
      ],
      (subject) => contracts[subject],
    );
    expect(mismatches.map(({ operationId, part }) => `${operationId}:${part}`)).toEqual(['open:public', 'closed:public']);
    expect(rpcMismatches([{ ...base, subject: 'closed', operationId: 'closed', auth: 'public' }], (subject) => contracts[subject])).toEqual([]);
  });

  it('params, list and envelope kind are compared too', () => {
    const base = { method: 'GET', summary: 'f', tag: 'T', access: 'read', path: '/x' } as const;
    const contracts: Record<string, RpcContract> = {
      a: merchantRpc({ params: customerIdParams }, reply<unknown>()),
      b: merchantRpc({ list: true }, reply<unknown>()),
      c: { kind: 'internal', body: z.object({}), reply: reply<unknown>() },
    };
    const mismatches = rpcMismatches(
      [
        { ...base, subject: 'a', operationId: 'a', params: z.strictObject({ customer_id: z.string().min(3) }) },
        { ...base, subject: 'b', operationId: 'b' },
        { ...base, subject: 'c', operationId: 'c' },
      ],
      (subject) => contracts[subject],
    );
    expect(mismatches.map(({ operationId, part }) => `${operationId}:${part}`)).toEqual(['a:params', 'b:list', 'c:kind']);
    const optional = rpcMismatches([{ ...base, method: 'POST', subject: 'd', operationId: 'd', body: z.strictObject({}), bodyOptional: true }], () =>
      merchantRpc({ body: z.strictObject({}) }, reply<unknown>()),
    );
    expect(optional.map(({ part }) => part)).toEqual(['bodyOptional']);
    const upload: Operation = { ...base, method: 'POST', subject: 'e', operationId: 'e', rawBody: { contentTypes: ['application/pdf'], maxBytes: 10 } };
    expect(rpcMismatches([upload], () => rawUploadRpc(z.strictObject({}), reply<unknown>())).map(({ part }) => part)).toEqual(['params']);
    expect(rpcMismatches([{ ...upload, params: z.strictObject({}) }], () => rawUploadRpc(z.strictObject({}), reply<unknown>()))).toEqual([]);
    expect(
      rpcMismatches([{ ...upload, params: z.strictObject({}) }], () => merchantRpc({ params: z.strictObject({}) }, reply<unknown>())).map(({ part }) => part),
    ).toEqual(['rawBody']);
    // A plain query (not a list) is validated by both sides, so both must declare it alike.
    const history: Operation = { ...base, subject: 'f', operationId: 'f', query: z.strictObject({ days: z.number().int() }) };
    expect(rpcMismatches([history], () => merchantRpc({}, reply<unknown>())).map(({ part }) => part)).toEqual(['query']);
    expect(
      rpcMismatches([history], () => merchantRpc({ query: z.strictObject({ days: z.number().int().max(9) }) }, reply<unknown>())).map(({ part }) => part),
    ).toEqual(['query']);
    expect(rpcMismatches([history], () => merchantRpc({ query: z.strictObject({ days: z.number().int() }) }, reply<unknown>()))).toEqual([]);
  });

  it('a subject may accept more than one route sends, never less', () => {
    const merchant = z.strictObject({ name: z.string() });
    const partner = z.strictObject({ name: z.string(), merchant_id: z.string().optional() });
    expect(acceptsAllOf(partner, merchant)).toBeNull();
    expect(acceptsAllOf(merchant, partner)).toMatch(/merchant_id/);
    expect(acceptsAllOf(z.strictObject({ name: z.string(), merchant_id: z.string() }), merchant)).toMatch(/required/);
    // Two routes with different bodies on one subject: the subject takes their union.
    const other = z.strictObject({ url: z.string() });
    expect(acceptsAllOf(z.union([merchant, other]), other)).toBeNull();
    expect(acceptsAllOf(z.union([merchant, other]), z.strictObject({ size: z.number() }))).toMatch(/no option/);
  });
});
