import { Command } from 'commander';
import { registerEvents } from './commands/events';
import { registerListen } from './commands/listen';
import { registerLogin } from './commands/login';
import { registerLogs } from './commands/logs';
import { registerTrigger } from './commands/trigger';
import { Context } from './context';

/**
 * `netline`, the merchant CLI. Every API call goes through the SDK (`@netline/sdk`). The key and address
 * come from NETLINE_API_KEY and NETLINE_API_URL when set, else from the profile `netline login` stored.
 * With `--json` each result is one JSON line on stdout and a failure `{"error":{…}}`; the exit code is 1
 * on any failure.
 */
export function cli(): Command {
  const program = new Command('netline')
    .description('The Netline merchant CLI')
    .option('--json', 'print JSON, one line per result')
    .option('--profile <name>', 'the stored profile (environment) to use', 'default')
    .option('--api-url <url>', 'the API address, up to /api (default NETLINE_API_URL, else the profile’s)')
    .showHelpAfterError();
  const context = new Context(program);
  registerLogin(program, context);
  registerListen(program, context);
  registerTrigger(program, context);
  registerEvents(program, context);
  registerLogs(program, context);
  return program;
}

export async function main(argv: string[] = process.argv): Promise<void> {
  await cli().parseAsync(argv);
}
