import { DomainError, EventActor, MERCHANT_API_VERSIONS, MerchantApiVersion, merchantApiVersionOf } from '@netline/contracts';
import { runWithRequestId } from '@netline/observability';
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { RpcClient } from '@netline/messaging/client';
import { Command, InvalidArgumentError } from 'commander';
import { loadAdminConfig } from './config';

/** Parses `on` / `off` option values. */
export const onOff = (value: string): boolean => {
  if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('expected on or off');
  return value === 'on';
};

/** A merchant API version, as `V6` or `v6`. */
export const apiVersion = (value: string): MerchantApiVersion => {
  const version = merchantApiVersionOf(value);
  if (!version) throw new InvalidArgumentError(`expected one of ${MERCHANT_API_VERSIONS.join(', ')}`);
  return version;
};

/**
 * Who runs this command, and its request id: every request it sends carries the operator as its actor,
 * so the changes it makes are recorded under that name with channel `cli` (docs/security.md, "Audit
 * trail"). `--operator` (else NETLINE_OPERATOR, else the login name) and `--request-id` (else a fresh id).
 */
const invocation: { operator?: string; requestId?: string } = {};

export function setInvocation(options: { operator?: string; requestId?: string }): void {
  Object.assign(invocation, options);
}

export function operatorName(): string {
  const name = invocation.operator ?? process.env.NETLINE_OPERATOR;
  if (name) return name;
  try {
    return userInfo().username || 'unknown';
  } catch {
    // No entry for the process's uid (some containers).
    return 'unknown';
  }
}

/** Opens a NATS connection for one command, with a clear message when the stack is not running. */
export async function withRpc<T>(work: (rpc: RpcClient) => Promise<T>): Promise<T> {
  const actor: EventActor = { type: 'operator', id: operatorName(), channel: 'cli' };
  return runWithRequestId(invocation.requestId ?? `req_cli_${randomUUID()}`, () => connected(work), actor);
}

async function connected<T>(work: (rpc: RpcClient) => Promise<T>): Promise<T> {
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
