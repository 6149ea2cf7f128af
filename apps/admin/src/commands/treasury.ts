import {
  CustomerBalances,
  CustomerBalancesPage,
  CustomerSubjects,
  InvoiceSubjects,
  Payment,
  PAYMENT_METHODS,
  PaymentSubjects,
  Payout,
  PayoutSubjects,
  ReconcileDifference,
  ReconcileReport,
  RpcBodyIn,
} from '@netline/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';

import { output, withRpc } from '../cli';

const dollars = (value: string): number => {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new InvalidArgumentError('expected dollars with at most two decimals, e.g. 1500 or 1250.50');
  return Number(value);
};

/** `--link INV:AMOUNT`, repeatable. */
const link = (value: string, previous: Array<{ invoice_id: string; amount: number }> = []) => {
  const match = /^([^:]+):(\d+(?:\.\d{1,2})?)$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected INVOICE_ID:DOLLARS, e.g. inv_123:750.00');
  return [...previous, { invoice_id: match[1], amount: Number(match[2]) }];
};

const paymentLines = (payment: Payment) =>
  [
    `payment      ${payment.id}`,
    `customer     ${payment.customer_id}`,
    `status       ${payment.status}`,
    `amount       ${payment.amount.toFixed(2)}  (unapplied ${payment.amount_unapplied.toFixed(2)})`,
    ...payment.payment_links.map((item) => `  → ${item.record_id}  ${item.amount.toFixed(2)}`),
  ].join('\n');

const payoutLines = (payout: Payout) =>
  `payout ${payout.id}  ${payout.status}  gross ${payout.amount_gross.toFixed(2)}  fee ${payout.amount_fee.toFixed(2)}  net ${payout.amount_net.toFixed(2)}`;

const cents = (amount: number) => (amount / 100).toFixed(2);

/**
 * Every page of one service's balances per customer (`credit.operator.balances`,
 * `billing.operator.open-balances`), each page asked after the last customer of the one before.
 */
export async function allCustomerBalances(
  ask: (page: CustomerBalancesPage) => Promise<CustomerBalances>,
  scope: { merchant_id?: string },
): Promise<CustomerBalances> {
  const balances: CustomerBalances['balances'] = [];
  let page = await ask(scope);
  balances.push(...page.balances);
  while (page.has_more) {
    const last = page.balances[page.balances.length - 1];
    page = await ask({ ...scope, after: { merchant_id: last.merchant_id, customer_id: last.customer_id } });
    balances.push(...page.balances);
  }
  return { balances, has_more: false };
}

/**
 * Credit's outstanding balance per customer against billing's open balance per customer, in cents: every
 * customer on either side whose two figures differ (a customer missing on one side counts as zero there).
 */
export function customerBalanceDifferences(credit: Pick<CustomerBalances, 'balances'>, billing: Pick<CustomerBalances, 'balances'>): ReconcileDifference[] {
  const key = (merchantId: string, customerId: string) => `${merchantId}\u0000${customerId}`;
  const figures = new Map<string, { merchant_id: string; customer_id: string; credit: number; billing: number }>();
  const entry = (merchantId: string, customerId: string) => {
    const found = figures.get(key(merchantId, customerId)) ?? { merchant_id: merchantId, customer_id: customerId, credit: 0, billing: 0 };
    figures.set(key(merchantId, customerId), found);
    return found;
  };
  for (const row of credit.balances) entry(row.merchant_id, row.customer_id).credit += row.amount;
  for (const row of billing.balances) entry(row.merchant_id, row.customer_id).billing += row.amount;
  return [...figures.values()]
    .filter((figure) => figure.credit !== figure.billing)
    .sort((a, b) => a.merchant_id.localeCompare(b.merchant_id) || a.customer_id.localeCompare(b.customer_id))
    .map((figure) => ({
      merchant_id: figure.merchant_id,
      check: 'customer_balance',
      subject: figure.customer_id,
      message: `credit outstanding ${cents(figure.credit)} but billing open balance ${cents(figure.billing)}`,
      credit_outstanding: figure.credit,
      billing_open_balance: figure.billing,
    }));
}

/**
 * Treasury's operator commands: what the bank tells the operator in production (payments arriving and
 * moving on, payouts moving on), payout runs and retries, and the reconciliation check.
 */
