import { InsightsSubjects } from '@netline/contracts';
import { Command } from 'commander';
import { output, withRpc } from '../cli';

export function registerInsightsCommands(program: Command): void {
  const insights = program.command('insights').description('insights: the receivables reports built from the event streams');

  insights
    .command('rebuild')
    .description('empty the insights projection and its inbox, and read every retained event again from the start of its streams')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const result = await withRpc((rpc) => rpc.ask(InsightsSubjects.operatorRebuild, {}));
      output(command, result, (value) =>
        [
          `deleted   ${value.deleted.invoices} invoices, ${value.deleted.history} history rows, ${value.deleted.customers} customer totals, ${value.deleted.clocks} clocks, ${value.deleted.inbox} inbox rows`,
          ...value.streams.map((stream) => `re-reading ${stream.stream} from the start (${stream.entries} entries)`),
        ].join('\n'),
      );
    });
}
