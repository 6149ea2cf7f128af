import {
  adminCli,
  ApiClient,
  ApiResponse,
  checkStreamEvents,
  createMerchant,
  customerInput,
  ErrorBody,
  SharedStack,
  sharedStack,
  waitFor,
} from '@netline/testing';
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
  let stack: SharedStack;
  let api: ApiClient;
  let merchantId: string;

  beforeAll(async () => {
    stack = await sharedStack();
    const merchant = await createMerchant(stack.env, `Consistency ${randomUUID().slice(0, 6)}`);
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  /**
   * The refusals each operation may meet by rule when it races the others (libs/catalogue error-codes.ts):
   * a void or cancel that reached the invoice first closes it, a credit note may find less owed than it
   * asks, and a void comes too late once something was paid or credited. Anything else is a failure.
   */
  const RULE_REFUSALS: Record<Op['kind'], string[]> = {
    payment: ['TREASURY.INVALID_PAYMENT_LINKS'],
    credit_note: ['BILLING.INVOICE_CLOSED', 'BILLING.CREDIT_NOTE_EXCEEDS_BALANCE'],
    void: ['BILLING.INVOICE_ALREADY_VOIDED', 'BILLING.INVOICE_CANCELED', 'BILLING.INVOICE_HAS_PAYMENTS', 'BILLING.INVOICE_HAS_CREDIT_NOTES'],
    cancel: ['BILLING.INVOICE_ALREADY_CANCELED', 'BILLING.INVOICE_VOIDED', 'BILLING.INVOICE_NOTHING_OWED'],
  };

  /** What became of one operation: done, or refused with the code the API gave. */
  type Done = { kind: Op['kind']; done: true; reversed: boolean };
  type Refused = { kind: Op['kind']; done: false; status: number; code: string | undefined };
  type Outcome = Done | Refused;

  const refusal = (kind: Op['kind'], response: ApiResponse<Partial<ErrorBody>>): Outcome => ({
    kind,
    done: false,
    status: response.status,
    code: response.body?.error?.code,
  });

  async function run(op: Op, customerId: string, invoices: string[]): Promise<Outcome> {
    switch (op.kind) {
      case 'payment': {
        const links = op.links.map((link) => ({ invoice_id: invoices[link.invoice], amount: link.amount }));
        const amount = links.reduce((sum, link) => sum + link.amount, 0);
        const created = await api.post('/sandbox/payments', { customer_id: customerId, amount, method: 'ach_debit', links });
        if (created.status !== 200) return refusal(op.kind, created);
        // Only this operation moves its payment, so every step must be taken (a void meanwhile only
        // changes what the payment applies when paid, not whether the bank may move it).
        for (const status of ['in_transit', 'paid', ...(op.reverse ? ['failed'] : [])]) {
          const moved = await api.post(
            `/sandbox/payments/${created.body.id}/status`,
            status === 'failed' ? { status, failed_code: 'insufficient_funds' } : { status },
          );
          if (moved.status !== 200 || moved.body.status !== status) throw new Error(`payment ${created.body.id} → ${status}: ${moved.status} ${moved.text}`);
        }
        return { kind: op.kind, done: true, reversed: op.reverse };
      }
      case 'credit_note': {
        const note = await api.post('/credit-notes', { invoice_id: invoices[op.invoice], amount: op.amount, reason_code: 'other' });
        return note.status === 200 ? { kind: op.kind, done: true, reversed: false } : refusal(op.kind, note);
      }
      case 'void':
      case 'cancel': {
        const answered = await api.post(`/invoices/${invoices[op.invoice]}/${op.kind}`);
        return answered.status === 200 ? { kind: op.kind, done: true, reversed: false } : refusal(op.kind, answered);
      }
    }
  }

  it('keeps billing, credit and treasury in agreement, whatever the interleaving', async () => {
    const seen: Outcome[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 10, maxLength: 24 }), async (ops) => {
        const created = await api.post('/customers', customerInput());
        expect(created.status).toBe(200);
        const customerId = created.body.id as string;
        const decided = await api.post(`/sandbox/customers/${customerId}/credit-decision`, { decision: 'approved', amount: 100_000, advance_rate: 0.8 });
        expect(decided.status).toBe(200);
        const invoices: string[] = [];
        for (let index = 0; index < INVOICES; index += 1) {
          const invoice = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: INVOICE_AMOUNT });
          expect(invoice.status).toBe(200);
          const sent = await api.put(`/invoices/${invoice.body.id}/send`);
          expect(sent.status).toBe(200);
          invoices.push(invoice.body.id as string);
        }

        const outcomes = await Promise.all(ops.map((op) => run(op, customerId, invoices)));
        // Every refusal is one the rules name for that operation; nothing else (no 5xx, no 404).
        const refused = outcomes.filter((outcome): outcome is Refused => !outcome.done);
        expect(refused.filter((outcome) => outcome.status !== 400 || !RULE_REFUSALS[outcome.kind].includes(outcome.code ?? ''))).toEqual([]);
        // The first operation to reach each invoice has nothing to collide with, so some always succeed;
        // an API refusing everything leaves nothing for the agreement below to check.
        expect(outcomes.filter((outcome) => outcome.done).length).toBeGreaterThan(0);
        for (const outcome of outcomes) seen.push(outcome);

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
            adminCli<{ ok: boolean; differences: unknown[] }>(stack.env, ['reconcile', '--merchant', merchantId]).catch((error: { stdout?: string }) =>
              JSON.parse(error.stdout ?? '{}'),
            ),
          (value) => value.ok === true,
          20_000,
        );
        expect(report).toMatchObject({ ok: true, differences: [] });
      }),
      { numRuns: 6, endOnFailure: true },
    );
    // Over all runs, money really moved each way the agreement covers: payments paid (and reversed) and
    // credit notes issued, not only refusals and voids.
    const done = (kind: Op['kind'], reversed?: boolean) =>
      seen
        .filter((outcome): outcome is Done => outcome.done)
        .filter((outcome) => outcome.kind === kind && (reversed === undefined || outcome.reversed === reversed)).length;
    const moved = { paid: done('payment', false), reversed: done('payment', true), credit_notes: done('credit_note') };
    expect(Object.entries(moved).filter(([, count]) => count === 0)).toEqual([]);
    // Six runs of up to 24 raced operations across four services, each followed by a reconcile: longer
    // than the suites' two minutes on a two-core machine running another suite beside it.
  }, 300_000);

  it('wrote only events the event catalogue accepts, whatever the interleaving', async () => {
    const check = await checkStreamEvents(stack, { merchantIds: [merchantId] });
    expect(check.violations).toEqual([]);
    expect(Object.keys(check.byType)).toEqual(
      expect.arrayContaining(['customer.created', 'invoice.created', 'invoice.sent', 'invoice.balance_updated', 'payment.created', 'payment.paid']),
    );
  });
});
