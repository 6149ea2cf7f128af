import { formatMoney } from '../invoices/invoice-pdf';

/**
 * The messages customers receive, each as a subject, a plain-text part and an HTML part built from the
 * same facts (docs/collections.md, "What is sent"). Pure functions: every value that came from a merchant
 * or a customer is escaped in the HTML part, and the text part carries the same links in full.
 */

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

export interface InvoiceFacts {
  number: string;
  /** Cents. */
  amountDue: number;
  amountBalance: number;
  dueAt: Date | null;
  poNumber: string | null;
  lineItems: Array<{ description: string; quantity: number; unit_price: number; amount: number }>;
}

export interface Parties {
  merchantName: string;
  customerName: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : 'on receipt');
/** Header values must not carry line breaks (a name with one would start a new header). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:36rem;margin:0 auto;padding:1rem">${body}
<p style="color:#5b6476;font-size:12px">Sent through Netline on behalf of the merchant. Reply to this message to reach them.</p></body></html>`;
}

function lineItemsText(invoice: InvoiceFacts): string[] {
  return invoice.lineItems.map((item) => `  ${item.description} — ${item.quantity} × ${formatMoney(item.unit_price)} = ${formatMoney(item.amount)}`);
}

function lineItemsHtml(invoice: InvoiceFacts): string {
  if (invoice.lineItems.length === 0) return '';
  const rows = invoice.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}</td><td style="text-align:right">${item.quantity}</td><td style="text-align:right">${formatMoney(item.unit_price)}</td><td style="text-align:right">${formatMoney(item.amount)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;width:100%" cellpadding="4"><thead><tr><th style="text-align:left">Description</th><th style="text-align:right">Quantity</th><th style="text-align:right">Unit price</th><th style="text-align:right">Amount</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The invoice itself, sent when the merchant sends it; the PDF travels as an attachment. */
export function invoiceMessage(parties: Parties, invoice: InvoiceFacts, paymentUrl: string, remittance: string[] = []): RenderedMessage {
  const subject = oneLine(`Invoice ${invoice.number} from ${parties.merchantName}: ${formatMoney(invoice.amountDue)} due ${day(invoice.dueAt)}`);
  const text = [
    `Hello ${parties.customerName},`,
    '',
    `${parties.merchantName} has sent you invoice ${invoice.number} for ${formatMoney(invoice.amountDue)}, due ${day(invoice.dueAt)}.`,
    ...(invoice.poNumber ? [`Your PO number: ${invoice.poNumber}`] : []),
    ...(invoice.lineItems.length > 0 ? ['', 'Items:', ...lineItemsText(invoice)] : []),
    '',
    `View and pay: ${paymentUrl}`,
    ...(remittance.length > 0 ? ['', 'To pay by ACH or wire transfer:', ...remittance.map((line) => `  ${line}`)] : []),
    '',
    'The invoice is attached as a PDF.',
  ].join('\n');
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(parties.customerName)},</p>
<p><strong>${escapeHtml(parties.merchantName)}</strong> has sent you invoice <strong>${escapeHtml(invoice.number)}</strong> for
<strong>${formatMoney(invoice.amountDue)}</strong>, due <strong>${day(invoice.dueAt)}</strong>.</p>
${invoice.poNumber ? `<p>Your PO number: ${escapeHtml(invoice.poNumber)}</p>` : ''}${lineItemsHtml(invoice)}
<p><a href="${escapeHtml(paymentUrl)}">View and pay invoice ${escapeHtml(invoice.number)}</a></p>
${remittance.length > 0 ? `<p>To pay by ACH or wire transfer:<br>${remittance.map(escapeHtml).join('<br>')}</p>` : ''}
<p>The invoice is attached as a PDF.</p>`,
  );
  return { subject, text, html };
}

/**
 * A reminder: before the due date it says when the invoice falls due, on it that it is due today, after
 * it how many days it is overdue. `offsetDays` is the schedule's step, `daysOverdue` the invoice's own
 * count at composition (the two differ when a step is sent late).
 */
export function reminderMessage(
  parties: Parties,
  invoice: InvoiceFacts,
  paymentUrl: string,
  timing: { offsetDays: number; daysOverdue: number },
): RenderedMessage {
  const owed = formatMoney(invoice.amountBalance);
  const when =
    timing.daysOverdue > 0
      ? `${timing.daysOverdue} day${timing.daysOverdue === 1 ? '' : 's'} overdue`
      : timing.offsetDays < 0
        ? `due ${day(invoice.dueAt)}`
        : 'due today';
  const subject = oneLine(`Reminder: invoice ${invoice.number} from ${parties.merchantName} is ${when} (${owed} owed)`);
  const text = [
    `Hello ${parties.customerName},`,
    '',
    `This is a reminder that invoice ${invoice.number} from ${parties.merchantName} is ${when}. ${owed} of ${formatMoney(invoice.amountDue)} is still owed.`,
    '',
    `View and pay: ${paymentUrl}`,
    'If you have already paid, thank you, and please ignore this message.',
  ].join('\n');
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(parties.customerName)},</p>
<p>This is a reminder that invoice <strong>${escapeHtml(invoice.number)}</strong> from <strong>${escapeHtml(parties.merchantName)}</strong>
is <strong>${when}</strong>. <strong>${owed}</strong> of ${formatMoney(invoice.amountDue)} is still owed.</p>
<p><a href="${escapeHtml(paymentUrl)}">View and pay invoice ${escapeHtml(invoice.number)}</a></p>
<p>If you have already paid, thank you, and please ignore this message.</p>`,
  );
  return { subject, text, html };
}

