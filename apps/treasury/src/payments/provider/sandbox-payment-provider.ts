import { OnlinePaymentTestValue } from '@netline/contracts';
import { createHash } from 'node:crypto';
import { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

interface TestOutcome {
  value: string;
  /** null: succeeds. */
  decline: { code: string; message: string } | null;
}

/** The sandbox's test cards, as a card processor's test mode has them: two that pay, three declines. */
export const SANDBOX_TEST_CARDS: readonly TestOutcome[] = [
  { value: '4242424242424242', decline: null },
  { value: '5555555555554444', decline: null },
  { value: '4000000000000002', decline: { code: 'card_declined', message: 'The card was declined.' } },
  { value: '4000000000009995', decline: { code: 'insufficient_funds', message: 'The card has insufficient funds.' } },
  { value: '4000000000000069', decline: { code: 'expired_card', message: 'The card has expired.' } },
];

/** The sandbox's test bank: one routing number, one account that pays and two that fail. */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_TEST_ACCOUNTS: readonly TestOutcome[] = [
  { value: '000123456789', decline: null },
  { value: '000111111116', decline: { code: 'no_account', message: 'The bank account does not exist.' } },
  { value: '000222222227', decline: { code: 'insufficient_funds', message: 'The bank account has insufficient funds.' } },
];

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The sandbox payment provider: moves no money and completes at once. Only its test values work, as in
 * a card processor's test mode, so a real card number typed into a sandbox page is never taken for a
 * payment: the test cards above succeed or decline as listed (a card whose expiry has passed declines
 * `expired_card` too); an ACH debit needs the test routing number and succeeds or fails by account.
 * Anything else is declined, naming the test values.
 *
 * Idempotent without keeping anything: the provider reference is derived from the idempotency key, so a
 * repeated request (on any replica) answers the same charge.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly methods = ['card', 'ach'] as const;
  readonly testValues: readonly OnlinePaymentTestValue[] = [
    ...SANDBOX_TEST_CARDS.map((card) => ({
      method: 'card' as const,
      field: 'card number',
      value: spaced(card.value),
      outcome: card.decline ? `declined: ${card.decline.message}` : 'succeeds (any future expiry, any CVC)',
    })),
    { method: 'ach', field: 'routing number', value: SANDBOX_ROUTING_NUMBER, outcome: 'the test bank' },
    ...SANDBOX_TEST_ACCOUNTS.map((account) => ({
      method: 'ach' as const,
      field: 'account number',
      value: account.value,
      outcome: account.decline ? `fails: ${account.decline.message}` : 'succeeds',
    })),
  ];

  /** `now` is the real date, against which a card's expiry is judged (a processor's, not a merchant's, time). */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const decline = this.decline(request);
    if (decline) return { status: 'declined', decline_code: decline.code, message: decline.message };
    const kind = request.instrument.method === 'card' ? 'ch' : 'ach';
    const digest = createHash('sha256').update(request.idempotency_key).digest('hex').slice(0, 24);
    return { status: 'succeeded', provider_reference: `sbx_${kind}_${digest}` };
  }

  private decline(request: ChargeRequest): { code: string; message: string } | null {
    const instrument = request.instrument;
    if (instrument.method === 'card') {
      const card = SANDBOX_TEST_CARDS.find((test) => test.value === instrument.number);
      if (!card) {
        return { code: 'test_card_required', message: `The sandbox takes its test cards only: ${spaced(SANDBOX_TEST_CARDS[0].value)} succeeds.` };
      }
      if (card.decline) return card.decline;
      const now = this.now();
      // A card is good through the last day of its expiry month.
      if (instrument.exp_year < now.getUTCFullYear() || (instrument.exp_year === now.getUTCFullYear() && instrument.exp_month < now.getUTCMonth() + 1)) {
        return { code: 'expired_card', message: 'The card has expired.' };
      }
      return null;
    }
    const account = SANDBOX_TEST_ACCOUNTS.find((test) => test.value === instrument.account_number);
    if (instrument.routing_number !== SANDBOX_ROUTING_NUMBER || !account) {
      return {
        code: 'test_account_required',
        message: `The sandbox takes its test bank account only: routing number ${SANDBOX_ROUTING_NUMBER}, account ${SANDBOX_TEST_ACCOUNTS[0].value}.`,
      };
    }
    return account.decline;
  }
}
