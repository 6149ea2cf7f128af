import { AGING_BUCKETS, agingBucketOf, AgingBucket, StatementLineKind } from '@netline/contracts';

/**
 * The arithmetic of customer statements (docs/collections.md, "Statements"), in cents and free of any
 * database: billing's rows of one customer in, the ledger of each invoice at any instant out.
 *
 * Every movement of an invoice's balance is a dated row billing already keeps: the send (`sent_at`, at the
 * amount it was sent for), a change of a sent invoice's amount (`invoice_amount_changes`, written by a
 * trigger on the invoice), each payment application and its reversal (`payment_applications.applied_at`,
 * `reversed_at`), each credit note and its void (`credit_notes.created_at`, `voided_at`), and the void or
 * cancel of the invoice (`voided_at`/`amount_voided`, `canceled_at`/`amount_canceled`). All are times on
 * the merchant's clock. The balance of an invoice at an instant is the sum of its movements before it, and
 * that sum at "now" is the invoice's `amount_balance`: the statement is the ledger, not a copy of it.
 */

export interface LedgerInvoiceRow {
  id: string;
  number: string;
  /** Sent invoices only: an unsent invoice owes nothing. */
  sentAt: Date;
  /** The amount now (cents); the amount it was sent for is this less its changes after the send. */
  amountDue: number;
  dueAt: Date | null;
  voidedAt: Date | null;
  amountVoided: number;
  canceledAt: Date | null;
  amountCanceled: number;
}

export interface LedgerAmountChangeRow {
  invoiceId: string;
  /** New amount − old amount, cents. */
  delta: number;
  at: Date;
}

export interface LedgerApplicationRow {
  paymentId: string;
  invoiceId: string;
  amount: number;
  appliedAt: Date;
  reversedAt: Date | null;
}

export interface LedgerCreditNoteRow {
  id: string;
  number: string | null;
  invoiceId: string;
  amount: number;
  createdAt: Date;
  voidedAt: Date | null;
}

/** One customer's rows, as the statements repository reads them. */
export interface LedgerRows {
  invoices: LedgerInvoiceRow[];
  amountChanges: LedgerAmountChangeRow[];
  applications: LedgerApplicationRow[];
  creditNotes: LedgerCreditNoteRow[];
}

/** One movement of one invoice's balance; `amount` is signed as it moves what the customer owes. */
export interface LedgerEntry {
  at: Date;
  kind: StatementLineKind;
  invoiceId: string;
  invoiceNumber: string;
  reference: string;
  amount: number;
}

export interface StatementLineFigures extends LedgerEntry {
  /** What the customer owes after this line (cents). */
  balance: number;
}

export interface StatementTotalsFigures {
  invoiced: number;
  paid: number;
  credited: number;
  voided: number;
}

export interface StatementFigures {
  periodStart: Date;
  periodEnd: Date;
  openingBalance: number;
  lines: StatementLineFigures[];
  totals: StatementTotalsFigures;
  closingBalance: number;
  aging: Record<AgingBucket, number>;
}

/** Within one instant: what raises the balance first, so the running balance never dips below zero. */
const KIND_ORDER: Record<StatementLineKind, number> = {
  invoice: 0,
  invoice_adjustment: 1,
  payment_reversal: 2,
  credit_note_voided: 3,
  payment: 4,
  credit_note: 5,
  invoice_voided: 6,
  invoice_canceled: 7,
};

/** Which total a line counts in, and with which sign (a line's amount is the balance's change). */
const TOTAL_OF: Record<StatementLineKind, { total: keyof StatementTotalsFigures; sign: 1 | -1 }> = {
  invoice: { total: 'invoiced', sign: 1 },
  invoice_adjustment: { total: 'invoiced', sign: 1 },
  payment: { total: 'paid', sign: -1 },
  payment_reversal: { total: 'paid', sign: -1 },
  credit_note: { total: 'credited', sign: -1 },
  credit_note_voided: { total: 'credited', sign: -1 },
  invoice_voided: { total: 'voided', sign: -1 },
  invoice_canceled: { total: 'voided', sign: -1 },
};

