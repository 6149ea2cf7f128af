import { RawReplyBody } from '@netline/contracts';
import { Invoice } from './invoice.entity';
import { formatMoney } from './invoice-pdf';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

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

/** The hosted payment page (`invoice_payment_url`): what is owed and how to pay. Every value is escaped. */
export function paymentPage(invoice: Invoice, merchantName: string, documentUrl: string | null, remittance: string[]): RawReplyBody {
  const due = invoice.dueAt ? invoice.dueAt.toISOString().slice(0, 10) : '—';
  const status = invoice.voided ? 'Voided' : invoice.canceled ? 'Canceled' : invoice.fullyPaid ? 'Paid in full' : 'Open';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${escape(invoice.number)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{color:#5b6476}
table{border-collapse:collapse;width:100%}th,td{padding:.3rem .4rem;text-align:left}td.n,th.n{text-align:right}</style>
</head><body><h1>Invoice ${escape(invoice.number)}</h1>
<p>from ${escape(merchantName)}</p>
<dl><dt>Status</dt><dd data-field="status">${status}</dd>
<dt>Invoice total</dt><dd data-field="amount_due">${formatMoney(invoice.amountDue)}</dd>
<dt>Amount owed</dt><dd data-field="amount_balance">${formatMoney(invoice.amountBalance)}</dd>
<dt>Due date</dt><dd data-field="due_at">${due}</dd></dl>
${lineItems(invoice)}
<h2>How to pay</h2>
<p>Pay ${formatMoney(invoice.amountBalance)} by ACH or wire transfer, quoting your reference so the payment is applied to your account
with ${escape(merchantName)}:</p>
<dl data-field="remittance">${remittance
    .map((line) => {
      const [label, ...rest] = line.split(': ');
      return `<dt>${escape(label)}</dt><dd>${escape(rest.join(': '))}</dd>`;
    })
    .join('')}</dl>
${documentUrl ? `<p><a href="${escape(documentUrl)}">Download the invoice (PDF)</a></p>` : ''}
</body></html>`;
  return {
    content_type: 'text/html; charset=utf-8',
    body: html,
    encoding: 'utf8',
    // The token in the address is a credential: keep the page out of caches and referrers.
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' },
  };
}
