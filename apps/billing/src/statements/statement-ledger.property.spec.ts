import { agingBucketOf, AGING_BUCKETS, AgingBucket } from '@netline/contracts';
import fc from 'fast-check';
import { Invoice, newInvoiceState } from '../invoices/invoice.entity';
import { balancesBefore, buildStatement, ledgerEntries, LedgerRows, monthOf, monthsBetween } from './statement-ledger';

const DAY_MS = 86_400_000;
const START = Date.parse('2030-01-03T08:00:00Z');

/** One step of a customer's history, as the merchant, the buyer or time makes it. */
type Step =
  | { op: 'wait'; ms: number }
  | { op: 'send'; amount: number; termsDays: number }
  | { op: 'pay'; invoice: number; amount: number }
  | { op: 'reverse'; application: number }
  | { op: 'credit'; invoice: number; amount: number }
  | { op: 'void_credit'; note: number }
  | { op: 'void'; invoice: number }
  | { op: 'cancel'; invoice: number }
  | { op: 'amount'; invoice: number; amount: number };

const cents = fc.integer({ min: 1, max: 500_000 });
const pick = fc.nat({ max: 50 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 25 * DAY_MS })) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('send' as const), amount: cents, termsDays: fc.constantFrom(0, 10, 30, 60, 90) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('pay' as const), invoice: pick, amount: cents }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), application: pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('credit' as const), invoice: pick, amount: cents }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('void_credit' as const), note: pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const), invoice: pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), invoice: pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('amount' as const), invoice: pick, amount: cents }) },
);

/** What is really owed at a month boundary: each sent invoice's `amountBalance` and due date then. */
interface Snapshot {
  at: Date;
  balances: Map<string, number>;
  dueAt: Map<string, Date | null>;
}

/**
 * Plays a history on billing's own Invoice (the methods the services call under the row lock), writing the
 * rows the services and the amount trigger write: payment applications, credit notes, amount changes.
 * At every month boundary the clock crosses, it notes what each invoice really owes.
 */
