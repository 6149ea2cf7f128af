import { OnlinePaymentOptions, Payment, RawReplyBody } from '@netline/contracts';
import { hostedPageHeaders } from '@netline/messaging';
import { Invoice } from './invoice.entity';
import { formatMoney } from './invoice-pdf';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{color:#5b6476}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .4rem;text-align:left}td.n,th.n{text-align:right}
form{border:1px solid #d5d9e2;border-radius:.4rem;padding:1rem;margin:1rem 0;display:grid;gap:.3rem}
label{font-weight:600;margin-top:.4rem}input,select{font-size:1rem;padding:.4rem}label.check{font-weight:400}
button{font-size:1rem;padding:.6rem 1.4rem;margin-top:.8rem;justify-self:start}
.alert{border:1px solid #c0392b;background:#fdf1f0;border-radius:.4rem;padding:.6rem 1rem}
.note{color:#5b6476;font-size:.9rem}`;

/** The pages' policy and caching: `hostedPageHeaders`. */
export const PAYMENT_PAGE_HEADERS = hostedPageHeaders(STYLE);

function page(title: string, body: string, status = 200): RawReplyBody {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body>${body}</body></html>`;
  return { content_type: 'text/html; charset=utf-8', body: html, encoding: 'utf8', status, headers: PAYMENT_PAGE_HEADERS };
}

/** What every page of an invoice shows. */
export interface InvoiceView {
  invoice: Invoice;
  merchantName: string;
  documentUrl: string | null;
  remittance: string[];
}

/** The "Pay online" forms: issued for this page, with the provider's methods (and its test values in the sandbox). */
export interface OnlineForm {
  formId: string;
  formToken: string;
  options: OnlinePaymentOptions;
  /** Prefilled in the amount fields: what the buyer typed, else the balance. */
  amount: string;
}

/**
 * The online section of the page: the forms, or why there are none. `null` when the invoice can take no
 * payment (voided, canceled, paid in full): the status says so.
 */
export type OnlineSection = { form: OnlineForm } | { unavailable: string } | null;

/** A message above the forms: why the last submission was not taken. `state` is for tests and assistive readers. */
export interface Alert {
  state: string;
  title: string;
  lines: string[];
}

const statusOf = (invoice: Invoice) => (invoice.voided ? 'Voided' : invoice.canceled ? 'Canceled' : invoice.fullyPaid ? 'Paid in full' : 'Open');

/** The invoice's lines, when it has any: what the buyer is paying for. */
function lineItems(invoice: Invoice): string {
  if (invoice.lineItems.length === 0) return '';
  const rows = invoice.lineItems
    .map(
      (item) =>
        `<tr><td>${escape(item.description)}</td><td class="n">${item.quantity}</td><td class="n">${formatMoney(item.unit_price)}</td><td class="n">${formatMoney(item.amount)}</td></tr>`,
    )
    .join('');
  return `<h2>Items</h2><table data-field="line_items"><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function figures(invoice: Invoice): string {
  const due = invoice.dueAt ? invoice.dueAt.toISOString().slice(0, 10) : '—';
  return `<dl><dt>Status</dt><dd data-field="status">${statusOf(invoice)}</dd>
<dt>Invoice total</dt><dd data-field="amount_due">${formatMoney(invoice.amountDue)}</dd>
<dt>Amount owed</dt><dd data-field="amount_balance">${formatMoney(invoice.amountBalance)}</dd>
<dt>Due date</dt><dd data-field="due_at">${due}</dd></dl>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;

const field = (id: string, label: string, input: string) => `<label for="${id}">${label}</label>${input}`;

/** Both forms post to this page's own address (relative: the page is `…/invoices/pay/<token>`). */
function onlineForms(view: InvoiceView, form: OnlineForm): string {
  const token = view.invoice.publicToken;
  const common = (method: string) => hidden('form_id', form.formId) + hidden('form_token', form.formToken) + hidden('method', method);
  const amount = (id: string) =>
    field(id, 'Amount (USD)', `<input id="${id}" name="amount" value="${escape(form.amount)}" inputmode="decimal" autocomplete="off" required>`);
  const methods = form.options.methods;
  const card = methods.includes('card')
    ? `<form method="post" action="${escape(token)}" data-method="card" aria-labelledby="pay-card"><h3 id="pay-card">Card</h3>${common('card')}${amount('card-amount')}
${field('card-number', 'Card number', '<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>')}
${field('card-expiry', 'Expiry (MM/YY)', '<input id="card-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required>')}
${field('card-cvc', 'Security code', '<input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>')}
<button type="submit">Pay by card</button></form>`
    : '';
  const ach = methods.includes('ach')
    ? `<form method="post" action="${escape(token)}" data-method="ach" aria-labelledby="pay-ach"><h3 id="pay-ach">Bank account (ACH debit)</h3>${common('ach')}${amount('ach-amount')}
${field('ach-holder', 'Name on the account', '<input id="ach-holder" name="account_holder" autocomplete="name" maxlength="100" required>')}
${field('ach-routing', 'Routing number', '<input id="ach-routing" name="routing_number" inputmode="numeric" maxlength="9" required>')}
${field('ach-account', 'Account number', '<input id="ach-account" name="account_number" inputmode="numeric" maxlength="17" required>')}
${field('ach-type', 'Account type', '<select id="ach-type" name="account_type" required><option value="checking">Checking</option><option value="savings">Savings</option></select>')}
<label class="check"><input type="checkbox" name="ach_authorization" value="yes" required> I authorize ${escape(view.merchantName)}, through Netline, to debit this account once for the amount above.</label>
<button type="submit">Pay by bank account</button></form>`
    : '';
  const tests =
    form.options.test_values.length > 0
      ? `<div class="note" data-field="test_values"><p>Sandbox: no money moves. Use these test values (any future expiry and any security code for cards):</p><ul>${form.options.test_values
          .map((value) => `<li>${escape(value.field)} <code>${escape(value.value)}</code>: ${escape(value.outcome)}</li>`)
          .join('')}</ul></div>`
      : '';
  return `<section aria-labelledby="pay-online"><h2 id="pay-online">Pay online</h2>
<p>Pay ${formatMoney(view.invoice.amountBalance)} or part of it now. The payment is applied to this invoice at once.</p>
${tests}${card}${ach}</section>`;
}

function alertBox(alert: Alert): string {
  return `<div class="alert" role="alert" data-state="${escape(alert.state)}"><strong>${escape(alert.title)}</strong>${alert.lines
    .map((line) => `<p>${escape(line)}</p>`)
    .join('')}</div>`;
}

/**
 * The hosted payment page (`invoice_payment_url`): what is owed, the "Pay online" forms when the invoice
 * can take a payment and a provider is configured, and how to pay by bank. Every value is escaped; an
 * `alert` (a declined or refused submission) comes first, with the page's `status`.
 */
export function paymentPage(view: InvoiceView, online: OnlineSection, alert?: Alert, status = 200): RawReplyBody {
  const { invoice, merchantName, documentUrl, remittance } = view;
  const section = !online
    ? ''
    : 'form' in online
      ? onlineForms(view, online.form)
      : `<p class="note" data-state="online_unavailable">${escape(online.unavailable)}</p>`;
  return page(
    `Invoice ${invoice.number}`,
    `<h1>Invoice ${escape(invoice.number)}</h1>
<p>from ${escape(merchantName)}</p>
${alert ? alertBox(alert) : ''}
${figures(invoice)}
${lineItems(invoice)}
${section}
<h2>How to pay by bank transfer</h2>
<p>Pay ${formatMoney(invoice.amountBalance)} by ACH or wire transfer, quoting your reference so the payment is applied to your account
with ${escape(merchantName)}:</p>
<dl data-field="remittance">${remittance
      .map((line) => {
        const [label, ...rest] = line.split(': ');
        return `<dt>${escape(label)}</dt><dd>${escape(rest.join(': '))}</dd>`;
      })
      .join('')}</dl>
${documentUrl ? `<p><a href="${escape(documentUrl)}">Download the invoice (PDF)</a></p>` : ''}`,
    status,
  );
}

/**
 * After an online payment: the receipt state. `paid` (the provider took it: the invoice shows what is
 * still owed) or `processing` (a debit the provider is still settling). `replayed` when this form had
 * already paid: the same payment, never a second one.
 */
export function receiptPage(view: InvoiceView, payment: Payment, paidWith: string | null, replayed: boolean): RawReplyBody {
  const { invoice, merchantName } = view;
  const paid = payment.status === 'paid';
  const amount = formatMoney(Math.round(payment.amount * 100));
  const owed = invoice.amountBalance > 0 && !invoice.voided && !invoice.canceled;
  return page(
    paid ? 'Payment received' : 'Payment submitted',
    `<h1>${paid ? 'Payment received' : 'Payment submitted'}</h1>
<p data-state="${paid ? 'paid' : 'processing'}">${
      paid
        ? `Thank you: ${amount} was paid to ${escape(merchantName)} for invoice ${escape(invoice.number)}.`
        : `${amount} to ${escape(merchantName)} for invoice ${escape(invoice.number)} is on its way from your bank; the invoice shows it once it arrives.`
    }${replayed ? ' This form had already been submitted: it was paid once.' : ''}</p>
<dl><dt>Amount</dt><dd data-field="payment_amount">${amount}</dd>
${paidWith ? `<dt>Paid with</dt><dd data-field="paid_with">${escape(paidWith)}</dd>` : ''}
<dt>Payment reference</dt><dd data-field="payment_id">${escape(payment.id)}</dd>
${payment.provider_reference ? `<dt>Provider reference</dt><dd data-field="provider_reference">${escape(payment.provider_reference)}</dd>` : ''}</dl>
<h2>Invoice ${escape(invoice.number)}</h2>
${figures(invoice)}
<p>${owed ? `<a href="${escape(invoice.publicToken)}">Pay the ${formatMoney(invoice.amountBalance)} still owed</a>` : `<a href="${escape(invoice.publicToken)}">Back to the invoice</a>`}</p>`,
  );
}

/** A submission to an address that names no sent invoice. */
export function notFoundPage(): RawReplyBody {
  return page('Invoice not found', '<h1>Invoice not found</h1><p data-state="not_found">This payment link is not valid.</p>', 404);
}