export interface ReceiptFacts {
  paymentId: string;
  /** What the payment applied to each invoice, in cents, and what each still owes. */
  applied: Array<{ number: string; amount: number; balance: number }>;
}

/** A receipt for a payment, naming every invoice it paid. */
export function receiptMessage(parties: Parties, receipt: ReceiptFacts): RenderedMessage {
  const total = receipt.applied.reduce((sum, line) => sum + line.amount, 0);
  const subject = oneLine(`Receipt: ${formatMoney(total)} received by ${parties.merchantName}`);
  const lines = receipt.applied.map(
    (line) =>
      `  Invoice ${line.number}: ${formatMoney(line.amount)} applied, ${line.balance === 0 ? 'paid in full' : `${formatMoney(line.balance)} still owed`}`,
  );
  const text = [
    `Hello ${parties.customerName},`,
    '',
    `${parties.merchantName} has received your payment of ${formatMoney(total)} (reference ${receipt.paymentId}). It paid:`,
    ...lines,
    '',
    'Thank you.',
  ].join('\n');
  const rows = receipt.applied
    .map(
      (line) =>
        `<tr><td>Invoice ${escapeHtml(line.number)}</td><td style="text-align:right">${formatMoney(line.amount)}</td><td>${line.balance === 0 ? 'paid in full' : `${formatMoney(line.balance)} still owed`}</td></tr>`,
    )
    .join('');
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(parties.customerName)},</p>
<p><strong>${escapeHtml(parties.merchantName)}</strong> has received your payment of <strong>${formatMoney(total)}</strong> (reference ${escapeHtml(receipt.paymentId)}). It paid:</p>
<table style="border-collapse:collapse;width:100%" cellpadding="4"><tbody>${rows}</tbody></table>
<p>Thank you.</p>`,
  );
  return { subject, text, html };
}

/** A net-terms offer: the customer was approved and may enroll on the hosted page until it lapses. */
export function enrollmentOfferMessage(parties: Parties, offer: { url: string; expiresAt: Date | null; amountApproved: number }): RenderedMessage {
  const until = offer.expiresAt ? ` until ${day(offer.expiresAt)}` : '';
  const subject = oneLine(`${parties.merchantName} offers you net terms: accept to buy on credit`);
  const text = [
    `Hello ${parties.customerName},`,
    '',
    `${parties.merchantName} has approved you to buy on net terms, with a credit line of ${formatMoney(offer.amountApproved)}.`,
    `Accept the offer${until}: ${offer.url}`,
  ].join('\n');
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(parties.customerName)},</p>
<p><strong>${escapeHtml(parties.merchantName)}</strong> has approved you to buy on net terms, with a credit line of <strong>${formatMoney(offer.amountApproved)}</strong>.</p>
<p><a href="${escapeHtml(offer.url)}">Accept the offer</a>${escapeHtml(until)}.</p>`,
  );
  return { subject, text, html };
}

