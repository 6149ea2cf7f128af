import { adminCli, ApiClient, createMerchant, customerInput, SharedStack, sharedStack, waitFor } from '@netline/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/**
 * A random history of one merchant's receivables — invoices on various terms, payments, credit notes,
 * voids, changed terms and sandbox clock moves — through the real services. Afterwards insights' ageing report agrees
 * with billing: its total is the sum of `amount_balance` over the open invoices of GET /api/invoices, and
 * each bucket is what the invoices' due dates give at the report's `as_of` (the merchant's clock). DSO is
 * checked against the same invoices. Then the projection is rebuilt from the streams
 * (`admin insights rebuild`) and must come back to the same figures.
 */
type Op =
  | { kind: 'invoice'; customer: number; amount: number; terms: (typeof TERMS)[number] }
  | { kind: 'payment'; invoice: number; amount: number; reverse: boolean }
  | { kind: 'credit_note'; invoice: number; amount: number }
  | { kind: 'void'; invoice: number }
  | { kind: 'terms'; invoice: number; terms: (typeof TERMS)[number] }
  | { kind: 'clock'; days: number };

const TERMS = ['due_upon_receipt', 'net7', 'net15', 'net30', 'net60'] as const;
const DAY = 86_400_000;

const invoiceArbitrary: fc.Arbitrary<Op> = fc.record({
  kind: fc.constant('invoice' as const),
  customer: fc.nat(1),
  amount: fc.integer({ min: 10, max: 400 }).map((tens) => tens * 10),
  terms: fc.constantFrom(...TERMS),
});

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: invoiceArbitrary },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      invoice: fc.nat(7),
      amount: fc.integer({ min: 1, max: 60 }).map((tens) => tens * 10),
      reverse: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('credit_note' as const), invoice: fc.nat(7), amount: fc.integer({ min: 1, max: 30 }).map((tens) => tens * 10) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), invoice: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('terms' as const), invoice: fc.nat(7), terms: fc.constantFrom(...TERMS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 50 }) }) },
);

interface InvoiceBody {
  id: string;
  customer_id: string;
  amount_balance: number;
  amount_due: number;
  sent_at: string | null;
  due_at: string | null;
  voided: boolean;
  canceled: boolean;
}