/** Every movement of the customer's invoices, oldest first (a fixed order within one instant). */
export function ledgerEntries(rows: LedgerRows): LedgerEntry[] {
  const numbers = new Map(rows.invoices.map((invoice) => [invoice.id, invoice.number]));
  const entries: LedgerEntry[] = [];
  const push = (at: Date, kind: StatementLineKind, invoiceId: string, reference: string, amount: number) => {
    const invoiceNumber = numbers.get(invoiceId);
    // A row of an invoice that is not a sent invoice of this customer moves nothing of theirs.
    if (invoiceNumber === undefined || amount === 0) return;
    entries.push({ at, kind, invoiceId, invoiceNumber, reference, amount });
  };
  const changed = new Map<string, number>();
  for (const change of rows.amountChanges) changed.set(change.invoiceId, (changed.get(change.invoiceId) ?? 0) + change.delta);
  for (const invoice of rows.invoices) {
    push(invoice.sentAt, 'invoice', invoice.id, invoice.number, invoice.amountDue - (changed.get(invoice.id) ?? 0));
    if (invoice.voidedAt) push(invoice.voidedAt, 'invoice_voided', invoice.id, invoice.number, -invoice.amountVoided);
    if (invoice.canceledAt) push(invoice.canceledAt, 'invoice_canceled', invoice.id, invoice.number, -invoice.amountCanceled);
  }
  for (const change of rows.amountChanges) push(change.at, 'invoice_adjustment', change.invoiceId, numbers.get(change.invoiceId) ?? '', change.delta);
  for (const application of rows.applications) {
    push(application.appliedAt, 'payment', application.invoiceId, application.paymentId, -application.amount);
    if (application.reversedAt) push(application.reversedAt, 'payment_reversal', application.invoiceId, application.paymentId, application.amount);
  }
  for (const note of rows.creditNotes) {
    push(note.createdAt, 'credit_note', note.invoiceId, note.number ?? note.id, -note.amount);
    if (note.voidedAt) push(note.voidedAt, 'credit_note_voided', note.invoiceId, note.number ?? note.id, note.amount);
  }
  return entries.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.invoiceNumber.localeCompare(b.invoiceNumber) ||
      a.invoiceId.localeCompare(b.invoiceId) ||
      a.reference.localeCompare(b.reference),
  );
}

/** Each invoice's balance just before `at` (movements at `at` itself belong to what follows). */
export function balancesBefore(entries: readonly LedgerEntry[], at: Date): Map<string, number> {
  const balances = new Map<string, number>();
  for (const entry of entries) {
    if (entry.at.getTime() >= at.getTime()) break;
    balances.set(entry.invoiceId, (balances.get(entry.invoiceId) ?? 0) + entry.amount);
  }
  return balances;
}

/**
 * The statement of `[periodStart, periodEnd)`: the opening balance (the movements before the start), the
 * period's lines with the running balance, the totals per kind, the closing balance (the open invoice
 * balances at the end, which the lines reach from the opening) and its ageing at the end by the
 * contracts' rule, so each invoice's balance sits in exactly one bucket.
 */
export function buildStatement(rows: LedgerRows, periodStart: Date, periodEnd: Date): StatementFigures {
  const entries = ledgerEntries(rows);
  const opening = sum(balancesBefore(entries, periodStart).values());
  const totals: StatementTotalsFigures = { invoiced: 0, paid: 0, credited: 0, voided: 0 };
  const lines: StatementLineFigures[] = [];
  let balance = opening;
  for (const entry of entries) {
    if (entry.at.getTime() < periodStart.getTime()) continue;
    if (entry.at.getTime() >= periodEnd.getTime()) break;
    balance += entry.amount;
    const { total, sign } = TOTAL_OF[entry.kind];
    totals[total] += sign * entry.amount;
    lines.push({ ...entry, balance });
  }
  const open = balancesBefore(entries, periodEnd);
  const dueAt = new Map(rows.invoices.map((invoice) => [invoice.id, invoice.dueAt]));
  const aging = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  for (const [invoiceId, owed] of open) {
    if (owed === 0) continue;
    aging[agingBucketOf(dueAt.get(invoiceId) ?? null, periodEnd)] += owed;
  }
  return { periodStart, periodEnd, openingBalance: opening, lines, totals, closingBalance: sum(open.values()), aging };
}

/** Whether a period is worth a statement: something was owed at its start or something happened in it. */
export function hasActivity(figures: Pick<StatementFigures, 'openingBalance' | 'lines'>): boolean {
  return figures.openingBalance !== 0 || figures.lines.length > 0;
}

/** The calendar month (UTC, on the merchant's clock) holding `at`: `[start, end)`. */
export function monthOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
}

/** The months from the one holding `from` up to the one ending at `until` (a month start), oldest first. */
export function monthsBetween(from: Date, until: Date): Array<{ start: Date; end: Date }> {
  const months: Array<{ start: Date; end: Date }> = [];
  for (let month = monthOf(from); month.end.getTime() <= until.getTime(); month = monthOf(month.end)) months.push(month);
  return months;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
