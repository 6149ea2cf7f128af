import { credentialsFromKey, Netline, NetlineApiError } from '@netline/sdk';
import { createMerchant, responseValidatorFor, sharedStack } from '@netline/testing';
import { journeyProblems, runJourney, type JourneyReport } from '../examples/sdk-journey/journey';
import { LostAnswer } from '../examples/sdk-journey/lost-answer';

/**
 * The example program of `examples/sdk-journey`, run against the shared stack the way an integrator runs it
 * against theirs: `@netline/sdk` with a merchant's key, a fault in front of the API that loses the answer of
 * the invoice's creation, the sandbox journey from customer to payout, and 250 customers walked with
 * `list`. Beneath the fault, every answer the API gave is checked against its reference.
 */
describe('the SDK sandbox journey (examples/sdk-journey)', () => {
  const CUSTOMERS = 250;
  let report: JourneyReport;
  const departures: string[] = [];

  beforeAll(async () => {
    const stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'SDK Journey Merchant');
    const validator = await responseValidatorFor(`${stack.apiUrl}/openapi.json`);
    const basePath = new URL(stack.apiUrl).pathname;
    // Beneath the fault, so it sees the API's real answers and not the 503 the fault makes up.
    const conforming: typeof fetch = async (input, init) => {
      const request = input instanceof Request && init === undefined ? input : new Request(input, init);
      const response = await fetch(request);
      const text = await response.clone().text();
      departures.push(
        ...validator.check({
          method: request.method,
          path: new URL(request.url).pathname.slice(basePath.length) || '/',
          status: response.status,
          headers: response.headers,
          body: parsed(text),
          text,
        }),
      );
      return response;
    };
    const lostAnswer = new LostAnswer(conforming);
    const netline = new Netline({
      baseUrl: stack.apiUrl,
      credentials: credentialsFromKey(`${merchant.merchant_id}:${merchant.secret_key}`),
      fetch: lostAnswer.fetch,
      // Nothing is overloaded here: the retry after the lost answer need not back off for half a second.
      retry: { initialDelayMs: 10 },
    });
    // Bounded, so that the 250 creations leave room on the shared stack for the suites running beside this one.
    report = await runJourney(netline, { lostAnswer, customers: CUSTOMERS, concurrency: 6 }).catch((error: unknown) => {
      // The typed error's message is the API's summary; the fields it names and the request are in its properties.
      if (!(error instanceof NetlineApiError)) throw error;
      throw new Error(`${error.status} ${error.type} ${error.code ?? ''} ${error.message} ${JSON.stringify(error.details)} (request ${error.requestId})`);
    });
  }, 240_000);

  it('meets every expectation the program itself checks', () => {
    expect(journeyProblems(report)).toEqual([]);
  });

  it('gets the customer approved by the sandbox underwriter, and enrolled in net terms', () => {
    const { checked, approved, enrolled } = report.customer;
    expect(checked).toMatchObject({ credit_status: 'pending', credit_check_requested_at: expect.any(String) });
    expect(approved).toMatchObject({ credit_status: 'approved', net_terms_status: 'pending_enrollment', amount_approved: 50_000, advance_rate: 0.8 });
    expect(enrolled).toMatchObject({ id: checked.id, credit_status: 'approved', net_terms_status: 'enrolled', net_terms_enrollment_url: null });
  });

  it('creates the invoice once although the answer of its first attempt was lost, then sends it', () => {
    const { created, attempts, withNumber, sent } = report.invoice;
    const key = attempts[0]?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The API applied the first attempt (200) before its answer was replaced by a 503; the retry, with the
    // same key, was answered with the stored result rather than applied again.
    expect(attempts).toEqual([
      { idempotencyKey: key, status: 200, lost: true },
      { idempotencyKey: key, status: 200, lost: false },
    ]);
    expect(withNumber).toEqual([expect.objectContaining({ id: created.id, number: `JRN-${report.run}`, order_number: `ORD-${report.run}` })]);
    expect(sent).toMatchObject({ id: created.id, sent_at: expect.any(String), amount_balance: 1_250 });
  });

  it('applies the payment to the invoice', () => {
    expect(report.payment).toMatchObject({
      status: 'paid',
      amount: 1_250,
      paid_at: expect.any(String),
      payment_links: [{ record_id: report.invoice.created.id, record_type: 'invoice', amount: 1_250 }],
    });
    expect(report.invoice.paid).toMatchObject({ fully_paid: true, fully_paid_at: expect.any(String), amount_paid: 1_250, amount_balance: 0 });
  });

  it('pays the payment out to the merchant', () => {
    const { transaction, ran, paid } = report.payout;
    expect(transaction).toMatchObject({
      type: 'payment',
      payment_id: report.payment.id,
      invoice_id: report.invoice.created.id,
      amount_gross: 1_250,
      payout_id: paid.id,
    });
    expect(transaction.amount_net).toBeCloseTo(transaction.amount_gross - transaction.amount_fee, 2);
    // A new merchant on a stack whose timed payouts are off: the run made exactly the payout of this payment.
    expect(ran).toEqual([expect.objectContaining({ id: paid.id, status: 'pending', amount_net: transaction.amount_net })]);
    expect(paid).toMatchObject({ status: 'paid', paid_at: expect.any(String), amount_net: transaction.amount_net });
  });

  it('walks all 250 customers with list, each exactly once', () => {
    expect(report.customers).toEqual({ target: CUSTOMERS, created: CUSTOMERS - 1, count: CUSTOMERS, iterated: CUSTOMERS, seenTwice: [], missing: [] });
  });

  it('got only answers the API reference documents', () => {
    expect(departures).toEqual([]);
  });
});

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
