import { buildStatement, hasActivity, LedgerInvoiceRow, LedgerRows, monthOf, monthsBetween } from './statement-ledger';

const at = (iso: string) => new Date(iso);
const JAN = { start: at('2030-01-01T00:00:00Z'), end: at('2030-02-01T00:00:00Z') };
const FEB = { start: at('2030-02-01T00:00:00Z'), end: at('2030-03-01T00:00:00Z') };

const invoice = (fields: Partial<LedgerInvoiceRow> & Pick<LedgerInvoiceRow, 'id' | 'sentAt' | 'amountDue'>): LedgerInvoiceRow => ({
  number: fields.id.toUpperCase(),
  dueAt: new Date(fields.sentAt.getTime() + 30 * 86_400_000),
  voidedAt: null,
  amountVoided: 0,
  canceledAt: null,
  amountCanceled: 0,
  ...fields,
});
const rows = (parts: Partial<LedgerRows>): LedgerRows => ({ invoices: [], amountChanges: [], applications: [], creditNotes: [], ...parts });

describe('statement arithmetic', () => {
  const history = rows({
    invoices: [
      invoice({ id: 'inv_a', sentAt: at('2030-01-05T10:00:00Z'), amountDue: 100_000 }),
      invoice({ id: 'inv_b', sentAt: at('2030-01-20T10:00:00Z'), amountDue: 40_000 }),
      // Voided in February: its whole balance leaves the ledger then.
      invoice({ id: 'inv_c', sentAt: at('2030-01-25T10:00:00Z'), amountDue: 5_000, voidedAt: at('2030-02-02T09:00:00Z'), amountVoided: 5_000 }),
    ],
    applications: [
      { paymentId: 'pay_1', invoiceId: 'inv_a', amount: 30_000, appliedAt: at('2030-01-10T12:00:00Z'), reversedAt: null },
      { paymentId: 'pay_2', invoiceId: 'inv_a', amount: 20_000, appliedAt: at('2030-01-31T23:59:59.999Z'), reversedAt: at('2030-02-03T08:00:00Z') },
      { paymentId: 'pay_3', invoiceId: 'inv_b', amount: 40_000, appliedAt: at('2030-02-01T00:00:00Z'), reversedAt: null },
    ],
    creditNotes: [{ id: 'cn_1', number: null, invoiceId: 'inv_a', amount: 10_000, createdAt: at('2030-01-15T00:00:00Z'), voidedAt: null }],
  });

  it('lists the month with a running balance, totals per kind, and a closing balance that is the open invoices', () => {
    const jan = buildStatement(history, JAN.start, JAN.end);
    expect(jan.openingBalance).toBe(0);
    expect(jan.lines.map((line) => [line.kind, line.reference, line.amount, line.balance])).toEqual([
      ['invoice', 'INV_A', 100_000, 100_000],
      ['payment', 'pay_1', -30_000, 70_000],
      ['credit_note', 'cn_1', -10_000, 60_000],
      ['invoice', 'INV_B', 40_000, 100_000],
      ['invoice', 'INV_C', 5_000, 105_000],
      // The last millisecond of January is January's.
      ['payment', 'pay_2', -20_000, 85_000],
    ]);
    expect(jan.totals).toEqual({ invoiced: 145_000, paid: 50_000, credited: 10_000, voided: 0 });
    expect(jan.closingBalance).toBe(85_000);
    expect(jan.openingBalance + jan.totals.invoiced - jan.totals.paid - jan.totals.credited - jan.totals.voided).toBe(jan.closingBalance);
    // Aged at the end of January: inv_a (40,000) due 4 Feb and inv_b due 19 Feb are current, inv_c too.
    expect(jan.aging).toEqual({ current: 85_000, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 });
  });

  it("opens the next month at this month's closing balance, with voids and reversals as lines of their own", () => {
    const jan = buildStatement(history, JAN.start, JAN.end);
    const feb = buildStatement(history, FEB.start, FEB.end);
    expect(feb.openingBalance).toBe(jan.closingBalance);
    expect(feb.lines.map((line) => [line.kind, line.reference, line.amount])).toEqual([
      // A payment at the first instant of February is February's.
      ['payment', 'pay_3', -40_000],
      ['invoice_voided', 'INV_C', -5_000],
      ['payment_reversal', 'pay_2', 20_000],
    ]);
    expect(feb.totals).toEqual({ invoiced: 0, paid: 20_000, credited: 0, voided: 5_000 });
    expect(feb.closingBalance).toBe(60_000);
    // inv_a (60,000) fell due on 4 February: 25 days past due on 1 March.
    expect(feb.aging).toEqual({ current: 0, days_1_30: 60_000, days_31_60: 0, days_61_90: 0, days_over_90: 0 });
  });

  it('dates an amount change of a sent invoice and counts the amount it was sent for at the send', () => {
    const changed = rows({
      invoices: [invoice({ id: 'inv_a', sentAt: at('2030-01-05T10:00:00Z'), amountDue: 70_000 })],
      amountChanges: [{ invoiceId: 'inv_a', delta: -30_000, at: at('2030-02-10T10:00:00Z') }],
    });
    expect(buildStatement(changed, JAN.start, JAN.end).closingBalance).toBe(100_000);
    const feb = buildStatement(changed, FEB.start, FEB.end);
    expect(feb.lines).toEqual([expect.objectContaining({ kind: 'invoice_adjustment', amount: -30_000, balance: 70_000 })]);
    expect(feb.totals.invoiced).toBe(-30_000);
  });

  it('counts a canceled remainder as voided and a voided credit note back as credited', () => {
    const canceled = rows({
      invoices: [
        invoice({ id: 'inv_a', sentAt: at('2030-01-05T10:00:00Z'), amountDue: 10_000, canceledAt: at('2030-01-20T00:00:00Z'), amountCanceled: 6_000 }),
      ],
      creditNotes: [
        { id: 'cn_1', number: 'CN-1', invoiceId: 'inv_a', amount: 4_000, createdAt: at('2030-01-10T00:00:00Z'), voidedAt: null },
        { id: 'cn_2', number: 'CN-2', invoiceId: 'inv_a', amount: 1_000, createdAt: at('2030-01-11T00:00:00Z'), voidedAt: at('2030-01-12T00:00:00Z') },
      ],
    });
    const jan = buildStatement(canceled, JAN.start, JAN.end);
    expect(jan.lines.map((line) => line.kind)).toEqual(['invoice', 'credit_note', 'credit_note', 'credit_note_voided', 'invoice_canceled']);
    expect(jan.totals).toEqual({ invoiced: 10_000, paid: 0, credited: 4_000, voided: 6_000 });
    expect(jan.closingBalance).toBe(0);
  });

  it('ages the closing balance into the buckets by the contracts rule, at the end of the period', () => {
    const aged = rows({
      invoices: [
        invoice({ id: 'inv_a', sentAt: at('2029-09-01T00:00:00Z'), amountDue: 1_000, dueAt: at('2029-10-01T00:00:00Z') }),
        invoice({ id: 'inv_b', sentAt: at('2029-11-01T00:00:00Z'), amountDue: 2_000, dueAt: at('2029-12-01T00:00:00Z') }),
        invoice({ id: 'inv_c', sentAt: at('2029-12-01T00:00:00Z'), amountDue: 3_000, dueAt: at('2030-01-01T00:00:00Z') }),
        // Due at the very end of the period: not yet past due.
        invoice({ id: 'inv_d', sentAt: at('2030-01-01T00:00:00Z'), amountDue: 4_000, dueAt: JAN.end }),
      ],
    });
    const jan = buildStatement(aged, JAN.start, JAN.end);
    expect(jan.aging).toEqual({ current: 4_000, days_1_30: 0, days_31_60: 3_000, days_61_90: 2_000, days_over_90: 1_000 });
    expect(Object.values(jan.aging).reduce((sum, value) => sum + value, 0)).toBe(jan.closingBalance);
  });

  it('has nothing to state for a customer who owed nothing and did nothing', () => {
    expect(hasActivity(buildStatement(history, at('2029-12-01T00:00:00Z'), JAN.start))).toBe(false);
    expect(hasActivity(buildStatement(history, FEB.start, FEB.end))).toBe(true);
  });

  it('walks calendar months in UTC, across a year end', () => {
    expect(monthOf(at('2030-12-31T23:59:59.999Z'))).toEqual({ start: at('2030-12-01T00:00:00Z'), end: at('2031-01-01T00:00:00Z') });
    expect(monthsBetween(at('2030-11-15T10:00:00Z'), at('2031-02-01T00:00:00Z')).map((month) => month.start.toISOString().slice(0, 7))).toEqual([
      '2030-11',
      '2030-12',
      '2031-01',
    ]);
    expect(monthsBetween(at('2031-01-15T10:00:00Z'), at('2031-01-01T00:00:00Z'))).toEqual([]);
  });
});