function play(steps: Step[]): { rows: LedgerRows; snapshots: Snapshot[]; now: Date } {
  let now = START;
  const invoices: Invoice[] = [];
  const rows: LedgerRows = { invoices: [], amountChanges: [], applications: [], creditNotes: [] };
  const snapshots: Snapshot[] = [];
  const at = () => new Date(now);
  const nth = <T>(list: T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
  const attempt = (change: () => void) => {
    try {
      change();
    } catch {
      // A refusal of the invoice's rules (void of a paid invoice, cancel of nothing owed…): nothing happened.
    }
  };
  for (const [index, next] of steps.entries()) {
    const invoice = 'invoice' in next ? nth(invoices, next.invoice) : undefined;
    switch (next.op) {
      case 'wait': {
        const until = now + next.ms;
        for (let boundary = monthOf(at()).end.getTime(); boundary <= until; boundary = monthOf(new Date(boundary)).end.getTime()) {
          snapshots.push({
            at: new Date(boundary),
            balances: new Map(invoices.map((one) => [one.id, one.amountBalance])),
            dueAt: new Map(invoices.map((one) => [one.id, one.dueAt])),
          });
        }
        now = until;
        break;
      }
      case 'send': {
        const sent = Object.assign(new Invoice(), newInvoiceState(next.amount, at()), {
          id: `inv_${index}`,
          number: `N-${index}`,
          sent: true,
          sentAt: at(),
          dueAt: new Date(now + next.termsDays * DAY_MS),
        });
        invoices.push(sent);
        break;
      }
      case 'pay':
        if (invoice && invoice.open) {
          const applied = invoice.applyPayment(next.amount, at());
          if (applied > 0) rows.applications.push({ paymentId: `pay_${index}`, invoiceId: invoice.id, amount: applied, appliedAt: at(), reversedAt: null });
        }
        break;
      case 'reverse': {
        const application = nth(
          rows.applications.filter((one) => one.reversedAt === null),
          next.application,
        );
        if (!application) break;
        const paid = invoices.find((one) => one.id === application.invoiceId)!;
        expect(paid.reversePayment(application.amount, at())).toBe(application.amount);
        application.reversedAt = at();
        break;
      }
      case 'credit':
        if (invoice && invoice.open && next.amount <= invoice.amountBalance) {
          invoice.applyCredit(next.amount, at());
          rows.creditNotes.push({ id: `cn_${index}`, number: null, invoiceId: invoice.id, amount: next.amount, createdAt: at(), voidedAt: null });
        }
        break;
      case 'void_credit': {
        const note = nth(
          rows.creditNotes.filter((one) => one.voidedAt === null),
          next.note,
        );
        const credited = note && invoices.find((one) => one.id === note.invoiceId)!;
        if (note && credited && !credited.voided && !credited.canceled) {
          credited.voidCredit(note.amount, at());
          note.voidedAt = at();
        }
        break;
      }
      case 'void':
        if (invoice) attempt(() => invoice.void(at()));
        break;
      case 'cancel':
        if (invoice) attempt(() => invoice.cancel(at()));
        break;
      case 'amount':
        if (invoice && !invoice.voided && !invoice.canceled) {
          const before = invoice.amountDue;
          attempt(() => invoice.changeAmount(next.amount, at()));
          if (invoice.amountDue !== before) rows.amountChanges.push({ invoiceId: invoice.id, delta: invoice.amountDue - before, at: at() });
        }
        break;
    }
  }
  rows.invoices = invoices.map((one) => ({
    id: one.id,
    number: one.number,
    sentAt: one.sentAt!,
    amountDue: one.amountDue,
    dueAt: one.dueAt,
    voidedAt: one.voidedAt,
    amountVoided: one.amountVoided,
    canceledAt: one.canceledAt,
    amountCanceled: one.amountCanceled,
  }));
  return { rows, snapshots, now: at() };
}

const total = (values: Iterable<number>) => [...values].reduce((sum, value) => sum + value, 0);

describe('statements against the ledger (property)', () => {
  it('closes every month at the open invoice balances, opens the next at that closing, and ages it exactly', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => {
        const { rows, snapshots, now } = play(steps);
        const months = monthsBetween(new Date(START), monthOf(now).start);
        expect(months.map((month) => month.end.getTime())).toEqual(snapshots.map((snapshot) => snapshot.at.getTime()));
        let previousClosing = 0;
        for (const [index, month] of months.entries()) {
          const statement = buildStatement(rows, month.start, month.end);
          const truth = snapshots[index];
          // The ledger: closing = what every invoice really owed at the end, invoice by invoice.
          expect(statement.closingBalance).toBe(total(truth.balances.values()));
          const owed = balancesBefore(ledgerEntries(rows), month.end);
          for (const [invoiceId, balance] of truth.balances) expect({ invoiceId, balance: owed.get(invoiceId) ?? 0 }).toEqual({ invoiceId, balance });
          // The chain: this month opens where the last one closed.
          expect(statement.openingBalance).toBe(previousClosing);
          // The arithmetic: opening + invoiced − paid − credited − voided = closing, line by line.
          const { invoiced, paid, credited, voided } = statement.totals;
          expect(statement.openingBalance + invoiced - paid - credited - voided).toBe(statement.closingBalance);
          expect(statement.lines.at(-1)?.balance ?? statement.openingBalance).toBe(statement.closingBalance);
          // The ageing: every bucket by the contracts rule at the end, adding up to the closing balance.
          expect(total(Object.values(statement.aging))).toBe(statement.closingBalance);
          const expected = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
          for (const [invoiceId, balance] of truth.balances) expected[agingBucketOf(truth.dueAt.get(invoiceId) ?? null, month.end)] += balance;
          expect(statement.aging).toEqual(expected);
          previousClosing = statement.closingBalance;
        }
        // And the month still running ends at what is owed now.
        const running = buildStatement(rows, monthOf(now).start, new Date(now.getTime() + 1));
        expect(running.openingBalance).toBe(previousClosing);
        expect(running.closingBalance).toBe(total(rows.invoices.map((invoice) => invoiceBalance(rows, invoice.id))));
      }),
      { numRuns: 300 },
    );
  });
});

/** An invoice's balance now from its final figures, as the invariant of the table states it. */
function invoiceBalance(rows: LedgerRows, invoiceId: string): number {
  const invoice = rows.invoices.find((one) => one.id === invoiceId)!;
  const paid = total(rows.applications.filter((one) => one.invoiceId === invoiceId && one.reversedAt === null).map((one) => one.amount));
  const credited = total(rows.creditNotes.filter((one) => one.invoiceId === invoiceId && one.voidedAt === null).map((one) => one.amount));
  return invoice.amountDue - paid - credited - invoice.amountVoided - invoice.amountCanceled;
}