interface AgingReport {
  as_of: string;
  total: number;
  buckets: Record<string, number>;
  customers: Array<{ customer_id: string; total: number; open_invoices: number; buckets: Record<string, number>; invoiced: number }>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** The model: ages each open invoice by the started days since its due date at `asOf`. */
function expectedAging(invoices: InvoiceBody[], asOf: Date) {
  const zero = () => ({ current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 });
  const buckets: Record<string, number> = zero();
  const customers = new Map<string, { total: number; open_invoices: number; buckets: Record<string, number> }>();
  let total = 0;
  for (const invoice of invoices) {
    if (!invoice.sent_at || invoice.voided || invoice.canceled || invoice.amount_balance <= 0) continue;
    const late = asOf.getTime() - new Date(invoice.due_at!).getTime();
    const days = late <= 0 ? 0 : Math.ceil(late / DAY);
    const bucket = days === 0 ? 'current' : days <= 30 ? 'days_1_30' : days <= 60 ? 'days_31_60' : days <= 90 ? 'days_61_90' : 'days_over_90';
    const balance = cents(invoice.amount_balance);
    total += balance;
    buckets[bucket] += balance;
    const customer = customers.get(invoice.customer_id) ?? { total: 0, open_invoices: 0, buckets: zero() };
    customer.total += balance;
    customer.open_invoices += 1;
    customer.buckets[bucket] += balance;
    customers.set(invoice.customer_id, customer);
  }
  return { total, buckets, customers };
}

/** The report in cents, in the model's shape (customers without open invoices left out). */
function reportInCents(report: AgingReport) {
  const inCents = (buckets: Record<string, number>) => Object.fromEntries(Object.entries(buckets).map(([bucket, value]) => [bucket, cents(value)]));
  return {
    total: cents(report.total),
    buckets: inCents(report.buckets),
    customers: new Map(
      report.customers
        .filter((customer) => customer.open_invoices > 0)
        .map((customer) => [customer.customer_id, { total: cents(customer.total), open_invoices: customer.open_invoices, buckets: inCents(customer.buckets) }]),
    ),
  };
}

describe('insights: receivables ageing and DSO follow billing, and survive a rebuild', () => {
  let stack: SharedStack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  async function run(api: ApiClient, op: Op, customers: string[], invoices: string[]): Promise<void> {
    const must = (answer: { status: number; text: string }, what: string) => {
      if (answer.status >= 500) throw new Error(`${what} failed: ${answer.text}`);
      return answer.status < 300;
    };
    switch (op.kind) {
      case 'invoice': {
        const created = await api.post('/invoices', {
          customer_id: customers[op.customer],
          number: `INV-${randomUUID().slice(0, 8)}`,
          amount: op.amount,
          terms: op.terms,
        });
        if (!must(created, 'invoice')) throw new Error(`invoice refused: ${created.text}`);
        invoices.push(created.body.id as string);
        // A customer with an invoice past due goes on credit hold and cannot be sent more: the invoice
        // stays a draft, which is no receivable (the model leaves unsent invoices out too).
        must(await api.put(`/invoices/${created.body.id}/send`), 'send');
        return;
      }
      case 'payment': {
        if (invoices.length === 0) return;
        const invoice = (await api.get(`/invoices/${invoices[op.invoice % invoices.length]}`)).body as InvoiceBody;
        const payment = await api.post('/sandbox/payments', {
          customer_id: invoice.customer_id,
          amount: op.amount,
          method: 'ach_debit',
          links: [{ invoice_id: invoice.id, amount: op.amount }],
        });
        // More than the balance, or a voided invoice: refused by rule, nothing moved.
        if (!must(payment, 'payment')) return;
        // Billing applies a settled or reversed payment from treasury's events: wait until it has, so the
        // figures compared at the end are billing's final ones.
        const balance = async () => cents(((await api.get(`/invoices/${invoice.id}`)).body as InvoiceBody).amount_balance);
        const before = cents(invoice.amount_balance);
        for (const status of ['in_transit', 'paid', ...(op.reverse ? ['failed'] : [])]) {
          const moved = await api.post(
            `/sandbox/payments/${payment.body.id}/status`,
            status === 'failed' ? { status, failed_code: 'insufficient_funds' } : { status },
          );
          if (!must(moved, `payment ${status}`)) return;
          if (status === 'paid') expect(await waitFor(balance, (now) => now === before - cents(op.amount), 15_000)).toBe(before - cents(op.amount));
          if (status === 'failed') expect(await waitFor(balance, (now) => now === before, 15_000)).toBe(before);
        }
        return;
      }
      case 'credit_note': {
        if (invoices.length === 0) return;
        must(await api.post('/credit-notes', { invoice_id: invoices[op.invoice % invoices.length], amount: op.amount, reason_code: 'other' }), 'credit note');
        return;
      }
      case 'void': {
        if (invoices.length === 0) return;
        must(await api.post(`/invoices/${invoices[op.invoice % invoices.length]}/void`), 'void');
        return;
      }
      case 'terms': {
        // New terms move a sent invoice's due date (billing writes invoice.due_date_updated).
        if (invoices.length === 0) return;
        must(await api.put(`/invoices/${invoices[op.invoice % invoices.length]}`, { terms: op.terms }), 'terms');
        return;
      }
      case 'clock': {
        const moved = await api.post('/sandbox/clock/advance', { days: op.days });
        if (!must(moved, 'clock')) throw new Error(`clock refused: ${moved.text}`);
        return;
      }
    }
  }

  /** Waits until the report's total is billing's open total, then checks every figure against the model. */
  async function assertAgrees(api: ApiClient, invoiceIds: string[]): Promise<string> {
    const read = async () => {
      const listed = await api.get('/invoices?limit=100');
      if (listed.status !== 200) throw new Error(`GET /invoices: ${listed.status} ${listed.text}`);
      const mine = (listed.body.results as InvoiceBody[]).filter((invoice) => invoiceIds.includes(invoice.id));
      const report = (await api.get('/reports/ar-aging')).body as AgingReport;
      return { mine, report };
    };
    const openTotal = (invoices: InvoiceBody[]) =>
      invoices.filter((invoice) => invoice.sent_at && !invoice.voided && !invoice.canceled).reduce((sum, invoice) => sum + cents(invoice.amount_balance), 0);
    const sentTotal = (invoices: InvoiceBody[]) => invoices.filter((invoice) => invoice.sent_at).reduce((sum, invoice) => sum + cents(invoice.amount_due), 0);
    const invoicedTotal = (report: AgingReport) => report.customers.reduce((sum, customer) => sum + cents(customer.invoiced), 0);
    // Insights catches up asynchronously (and re-reads every stream after a rebuild): wait until it has
    // applied every invoice this run sent and its report is the model's, so a total that matches early
    // (every invoice voided: 0 = 0) cannot pass for caught up. On a timeout the checks below say what differs.
    const caughtUp = ({ mine, report }: { mine: InvoiceBody[]; report: AgingReport }) =>
      mine.length === invoiceIds.length &&
      cents(report.total) === openTotal(mine) &&
      invoicedTotal(report) === sentTotal(mine) &&
      isDeepStrictEqual(reportInCents(report), expectedAging(mine, new Date(report.as_of)));
    const settled = await waitFor(read, caughtUp, 30_000);
    expect(settled.mine).toHaveLength(invoiceIds.length);
    // Billing's outstanding: the sum of amount_balance over the open invoices.
    expect(cents(settled.report.total)).toBe(openTotal(settled.mine));
    const model = expectedAging(settled.mine, new Date(settled.report.as_of));
    expect(reportInCents(settled.report)).toEqual(model);
    const bucketSum = Object.values(settled.report.buckets).reduce((sum, value) => sum + cents(value), 0);
    expect(bucketSum).toBe(cents(settled.report.total));

    const dso = (await api.get('/reports/dso')).body as { as_of: string; receivables: number; credit_sales: number; dso: number | null; period_days: number };
    const end = new Date(dso.as_of).getTime();
    const sales = settled.mine
      .filter((invoice) => invoice.sent_at && new Date(invoice.sent_at).getTime() > end - 90 * DAY && new Date(invoice.sent_at).getTime() <= end)
      .reduce((sum, invoice) => sum + cents(invoice.amount_due), 0);
    expect(cents(dso.receivables)).toBe(openTotal(settled.mine));
    expect(cents(dso.credit_sales)).toBe(sales);
    expect(dso.dso).toBe(sales === 0 ? null : Math.round((openTotal(settled.mine) / sales) * 90 * 10) / 10);
    return JSON.stringify(settled.report);
  }

  type HistoryPoint = { as_of: string; total: number; buckets: Record<string, number> };

  /** The ageing history's points of days already over (the last point is now, which moves on). */
  async function pastPoints(api: ApiClient): Promise<HistoryPoint[]> {
    const history = await api.get('/reports/ar-aging/history?days=60');
    if (history.status !== 200) throw new Error(`GET /reports/ar-aging/history: ${history.status} ${history.text}`);
    return (history.body.points as HistoryPoint[]).slice(0, -1);
  }

  it('ages billing’s open balances by the merchant’s clock, before and after a rebuild', async () => {
    await fc.assert(
      // Every history opens with an invoice: without one, insights has applied nothing of this merchant's
      // by the time the report agrees (0 = 0), and the rebuild below could find its inbox still empty.
      fc.asyncProperty(fc.tuple(invoiceArbitrary, fc.array(opArbitrary, { minLength: 3, maxLength: 13 })), async ([first, rest]) => {
        const ops = [first, ...rest];
        // A merchant per run: its clock only moves forward, and its report covers only this run.
        const merchant = await createMerchant(stack.env, `Insights ${randomUUID().slice(0, 6)}`);
        const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
        const customers: string[] = [];
        for (let index = 0; index < 2; index += 1) {
          const created = await api.post('/customers', customerInput());
          await api.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: 100_000, advance_rate: 0.8 });
          customers.push(created.body.id as string);
        }
        const invoices: string[] = [];
        for (const op of ops) await run(api, op, customers, invoices);

        const before = await assertAgrees(api, invoices);
        const historyBefore = await pastPoints(api);

        const rebuilt = await adminCli<{ deleted: { inbox: number }; streams: Array<{ stream: string }> }>(stack.env, ['insights', 'rebuild']);
        expect(rebuilt.streams.map((entry) => entry.stream)).toEqual([
          `${stack.namespace}:events:billing`,
          `${stack.namespace}:events:treasury`,
          `${stack.namespace}:events:credit`,
        ]);
        expect(rebuilt.deleted.inbox).toBeGreaterThan(0);
        const after = await assertAgrees(api, invoices);
        // The ageing history comes back from the streams too: every day that was over before the rebuild
        // (and still in the window) stands as it stood.
        const historyAfter = await pastPoints(api);
        const inBoth = (points: HistoryPoint[], others: HistoryPoint[]) => points.filter((point) => others.some((other) => other.as_of === point.as_of));
        expect(inBoth(historyBefore, historyAfter).length).toBeGreaterThan(50);
        expect(inBoth(historyAfter, historyBefore)).toEqual(inBoth(historyBefore, historyAfter));
        // The same report, but for `as_of` (the clock has run on meanwhile).
        const withoutTime = (report: string) => ({ ...JSON.parse(report), as_of: undefined });
        const { buckets: bucketsBefore, total: totalBefore } = withoutTime(before);
        const { buckets: bucketsAfter, total: totalAfter } = withoutTime(after);
        expect({ total: totalAfter, buckets: bucketsAfter }).toEqual({ total: totalBefore, buckets: bucketsBefore });
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
