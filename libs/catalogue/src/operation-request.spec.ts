import { Principal } from '@netline/contracts';
import { OPERATIONS, PARTNER_OPERATIONS } from './operations';
import { buildOperationRequest } from './operation-request';

const principal: Principal = { merchant_id: 'mer_1', actor: { type: 'access_key', id: 'ci_1' }, scopes: ['merchant:read'] };
const operation = (operationId: string) => {
  const found = OPERATIONS.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

describe('the operation catalogue', () => {
  it('says of every write operation of both APIs whether it is destructive, and marks reads neither destructive nor write-only hints', () => {
    for (const entry of [...OPERATIONS, ...PARTNER_OPERATIONS].filter((candidate) => candidate.auth !== 'public')) {
      if (entry.access === 'write')
        expect({ operation: entry.operationId, destructive: typeof entry.destructive }).toEqual({ operation: entry.operationId, destructive: 'boolean' });
      else
        expect({ operation: entry.operationId, destructive: entry.destructive, idempotent: entry.idempotent }).toEqual({
          operation: entry.operationId,
          destructive: undefined,
          idempotent: undefined,
        });
    }
  });

  it('marks void, cancel and delete operations destructive and creations not', () => {
    const destructive = OPERATIONS.filter((entry) => entry.destructive).map((entry) => entry.operationId);
    expect(destructive).toEqual(
      expect.arrayContaining(['voidInvoice', 'cancelInvoice', 'deleteInvoice', 'cancelCharge', 'voidCreditNote', 'deleteShipment', 'deleteWebhookEndpoints']),
    );
    for (const id of ['createCustomer', 'createInvoice', 'createCreditNote', 'createShipment', 'sendInvoice']) expect(destructive).not.toContain(id);
    const partnerDestructive = PARTNER_OPERATIONS.filter((entry) => entry.destructive).map((entry) => entry.operationId);
    for (const id of ['createMerchant', 'updateMerchant', 'createMerchantDocumentUploadRequest', 'createPayment']) expect(partnerDestructive).not.toContain(id);
  });
});

describe('buildOperationRequest', () => {
  it('builds the envelope a service receives, with typed list queries', () => {
    const built = buildOperationRequest(
      operation('listCustomers'),
      { params: {}, query: { limit: '30', page: '2', 'filter[created_at][gte]': '2025-01-01T00:00:00Z' }, body: undefined },
      { principal, requestId: 'req_1' },
    );
    expect(built).toEqual({
      ok: true,
      request: {
        principal,
        request_id: 'req_1',
        params: {},
        query: expect.objectContaining({ limit: 30, page: 2, offset: 60, filters: [{ field: 'created_at', op: 'gte', value: '2025-01-01T00:00:00.000Z' }] }),
        body: undefined,
      },
    });
  });

  it('validates the body and carries the idempotency key', () => {
    const built = buildOperationRequest(
      operation('createInvoice'),
      { params: {}, query: {}, body: { customer_id: 'cus_1', number: 'INV-1', amount: 10.5 } },
      { principal, requestId: 'req_2', idempotencyKey: 'key-1' },
    );
    expect(built.ok && built.request).toMatchObject({ idempotency_key: 'key-1', body: { customer_id: 'cus_1', number: 'INV-1', amount: 10.5 } });
  });

  it('names every wrong field at once', () => {
    const built = buildOperationRequest(
      operation('createInvoice'),
      { params: {}, query: { verbose: 'true' }, body: { customer_id: 'cus_1', amount: 10.555, colour: 'red' } },
      { principal, requestId: 'req_3' },
    );
    expect(built.ok).toBe(false);
    const paths = built.ok ? [] : built.details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['verbose', 'number', 'amount', 'colour']));
  });

  it('asks for a required body, and leaves out an optional one', () => {
    expect(buildOperationRequest(operation('createCustomer'), { params: {}, query: {}, body: undefined }, { principal, requestId: 'r' })).toEqual({
      ok: false,
      details: [{ path: 'body', message: 'a JSON request body is required' }],
    });
    const capture = buildOperationRequest(
      operation('captureCharge'),
      { params: { charge_id: 'ch_1' }, query: {}, body: undefined },
      { principal, requestId: 'r' },
    );
    expect(capture.ok && capture.request.body).toBeUndefined();
  });
});

describe('NUL characters and invalid Unicode', () => {
  const customer = { business_name: 'Acme', email: 'ap@acme.example' };

  it.each([
    ['a NUL in a top-level field', { ...customer, business_name: 'Ac\u0000me' }, 'business_name'],
    ['a lone high surrogate', { ...customer, email: 'ap\ud800@acme.example' }, 'email'],
    ['a lone low surrogate in a nested field', { ...customer, address: { line1: '\udc00 Main St' } }, 'address.line1'],
    ['a NUL in an array item', { ...customer, tags: ['ok', 'bad\u0000'] }, 'tags.1'],
  ])('refuses %s with a detail naming the field', (_case, body, path) => {
    const built = buildOperationRequest(operation('createCustomer'), { params: {}, query: {}, body }, { principal, requestId: 'req_1' });
    expect(built).toEqual({ ok: false, details: [{ path, message: expect.stringContaining('NUL characters or invalid Unicode') }] });
  });

  it('checks path parameters and queries too, and lets paired surrogates (emoji) through', () => {
    const byId = buildOperationRequest(
      operation('fetchCustomer'),
      { params: { customer_id: 'cus_\u0000' }, query: {}, body: undefined },
      { principal, requestId: 'req_1' },
    );
    expect(byId).toEqual({ ok: false, details: [{ path: 'params.customer_id', message: expect.any(String) }] });
    const listed = buildOperationRequest(
      operation('listCustomers'),
      { params: {}, query: { 'filter[business_name]': 'a\u0000' }, body: undefined },
      { principal, requestId: 'req_1' },
    );
    expect(listed).toEqual({ ok: false, details: [{ path: 'query.filter[business_name]', message: expect.any(String) }] });
    const emoji = buildOperationRequest(
      operation('listCustomers'),
      { params: {}, query: { 'filter[business_name]': 'Acme 🚀' }, body: undefined },
      { principal, requestId: 'req_1' },
    );
    expect(emoji.ok).toBe(true);
  });
});