export function registerTreasuryCommands(program: Command): void {
  const payment = program.command('payment').description('customer payments reported by the bank');

  payment
    .command('record')
    .description('record a customer payment (starts pending)')
    .requiredOption('--merchant <merchant_id>', 'the merchant')
    .requiredOption('--customer <customer_id>', 'the paying customer')
    .requiredOption('--amount <dollars>', 'the amount in dollars', dollars)
    .addOption(new Option('--method <method>', 'how it was paid').choices([...PAYMENT_METHODS]).makeOptionMandatory())
    .option('--link <invoice_id:dollars>', 'apply part of it to an invoice (repeatable)', link)
    .option('--json', 'print one JSON object')
    .action(
      async (
        options: {
          merchant: string;
          customer: string;
          amount: number;
          method: RpcBodyIn<typeof PaymentSubjects.operatorRecord>['method'];
          link?: Array<{ invoice_id: string; amount: number }>;
        },
        command: Command,
      ) => {
        const recorded = await withRpc((rpc) =>
          rpc.ask(PaymentSubjects.operatorRecord, {
            merchant_id: options.merchant,
            customer_id: options.customer,
            amount: options.amount,
            method: options.method,
            ...(options.link ? { links: options.link } : {}),
          }),
        );
        output(command, recorded, paymentLines);
      },
    );

  payment
    .command('status')
    .description('move a payment on (in_transit, in_review, paid, failed, canceled)')
    .argument('<payment_id>', 'the payment')
    .requiredOption('--merchant <merchant_id>', 'the merchant')
    .addOption(new Option('--status <status>', 'the new status').choices(['in_transit', 'in_review', 'paid', 'failed', 'canceled']).makeOptionMandatory())
    .option('--code <code>', 'failed_code or canceled_code')
    .option('--json', 'print one JSON object')
    .action(
      async (
        paymentId: string,
        options: { merchant: string; status: RpcBodyIn<typeof PaymentSubjects.operatorStatus>['status']; code?: string },
        command: Command,
      ) => {
        const moved = await withRpc((rpc) =>
          rpc.ask(PaymentSubjects.operatorStatus, {
            merchant_id: options.merchant,
            payment_id: paymentId,
            status: options.status,
            ...(options.code && options.status === 'failed' ? { failed_code: options.code } : {}),
            ...(options.code && options.status === 'canceled' ? { canceled_code: options.code } : {}),
          }),
        );
        output(command, moved, paymentLines);
      },
    );

  payment
    .command('complete-unbooked')
    .description('settle now the payments billing applied but treasury never booked (the jobs do it after TREASURY_UNBOOKED_MIN_AGE_MS)')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const run = await withRpc((rpc) => rpc.ask(PaymentSubjects.operatorCompleteUnbooked, {}));
      output(command, run, (value) => `completed ${value.completed}, withdrawn ${value.withdrawn}`);
    });

  const payout = program.command('payout').description('payouts to merchants');

  payout
    .command('status')
    .description('move a payout on (in_transit, paid, failed, canceled)')
    .argument('<payout_id>', 'the payout')
    .requiredOption('--merchant <merchant_id>', 'the merchant')
    .addOption(new Option('--status <status>', 'the new status').choices(['in_transit', 'paid', 'failed', 'canceled']).makeOptionMandatory())
    .option('--json', 'print one JSON object')
    .action(async (payoutId: string, options: { merchant: string; status: RpcBodyIn<typeof PayoutSubjects.operatorStatus>['status'] }, command: Command) => {
      const moved = await withRpc((rpc) =>
        rpc.ask(PayoutSubjects.operatorStatus, { merchant_id: options.merchant, payout_id: payoutId, status: options.status }),
      );
      output(command, moved, payoutLines);
    });

  payout
    .command('retry')
    .description('send a failed payout again as a new payout')
    .argument('<payout_id>', 'the failed payout')
    .requiredOption('--merchant <merchant_id>', 'the merchant')
    .option('--json', 'print one JSON object')
    .action(async (payoutId: string, options: { merchant: string }, command: Command) => {
      const retry = await withRpc((rpc) => rpc.ask(PayoutSubjects.operatorRetry, { merchant_id: options.merchant, payout_id: payoutId }));
      output(command, retry, payoutLines);
    });

  payout
    .command('run')
    .description('build payouts now from every transaction not yet paid out')
    .option('--merchant <merchant_id>', 'only this merchant')
    .option('--json', 'print one JSON object')
    .action(async (options: { merchant?: string }, command: Command) => {
      const result = await withRpc((rpc) => rpc.ask(PayoutSubjects.operatorRun, options.merchant ? { merchant_id: options.merchant } : {}));
      output(command, result, (value) => value.payouts.map((item) => `${item.merchant_id}  ${payoutLines(item)}`).join('\n') || 'nothing to pay out');
    });

  program
    .command('reconcile')
    .description(
      "prove payouts, payout transactions and payments add up, and credit's outstanding equals billing's open balance per customer; exits 1 on any difference",
    )
    .option('--merchant <merchant_id>', 'only this merchant')
    .option('--json', 'print one JSON object')
    .action(async (options: { merchant?: string }, command: Command) => {
      const scope = options.merchant ? { merchant_id: options.merchant } : {};
      const treasury = await withRpc(async (rpc) => {
        const [report, credit, billing] = await Promise.all([
          rpc.ask(PayoutSubjects.operatorReconcile, scope, 120_000),
          allCustomerBalances((page) => rpc.ask(CustomerSubjects.operatorBalances, page, 120_000), scope),
          allCustomerBalances((page) => rpc.ask(InvoiceSubjects.operatorOpenBalances, page, 120_000), scope),
        ]);
        return { report, balances: customerBalanceDifferences(credit, billing) };
      });
      const differences = [...treasury.report.differences, ...treasury.balances];
      const report: ReconcileReport = { ...treasury.report, ok: differences.length === 0, differences };
      output(command, report, (value) =>
        [
          ...value.merchants.map(
            (merchant) =>
              `${merchant.merchant_id}  payouts ${merchant.payouts} (net ${(merchant.payouts_net / 100).toFixed(2)})  transactions ${merchant.transactions} ` +
              `(unpaid-out ${merchant.transactions_unpaid_out}, net ${(merchant.unpaid_out_net / 100).toFixed(2)})  payments paid ${merchant.payments_paid} ` +
              `(applied ${(merchant.amount_applied / 100).toFixed(2)}, unapplied ${(merchant.amount_unapplied / 100).toFixed(2)})  reversed ${merchant.payments_reversed}`,
          ),
          ...value.differences.map((difference) => `DIFFERENCE ${difference.merchant_id} ${difference.check} ${difference.subject}: ${difference.message}`),
          value.ok ? 'reconciled: no differences' : `${value.differences.length} difference(s)`,
        ].join('\n'),
      );
      if (!report.ok) process.exitCode = 1;
    });
}
