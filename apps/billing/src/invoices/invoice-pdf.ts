import PDFDocument from 'pdfkit';
import { Invoice } from './invoice.entity';

export interface PdfParty {
  name: string;
  lines: string[];
}

export interface InvoicePdfInput {
  invoice: Invoice;
  merchant: PdfParty;
  customer: PdfParty;
  paymentUrl: string;
  /** How to pay by bank: the operator's account and the customer's reference (`remittanceLines`). */
  remittance: string[];
}

export const formatMoney = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const formatDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—');
const TERMS_LABEL = (terms: string) =>
  terms === 'due_upon_receipt' ? 'Due upon receipt' : terms === 'net10th' ? 'Net 10th (10th of the following month)' : `Net ${terms.slice(3)} days`;

/**
 * Renders Netline's invoice document with pdfkit (pure JavaScript, standard PDF fonts): both parties,
 * the invoice's references, its line items (or one line for the invoiced amount when it has none), the
 * figures, the terms and due date, and how to pay (the hosted payment page).
 */
/**
 * The two parties side by side under a document's title: the merchant under "From" on the left, the
 * customer on the right under `customer.label`; the text continues below both.
 */
export function drawParties(doc: PDFKit.PDFDocument, merchant: PdfParty, customer: { label: string; party: PdfParty }): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).text('From', 54, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text([merchant.name, ...merchant.lines].join('\n'), 54, top + 16, { width: 230 });
  doc.font('Helvetica-Bold').fontSize(11).text(customer.label, 320, top);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text([customer.party.name, ...customer.party.lines].join('\n'), 320, top + 16, { width: 230 });
  doc.x = 54;
  doc.y = top + 110;
}

export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, merchant, customer } = input;
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Invoice ${invoice.number}`, Author: merchant.name, Creator: 'Netline' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(`Invoice ${invoice.number}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(`Issued through Netline on net terms · invoice id ${invoice.id}`);
  doc.fillColor('#000000').moveDown(1.2);

  drawParties(doc, merchant, { label: 'Bill to', party: customer });

  const facts: Array<[string, string]> = [
    ['Invoice date', formatDate(invoice.sentAt ?? invoice.invoicedAt)],
    ['Terms', TERMS_LABEL(invoice.terms)],
    ['Due date', formatDate(invoice.dueAt)],
  ];
  if (invoice.orderNumber) facts.push(['Order number', invoice.orderNumber]);
  if (invoice.poNumber) facts.push(['PO number', invoice.poNumber]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 54, y, { width: 120 });
    doc.font('Helvetica').text(value, 180, y);
    doc.moveDown(0.2);
  }

  doc.moveDown(1);
  const tableTop = doc.y;
  // Columns: description, quantity, unit price, amount (the last three right-aligned).
  doc
    .font('Helvetica-Bold')
    .text('Description', 54, tableTop, { width: 250 })
    .text('Quantity', 304, tableTop, { width: 60, align: 'right' })
    .text('Unit price', 368, tableTop, { width: 80, align: 'right' })
    .text('Amount', 450, tableTop, { width: 100, align: 'right' });
  doc
    .moveTo(54, tableTop + 15)
    .lineTo(550, tableTop + 15)
    .stroke();
  doc.y = tableTop + 22;
  doc.font('Helvetica');
  const lines =
    invoice.lineItems.length > 0
      ? invoice.lineItems.map((item) => ({
          description: item.description,
          quantity: String(item.quantity),
          unitPrice: formatMoney(item.unit_price),
          amount: item.amount,
        }))
      : [
          {
            description: invoice.notes ?? `Goods and services per invoice ${invoice.number}${invoice.orderNumber ? `, order ${invoice.orderNumber}` : ''}`,
            quantity: '',
            unitPrice: '',
            amount: invoice.amountDue,
          },
        ];
  for (const line of lines) {
    if (doc.y > 680) doc.addPage();
    const y = doc.y;
    doc.text(line.description, 54, y, { width: 245 });
    const bottom = doc.y;
    doc.text(line.quantity, 304, y, { width: 60, align: 'right' });
    doc.text(line.unitPrice, 368, y, { width: 80, align: 'right' });
    doc.text(formatMoney(line.amount), 450, y, { width: 100, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  }
  if (invoice.lineItems.length > 0 && invoice.notes) doc.moveDown(0.3).fillColor('#555555').text(invoice.notes, 54, doc.y, { width: 496 }).fillColor('#000000');
  doc.x = 54;
  doc.moveDown(1.5);

  const totals: Array<[string, number]> = [['Invoice total', invoice.amountDue]];
  if (invoice.amountCredited > 0) totals.push(['Credits', -invoice.amountCredited]);
  if (invoice.amountPaid > 0) totals.push(['Paid', -invoice.amountPaid]);
  totals.push(['Amount due', invoice.amountBalance]);
  for (const [label, cents] of totals) {
    const y = doc.y;
    doc.font(label === 'Amount due' ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 120 });
    doc.text(formatMoney(cents), 430, y, { width: 120, align: 'right' });
    doc.moveDown(0.3);
  }

  doc.x = 54;
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(12).text('How to pay');
  doc
    .font('Helvetica')
    .fontSize(10)
    .moveDown(0.3)
    .text(`Pay by the due date (${formatDate(invoice.dueAt)}) by ACH or wire transfer:`)
    .moveDown(0.2);
  for (const line of input.remittance) doc.text(line, { indent: 12 });
  doc
    .moveDown(0.3)
    .text('Or pay online:')
    .fillColor('#1a4fd6')
    .text(input.paymentUrl, { link: input.paymentUrl, underline: true })
    .fillColor('#000000')
    .moveDown(0.3)
    .text(`Quote invoice number ${invoice.number} and your reference with any payment.`);
  doc.end();
  return done;
}
