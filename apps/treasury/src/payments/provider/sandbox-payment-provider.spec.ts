import { loadTreasuryConfig, paymentProviderName } from '../../config';
import { configuredPaymentProvider } from './configured-provider';
import { ChargeRequest } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';

describe('the sandbox payment provider', () => {
  // The real date is the provider's: a card expiring in May 2030 is good through May 31, 2030.
  const provider = new SandboxPaymentProvider(() => new Date('2030-05-20T12:00:00Z'));
  const request = (instrument: ChargeRequest['instrument'], key = 'form_0123456789abcdef'): ChargeRequest => ({
    amount: 152_500,
    currency: 'usd',
    instrument,
    description: 'Invoice INV-1 from Acme Supply',
    idempotency_key: key,
    metadata: { merchant_id: 'mer_1', customer_id: 'cus_1', invoice_id: 'inv_1' },
  });
  const card = (number: string, exp_month = 12, exp_year = 2031) => request({ method: 'card', number, exp_month, exp_year, cvc: '123' });
  const bank = (account_number: string, routing_number = '110000000') =>
    request({ method: 'ach', account_holder: 'Globex AP', routing_number, account_number, account_type: 'checking' });

  it('completes the test cards that pay at once, with a reference derived from the idempotency key', async () => {
    const visa = await provider.charge(card('4242424242424242'));
    expect(visa).toEqual({ status: 'succeeded', provider_reference: expect.stringMatching(/^sbx_ch_[0-9a-f]{24}$/) });
    expect(await provider.charge(card('5555555555554444'))).toEqual(visa);
    // Asked again with the key (any replica, nothing kept), the same charge; another key, another charge.
    expect(await new SandboxPaymentProvider().charge(card('4242424242424242'))).toEqual(visa);
    expect(
      await provider.charge(request({ method: 'card', number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '9999' }, 'form_other_key_000')),
    ).not.toEqual(visa);
  });

  it('declines the decline test cards, expired cards and any number that is not a test card', async () => {
    expect(await provider.charge(card('4000000000000002'))).toEqual({ status: 'declined', decline_code: 'card_declined', message: 'The card was declined.' });
    expect(await provider.charge(card('4000000000009995'))).toEqual({
      status: 'declined',
      decline_code: 'insufficient_funds',
      message: 'The card has insufficient funds.',
    });
    expect(await provider.charge(card('4000000000000069'))).toMatchObject({ status: 'declined', decline_code: 'expired_card' });
    expect(await provider.charge(card('4242424242424242', 4, 2030))).toEqual({
      status: 'declined',
      decline_code: 'expired_card',
      message: 'The card has expired.',
    });
    expect(await provider.charge(card('4242424242424242', 5, 2030))).toMatchObject({ status: 'succeeded' });
    expect(await provider.charge(card('4111111111111111'))).toEqual({
      status: 'declined',
      decline_code: 'test_card_required',
      message: 'The sandbox takes its test cards only: 4242 4242 4242 4242 succeeds.',
    });
  });

  it('debits the test bank account at once, and fails the failing test accounts and any other bank', async () => {
    expect(await provider.charge(bank('000123456789'))).toEqual({ status: 'succeeded', provider_reference: expect.stringMatching(/^sbx_ach_[0-9a-f]{24}$/) });
    expect(await provider.charge(bank('000111111116'))).toEqual({
      status: 'declined',
      decline_code: 'no_account',
      message: 'The bank account does not exist.',
    });
    expect(await provider.charge(bank('000222222227'))).toMatchObject({ status: 'declined', decline_code: 'insufficient_funds' });
    expect(await provider.charge(bank('000123456789', '011000015'))).toEqual({
      status: 'declined',
      decline_code: 'test_account_required',
      message: 'The sandbox takes its test bank account only: routing number 110000000, account 000123456789.',
    });
  });

  it('lists its test values for the payment page', () => {
    expect(provider.methods).toEqual(['card', 'ach']);
    expect(provider.testValues.map((value) => `${value.method} ${value.value}: ${value.outcome}`)).toEqual([
      'card 4242 4242 4242 4242: succeeds (any future expiry, any CVC)',
      'card 5555 5555 5555 4444: succeeds (any future expiry, any CVC)',
      'card 4000 0000 0000 0002: declined: The card was declined.',
      'card 4000 0000 0000 9995: declined: The card has insufficient funds.',
      'card 4000 0000 0000 0069: declined: The card has expired.',
      'ach 110000000: the test bank',
      'ach 000123456789: succeeds',
      'ach 000111111116: fails: The bank account does not exist.',
      'ach 000222222227: fails: The bank account has insufficient funds.',
    ]);
  });
});

describe('the configured payment provider', () => {
  it('is the sandbox one by default in the sandbox, none by default in production, and never the sandbox one in production', () => {
    expect(configuredPaymentProvider(loadTreasuryConfig({}))).toBeInstanceOf(SandboxPaymentProvider);
    expect(configuredPaymentProvider(loadTreasuryConfig({ PAYMENT_PROVIDER: 'none' }))).toBeNull();
    const production = loadTreasuryConfig({ APP_ENV: 'production' });
    expect(paymentProviderName(production)).toBe('none');
    expect(configuredPaymentProvider(production)).toBeNull();
    expect(() => loadTreasuryConfig({ APP_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox provider moves no money: not allowed in production/,
    );
    expect(() => loadTreasuryConfig({ PAYMENT_PROVIDER: 'acme' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