/** What a statement message says: the month, the balances and the ageing of what is owed (cents). */
export interface StatementFacts {
  periodStart: Date;
  periodEnd: Date;
  openingBalance: number;
  closingBalance: number;
  totals: { invoiced: number; paid: number; credited: number; voided: number };
  aging: { current: number; days_1_30: number; days_31_60: number; days_61_90: number; days_over_90: number };
}

/** The statement of a month that has ended; the PDF, with every line, travels as an attachment. */
export function statementMessage(parties: Parties, statement: StatementFacts, remittance: string[] = []): RenderedMessage {
  const month = statement.periodStart.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const until = new Date(statement.periodEnd.getTime() - 1).toISOString().slice(0, 10);
  const overdue = statement.closingBalance - statement.aging.current;
  const subject = oneLine(`Statement for ${month} from ${parties.merchantName}: ${formatMoney(statement.closingBalance)} owed`);
  const figures: Array<[string, number]> = [
    ['Opening balance', statement.openingBalance],
    ['Invoiced', statement.totals.invoiced],
    ['Paid', -statement.totals.paid],
    ['Credited', -statement.totals.credited],
    ...(statement.totals.voided !== 0 ? [['Voided or canceled', -statement.totals.voided] as [string, number]] : []),
    [`Balance on ${until}`, statement.closingBalance],
  ];
  const text = [
    `Hello ${parties.customerName},`,
    '',
    `Here is your statement of account with ${parties.merchantName} for ${month}.`,
    '',
    ...figures.map(([label, cents]) => `  ${label}: ${formatMoney(cents)}`),
    ...(overdue > 0 ? ['', `${formatMoney(overdue)} of it is past due.`] : []),
    ...(remittance.length > 0 ? ['', 'To pay by ACH or wire transfer:', ...remittance.map((line) => `  ${line}`)] : []),
    '',
    'The statement, with every invoice, payment and credit of the month, is attached as a PDF.',
  ].join('\n');
  const rows = figures.map(([label, cents]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${formatMoney(cents)}</td></tr>`).join('');
  const html = page(
    subject,
    `<p>Hello ${escapeHtml(parties.customerName)},</p>
<p>Here is your statement of account with <strong>${escapeHtml(parties.merchantName)}</strong> for <strong>${escapeHtml(month)}</strong>.</p>
<table style="border-collapse:collapse;width:100%" cellpadding="4"><tbody>${rows}</tbody></table>
${overdue > 0 ? `<p><strong>${formatMoney(overdue)}</strong> of it is past due.</p>` : ''}
${remittance.length > 0 ? `<p>To pay by ACH or wire transfer:<br>${remittance.map(escapeHtml).join('<br>')}</p>` : ''}
<p>The statement, with every invoice, payment and credit of the month, is attached as a PDF.</p>`,
  );
  return { subject, text, html };
}

/** Who gets a customer's messages: the accounts-payable address, and the contact address when it differs. */
export function recipients(customer: { business_ap_email?: string | null; email?: string | null }): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const address of [customer.business_ap_email, customer.email]) {
    const trimmed = address?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    result.push(trimmed);
  }
  return result;
}
