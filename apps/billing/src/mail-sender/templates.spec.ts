import { enrollmentOfferMessage, invoiceMessage, receiptMessage, recipients, reminderMessage } from './templates';

const parties = { merchantName: 'Acme <Tools> & Co', customerName: 'Globex "Wholesale"' };
const invoice = {
  number: 'INV-7',
  amountDue: 152_500,
  amountBalance: 52_500,
  dueAt: new Date('2026-04-01T00:00:00Z'),
  poNumber: 'PO-<9>',
  lineItems: [
    { description: 'Brackets <40 mm>', quantity: 100, unit_price: 1_250, amount: 125_000 },
    { description: 'Freight', quantity: 1, unit_price: 27_500, amount: 27_500 },
  ],
};
const PAY = 'https://netline.example/api/invoices/pay/tok?a=1&b=2';

describe('customer messages', () => {
  it('send the invoice with its figures, every line and the payment link in both parts, escaping HTML', () => {
    const message = invoiceMessage(parties, invoice, PAY);
    expect(message.subject).toBe('Invoice INV-7 from Acme <Tools> & Co: $1,525.00 due 2026-04-01');
    expect(message.text).toContain('Brackets <40 mm> — 100 × $12.50 = $1,250.00');
    expect(message.text).toContain('Freight — 1 × $275.00 = $275.00');
    expect(message.text).toContain(`View and pay: ${PAY}`);
    expect(message.html).toContain('Acme &lt;Tools&gt; &amp; Co');
    expect(message.html).toContain('Brackets &lt;40 mm&gt;');
    expect(message.html).toContain('PO-&lt;9&gt;');
    expect(message.html).toContain(`href="${PAY.replace(/&/g, '&amp;')}"`);
    expect(message.html).not.toMatch(/<Tools>|<40 mm>/);
  });

  it('remind before, on and after the due date in words that match', () => {
    expect(reminderMessage(parties, invoice, PAY, { offsetDays: -3, daysOverdue: 0 }).subject).toBe(
      'Reminder: invoice INV-7 from Acme <Tools> & Co is due 2026-04-01 ($525.00 owed)',
    );
    expect(reminderMessage(parties, invoice, PAY, { offsetDays: 0, daysOverdue: 0 }).subject).toContain('is due today');
    const late = reminderMessage(parties, invoice, PAY, { offsetDays: 7, daysOverdue: 7 });
    expect(late.subject).toContain('is 7 days overdue');
    expect(late.text).toContain('$525.00 of $1,525.00 is still owed');
    expect(reminderMessage(parties, invoice, PAY, { offsetDays: 1, daysOverdue: 1 }).subject).toContain('is 1 day overdue');
  });

  it('receipt names every invoice a payment paid and what each still owes', () => {
    const receipt = receiptMessage(parties, {
      paymentId: 'pay_1',
      applied: [
        { number: 'INV-7', amount: 100_000, balance: 52_500 },
        { number: 'INV-8', amount: 20_000, balance: 0 },
      ],
    });
    expect(receipt.subject).toBe('Receipt: $1,200.00 received by Acme <Tools> & Co');
    expect(receipt.text).toContain('Invoice INV-7: $1,000.00 applied, $525.00 still owed');
    expect(receipt.text).toContain('Invoice INV-8: $200.00 applied, paid in full');
  });

  it('offer net terms with the approved line and the enrollment link until the offer lapses', () => {
    const offer = enrollmentOfferMessage(parties, {
      url: 'https://netline.example/api/enrollment/tok',
      expiresAt: new Date('2026-05-01T00:00:00Z'),
      amountApproved: 5_000_000,
    });
    expect(offer.subject).toBe('Acme <Tools> & Co offers you net terms: accept to buy on credit');
    expect(offer.text).toContain('with a credit line of $50,000.00');
    expect(offer.text).toContain('Accept the offer until 2026-05-01: https://netline.example/api/enrollment/tok');
    expect(offer.html).toContain('<a href="https://netline.example/api/enrollment/tok">Accept the offer</a>');
  });

  it('keeps line breaks out of the subject (a header)', () => {
    expect(invoiceMessage({ merchantName: 'Evil\r\nBcc: x@y.z', customerName: 'C' }, invoice, PAY).subject).not.toMatch(/[\r\n]/);
  });

  it('mail the AP address, and the contact address when it differs', () => {
    expect(recipients({ business_ap_email: 'ap@globex.example', email: 'buyer@globex.example' })).toEqual(['ap@globex.example', 'buyer@globex.example']);
    expect(recipients({ business_ap_email: 'AP@globex.example', email: 'ap@globex.example' })).toEqual(['AP@globex.example']);
    expect(recipients({ business_ap_email: '', email: null })).toEqual([]);
  });
});
