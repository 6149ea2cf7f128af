import { CREDIT_LINE_REQUEST_DECISIONS, CREDIT_LINE_REQUEST_STATUSES, CreditLineRequestSubjects } from '@netline/contracts';
import { Command, Option } from 'commander';
import { output, withRpc } from '../cli';

/**
 * Customers' requests for a higher credit line. Deciding one records a real credit decision in credit
 * (`approve`: an `approved` decision for the line asked for; `decline`: a `line_adjustment` that keeps the
 * line), which settles the request; `credit decide` settles a pending request too (apps/credit/README.md).
 */
export function registerCreditLineRequestCommands(program: Command): void {
  const requests = program.command('credit-line-requests').description("customers' requests for a higher credit line");

  requests
    .command('list')
    .description('list credit-line requests across merchants, oldest first (pending ones unless --status says otherwise)')
    .addOption(new Option('--status <status>', 'the status to list').choices([...CREDIT_LINE_REQUEST_STATUSES]))
    .option('--merchant <merchant_id>', "one merchant's requests")
    .option('--customer <customer_id>', "one customer's requests")
    .option('--json', 'print one JSON object')
    .action(async (options: { status?: string; merchant?: string; customer?: string }, command: Command) => {
      const listed = await withRpc((rpc) =>
        rpc.ask(CreditLineRequestSubjects.operatorList, {
          ...(options.status ? { status: options.status as (typeof CREDIT_LINE_REQUEST_STATUSES)[number] } : {}),
          ...(options.merchant ? { merchant_id: options.merchant } : {}),
          ...(options.customer ? { customer_id: options.customer } : {}),
        }),
      );
      output(command, listed, (value) =>
        value.requests.length === 0
          ? 'no credit-line requests'
          : value.requests
              .map(
                (item) =>
                  `${item.id}  ${item.status}  ${item.merchant_id}  ${item.customer_id}  ${item.amount_approved.toFixed(2)} → ${item.amount.toFixed(2)}  ${item.business_name}  ${item.created_at}`,
              )
              .join('\n'),
      );
    });

  requests
    .command('decide')
    .description('decide a pending credit-line request with a credit decision')
    .argument('<credit_line_request_id>', 'the request')
    .addOption(new Option('--decision <decision>', 'the answer').choices([...CREDIT_LINE_REQUEST_DECISIONS]).makeOptionMandatory())
    .option('--json', 'print one JSON object')
    .action(async (id: string, options: { decision: (typeof CREDIT_LINE_REQUEST_DECISIONS)[number] }, command: Command) => {
      const request = await withRpc((rpc) => rpc.ask(CreditLineRequestSubjects.operatorDecide, { credit_line_request_id: id, decision: options.decision }));
      output(command, request, (value) =>
        [
          `credit_line_request  ${value.id}`,
          `customer             ${value.customer_id}`,
          `status               ${value.status}`,
          `amount               ${value.amount.toFixed(2)}`,
          `credit_decision      ${value.credit_decision_id}`,
        ].join('\n'),
      );
    });
}
