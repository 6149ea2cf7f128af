import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * Invoice fields as integrators send them: line items stored and returned, unknown fields named, and
 * the amount of a sent invoice moving with the customer's credit line.
 */
describe('invoices as the contract defines them', () => {
  let stack: SharedStack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Contract Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  const customer = async (line?: number) => {
    const created = await api.post('/customers', customerInput());
    expect(created.status).toBe(200);
    if (line !== undefined) {
      expect((await api.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: line })).status).toBe(200);
    }
    return created.body.id as string;
  };

  const lines = [
    { description: 'Steel brackets', quantity: 12, unit_price: 10.5, amount: 126 },
    { description: 'Hinges, box of 50', quantity: 1.5, unit_price: 33.33, amount: 50 },
    { description: 'Freight', quantity: 1, unit_price: 24, amount: 24 },
  ];

  describe('line_items', () => {
    it('stores three lines and returns them on create, fetch and list', async () => {
      const customerId = await customer();
      const created = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: 200, line_items: lines });
      expect(created.status).toBe(200);
      expect(created.body.line_items).toEqual(lines);
      expect(created.body.amount_due).toBe(200);
      expect((await api.get(`/invoices/${created.body.id}`)).body.line_items).toEqual(lines);
      const listed = await api.get(`/invoices?filter[customer_id]=${customerId}`);
      expect(listed.body.results[0].line_items).toEqual(lines);
    });

    it('answers [] for an invoice without lines', async () => {
      const created = await api.post('/invoices', { customer_id: await customer(), number: 'INV-NOLINES', amount: 10 });
      expect(created.body.line_items).toEqual([]);
    });

    it('refuses lines that do not add up to the amount, naming line_items', async () => {
      const refused = await api.post('/invoices', { customer_id: await customer(), number: 'INV-SUM', amount: 250, line_items: lines });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'line_items', message: expect.stringContaining('200.00') }] });
    });

    it('refuses a line whose amount is not quantity × unit price, and a line with an unknown field', async () => {
      const customerId = await customer();
      const wrong = await api.post('/invoices', {
        customer_id: customerId,
        number: 'INV-LINE',
        amount: 10,
        line_items: [{ description: 'Bolts', quantity: 3, unit_price: 3, amount: 10 }],
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.details).toEqual([{ path: 'line_items.0.amount', message: expect.stringContaining('quantity × unit_price') }]);
      const unknown = await api.post('/invoices', {
        customer_id: customerId,
        number: 'INV-LINE',
        amount: 9,
        line_items: [{ description: 'Bolts', quantity: 3, unit_price: 3, amount: 9, sku: 'B-1' }],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error?.details).toEqual([{ path: 'line_items.0.sku', message: 'unknown field: sku' }]);
    });

    it('names unknown body fields and unknown query parameters', async () => {
      const body = await api.post('/invoices', { customer_id: await customer(), number: 'INV-X', amount: 5, colour: 'red' });
      expect(body.status).toBe(400);
      expect(body.body.error?.details).toEqual([{ path: 'colour', message: 'unknown field: colour' }]);
      const query = await api.get('/invoices?colour=red');
      expect(query.status).toBe(400);
      expect(query.body.error?.details).toEqual([expect.objectContaining({ path: 'colour' })]);
    });

    it('replaces the lines on update; a new amount on an invoice with lines needs lines that match it', async () => {
      const created = await api.post('/invoices', { customer_id: await customer(), number: 'INV-UPD', amount: 200, line_items: lines });
      const alone = await api.put(`/invoices/${created.body.id}`, { amount: 180 });
      expect(alone.status).toBe(400);
      expect(alone.body.error?.details).toEqual([{ path: 'amount', message: expect.stringContaining('line_items') }]);
      const replaced = await api.put(`/invoices/${created.body.id}`, { amount: 150, line_items: [lines[0], lines[2]] });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject({ amount_due: 150, line_items: [lines[0], lines[2]] });
      const cleared = await api.put(`/invoices/${created.body.id}`, { line_items: [] });
      expect(cleared.body.line_items).toEqual([]);
    });
  });

  describe('the amount of a sent invoice', () => {
    const sent = async (customerId: string, amount: number) => {
      const created = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount });
      const done = await api.put(`/invoices/${created.body.id}/send`);
      expect(done.status).toBe(200);
      return done.body;
    };
    const line = async (customerId: string) => (await api.get(`/customers/${customerId}`)).body;

    it('reserves $50 more when a sent $300 invoice is raised to $350, and releases it when lowered again', async () => {
      const customerId = await customer(1000);
      const invoice = await sent(customerId, 300);
      expect(await line(customerId)).toMatchObject({ amount_balance: 300, amount_available: 700 });
      const raised = await api.put(`/invoices/${invoice.id}`, { amount: 350 });
      expect(raised.status).toBe(200);
      expect(raised.body).toMatchObject({ amount_due: 350, amount_balance: 350 });
      expect(await line(customerId)).toMatchObject({ amount_balance: 350, amount_available: 650 });
      const lowered = await api.put(`/invoices/${invoice.id}`, { amount: 300 });
      expect(lowered.body).toMatchObject({ amount_due: 300, amount_balance: 300 });
      expect(await line(customerId)).toMatchObject({ amount_balance: 300, amount_available: 700 });
      // The same raise again is a change of its own, not a repeat of the first.
      expect((await api.put(`/invoices/${invoice.id}`, { amount: 350 })).status).toBe(200);
      expect(await line(customerId)).toMatchObject({ amount_balance: 350, amount_available: 650 });
      const ledger = await api.get(`/customers/${customerId}/ledger?limit=100`);
      const movements = ledger.body.results
        .filter((entry) => entry.invoice_id === invoice.id)
        .map((entry): [string, number] => [entry.kind, entry.balance_change]);
      expect(movements).toEqual(
        expect.arrayContaining([
          ['invoice_reserved', 300],
          ['invoice_reserved', 50],
          ['reservation_released', -50],
        ]),
      );
      expect(movements.filter(([kind]) => kind === 'invoice_reserved')).toHaveLength(3);
    });

    it('refuses a raise the line cannot cover with 400 naming amount, and changes nothing', async () => {
      const customerId = await customer(320);
      const invoice = await sent(customerId, 300);
      const refused = await api.put(`/invoices/${invoice.id}`, { amount: 350, po_number: 'PO-1' });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        type: 'invalid_request',
        code: 'BILLING.AMOUNT_NOT_COVERED',
        details: [{ path: 'amount', message: expect.stringContaining('50.00') }],
      });
      expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_due: 300, po_number: null });
      expect(await line(customerId)).toMatchObject({ amount_balance: 300, amount_available: 20 });
      expect((await api.put(`/invoices/${invoice.id}`, { amount: 320 })).body.amount_due).toBe(320);
      expect(await line(customerId)).toMatchObject({ amount_balance: 320, amount_available: 0 });
    });
  });
});
