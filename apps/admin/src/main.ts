import { CreatedMerchant, DemoMerchant, IdentitySubjects } from '@netline/contracts';
import { DomainError, RpcClient } from '@netline/messaging';
import { Command, InvalidArgumentError } from 'commander';
import { randomUUID } from 'node:crypto';
import { loadAdminConfig } from './config';

/**
 * The operator CLI (`npm run admin -- <command>`). It speaks to the running services over NATS, the same
 * door every other caller uses, so business rules live in the services alone. With `--json` each command
 * prints exactly one JSON object on stdout; failures print a JSON `{error}` object and exit 1.
 */
const onOff = (value: string): boolean => {
  if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('expected on or off');
  return value === 'on';
};

async function withRpc<T>(work: (rpc: RpcClient) => Promise<T>): Promise<T> {
  const config = loadAdminConfig();
  const rpc = new RpcClient({ ...config, RPC_TIMEOUT_MS: Math.min(config.RPC_TIMEOUT_MS, 5_000) }, 'admin');
  try {
    await rpc.connect();
  } catch {
    throw new DomainError('ADMIN.NATS_UNREACHABLE', 'unavailable', `NATS is not reachable at ${config.NATS_URL}; start the stack with npm start`);
  }
  try {
    return await work(rpc);
  } finally {
    await rpc.close();
  }
}

function print(json: boolean, value: unknown, human: (value: never) => string): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human(value as never)}\n`);
}

const program = new Command('admin').description('Netline operator commands').option('--json', 'print one JSON object');

const merchant = program.command('merchant').description('merchants and their Direct API settings');
merchant
  .command('create')
  .requiredOption('--name <name>', 'merchant name')
  .option('--basic <on|off>', 'HTTP Basic authentication', onOff, true)
  .option('--oauth <on|off>', 'OAuth access keys', onOff, false)
  .option('--json', 'print one JSON object')
  .action(async (options: { name: string; basic: boolean; oauth: boolean; json?: boolean }) => {
    const created = await withRpc((rpc) =>
      rpc.call<CreatedMerchant>(IdentitySubjects.createMerchant, {
        request_id: randomUUID(),
        body: { name: options.name, basic_enabled: options.basic, oauth_enabled: options.oauth },
      }),
    );
    const { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled } = created;
    print(Boolean(options.json ?? program.opts().json), { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled }, (value: CreatedMerchant) =>
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
  .action(async (options: { json?: boolean }) => {
    const demo = await withRpc((rpc) => rpc.call<DemoMerchant>(IdentitySubjects.ensureDemoMerchant, { request_id: randomUUID(), body: {} }));
    print(Boolean(options.json ?? program.opts().json), demo, (value: DemoMerchant) =>
      value.created ? `created ${value.merchant_id} secret_key ${value.secret_key}` : `exists ${value.merchant_id}`,
    );
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof DomainError ? error.code : 'ADMIN.FAILED';
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  else process.stderr.write(`error: ${message}\n`);
  process.exit(1);
});
