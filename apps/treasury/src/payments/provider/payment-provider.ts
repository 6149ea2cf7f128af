import { BankAccountDetails, CardDetails, OnlinePaymentMethod, OnlinePaymentTestValue } from '@netline/contracts';

/**
 * The payment-provider port: the one place treasury reaches a card and ACH processor. The online payment
 * of an invoice (billing's payment page → `treasury.payments.online`) asks the provider to take the money
 * and, only when it did, records the payment exactly as any other (OnlinePayments). A provider is chosen
 * by `PAYMENT_PROVIDER`; the sandbox one completes at once (SandboxPaymentProvider). A real processor
 * plugs in as another implementation of this interface, with nothing else changing (treasury's README,
 * "Online payments").
 */
export interface PaymentProvider {
  /** Recorded as the payment's `provider`. */
  readonly name: string;
  /** What it takes; the payment page offers only these. */
  readonly methods: readonly OnlinePaymentMethod[];
  /** Values a person may type in the provider's test mode, with what each does; empty for a live provider. */
  readonly testValues: readonly OnlinePaymentTestValue[];
  /**
   * Takes `amount` from the buyer's card or bank account. Must be idempotent by `idempotency_key`: asked
   * again with the same key it answers the first outcome and never takes the money twice (a repeated
   * form submission, or a retry after treasury failed to record the first). A refusal by the card issuer
   * or bank is an answer (`declined`), not an error; an error means the outcome is unknown, and the same
   * request may be sent again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export interface ChargeRequest {
  /** Integer cents. */
  amount: number;
  currency: 'usd';
  instrument: CardDetails | BankAccountDetails;
  /** What the buyer's statement and the provider's records show: the invoice and its issuer. */
  description: string;
  idempotency_key: string;
  /** Netline's own ids, kept with the charge at the provider for reconciling. */
  metadata: { merchant_id: string; customer_id: string; invoice_id: string };
}

export type ChargeResult =
  /**
   * `succeeded`: the money is taken (cards; the sandbox's ACH too); the payment is recorded `paid`.
   * `processing`: accepted but not final yet (a real ACH debit settles in days); the payment is recorded
   * `in_transit` and moves on as the provider reports, through the ordinary status path.
   */
  | { status: 'succeeded' | 'processing'; provider_reference: string }
  /** Refused: nothing is recorded; `message` is for the buyer, `decline_code` the provider's reason. */
  | { status: 'declined'; decline_code: string; message: string };

/** Nest's injection token of the configured provider (null: `PAYMENT_PROVIDER=none`, online payment not offered). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
