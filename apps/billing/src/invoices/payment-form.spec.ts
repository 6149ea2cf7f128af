import { InvoicePaymentForm } from '@netline/contracts';
import { abaCheckDigitHolds, checkPaymentForm, luhn, parseDollars, PAYMENT_FORM_TTL_MS, PaymentFormTokens } from './payment-form';

describe("the payment page's form tokens", () => {
  const tokens = new PaymentFormTokens('a-secret-of-at-least-thirty-two-characters');
  const page = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
  const other = 'Zz3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
  const at = new Date('2030-03-04T10:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('takes a pair issued for this invoice within the hour, and nothing else', () => {
    const { formId, formToken } = tokens.issue(page, at);
    expect(formId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tokens.verify(page, formId, formToken, later(PAYMENT_FORM_TTL_MS - 1_000))).toBe('valid');
    expect(tokens.verify(page, formId, formToken, later(PAYMENT_FORM_TTL_MS + 1_000))).toBe('expired');
    // Another invoice's page, another form id, an altered time, another key, nothing at all: not issued here.
    expect(tokens.verify(other, formId, formToken, at)).toBe('invalid');
    expect(tokens.verify(page, tokens.issue(page, at).formId, formToken, at)).toBe('invalid');
    const [issued, mac] = formToken.split('.');
    expect(tokens.verify(page, formId, `${Number(issued) + 3600}.${mac}`, at)).toBe('invalid');
    expect(new PaymentFormTokens('another-secret-of-thirty-two-characters!').verify(page, formId, formToken, at)).toBe('invalid');
    expect(tokens.verify(page, undefined, undefined, at)).toBe('invalid');
    expect(tokens.verify(page, formId, 'garbage', at)).toBe('invalid');
    // Each page gets a form of its own.
    expect(tokens.issue(page, at).formId).not.toBe(formId);
  });
});

describe('checking the submitted form', () => {
  const options = { balance: 152_500, methods: ['card', 'ach'] as const };
  const card: InvoicePaymentForm = { method: 'card', amount: '1,525.00', card_number: '4242 4242 4242 4242', card_expiry: '12/31', card_cvc: '123' };
  const ach: InvoicePaymentForm = {
    method: 'ach',
    amount: '500',
    account_holder: ' Globex AP ',
    routing_number: '110000000',
    account_number: '000123456789',
    account_type: 'savings',
    ach_authorization: 'yes',
  };

  it('turns a good card or ACH form into the payment treasury is asked for', () => {
    expect(checkPaymentForm(card, options)).toEqual({
      ok: true,
      payment: {
        method: 'card',
        amount: 152_500,
        instrument: { method: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
        paidWith: 'card ending 4242',
      },
    });
    expect(checkPaymentForm({ ...card, card_expiry: '3 / 2032' }, options)).toMatchObject({
      ok: true,
      payment: { instrument: { exp_month: 3, exp_year: 2032 } },
    });
    expect(checkPaymentForm(ach, options)).toEqual({
      ok: true,
      payment: {
        method: 'ach',
        amount: 50_000,
        instrument: { method: 'ach', account_holder: 'Globex AP', routing_number: '110000000', account_number: '000123456789', account_type: 'savings' },
        paidWith: 'savings account ending 6789',
      },
    });
  });

  it('names every field to correct', () => {
    expect(checkPaymentForm({ ...card, amount: '1525.01', card_number: '4242 4242 4242 4241', card_expiry: '13/31', card_cvc: '12' }, options)).toEqual({
      ok: false,
      problems: [
        { field: 'amount', message: 'Amount: at most the $1,525.00 still owed.' },
        { field: 'card_number', message: 'Card number: this is not a valid card number.' },
        { field: 'card_expiry', message: 'Expiry: enter the month and year as MM/YY.' },
        { field: 'card_cvc', message: 'Security code: enter the 3 or 4 digits on the card.' },
      ],
    });
    expect(checkPaymentForm({ method: 'ach', amount: '0' }, options)).toEqual({
      ok: false,
      problems: [
        { field: 'amount', message: 'Amount: enter more than $0.00.' },
        { field: 'account_holder', message: 'Name on the account: enter it as the bank knows it.' },
        { field: 'routing_number', message: 'Routing number: this is not a valid 9-digit ABA routing number.' },
        { field: 'account_number', message: 'Account number: enter its 4 to 17 digits.' },
        { field: 'account_type', message: 'Account type: choose checking or savings.' },
        { field: 'ach_authorization', message: 'Authorization: tick the box to authorize the debit of this account.' },
      ],
    });
    expect(checkPaymentForm({ ...ach, routing_number: '110000001', amount: 'ten dollars' }, options)).toMatchObject({
      ok: false,
      problems: [{ field: 'amount' }, { field: 'routing_number' }],
    });
    expect(checkPaymentForm({ ...card, method: 'wire' }, options)).toEqual({
      ok: false,
      problems: [{ field: 'method', message: 'Choose to pay by card or by bank account (ACH).' }],
    });
    expect(checkPaymentForm(ach, { ...options, methods: ['card'] })).toEqual({
      ok: false,
      problems: [{ field: 'method', message: 'Payment by bank account is not offered.' }],
    });
  });

  it('reads dollars as people type them, and checks card and routing numbers as their issuers do', () => {
    expect(['1525', '1525.5', '$1,525.00', ' 1,525.5 ', '0.07'].map(parseDollars)).toEqual([152_500, 152_550, 152_500, 152_550, 7]);
    expect(['', '1,52', '1525.001', '-5', '1e3', '12,34.00'].map(parseDollars)).toEqual([null, null, null, null, null, null]);
    expect(['4242424242424242', '5555555555554444', '4000000000000002', '378282246310005'].every(luhn)).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(['110000000', '011000015', '021000021'].every(abaCheckDigitHolds)).toBe(true);
    expect(abaCheckDigitHolds('123456789')).toBe(false);
  });
});
