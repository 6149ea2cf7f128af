import { IdentitySubjects, MERCHANT_API_VERSIONS, type MerchantApiVersion } from '@netline/contracts';
import { Command } from 'commander';
import { apiVersion, onOff, output, withRpc } from '../cli';

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
        rpc.ask(IdentitySubjects.createMerchant, {
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
    .command('update')
    .description("turn HTTP Basic or OAuth on or off, or pin the account's merchant API version (running gateways follow within 5 s)")
    .argument('<merchant_id>')
    .option('--basic <on|off>', 'HTTP Basic authentication', onOff)
    .option('--oauth <on|off>', 'OAuth access keys', onOff)
    .option('--api-version <version>', `the merchant API version the account answers in (${MERCHANT_API_VERSIONS.join(', ')})`, apiVersion)
    .option('--json', 'print one JSON object')
    .action(async (merchantId: string, options: { basic?: boolean; oauth?: boolean; apiVersion?: MerchantApiVersion }, command: Command) => {
      const settings = await withRpc((rpc) =>
        rpc.ask(IdentitySubjects.updateMerchant, {
          merchant_id: merchantId,
          basic_enabled: options.basic,
          oauth_enabled: options.oauth,
          api_version: options.apiVersion,
        }),
      );
      // The switches of the account (and its version when this pinned one); a partner's also says its type.
      const { merchant_id, name, basic_enabled, oauth_enabled, partner_type, api_version } = settings;
      const pinned = options.apiVersion !== undefined ? { api_version } : {};
      output(command, { merchant_id, name, basic_enabled, oauth_enabled, ...(partner_type ? { type: partner_type } : {}), ...pinned }, (value) =>
        [
          `merchant_id  ${value.merchant_id}`,
          `name         ${value.name}`,
          `basic        ${value.basic_enabled ? 'on' : 'off'}`,
          `oauth        ${value.oauth_enabled ? 'on' : 'off'}`,
          ...('api_version' in value ? [`api_version  ${value.api_version}`] : []),
        ].join('\n'),
      );
    });

  merchant
    .command('rotate-secret')
    .description('issue a new secret API key; the old one stops working')
    .argument('<merchant_id>')
    .option('--json', 'print one JSON object')
    .action(async (merchantId: string, _options: unknown, command: Command) => {
      const rotated = await withRpc((rpc) => rpc.ask(IdentitySubjects.rotateSecretKey, { merchant_id: merchantId }));
      output(command, rotated, (value) => `merchant_id  ${value.merchant_id}\nsecret_key   ${value.secret_key}   (shown once)`);
    });

  merchant
    .command('rotate-webhook-secret')
    .description('issue a new webhook signing secret; the old one keeps signing alongside it for 24 h')
    .argument('<merchant_id>')
    .option('--json', 'print one JSON object')
    .action(async (merchantId: string, _options: unknown, command: Command) => {
      const rotated = await withRpc((rpc) => rpc.ask(IdentitySubjects.rotateWebhookSecret, { merchant_id: merchantId }));
      output(command, rotated, (value) => `merchant_id     ${value.merchant_id}\nwebhook_secret  ${value.webhook_secret}`);
    });

  merchant
    .command('ensure-demo')
    .description('create the demo merchant when no merchant exists yet (used by npm start)')
    .option('--json', 'print one JSON object')
    .action(async (_options: unknown, command: Command) => {
      const demo = await withRpc((rpc) => rpc.ask(IdentitySubjects.ensureDemoMerchant, {}));
      output(command, demo, (value) => (value.created ? `created ${value.merchant_id} secret_key ${value.secret_key}` : `exists ${value.merchant_id}`));
    });
}
