import { BankAccountDetails, CardDetails, InvoicePaymentForm, OnlinePaymentMethod } from '@netline/contracts';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMoney } from './invoice-pdf';

/** How long a payment page's form may be submitted after the page was served. */
export const PAYMENT_FORM_TTL_MS = 60 * 60_000;

/**
 * The payment page's anti-forgery tokens. Each page served carries a fresh `form_id` (128 random bits,
 * which is also the submission's idempotency key: one payment per submitted form) and a `form_token`,
 * `<issued seconds>.<HMAC-SHA256 of the invoice's page token, the form id and that time>`, under a key
 * derived from SECRET_HMAC_KEY for this purpose alone. A post is taken only with a pair this billing
 * issued for this very invoice within PAYMENT_FORM_TTL_MS: a form from another invoice's page, a made-up
 * id, or a page kept open too long is refused before anything else happens. Nothing is stored.
 */
export class PaymentFormTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'netline', 'billing payment page forms', 32));
  }

  issue(pageToken: string, now: Date): { formId: string; formToken: string } {
    const formId = randomBytes(16).toString('base64url');
    const issued = Math.floor(now.getTime() / 1000);
    return { formId, formToken: `${issued}.${this.mac(pageToken, formId, issued)}` };
  }

  /** Whether this pair was issued for this invoice's page, and is still fresh. */
  verify(pageToken: string, formId: string | undefined, formToken: string | undefined, now: Date): 'valid' | 'expired' | 'invalid' {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(formToken ?? '');
    if (!match || !formId || !/^[A-Za-z0-9_-]{22}$/.test(formId)) return 'invalid';
    const issued = Number(match[1]);
    const expected = Buffer.from(this.mac(pageToken, formId, issued));
    const sent = Buffer.from(match[2]);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return 'invalid';
    const age = now.getTime() - issued * 1000;
    // A little slack for clocks of replicas that differ by a second.
    return age > PAYMENT_FORM_TTL_MS || age < -60_000 ? 'expired' : 'valid';
  }

  private mac(pageToken: string, formId: string, issued: number): string {
    return createHmac('sha256', this.key).update(`payment-form:${pageToken}:${formId}:${issued}`).digest('base64url');
  }
}

/** A field the buyer must correct, named as the page labels it. */
export interface FormProblem {
  field: keyof InvoicePaymentForm;
  message: string;
}

export interface CheckedPayment {
  method: OnlinePaymentMethod;
  /** Cents. */
  amount: number;
  instrument: CardDetails | BankAccountDetails;
  /** How the receipt names what paid: "card ending 4242", "checking account ending 6789". */
  paidWith: string;
}

/**
 * The submitted form, checked: the method is one the provider offers, the amount is dollars with at most
 * two decimals, more than 0 and at most what the invoice owes (`balance`, cents), and the method's fields
 * are well formed — a card number that passes the Luhn check, an expiry month, a 3- or 4-digit security
 * code; a 9-digit routing number whose ABA check digit holds, a 4- to 17-digit account number, the
 * account type, and the buyer's authorization of the debit. Every problem is named, field by field.
 * Whether the card or account pays is the provider's answer, not this check's.
 */
export function checkPaymentForm(
  form: InvoicePaymentForm,
  options: { balance: number; methods: readonly OnlinePaymentMethod[] },
): { ok: true; payment: CheckedPayment } | { ok: false; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const method = form.method;
  if (method !== 'card' && method !== 'ach') return { ok: false, problems: [{ field: 'method', message: 'Choose to pay by card or by bank account (ACH).' }] };
  if (!options.methods.includes(method)) {
    return { ok: false, problems: [{ field: 'method', message: `Payment by ${method === 'card' ? 'card' : 'bank account'} is not offered.` }] };
  }
  const amount = parseDollars(form.amount ?? '');
  if (amount === null) problems.push({ field: 'amount', message: 'Amount: enter dollars and cents, for example 1250.00.' });
  else if (amount <= 0) problems.push({ field: 'amount', message: 'Amount: enter more than $0.00.' });
  else if (amount > options.balance) problems.push({ field: 'amount', message: `Amount: at most the ${formatMoney(options.balance)} still owed.` });

  let instrument: CardDetails | BankAccountDetails | null = null;
  let paidWith = '';
  if (method === 'card') {
    const number = (form.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) problems.push({ field: 'card_number', message: 'Card number: this is not a valid card number.' });
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.card_expiry ?? '');
    const month = expiry ? Number(expiry[1]) : 0;
    if (!expiry || month < 1 || month > 12) problems.push({ field: 'card_expiry', message: 'Expiry: enter the month and year as MM/YY.' });
    const cvc = (form.card_cvc ?? '').trim();
    if (!/^\d{3,4}$/.test(cvc)) problems.push({ field: 'card_cvc', message: 'Security code: enter the 3 or 4 digits on the card.' });
    if (problems.length === 0 && expiry) {
      const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
      instrument = { method: 'card', number, exp_month: month, exp_year: year, cvc };
      paidWith = `card ending ${number.slice(-4)}`;
    }
  } else {
    const holder = (form.account_holder ?? '').trim();
    if (holder.length === 0) problems.push({ field: 'account_holder', message: 'Name on the account: enter it as the bank knows it.' });
    const routing = (form.routing_number ?? '').replace(/\s/g, '');
    if (!/^\d{9}$/.test(routing) || !abaCheckDigitHolds(routing)) {
      problems.push({ field: 'routing_number', message: 'Routing number: this is not a valid 9-digit ABA routing number.' });
    }
    const account = (form.account_number ?? '').replace(/\s/g, '');
    if (!/^\d{4,17}$/.test(account)) problems.push({ field: 'account_number', message: 'Account number: enter its 4 to 17 digits.' });
    const type = form.account_type;
    if (type !== 'checking' && type !== 'savings') problems.push({ field: 'account_type', message: 'Account type: choose checking or savings.' });
    if (form.ach_authorization !== 'yes') {
      problems.push({ field: 'ach_authorization', message: 'Authorization: tick the box to authorize the debit of this account.' });
    }
    if (problems.length === 0 && (type === 'checking' || type === 'savings')) {
      instrument = { method: 'ach', account_holder: holder, routing_number: routing, account_number: account, account_type: type };
      paidWith = `${type} account ending ${account.slice(-4)}`;
    }
  }
  if (problems.length > 0 || amount === null || !instrument) return { ok: false, problems };
  return { ok: true, payment: { method, amount, instrument, paidWith } };
}

/** Dollars as a person types them ("1,250", "1250.5", "$1,250.00") in integer cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The Luhn check every card number carries in its last digit. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ABA routing number's check: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10. */
export function abaCheckDigitHolds(routing: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return weights.reduce((sum, weight, index) => sum + weight * Number(routing[index]), 0) % 10 === 0;
}
