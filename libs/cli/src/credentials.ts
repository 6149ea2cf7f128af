import { credentialsFromKey, DEFAULT_BASE_URL, Netline, type Credentials } from '@netline/sdk';
import { configPath, readConfig, type Profile } from './config';

/** The message every command ends with when it has no key at all. */
export const NO_KEY_MESSAGE = 'No Netline key: run `netline login` or set NETLINE_API_KEY';

/** A failure the CLI explains in one line and exits 1 with (no stack trace). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 'cli_error',
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface ResolvedCredentials {
  key: string;
  credentials: Credentials;
  apiUrl: string;
  /** Where the key came from: the environment, or the stored profile. */
  source: 'env' | 'profile';
  profile: string;
}

/**
 * Which key and address a command uses: `NETLINE_API_KEY` and `NETLINE_API_URL` when set, else the stored
 * profile's (`netline login`); the address falls back to the local development stack's. `--api-url` wins
 * over both.
 */
export function resolveCredentials(
  options: { profile: string; apiUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
  path: string = configPath(env),
): ResolvedCredentials {
  const stored: Profile = readConfig(path).profiles[options.profile] ?? {};
  const fromEnv = env.NETLINE_API_KEY?.trim();
  const key = fromEnv || stored.api_key;
  if (!key) throw new CliError(NO_KEY_MESSAGE, 'no_key');
  const apiUrl = options.apiUrl || env.NETLINE_API_URL?.trim() || stored.api_url;
  return {
    ...credentialsOf(key, apiUrl, fromEnv ? 'NETLINE_API_KEY' : `The key of profile "${options.profile}"`),
    source: fromEnv ? 'env' : 'profile',
    profile: options.profile,
  };
}

/** A key and an address as the SDK takes them; `what` names the key in the error when it is malformed. */
export function credentialsOf(key: string, apiUrl: string | undefined, what = 'The key'): { key: string; credentials: Credentials; apiUrl: string } {
  let credentials: Credentials;
  try {
    credentials = credentialsFromKey(key);
  } catch {
    throw new CliError(`${what} is not \`merchant_id:secret_key\` or \`client_id:client_secret\``, 'bad_key');
  }
  return { key, credentials, apiUrl: (apiUrl || DEFAULT_BASE_URL).replace(/\/+$/, '') };
}

/** The SDK client for those credentials: retries, idempotency keys and typed errors come with it. */
export function clientFor(resolved: Pick<ResolvedCredentials, 'credentials' | 'apiUrl'>): Netline {
  return new Netline({ credentials: resolved.credentials, baseUrl: resolved.apiUrl });
}

/**
 * Whether a key is for the sandbox, as far as the key itself says: a secret key is `sk_test_…` there and
 * `sk_live_…` in production. An access key's secret does not say (`null`): the API is asked.
 */
export function keyEnvironment(credentials: Credentials): 'sandbox' | 'production' | null {
  if ('secretKey' in credentials) {
    if (credentials.secretKey.startsWith('sk_live')) return 'production';
    if (credentials.secretKey.startsWith('sk_test')) return 'sandbox';
  }
  return null;
}

/** A key shown without its secret: `mer_123:sk_test_…f9a2`. */
export function maskKey(key: string): string {
  const colon = key.indexOf(':');
  const secret = key.slice(colon + 1);
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(secret)?.[0] ?? '';
  return `${key.slice(0, colon)}:${prefix}…${secret.slice(-4)}`;
}
