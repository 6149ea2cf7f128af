import { Command } from 'commander';
import { registerCreditCommands } from './commands/credit';
import { registerCreditLineRequestCommands } from './commands/credit-line-requests';
import { registerDatabaseCommands } from './commands/db';
import { registerAccessCommands } from './commands/access';
import { registerEventCommands } from './commands/events';
import { registerFulfillmentCommands } from './commands/fulfillment';
import { registerInsightsCommands } from './commands/insights';
import { registerMerchantCommands } from './commands/merchants';
import { registerPartnerCommands } from './commands/partners';
import { registerTreasuryCommands } from './commands/treasury';
import { registerAuditCommands } from './commands/audit';
import { setInvocation } from './cli';
import { DomainError } from '@netline/contracts';

/**
 * The operator CLI (`npm run admin -- <command>`). It speaks to the running services over NATS, the same
 * door every other caller uses, so business rules live in the services alone; only `db` (provisioning
 * and migrations, before the services start) speaks to PostgreSQL, with the administrative login. With `--json` each command
 * prints exactly one JSON object on stdout; a failure prints `{"error":{code,message,details?}}` and exits 1.
 * Each area registers its commands from `commands/<area>.ts`.
 */
const program = new Command('admin')
  .description('Netline operator commands')
  .option('--json', 'print one JSON object')
  .option('--operator <name>', 'who is running the command, for the audit trail (default NETLINE_OPERATOR, else the login name)')
  .option('--request-id <id>', 'the request id the command sends (default a fresh one)');
program.hook('preAction', (root) => {
  const { operator, requestId } = root.opts<{ operator?: string; requestId?: string }>();
  setInvocation({ operator, requestId });
});
registerMerchantCommands(program);
registerPartnerCommands(program);
registerCreditCommands(program);
registerCreditLineRequestCommands(program);
registerAccessCommands(program);
registerTreasuryCommands(program);
registerFulfillmentCommands(program);
registerInsightsCommands(program);
registerAuditCommands(program);
registerEventCommands(program);
registerDatabaseCommands(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof DomainError ? error.code : 'ADMIN.FAILED';
  // Field problems (a validation error) are named, so the operator knows what to fix.
  const details = error instanceof DomainError && error.details?.length ? error.details : undefined;
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } })}\n`);
  else process.stderr.write(`error: ${message}${details ? details.map((detail) => `\n  ${detail.path}: ${detail.message}`).join('') : ''}\n`);
  process.exit(1);
});
