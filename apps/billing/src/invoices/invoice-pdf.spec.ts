import { Terms } from '@netline/contracts';
import { readPdf } from '@netline/testing';
import { Invoice, newInvoiceState } from './invoice.entity';
import { InvoicePdfInput, renderInvoicePdf } from './invoice-pdf';
import { dueDate } from './pricing';

/**
 * The invoice document as a customer's viewer shows it: rendered by billing's renderer, then read back
 * with PDF.js (page count, text in reading order, page 1 parsed and rendered), in-process and without
 * any system tool. The end-to-end suite checks the same document downloaded through the gateway.
 */
const SENT_AT = new Date('2026-01-31T15:30:00.000Z');

function sentInvoice(amount: number, terms: Terms, fields: Partial<Invoice> = {}): Invoice {
  return Object.assign(new Invoice(), {
    ...newInvoiceState(amount, SENT_AT),
    id: 'inv_7GqP2vXk9Lm4',
    merchantId: 'mer_Hx81Kd0aQ2',
    subMerchantId: null,
    customerId: 'cus_Tz5Rw3Yb',
    source: 'api',
    number: 'R334-097',
    orderNumber: null,
    poNumber: null,
    notes: null,
    lineItems: [],
    terms,
    publicToken: 'q4Lw8ZsN2pXc7VbR1mKd5TgH3yJf6AeU',
    resolveInvoiceStatus: 'processing',
    sent: true,
    sentAt: SENT_AT,
    invoicedAt: SENT_AT,
    dueAt: dueDate(terms, SENT_AT),
    ...fields,
  });
}

const parties = (invoice: Invoice): InvoicePdfInput => ({
  invoice,
  merchant: { name: 'Billing Merchant', lines: [`Merchant ${invoice.merchantId}`] },
  customer: { name: 'Globex Wholesale', lines: ['1200 Harbor Way', 'Springfield, IL 62701', 'US', 'ap@globex.example'] },
  paymentUrl: `https://pay.netline.example/api/invoices/pay/${invoice.publicToken}`,
  remittance: [
    'Bank: First Test Bank',
    'Account name: Netline Receivables',
    'Routing number (ABA): 011000015',
    'Account number: 123456789',
    'Reference to quote with any payment: NL-7Q2K-9MZD',
  ],
});

describe('renderInvoicePdf', () => {
  // Each test renders a PDF and reads it back with PDF.js, drawing its pages: about a second alone, and
  // several on two cores busy with the rest of the suite.
  jest.setTimeout(30_000);

  it('renders a one-page invoice whose number, parties, terms, due date, line and amounts a viewer reads', async () => {
    const invoice = sentInvoice(400_000, 'net30', { orderNumber: 'ORD-7', poNumber: 'PO-4471', notes: 'Steel brackets' });

    const read = await readPdf(await renderInvoicePdf(parties(invoice)));

    expect(read.pageCount).toBe(1);
    const [page] = read.pages;
    const lines = page.text.split('\n');
    expect(lines[0]).toBe('Invoice R334-097');
    expect(page.text).toContain('invoice id inv_7GqP2vXk9Lm4');
    expect(lines).toContainEqual(expect.stringMatching(/^From {2,}Bill to$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Billing Merchant {2,}Globex Wholesale$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Merchant mer_Hx81Kd0aQ2 {2,}1200 Harbor Way$/));
    for (const line of ['Springfield, IL 62701', 'ap@globex.example']) expect(lines).toContainEqual(expect.stringMatching(new RegExp(` {2,}${line}$`)));
    expect(lines).toContainEqual(expect.stringMatching(/^Invoice date +2026-01-31$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Terms +Net 30 days$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Due date +2026-03-02$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Order number +ORD-7$/));
    expect(lines).toContainEqual(expect.stringMatching(/^PO number +PO-4471$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Description +Quantity +Unit price +Amount$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Steel brackets +\$4,000\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Invoice total +\$4,000\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Amount due +\$4,000\.00$/));
    expect(page.text).toContain('How to pay');
    expect(page.text).toContain('Pay by the due date (2026-03-02) by ACH or wire transfer:');
    expect(lines).toContainEqual(expect.stringMatching(/^ *Routing number \(ABA\): 011000015$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ *Account number: 123456789$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ *Reference to quote with any payment: NL-7Q2K-9MZD$/));
    expect(page.text).toContain('https://pay.netline.example/api/invoices/pay/q4Lw8ZsN2pXc7VbR1mKd5TgH3yJf6AeU');
    expect(page.text).toContain('Quote invoice number R334-097 and your reference with any payment.');
    expect(read.info).toMatchObject({ Title: 'Invoice R334-097', Author: 'Billing Merchant', Creator: 'Netline' });

    // Page 1 parsed to the end and drew: text runs, the table's rule, and ink on the rendered page.
    expect(page.operators.showText).toBeGreaterThanOrEqual(25);
    expect(page.operators.constructPath).toBeGreaterThanOrEqual(1);
    expect(page.inkedPixels).toBeGreaterThan(5_000);
  });

  it('shows credits and payments against the total, and the balance as the amount due', async () => {
    const invoice = sentInvoice(1_234_567, 'net60');
    invoice.applyCredit(100_000, SENT_AT);
    invoice.applyPayment(250_050, SENT_AT);

    const { pages } = await readPdf(await renderInvoicePdf(parties(invoice)));

    const lines = pages[0].text.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^Goods and services per invoice R334-097 +\$12,345\.67$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Invoice total +\$12,345\.67$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Credits +\$-1,000\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Paid +\$-2,500\.50$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Amount due +\$8,845\.17$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Terms +Net 60 days$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Due date +2026-04-01$/));
  });

  it('names the terms that are not a number of days', async () => {
    const [tenth, onReceipt] = await Promise.all(
      [sentInvoice(50_000, 'net10th'), sentInvoice(50_000, 'due_upon_receipt')].map(
        async (invoice) => (await readPdf(await renderInvoicePdf(parties(invoice)))).text,
      ),
    );

    expect(tenth).toMatch(/Terms +Net 10th \(10th of the following month\)\n/);
    expect(tenth).toMatch(/Due date +2026-02-10\n/);
    expect(onReceipt).toMatch(/Terms +Due upon receipt\n/);
    expect(onReceipt).toMatch(/Due date +2026-01-31\n/);
  });

  it('lists every line item with its quantity, unit price and amount, and the notes below them', async () => {
    const invoice = sentInvoice(152_500, 'net30', {
      notes: 'Delivered to dock 4',
      lineItems: [
        { description: 'Steel brackets, 40 mm', quantity: 100, unit_price: 1_250, amount: 125_000 },
        { description: 'Anchor bolts', quantity: 2.5, unit_price: 10_000, amount: 25_000 },
        { description: 'Freight', quantity: 1, unit_price: 2_500, amount: 2_500 },
      ],
    });

    const { pages } = await readPdf(await renderInvoicePdf(parties(invoice)));

    const lines = pages[0].text.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^Steel brackets, 40 mm +100 +\$12\.50 +\$1,250\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Anchor bolts +2\.5 +\$100\.00 +\$250\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Freight +1 +\$25\.00 +\$25\.00$/));
    expect(lines).toContainEqual('Delivered to dock 4');
    expect(lines).toContainEqual(expect.stringMatching(/^ +Invoice total +\$1,525\.00$/));
    expect(pages[0].text).not.toContain('Goods and services per invoice');
  });
});
