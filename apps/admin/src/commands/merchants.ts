import { CreatedMerchant, DemoMerchant, IdentitySubjects } from '@netline/contracts';
import { Command } from 'commander';
import { onOff, operatorRequest, output, withRpc } from '../cli';

export function registerMerchantCommands(program: Command): void {
  const merchant = program.command('merchant').description('merchants and their Direct API settings');

  merchant
    .command('create')
    .description('create a merchant and print its secret key (shown only here)')
    .requiredOption('--name <name>', 'merchant name')
    .option('--basic <on|off>', 'HTTP Basic authentication', onOff, true)
    .option('--oauth <on|off>', 'OAuth access keys', onOff, false)
    .option('--json', 'print one JSON object')
    .action(async (options: { name: string; basic: boolean; oauth: boolean }, command: Command) => {
      const created = await withRpc((rpc) =>
        operatorRequest<CreatedMerchant>(rpc, IdentitySubjects.createMerchant, {
          name: options.name,
          basic_enabled: options.basic,
          oauth_enabled: options.oauth,
        }),
      );
      const { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled } = created;
      output(command, { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled }, (value) =>
        [
          `merchant_id     ${value.merchant_id}`,
          `secret_key      ${value.secret_key}   (shown once)`,
          `webhook_secret  ${value.webhook_secret}`,
          `basic           ${value.basic_enabled ? 'on' : 'off'}`,
          `oauth           ${value.oauth_enabled ? 'on' : 'off'}`,
        ].join('\n'),
      );
    });

  merchant
    .command('ensure-demo')
    .description('create the demo merchant when no merchant exists yet (used by npm start)')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const demo = await withRpc((rpc) => operatorRequest<DemoMerchant>(rpc, IdentitySubjects.ensureDemoMerchant, {}));
      output(command, demo, (value) => (value.created ? `created ${value.merchant_id} secret_key ${value.secret_key}` : `exists ${value.merchant_id}`));
    });
}
