import { baseEnv } from '@netline/config';
import { IdentitySubjects, type AccessKeyKind, type CreatedAccessKey, type McpAuthType } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './stack';

const run = promisify(execFile);

/** Runs the operator CLI against a stack (its namespace in the environment) and parses its JSON. */
export async function adminCli<T = Record<string, unknown>>(env: Record<string, string>, args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, [join(ROOT, 'apps', 'admin', 'dist', 'main.js'), ...args, '--json'], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout.trim()) as T;
}

export interface MerchantCredentials {
  merchant_id: string;
  secret_key: string;
  webhook_secret: string;
  basic_enabled: boolean;
  oauth_enabled: boolean;
}

/**
 * Asks identity over the bus exactly what the operator CLI asks it, from the test's own process. Test
 * data goes this way rather than through one CLI process per merchant: a CLI run loads a Node process
 * and its code (about a second of CPU on the machines the suite runs on), the request itself takes a
 * few milliseconds. The CLI's own behaviour is tested through `adminCli`.
 */
export async function operatorAsk<T>(env: Record<string, string>, subject: string, payload: unknown): Promise<T> {
  const config = baseEnv
    .pick({
      NATS_URL: true,
      NATS_USER: true,
      NATS_PASSWORD: true,
      NATS_TLS_CA_FILE: true,
      NATS_TLS_CERT_FILE: true,
      NATS_TLS_KEY_FILE: true,
      NETLINE_NAMESPACE: true,
    })
    .parse({ ...process.env, ...env });
  const rpc = new RpcClient({ ...config, RPC_TIMEOUT_MS: 15_000 }, 'admin');
  try {
    await rpc.connect();
    return (await rpc.ask(subject as never, payload as never)) as T;
  } finally {
    await rpc.close();
  }
}

/** The value of an `--option on|off` switch among CLI-style arguments, or `fallback` when absent. */
function switchOption(args: string[], option: string, fallback: boolean): boolean {
  const index = args.indexOf(option);
  if (index < 0) return fallback;
  const value = args[index + 1];
  if (value !== 'on' && value !== 'off') throw new Error(`${option} takes on or off, not ${value}`);
  return value === 'on';
}

/** Refuses CLI-style arguments the helpers below do not understand, so a typo cannot pass silently. */
function onlySwitches(args: string[]): void {
  for (let index = 0; index < args.length; index += 2) {
    if (args[index] !== '--basic' && args[index] !== '--oauth') throw new Error(`unknown option ${args[index]} (only --basic and --oauth)`);
  }
}

/** Creates a merchant as `admin merchant create --name … [--basic on|off] [--oauth on|off]` does. */
export async function createMerchant(env: Record<string, string>, name = 'Test Merchant', extra: string[] = []): Promise<MerchantCredentials> {
  onlySwitches(extra);
  const created = await operatorAsk<MerchantCredentials>(env, IdentitySubjects.createMerchant, {
    name,
    basic_enabled: switchOption(extra, '--basic', true),
    oauth_enabled: switchOption(extra, '--oauth', false),
  });
  const { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled } = created;
  return { merchant_id, secret_key, webhook_secret, basic_enabled, oauth_enabled };
}

export interface PartnerCredentials {
  partner_id: string;
  secret_key: string;
  webhook_secret: string;
  type: 'marketplace' | 'single_merchant';
  basic_enabled: boolean;
  oauth_enabled: boolean;
}

/** Creates a partner as `admin partner create --name … --type … [--basic on|off] [--oauth on|off]` does. */
export async function createPartner(
  env: Record<string, string>,
  type: 'marketplace' | 'single_merchant',
  name = 'Test Partner',
  extra: string[] = [],
): Promise<PartnerCredentials> {
  onlySwitches(extra);
  const created = await operatorAsk<PartnerCredentials>(env, IdentitySubjects.createPartner, {
    name,
    type,
    basic_enabled: switchOption(extra, '--basic', true),
    oauth_enabled: switchOption(extra, '--oauth', false),
  });
  const { partner_id, secret_key, webhook_secret, basic_enabled, oauth_enabled } = created;
  return { partner_id, secret_key, webhook_secret, type: created.type, basic_enabled, oauth_enabled };
}

export interface AccessKeyOptions {
  kind: AccessKeyKind;
  /** MCP keys only; the CLI makes an MCP key without it machine-to-machine. */
  auth?: McpAuthType;
  scopes: string[];
  redirectUris?: string[];
  name?: string;
  expiresInSeconds?: number;
  /** Machine-to-machine MCP keys: false makes money-moving tool calls act without a preview. */
  mcpPreviews?: boolean;
}

/** The CLI arguments of `access-key create` for these options (for a suite that expects the CLI to refuse them). */
export function accessKeyArgs(accountId: string, options: AccessKeyOptions): string[] {
  return [
    'access-key',
    'create',
    accountId,
    '--kind',
    options.kind,
    ...(options.auth ? ['--auth', options.auth] : []),
    '--scopes',
    options.scopes.join(','),
    ...(options.redirectUris ?? []).flatMap((uri) => ['--redirect-uri', uri]),
    ...(options.name !== undefined ? ['--name', options.name] : []),
    ...(options.expiresInSeconds !== undefined ? ['--expires-in', String(options.expiresInSeconds)] : []),
  ];
}

/** Creates an access key for a merchant or partner with the request `admin access-key create` sends. */
export function createAccessKey(env: Record<string, string>, accountId: string, options: AccessKeyOptions): Promise<CreatedAccessKey> {
  return operatorAsk<CreatedAccessKey>(env, IdentitySubjects.createAccessKey, {
    merchant_id: accountId,
    kind: options.kind,
    // As the CLI does: an mcp key without an auth type is machine-to-machine.
    auth_type: options.kind === 'mcp' ? (options.auth ?? 'm2m') : options.auth,
    scopes: options.scopes,
    expires_in_seconds: options.expiresInSeconds,
    ...(options.redirectUris ? { redirect_uris: options.redirectUris } : {}),
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.mcpPreviews !== undefined ? { mcp_previews: options.mcpPreviews } : {}),
  });
}
