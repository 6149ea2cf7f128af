import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Customer, CustomerSubjects, Principal, RpcMessage } from '@netline/contracts';
import { createLogger, createMetricsRegistry } from '@netline/observability';
import { randomBytes } from 'node:crypto';
import { RpcClient } from './nats';
import { connectNatsTransport, natsServer } from './nats-transport';
import { newBusKeys } from './principal-proof';
import { RpcHandler } from './rpc-handler';

const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const PRINCIPAL: Principal = { merchant_id: 'mer_owner', actor: { type: 'secret_key', id: 'mer_owner' }, scopes: ['merchant:read'] };

/** What the handler was given, per request: the proof never reaches it. */
const seen: Array<Record<string, unknown>> = [];

@Controller()
class CustomersController {
  @RpcHandler(CustomerSubjects.get)
  get(message: RpcMessage<typeof CustomerSubjects.get>): Customer {
    seen.push(message as unknown as Record<string, unknown>);
    return { id: message.params.customer_id, merchant_id: message.principal.merchant_id } as unknown as Customer;
  }
}

@Module({ controllers: [CustomersController] })
class CustomersTestModule {}

/**
 * The shared RPC path of every service (`natsServer`, what `bootstrapService` runs) against a real NATS
 * server: a request carrying a principal reaches the handler only with a proof from a sender that may
 * state it on that subject; anything else is answered 401 in the contract's shape before any handler runs.
 */
describe('principals on the bus', () => {
  const namespace = `pp${randomBytes(4).toString('hex')}`;
  const keys = newBusKeys(['gateway', 'credit', 'billing', 'treasury']);
  const publicKeys = keys.publicKeys.split(',');
  const config = { NATS_URL, NETLINE_NAMESPACE: namespace, APP_ENV: 'sandbox' as const, RPC_TIMEOUT_MS: 2_000, PRINCIPAL_PUBLIC_KEYS: publicKeys };
  const clients: RpcClient[] = [];
  let app: NestFastifyApplication;

  /** An RpcClient of `app` holding `privateKey` (its own, unless a test makes it hold another's). */
  const client = (name: string, privateKey: string | undefined = keys.privateKeys[name]) => {
    const rpc = new RpcClient({ ...config, ...(privateKey ? { PRINCIPAL_KEY: privateKey } : {}) }, name);
    clients.push(rpc);
    return rpc;
  };
  const ask = (rpc: RpcClient, customerId: string) => rpc.tryAskAs(CustomerSubjects.get, PRINCIPAL, { params: { customer_id: customerId } });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(CustomersTestModule, new FastifyAdapter(), { logger: false });
    const server = natsServer({ ...config, PRINCIPAL_KEY: keys.privateKeys.credit }, 'credit');
    server.server.useRuntime({ logger: createLogger('principal-test', 'silent'), metrics: createMetricsRegistry('principal-test') });
    connectNatsTransport(app, server.server);
    await app.startAllMicroservices();
    await app.init();
  });

  afterAll(async () => {
    for (const rpc of clients) await rpc.close();
    await app?.close();
  });

  it('hands the handler the principal the gateway or billing vouched for, without the proof', async () => {
    expect(await ask(client('gateway'), 'cus_1')).toEqual({ ok: true, data: { id: 'cus_1', merchant_id: 'mer_owner' } });
    expect(await ask(client('billing'), 'cus_2')).toEqual({ ok: true, data: { id: 'cus_2', merchant_id: 'mer_owner' } });
    expect(seen.map((message) => [message.params, message.principal, 'principal_proof' in message])).toEqual([
      [{ customer_id: 'cus_1' }, PRINCIPAL, false],
      [{ customer_id: 'cus_2' }, PRINCIPAL, false],
    ]);
  });

  it('refuses an unsigned principal, one from a sender that may not state it, and one made with another app’s key', async () => {
    const before = seen.length;
    const refused = (reason: string) => ({
      ok: false,
      error: {
        status: 401,
        type: 'authentication_error',
        code: 'COMMON.PRINCIPAL_NOT_VERIFIED',
        message: `The principal of this request could not be verified: ${reason}`,
      },
    });
    // A valid NATS user with no bus key (as the operator CLI is): the principal goes unsigned.
    expect(await ask(client('admin', undefined), 'cus_3')).toEqual(refused('it carries no principal_proof'));
    // Treasury holds a key of this deployment, but never reads customers for a merchant.
    expect(await ask(client('treasury'), 'cus_4')).toEqual(refused(`treasury may not state a principal on ${CustomerSubjects.get}`));
    // Billing's key in a process calling itself the gateway: not the gateway's key.
    expect(await ask(client('gateway', keys.privateKeys.billing), 'cus_5')).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 401, code: 'COMMON.PRINCIPAL_NOT_VERIFIED', message: expect.stringContaining('is not one this service knows') }),
    });
    // The published development key of the gateway is not this deployment's.
    expect(await ask(client('gateway', 'netline-development-only-principal-key'), 'cus_6')).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 401, code: 'COMMON.PRINCIPAL_NOT_VERIFIED' }),
    });
    expect(seen.length).toBe(before);
  });
});
