import { DomainError } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { Command, InvalidArgumentError } from 'commander';
import { loadAdminConfig } from './config';

/** Parses `on` / `off` option values. */
export const onOff = (value: string): boolean => {
  if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('expected on or off');
  return value === 'on';
};

/** Opens a NATS connection for one command, with a clear message when the stack is not running. */
export async function withRpc<T>(work: (rpc: RpcClient) => Promise<T>): Promise<T> {
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

/** Prints one JSON object with `--json`, else the human form. */
export function output<T>(command: Command, value: T, human: (value: T) => string): void {
  const json = Boolean(command.optsWithGlobals().json);
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human(value)}\n`);
}
