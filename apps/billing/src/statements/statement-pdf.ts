import { StatementLineKind } from '@netline/contracts';
import PDFDocument from 'pdfkit';
import { drawParties, formatMoney, PdfParty } from '../invoices/invoice-pdf';
import { StatementFigures } from './statement-ledger';

export interface StatementPdfInput {
  /** Null on the open statement of the running month. */
  id: string | null;
  figures: StatementFigures;
  merchant: PdfParty;
  customer: PdfParty;
  /** How to pay by bank: the operator's account and the customer's reference (`remittanceLines`). */
  remittance: string[];
}

export const LINE_LABELS: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  invoice_adjustment: 'Invoice amount changed',
  payment: 'Payment',
  payment_reversal: 'Payment reversed',
  credit_note: 'Credit note',
  credit_note_voided: 'Credit note voided',
  invoice_voided: 'Invoice voided',
  invoice_canceled: 'Invoice canceled',
};

const day = (date: Date) => date.toISOString().slice(0, 10);
/** The last day a period holds (its end is the first instant after it). */
export const lastDay = (periodEnd: Date) => day(new Date(periodEnd.getTime() - 1));

/**
 * Renders a customer statement with pdfkit, as the invoice PDF is rendered (pure JavaScript, standard
 * fonts): both parties, the period, the opening balance, every line with the balance after it, the totals
 * per kind, the closing balance and its ageing at the period's end, and how to pay.
 */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { figures, merchant, customer } = input;
  const period = `${day(figures.periodStart)} to ${lastDay(figures.periodEnd)}`;
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Statement ${period}`, Author: merchant.name, Creator: 'Netline' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('Statement of account');
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${period} · ${input.id ? `statement id ${input.id}` : 'the month so far (not closed)'}`);
  doc.fillColor('#000000').moveDown(1.2);

  drawParties(doc, merchant, { label: 'Customer', party: customer });

  const row = (cells: [string, string, string, string, string], bold = false) => {
    if (doc.y > 690) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], 54, y, { width: 70 });
    doc.text(cells[1], 126, y, { width: 130 });
    doc.text(cells[2], 258, y, { width: 110 });
    doc.text(cells[3], 370, y, { width: 85, align: 'right' });
    doc.text(cells[4], 460, y, { width: 90, align: 'right' });
    doc.y = Math.max(doc.y, y + 12) + 3;
  };
  row(['Date', 'Entry', 'Reference', 'Amount', 'Balance'], true);
  doc.moveTo(54, doc.y).lineTo(550, doc.y).stroke();
  doc.y += 4;
  row([day(figures.periodStart), 'Opening balance', '', '', formatMoney(figures.openingBalance)]);
  for (const line of figures.lines) {
    const reference = line.kind === 'payment' || line.kind === 'payment_reversal' ? `${line.reference} (${line.invoiceNumber})` : line.reference;
    row([day(line.at), LINE_LABELS[line.kind], reference, formatMoney(line.amount), formatMoney(line.balance)]);
  }
  row([lastDay(figures.periodEnd), 'Closing balance', '', '', formatMoney(figures.closingBalance)], true);

  doc.x = 54;
  doc.moveDown(1.2);
  const totals: Array<[string, number]> = [
    ['Opening balance', figures.openingBalance],
    ['Invoiced', figures.totals.invoiced],
    ['Paid', -figures.totals.paid],
    ['Credited', -figures.totals.credited],
    ['Voided or canceled', -figures.totals.voided],
    ['Closing balance', figures.closingBalance],
  ];
  for (const [label, cents] of totals) {
    if (doc.y > 700) doc.addPage();
    const y = doc.y;
    doc.font(label === 'Closing balance' ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 120 });
    doc.text(formatMoney(cents), 430, y, { width: 120, align: 'right' });
    doc.moveDown(0.3);
  }

  doc.x = 54;
  doc.moveDown(1);
  if (doc.y > 640) doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Ageing at ${lastDay(figures.periodEnd)}`, 54);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  const aging: Array<[string, number]> = [
    ['Current', figures.aging.current],
    ['1-30 days', figures.aging.days_1_30],
    ['31-60 days', figures.aging.days_31_60],
    ['61-90 days', figures.aging.days_61_90],
    ['Over 90 days', figures.aging.days_over_90],
  ];
  const agingTop = doc.y;
  aging.forEach(([label, cents], index) => {
    const x = 54 + index * 99;
    doc.font('Helvetica-Bold').text(label, x, agingTop, { width: 95, align: 'right' });
    doc.font('Helvetica').text(formatMoney(cents), x, agingTop + 14, { width: 95, align: 'right' });
  });
  doc.x = 54;
  doc.y = agingTop + 40;

  if (input.remittance.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).text('How to pay', 54);
    doc.font('Helvetica').fontSize(10).moveDown(0.3).text('Pay by ACH or wire transfer:').moveDown(0.2);
    for (const line of input.remittance) doc.text(line, { indent: 12 });
    doc.moveDown(0.3).text('Quote the invoice numbers and your reference with any payment; each invoice also has a payment link of its own.');
  }
  doc.end();
  return done;
}
