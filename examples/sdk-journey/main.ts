import { AuthenticationError, credentialsFromKey, Netline, NetlineApiError, NotFoundError, type Credentials } from '@netline/sdk';
import { parseArgs } from 'node:util';
import { dollars, journeyProblems, runJourney } from './journey';
import { LostAnswer } from './lost-answer';

/**
 * `node examples/sdk-journey/dist/main.js [--customers 250] [--concurrency 8]` with `NETLINE_API_KEY` (and
 * `NETLINE_API_URL` for a stack elsewhere than http://127.0.0.1:3000/api): runs the journey, prints each step
 * and a summary, and exits 0 when every expectation held, 1 otherwise (README.md).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { customers: { type: 'string', default: '250' }, concurrency: { type: 'string', default: '8' } } });
  const customers = Number(values.customers);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(customers) || customers < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
    console.error('--customers and --concurrency take positive whole numbers');
    return 2;
  }
  const key = process.env.NETLINE_API_KEY;
  if (!key) {
    console.error('Set NETLINE_API_KEY=merchant_id:secret_key (and NETLINE_API_URL when the API is not at http://127.0.0.1:3000/api)');
    return 2;
  }
  let credentials: Credentials;
  try {
    credentials = credentialsFromKey(key);
  } catch (error) {
    console.error(`NETLINE_API_KEY: ${(error as Error).message}`);
    return 2;
  }

  // One request without retries first, so a stopped stack or a wrong key is reported at once rather than
  // after the patient client below has waited out all its retries.
  const probe = new Netline({ credentials, retry: { maxRetries: 0 } });
  await probe.unwrap(probe.api.GET('/customers', { params: { query: { limit: 25 } } }));

  const lostAnswer = new LostAnswer();
  const netline = new Netline({
    credentials,
    fetch: lostAnswer.fetch,
    // A local stack admits 100 requests a minute per account (RATE_LIMIT_PER_MINUTE) and the journey makes
    // about 300, so the client is told to wait out each 429 for as long as its Retry-After says, as often as
    // it takes the creating workers to get their turns.
    retry: { maxRetries: 30, maxDelayMs: 60_000 },
  });
  console.log(`Sandbox journey against ${netline.baseUrl}`);
  const started = Date.now();
  const report = await runJourney(netline, { lostAnswer, customers, concurrency, log: (line) => console.log(`  ${line}`) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const { customer, invoice, payment, payout } = report;
  console.log(`
Run ${report.run}, ${seconds} s
  customer   ${customer.created.id}: credit ${customer.enrolled.credit_status}, line ${dollars(customer.enrolled.amount_approved)}, net terms ${customer.enrolled.net_terms_status}
  invoice    ${invoice.created.number} (${invoice.created.id}): sent ${invoice.sent.sent_at}, ${invoice.attempts.length} attempts with one Idempotency-Key, ${invoice.withNumber.length} invoice with its number
  payment    ${payment.id}: ${payment.status}, invoice ${invoice.paid.fully_paid ? 'fully paid' : `owes ${dollars(invoice.paid.amount_balance)}`}
  payout     ${payout.paid.id}: ${payout.paid.status}, net ${dollars(payout.paid.amount_net)} (this payment: ${dollars(payout.transaction.amount_net)} after a ${dollars(payout.transaction.amount_fee)} fee)
  customers  ${report.customers.iterated} listed (${report.customers.created} created by this run), ${report.customers.seenTwice.length} twice, ${report.customers.missing.length} missing`);

  const problems = journeyProblems(report);
  if (problems.length === 0) {
    console.log('\nEvery step held.');
    return 0;
  }
  console.log(`\n${problems.length} expectation(s) failed:`);
  for (const problem of problems) console.log(`  - ${problem}`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof NetlineApiError) {
      console.error(
        `The API refused a request: ${error.status} ${error.type}${error.code ? ` ${error.code}` : ''}: ${error.message} (request ${error.requestId ?? 'unknown'})`,
      );
      for (const detail of error.details) console.error(`  ${detail.path}: ${detail.message}`);
      if (error instanceof AuthenticationError) console.error('Check NETLINE_API_KEY: merchant_id:secret_key of a merchant of this stack.');
      if (error instanceof NotFoundError) console.error('The /sandbox routes exist only in a sandbox deployment (APP_ENV=sandbox).');
    } else if (error instanceof TypeError && error.message === 'fetch failed') {
      // What fetch throws when nothing answers; the reason (ECONNREFUSED…) is its cause.
      console.error(`Could not reach the API (${String(error.cause)}): is the stack running (npm start), and NETLINE_API_URL right?`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
