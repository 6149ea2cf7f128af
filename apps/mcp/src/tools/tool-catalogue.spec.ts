import { OPERATIONS, PARTNER_OPERATIONS } from '@netline/catalogue';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { callerFor } from '../auth/accounts';
import { McpCaller } from '../auth/caller';
import { ToolCatalogue, toolName } from './tool-catalogue';
import { buildToolSets } from './tool-sets';

const { merchant: sandbox, partner: partnerSandbox } = buildToolSets('sandbox');
const { merchant: production, partner: partnerProduction } = buildToolSets('production');
const tool = (name: string) => {
  const found = sandbox.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

function caller(scopes: string[]): McpCaller {
  return {
    auth: 'm2m',
    toolSet: 'merchant',
    principal: { merchant_id: 'mer_1', actor: { type: 'access_key', id: 'ci_1' }, scopes },
    canRead: scopes.length > 0,
    canWrite: scopes.includes('merchant:write'),
    previews: true,
    rateLimitSubject: 'merchant:mer_1',
  };
}

describe('tools derived from the operation catalogue', () => {
  it('names each tool after its operation in snake_case', () => {
    expect(toolName('fetchCustomer')).toBe('fetch_customer');
    expect(toolName('requestCustomerCreditCheck')).toBe('request_customer_credit_check');
    expect(toolName('sandboxRecordCreditDecision')).toBe('sandbox_record_credit_decision');
    expect(toolName('enroll-a-customer')).toBe('enroll_a_customer');
    for (const name of ['fetch_customer', 'request_customer_credit_check', 'create_invoice', 'send_invoice', 'void_invoice', 'list_webhook_deliveries']) {
      expect(sandbox.get(name)?.name).toBe(name);
    }
    for (const { name } of sandbox.tools) expect(name).toMatch(/^[a-z][a-z0-9_]{0,63}$/);
  });

  it('offers every merchant JSON operation, and no public page, token endpoint, key set or file transfer', () => {
    const expected = OPERATIONS.filter(
      (operation) => operation.auth !== 'public' && operation.auth !== 'session' && !operation.rawBody && !operation.rawResponse,
    ).map((operation) => toolName(operation.operationId));
    expect(sandbox.tools.map((entry) => entry.name).sort()).toEqual(expected.sort());
    for (const name of [
      'issue_access_key_token',
      'get_json_web_key_set',
      'show_net_terms_enrollment',
      'accept_net_terms_enrollment',
      'show_invoice_payment_page',
      'download_invoice_document',
      'upload_invoice_pdf',
      'upload_shipment_file',
      'download_shipment_file',
    ]) {
      expect(sandbox.get(name)).toBeUndefined();
    }
  });

  it('offers the sandbox helpers in the sandbox only', () => {
    expect(sandbox.get('sandbox_record_credit_decision')).toBeDefined();
    expect(production.tools.filter((entry) => entry.operation.sandboxOnly)).toEqual([]);
    expect(production.get('create_invoice')).toBeDefined();
  });

  it('writes JSON Schemas that draft-07 and 2020-12 validators both accept, with object output schemas', () => {
    const validators = [new Ajv({ strict: false, validateSchema: true }), new Ajv2020({ strict: false, validateSchema: true })];
    for (const validator of validators) addFormats(validator);
    for (const { name, definition } of [...sandbox.tools, ...partnerSandbox.tools]) {
      const text = JSON.stringify(definition);
      expect({ name, refs: text.includes('$ref'), meta: text.includes('$schema'), typeLists: text.includes('"type":[') }).toEqual({
        name,
        refs: false,
        meta: false,
        typeLists: false,
      });
      expect(definition.inputSchema.type).toBe('object');
      if (definition.outputSchema) expect(definition.outputSchema.type).toBe('object');
      for (const validator of validators) {
        expect(() => validator.compile(definition.inputSchema)).not.toThrow();
        if (definition.outputSchema) expect(() => validator.compile(definition.outputSchema!)).not.toThrow();
      }
    }
  });

  it('takes path parameters and body fields side by side, and refuses what the operation does not define', () => {
    const validator = new Ajv({ strict: false });
    addFormats(validator);
    const create = validator.compile(tool('create_invoice').definition.inputSchema);
    expect(create({ customer_id: 'cus_1', number: 'INV-1', amount: 100, idempotency_key: 'k-1' })).toBe(true);
    expect(create({ customer_id: 'cus_1', number: 'INV-1' })).toBe(false);
    expect(create({ customer_id: 'cus_1', number: 'INV-1', amount: 100, colour: 'red' })).toBe(false);
    expect(tool('create_invoice').definition.inputSchema.required).toEqual(expect.arrayContaining(['customer_id', 'number', 'amount']));

    const update = validator.compile(tool('update_invoice').definition.inputSchema);
    expect(update({ invoice_id: 'inv_1', notes: 'paid by wire' })).toBe(true);
    expect(update({ notes: 'no id' })).toBe(false);

    const list = validator.compile(tool('list_customers').definition.inputSchema);
    expect(list({ limit: 30, page: 1, filter: { created_at: { gte: '2025-01-01T00:00:00Z' } }, sort: '-created_at' })).toBe(true);
    expect(list({ filter: { colour: 'red' } })).toBe(false);
  });

  it('offers idempotency_key on write tools only', () => {
    for (const { operation, definition } of sandbox.tools) {
      expect({ tool: definition.name, idempotencyKey: 'idempotency_key' in (definition.inputSchema.properties ?? {}) }).toEqual({
        tool: definition.name,
        idempotencyKey: operation.access === 'write',
      });
    }
  });

  it('annotates reads as read-only and takes the other hints from the catalogue entry', () => {
    expect(tool('fetch_customer').definition.annotations).toEqual({
      title: 'Fetch a customer',
      readOnlyHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(tool('void_invoice').definition.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(tool('delete_webhook_endpoints').definition.annotations).toMatchObject({ destructiveHint: true });
    expect(tool('create_customer').definition.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(tool('send_test_webhook').definition.annotations).toMatchObject({ openWorldHint: true });
  });

  it('describes each tool with the API reference text and carries the response schema', () => {
    expect(tool('request_customer_credit_check').definition.description).toContain('Sandbox underwriting is deterministic');
    expect(tool('request_customer_credit_check').definition.outputSchema).toBeUndefined();
    expect(tool('upsert_webhook_endpoints').definition.outputSchema).toMatchObject({
      type: 'object',
      required: ['results'],
      properties: { results: { type: 'array' } },
    });
    expect(tool('fetch_customer').definition.outputSchema).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, amount_available: { type: 'number' } },
    });
  });

  it('lists read tools to a read token and every tool to a write token', () => {
    const readable = sandbox.visibleTo(caller(['merchant:read']));
    expect(readable.length).toBeGreaterThan(0);
    expect(readable.every((entry) => entry.operation.access === 'read')).toBe(true);
    expect(sandbox.visibleTo(caller(['merchant:write']))).toHaveLength(sandbox.tools.length);
    expect(sandbox.visibleTo(caller([]))).toEqual([]);
  });
});

function partnerCaller(type: 'marketplace' | 'single_merchant', scopes: string[]): McpCaller {
  const account = {
    settings: {
      merchant_id: 'ptr_1',
      name: 'Bazaar',
      basic_enabled: true,
      oauth_enabled: true,
      account_type: 'partner' as const,
      partner_type: type,
      partner_id: null,
    },
    partner: { type, merchant_ids: ['northwind'] },
  };
  return callerFor(account, 'm2m', { type: 'access_key', id: 'ci_1' }, scopes);
}

describe('the partner tool set', () => {
  const names = (catalogue: ToolCatalogue) => catalogue.tools.map((entry) => entry.name);

  it('offers every partner JSON operation, sub-merchants and forwarded payments included, and no charges, enroll or clock', () => {
    const expected = PARTNER_OPERATIONS.filter(
      (operation) => operation.auth !== 'public' && operation.auth !== 'session' && !operation.rawBody && !operation.rawResponse,
    ).map((operation) => toolName(operation.operationId));
    expect(names(partnerSandbox).sort()).toEqual(expected.sort());
    for (const name of [
      'list_merchants',
      'create_merchant',
      'get_merchant',
      'update_merchant',
      'list_merchant_documents',
      'create_merchant_document_upload_request',
      'create_payment',
    ]) {
      expect(partnerSandbox.get(name)?.name).toBe(name);
    }
    for (const name of [
      'list_charges',
      'fetch_charge',
      'capture_charge',
      'cancel_charge',
      'update_charge',
      'enroll_a_customer',
      'sandbox_advance_clock',
      'sandbox_authorize_charge',
      'upload_merchant_document',
      'upload_invoice_pdf',
    ]) {
      expect(partnerSandbox.get(name)).toBeUndefined();
    }
  });

  it('carries the partner schemas where they differ from the merchant ones', () => {
    const required = (catalogue: ToolCatalogue, name: string) => catalogue.get(name)!.definition.inputSchema.required;
    expect(required(partnerSandbox, 'create_invoice')).toEqual(expect.arrayContaining(['merchant_id', 'customer_id', 'number', 'amount']));
    expect(required(sandbox, 'create_invoice')).not.toContain('merchant_id');
    expect(partnerSandbox.get('create_customer')!.definition.inputSchema.properties).toHaveProperty('external_id');
    expect(partnerSandbox.get('list_invoices')!.definition.inputSchema.properties).toMatchObject({
      filter: { properties: { merchant_id: expect.any(Object) } },
    });
    expect(partnerSandbox.get('create_merchant')!.definition.description).toContain('Sandbox underwriting is deterministic');
    expect(partnerSandbox.get('create_merchant')!.definition.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
  });

  it('offers the sandbox helpers partners have in the sandbox only', () => {
    expect(partnerSandbox.get('sandbox_decide_merchant_underwriting')).toBeDefined();
    expect(partnerSandbox.get('sandbox_run_payouts')).toBeDefined();
    expect(partnerProduction.tools.filter((entry) => entry.operation.sandboxOnly)).toEqual([]);
    expect(partnerProduction.get('create_merchant')).toBeDefined();
  });

  it('lists read tools to a partner :read token and every tool to :write, for both types; merchant scopes grant nothing', () => {
    for (const type of ['marketplace', 'single_merchant'] as const) {
      const readable = partnerSandbox.visibleTo(partnerCaller(type, [`${type}_partner:read`]));
      expect(readable.map((entry) => entry.name)).toEqual(partnerSandbox.tools.filter((entry) => entry.operation.access === 'read').map((entry) => entry.name));
      expect(readable.map((entry) => entry.name)).toContain('list_merchants');
      expect(partnerSandbox.visibleTo(partnerCaller(type, [`${type}_partner:write`]))).toHaveLength(partnerSandbox.tools.length);
      expect(partnerSandbox.visibleTo(partnerCaller(type, ['merchant:read', 'merchant:write']))).toEqual([]);
    }
    // A partner of one type holding the other type's scope gets nothing either.
    expect(partnerSandbox.visibleTo(partnerCaller('marketplace', ['single_merchant_partner:write']))).toEqual([]);
  });

  it('is offered to partner callers only, and the merchant set to merchants only', () => {
    const partner = partnerCaller('marketplace', ['marketplace_partner:write']);
    expect(sandbox.visibleTo(partner)).toEqual([]);
    expect(partnerSandbox.visibleTo(caller(['merchant:read', 'merchant:write']))).toEqual([]);
  });
});
