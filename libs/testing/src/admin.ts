import type { AccessKeyKind, CreatedAccessKey, McpAuthType } from '@netline/contracts';
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

export function createMerchant(env: Record<string, string>, name = 'Test Merchant', extra: string[] = []): Promise<MerchantCredentials> {
  return adminCli<MerchantCredentials>(env, ['merchant', 'create', '--name', name, ...extra]);
}

export interface PartnerCredentials {
  partner_id: string;
  secret_key: string;
  webhook_secret: string;
  type: 'marketplace' | 'single_merchant';
  basic_enabled: boolean;
  oauth_enabled: boolean;
}

export function createPartner(
  env: Record<string, string>,
  type: 'marketplace' | 'single_merchant',
  name = 'Test Partner',
  extra: string[] = [],
): Promise<PartnerCredentials> {
  return adminCli<PartnerCredentials>(env, ['partner', 'create', '--name', name, '--type', type, ...extra]);
}

export interface AccessKeyOptions {
  kind: AccessKeyKind;
  /** MCP keys only; the CLI makes an MCP key without it machine-to-machine. */
  auth?: McpAuthType;
  scopes: string[];
  redirectUris?: string[];
  name?: string;
  expiresInSeconds?: number;
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

/** Creates an access key for a merchant or partner as an operator does (`admin access-key create`). */
export function createAccessKey(env: Record<string, string>, accountId: string, options: AccessKeyOptions): Promise<CreatedAccessKey> {
  return adminCli<CreatedAccessKey>(env, accessKeyArgs(accountId, options));
}
