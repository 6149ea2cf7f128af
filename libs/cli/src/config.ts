import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** What `netline login` stores for one profile (an environment: the sandbox, production, a local stack). */
export interface Profile {
  /** `merchant_id:secret_key`, or an access key's `client_id:client_secret`. */
  api_key?: string;
  /** The API's base address, up to and including `/api`. */
  api_url?: string;
  /** The secret `netline listen` signs forwarded events with (`whsec_…`), kept so the local endpoint's setting stays valid. */
  webhook_secret?: string;
}

export interface CliConfig {
  profiles: Record<string, Profile>;
}

export const DEFAULT_PROFILE = 'default';

/** `$XDG_CONFIG_HOME/netline/config.json`, else `~/.config/netline/config.json`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'netline', 'config.json');
}

export function readConfig(path: string = configPath()): CliConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not JSON: fix it or delete it and run \`netline login\` again`);
  }
  const profiles = (parsed as { profiles?: unknown })?.profiles;
  return { profiles: profiles && typeof profiles === 'object' ? (profiles as Record<string, Profile>) : {} };
}

/**
 * Writes the whole file readable by its owner alone (0600, its folder 0700): it holds secret keys. The
 * file is written beside and renamed over the old one, so a crash never leaves half a file.
 */
export function writeConfig(config: CliConfig, path: string = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // The mode of writeFileSync applies only to a new file (and is masked by the umask): set it outright.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** Changes one profile's fields and writes the file; answers the profile as stored. */
export function updateProfile(name: string, change: Partial<Profile>, path: string = configPath()): Profile {
  const config = readConfig(path);
  const profile = { ...config.profiles[name], ...change };
  config.profiles[name] = profile;
  writeConfig(config, path);
  return profile;
}
