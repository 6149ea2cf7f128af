import { CreatedAccessKey, IdentitySubjects, InternalRpcSubject, RpcBodyIn } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { accessKeyArgs, adminCli, createMerchant, MerchantCredentials, SharedStack, sharedStack } from '@netline/testing';

/**
 * The operator CLI against a real identity (apps/admin/README.md): its commands, the JSON it prints and
 * the refusals it prints. The rules behind them (settings, secrets, key validation, users) are medium
 * tests beside identity's code.
 */
describe('operator commands and identity messages', () => {
  let stack: SharedStack;
  let rpc: RpcClient;
  let merchant: MerchantCredentials;

  /** Runs a CLI command that is expected to fail; resolves with its one JSON error object. */
  async function cliError(args: string[]): Promise<{ error: { code: string; message: string } }> {
    try {
      await adminCli(stack.env, args);
    } catch (error) {
      return JSON.parse((error as { stdout: string }).stdout.trim());
    }
    throw new Error(`expected ${args.join(' ')} to fail`);
  }

  const call = <S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>) => rpc.tryAsk(subject, body);

  beforeAll(async () => {
    stack = await sharedStack();
    rpc = new RpcClient({ NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222', NETLINE_NAMESPACE: stack.namespace, RPC_TIMEOUT_MS: 5_000 }, 'test');
    await rpc.connect();
    merchant = await createMerchant(stack.env, 'Operated Merchant');
  });

  afterAll(async () => {
    await rpc?.close();
  });

  it('creates a merchant and prints the settings on merchant update with the CLI, and prints its refusal of unknown merchants', async () => {
    const created = await adminCli(stack.env, ['merchant', 'create', '--name', 'Printed Merchant']);
    expect(created).toEqual({
      merchant_id: expect.stringMatching(/^mer_/),
      secret_key: expect.stringMatching(/^sk_test_/),
      webhook_secret: expect.stringMatching(/^whsec_/),
      basic_enabled: true,
      oauth_enabled: false,
    });
    expect(await adminCli(stack.env, ['merchant', 'update', merchant.merchant_id, '--oauth', 'on'])).toEqual({
      merchant_id: merchant.merchant_id,
      name: 'Operated Merchant',
      basic_enabled: true,
      oauth_enabled: true,
    });
    const settings = await call(IdentitySubjects.getMerchant, { merchant_id: merchant.merchant_id });
    expect(settings).toMatchObject({ ok: true, data: { oauth_enabled: true, basic_enabled: true } });
    expect(await cliError(['merchant', 'update', 'mer_missing', '--basic', 'off'])).toEqual({
      error: { code: 'IDENTITY.MERCHANT_NOT_FOUND', message: expect.any(String) },
    });
    expect((await cliError(['merchant', 'rotate-secret', 'mer_missing'])).error.code).toBe('IDENTITY.MERCHANT_NOT_FOUND');
  });

  it('rotates the webhook secret with the CLI, the printed secret served beside the old one', async () => {
    const before = await call(IdentitySubjects.webhookSecrets, { merchant_id: merchant.merchant_id });
    expect(before).toEqual({ ok: true, data: { merchant_id: merchant.merchant_id, secrets: [merchant.webhook_secret] } });
    const rotated = await adminCli<{ merchant_id: string; webhook_secret: string }>(stack.env, ['merchant', 'rotate-webhook-secret', merchant.merchant_id]);
    expect(rotated).toEqual({ merchant_id: merchant.merchant_id, webhook_secret: expect.stringMatching(/^whsec_/) });
    const during = await call(IdentitySubjects.webhookSecrets, { merchant_id: merchant.merchant_id });
    expect(during).toEqual({ ok: true, data: { merchant_id: merchant.merchant_id, secrets: [rotated.webhook_secret, merchant.webhook_secret] } });
  });

  it('creates access keys with the CLI (an mcp key machine-to-machine unless told), prints its refusals, and revokes by client id', async () => {
    expect((await cliError(accessKeyArgs(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read', 'admin:all'] }))).error.code).toBe(
      'COMMON.VALIDATION',
    );
    // The CLI passes --auth through: identity refuses it on a rest key.
    expect((await cliError(accessKeyArgs(merchant.merchant_id, { kind: 'rest', auth: 'm2m', scopes: ['merchant:read'] }))).error.code).toBe(
      'COMMON.VALIDATION',
    );
    // Identity refuses an mcp key without an auth type, and a web_app one without redirect URIs: the
    // CLI made this one machine-to-machine.
    const key = await adminCli<CreatedAccessKey>(stack.env, accessKeyArgs(merchant.merchant_id, { kind: 'mcp', scopes: ['merchant:read'] }));
    expect(key).toEqual({
      id: expect.stringMatching(/^ak_/),
      client_id: expect.stringMatching(/^ci_/),
      client_secret: expect.stringMatching(/^cs_/),
      kind: 'mcp',
      scopes: ['merchant:read'],
      expires_at: null,
    });
    const revoked = await adminCli<{ client_id: string; revoked_at: string }>(stack.env, ['access-key', 'revoke', key.client_id]);
    expect(revoked).toEqual({ client_id: key.client_id, revoked_at: expect.any(String) });
    expect((await cliError(['access-key', 'revoke', 'ci_missing'])).error.code).toBe('IDENTITY.ACCESS_KEY_NOT_FOUND');
  });

  it('creates and deactivates dashboard users with the CLI', async () => {
    const password = 'a long enough password';
    const user = await adminCli<{ id: string; email: string; role: string }>(stack.env, [
      'user',
      'create',
      merchant.merchant_id,
      '--email',
      'Reader@Operated.example',
      '--password',
      password,
      '--role',
      'read_only',
    ]);
    expect(user).toEqual({ id: expect.stringMatching(/^usr_/), email: 'reader@operated.example', role: 'read_only' });
    const verified = await call(IdentitySubjects.verifyPassword, { email: 'reader@operated.example', password });
    // No authenticator and none required by the merchant: the password alone signs the person in.
    expect(verified).toEqual({
      ok: true,
      data: { id: user.id, merchant_id: merchant.merchant_id, email: 'reader@operated.example', role: 'read_only', second_factor: 'off' },
    });

    expect(await adminCli(stack.env, ['user', 'deactivate', user.id])).toEqual({ id: user.id, active: false });
    const deactivated = await call(IdentitySubjects.verifyPassword, { email: 'reader@operated.example', password });
    expect(deactivated).toMatchObject({ ok: false, error: { status: 401, message: 'Invalid email or password' } });
    expect((await cliError(['user', 'deactivate', 'usr_missing'])).error.code).toBe('IDENTITY.USER_NOT_FOUND');
  });
});
