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
