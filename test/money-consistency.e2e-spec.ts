import { adminCli, ApiClient, checkStreamEvents, createMerchant, customerInput, Stack, waitFor } from '@netline/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';

/**
 * Random concurrent money operations on shared invoices across the real services (gateway, credit,
 * billing, treasury as processes): payments split over invoices and settled, credit notes, voids,
 * cancels and reversals, all at once. Whatever interleaving happened, afterwards billing, credit and
 * treasury agree: `reconcile` finds no difference, credit's outstanding balance for the customer equals
 * the sum of billing's invoice balances, and no invoice is paid or credited beyond its amount.
 */
type Op =
  | { kind: 'payment'; links: Array<{ invoice: number; amount: number }>; reverse: boolean }
  | { kind: 'credit_note'; invoice: number; amount: number }
  | { kind: 'void'; invoice: number }
  | { kind: 'cancel'; invoice: number };

const INVOICES = 4;
const INVOICE_AMOUNT = 1000;

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      links: fc.uniqueArray(fc.record({ invoice: fc.nat(INVOICES - 1), amount: fc.integer({ min: 1, max: 80 }).map((tens) => tens * 10) }), {
        minLength: 1,
        maxLength: 2,
        selector: (link) => link.invoice,
      }),
      reverse: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('credit_note' as const),
      invoice: fc.nat(INVOICES - 1),
      amount: fc.integer({ min: 1, max: 50 }).map((tens) => tens * 10),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), invoice: fc.nat(INVOICES - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), invoice: fc.nat(INVOICES - 1) }) },
);

describe('money across services under concurrent operations', () => {
  let stack: Stack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'treasury', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { TREASURY_JOBS_INTERVAL_MS: '0' },
    });
    const merchant = await createMerchant(stack.env, `Consistency ${randomUUID().slice(0, 6)}`);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function run(op: Op, customerId: string, invoices: string[]): Promise<void> {
    switch (op.kind) {
      case 'payment': {
        const links = op.links.map((link) => ({ invoice_id: invoices[link.invoice], amount: link.amount }));
        const amount = links.reduce((sum, link) => sum + link.amount, 0);
        const created = await api.post('/sandbox/payments', { customer_id: customerId, amount, method: 'ach_debit', links });
        // A link to an invoice voided or canceled meanwhile is refused by rule: fine, nothing moved.
        if (created.status >= 500) throw new Error(`payment failed: ${created.text}`);
        if (created.status !== 200) return;
        for (const status of ['in_transit', 'paid', ...(op.reverse ? ['failed'] : [])]) {
          const moved = await api.post(
            `/sandbox/payments/${created.body.id}/status`,
            status === 'failed' ? { status, failed_code: 'insufficient_funds' } : { status },
          );
          if (moved.status >= 500) throw new Error(`payment ${status} failed: ${moved.text}`);
          if (moved.status !== 200) return;
        }
        return;
      }
      case 'credit_note': {
        // Refusals (more than the balance, a voided or canceled invoice) are rules, not failures.
        const note = await api.post('/credit-notes', { invoice_id: invoices[op.invoice], amount: op.amount, reason_code: 'other' });
        if (note.status >= 500) throw new Error(`credit note failed: ${note.text}`);
        return;
      }
      case 'void':
      case 'cancel': {
        const answered = await api.post(`/invoices/${invoices[op.invoice]}/${op.kind}`);
        if (answered.status >= 500) throw new Error(`${op.kind} failed: ${answered.text}`);
        return;
      }
    }
  }

  it('keeps billing, credit and treasury in agreement, whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 10, maxLength: 24 }), async (ops) => {
        const created = await api.post('/customers', customerInput());
        const customerId = created.body.id as string;
        await api.post(`/sandbox/customers/${customerId}/credit-decision`, { decision: 'approved', amount: 100_000, advance_rate: 0.8 });
        const invoices: string[] = [];
        for (let index = 0; index < INVOICES; index += 1) {
          const invoice = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: INVOICE_AMOUNT });
          await api.put(`/invoices/${invoice.body.id}/send`);
          invoices.push(invoice.body.id as string);
        }

        await Promise.all(ops.map((op) => run(op, customerId, invoices)));

        // Events settle; then the three services agree.
        const read = async () => {
          const bodies = await Promise.all(invoices.map(async (id) => (await api.get(`/invoices/${id}`)).body));
          const billing = Math.round(bodies.reduce((sum, body) => sum + body.amount_balance, 0) * 100) / 100;
          const credit = (await api.get(`/customers/${customerId}`)).body.amount_balance as number;
          return { billing, credit, bodies };
        };
        const agreed = await waitFor(read, (figures) => figures.billing === figures.credit, 30_000);
        expect({ billing: agreed.billing, credit: agreed.credit }).toEqual({ billing: agreed.billing, credit: agreed.billing });
        for (const body of agreed.bodies) {
          expect(body.amount_paid + body.amount_credited).toBeLessThanOrEqual(body.amount_due + 0.001);
          expect(body.amount_balance).toBeGreaterThanOrEqual(0);
        }
        const report = await waitFor(
          () =>
            adminCli<{ ok: boolean; differences: unknown[] }>(stack.env, ['reconcile']).catch((error: { stdout?: string }) => JSON.parse(error.stdout ?? '{}')),
          (value) => value.ok === true,
          20_000,
        );
        expect(report).toMatchObject({ ok: true, differences: [] });
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });

  it('wrote only events the event catalogue accepts, whatever the interleaving', async () => {
    const check = await checkStreamEvents(stack);
    expect(check.violations).toEqual([]);
    expect(Object.keys(check.byType)).toEqual(
      expect.arrayContaining(['customer.created', 'invoice.created', 'invoice.sent', 'invoice.balance_updated', 'payment.created', 'payment.paid']),
    );
  });
});
