import { CREDIT_DECISIONS, CustomerSubjects, DECLINE_CODES, HOLD_CODES } from '@netline/contracts';
import { Command, InvalidArgumentError, Option } from 'commander';
import { output, withRpc } from '../cli';

const dollars = (value: string): number => {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new InvalidArgumentError('expected dollars with at most two decimals, e.g. 5000 or 1250.50');
  return Number(value);
};

const rate = (value: string): number => {
  const parsed = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || parsed < 0 || parsed > 1) throw new InvalidArgumentError('expected a rate between 0 and 1, e.g. 0.8');
  return parsed;
};

export function registerCreditCommands(program: Command): void {
  const credit = program.command('credit').description('underwriting: the review queue, credit decisions, due jobs');

  credit
    .command('decide')
    .description('record a credit decision for a customer (decides a pending credit check)')
    .argument('<customer_id>', 'the customer')
    .addOption(new Option('--decision <decision>', 'the decision').choices([...CREDIT_DECISIONS]).makeOptionMandatory())
    .option('--amount <dollars>', 'the credit line in dollars (required for approved and line_adjustment)', dollars)
    .option('--advance-rate <rate>', 'advance rate between 0 and 1', rate)
    .addOption(new Option('--decline-code <code>', 'with --decision declined').choices([...DECLINE_CODES]))
    .addOption(new Option('--hold-code <code>', 'with --decision hold').choices([...HOLD_CODES]))
    .option('--json', 'print one JSON object')
    .action(
      async (
        customerId: string,
        options: { decision: string; amount?: number; advanceRate?: number; declineCode?: string; holdCode?: string },
        command: Command,
      ) => {
        const customer = await withRpc((rpc) =>
          rpc.ask(CustomerSubjects.operatorDecide, {
            customer_id: customerId,
            decision: options.decision,
            ...(options.amount !== undefined ? { amount: options.amount } : {}),
            ...(options.advanceRate !== undefined ? { advance_rate: options.advanceRate } : {}),
            ...(options.declineCode ? { decline_code: options.declineCode } : {}),
            ...(options.holdCode ? { hold_code: options.holdCode } : {}),
          }),
        );
        output(command, customer, (value) =>
          [
            `customer          ${value.id}`,
            `credit_status     ${value.credit_status}`,
            `net_terms_status  ${value.net_terms_status}`,
            `amount_approved   ${value.amount_approved}`,
            `advance_rate      ${value.advance_rate}`,
            ...(value.net_terms_enrollment_url ? [`enrollment_url    ${value.net_terms_enrollment_url}`] : []),
          ].join('\n'),
        );
      },
    );

  credit
    .command('pending')
    .description('list credit checks waiting for a decision, oldest first')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const queue = await withRpc((rpc) => rpc.ask(CustomerSubjects.operatorPending, {}));
      output(command, queue, (value) =>
        value.pending.length === 0
          ? 'no credit checks waiting'
          : value.pending
              .map((item) => `${item.customer_id}  ${item.merchant_id}  ${item.amount_requested.toFixed(2)}  ${item.business_name}  ${item.requested_at}`)
              .join('\n'),
      );
    });

  credit
    .command('run-jobs')
    .description('run the due jobs now (overdue holds, enrollment expiry) for every merchant')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const result = await withRpc((rpc) => rpc.ask(CustomerSubjects.operatorRunJobs, {}));
      output(
        command,
        result,
        (value) =>
          value.runs.map((run) => `${run.merchant_id}  holds ${run.holds}  enrollments expired ${run.enrollments_expired}`).join('\n') || 'nothing due',
      );
    });
}
