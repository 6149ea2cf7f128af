import {
  adminCli,
  ApiClient,
  createAccessKey,
  createMerchant,
  createTestCertificate,
  customerInput,
  MerchantCredentials,
  Stack,
  WebhookReceiver,
} from '@netline/testing';
import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { KeySealer, SealPurpose } from '../src/signing-keys/key-sealer';

const DEV_HMAC_KEY = 'netline-development-only-hmac-key-change-me';
const NEW_SEALING_KEY = 'a-rotated-sealing-secret-for-this-test-0123456789';

/** Every row of every table of every database of the stack, as text: what a stolen dump would show. */
async function dumpAll(stack: Stack): Promise<string> {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const { rows: databases } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`netline_${stack.namespace}_%`]);
  await admin.end();
  expect(databases.length).toBeGreaterThanOrEqual(3);
  const parts: string[] = [];
  for (const { datname } of databases) {
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${datname}` });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      for (const { name } of tables) {
        const { rows } = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${name} t`);
        parts.push(...rows.map((row) => row.row));
      }
    } finally {
      await client.end();
    }
  }
  return parts.join('\n');
}

async function identityRows(stack: Stack): Promise<{ webhook: string[]; signing: string[] }> {
  const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_identity` });
  await client.connect();
  try {
    const merchants = await client.query<{ webhook_secret: string; previous_webhook_secret: string | null }>(
      'SELECT webhook_secret, previous_webhook_secret FROM merchants',
    );
    const signing = await client.query<{ private_key_sealed: string }>('SELECT private_key_sealed FROM signing_keys');
    return {
      webhook: merchants.rows.flatMap((row) => [row.webhook_secret, row.previous_webhook_secret]).filter((value): value is string => value !== null),
      signing: signing.rows.map((row) => row.private_key_sealed),
    };
  } finally {
    await client.end();
  }
}

/** Webhook secrets sealed at rest, and a rotation of the sealing secret that loses nothing. */
describe('secrets at rest', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let merchant: MerchantCredentials;
  let rotatedSecret: string;

  beforeAll(async () => {
    const certificate = await createTestCertificate();
    receiver = await WebhookReceiver.start(certificate);
    stack = await Stack.start({
      apps: ['identity', 'credit', 'webhook-dispatcher', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      appEnv: {
        // Secrets asked of identity for every delivery, so a delivery proves identity can open them.
        'webhook-dispatcher': { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: certificate.certFile, WEBHOOK_SECRET_CACHE_MS: '0' },
      },
    });
    merchant = await createMerchant(stack.env, 'Sealed Merchant', ['--oauth', 'on']);
    rotatedSecret = (await adminCli<{ webhook_secret: string }>(stack.env, ['merchant', 'rotate-webhook-secret', merchant.merchant_id])).webhook_secret;
    // A signing key exists once a token has been minted.
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    expect((await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret })).status).toBe(200);
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  /** Creates a customer and resolves the delivery it caused, checked against `secret` as a receiver would. */
  async function deliveredAndVerified(path: string, secret: string): Promise<void> {
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const before = receiver.requestsTo(path).length;
    await api.post('/customers', customerInput());
    await receiver.waitFor(() => receiver.requestsTo(path).length > before);
    const delivery = receiver.requestsTo(path)[before];
    const signed = `${delivery.headers['webhook-id']}.${delivery.headers['webhook-timestamp']}.${delivery.body}`;
    const expected = `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
      .update(signed)
      .digest('base64')}`;
    expect(String(delivery.headers['webhook-signature']).split(' ')).toContain(expected);
  }

  it('keeps no webhook secret in the clear in any database', async () => {
    const dump = await dumpAll(stack);
    expect(dump.length).toBeGreaterThan(1000);
    expect(dump).not.toContain(merchant.webhook_secret);
    expect(dump).not.toContain(rotatedSecret);
    expect(dump).not.toMatch(/whsec_/);
    const { webhook } = await identityRows(stack);
    expect(webhook.length).toBeGreaterThanOrEqual(2);
    expect(webhook.every((value) => value.startsWith('v2.'))).toBe(true);
  });

  it('still signs deliveries with the secrets it sealed', async () => {
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    expect((await api.post('/webhooks', { endpoint_url: receiver.url('/sealed'), events: { 'customer.created': true } })).status).toBe(200);
    await deliveredAndVerified('/sealed', rotatedSecret);
  });

  it('rotates the sealing secret: re-sealed at boot, nothing lost once the old secret is gone', async () => {
    await stack.kill(stack.process('identity'), 'SIGTERM');
    await stack.launch('identity', 'identity-rotating', { SEALING_KEY: NEW_SEALING_KEY, SEALING_KEYS_PREVIOUS: DEV_HMAC_KEY });
    const webhookSealer = new KeySealer(NEW_SEALING_KEY, SealPurpose.WebhookSecret);
    const signingSealer = new KeySealer(NEW_SEALING_KEY, SealPurpose.SigningKey);
    const rows = await identityRows(stack);
    expect(rows.webhook.every((value) => webhookSealer.isCurrent(value))).toBe(true);
    expect(rows.signing.length).toBeGreaterThan(0);
    expect(rows.signing.every((value) => signingSealer.isCurrent(value))).toBe(true);
    expect(rows.webhook.map((value) => webhookSealer.open(value)).sort()).toEqual([merchant.webhook_secret, rotatedSecret].sort());

    // The old secret removed from the configuration: everything still opens.
    await stack.kill(stack.process('identity'), 'SIGTERM');
    await stack.launch('identity', 'identity-rotated', { SEALING_KEY: NEW_SEALING_KEY });
    await deliveredAndVerified('/sealed', rotatedSecret);
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const token = await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret });
    expect(token.status).toBe(200);
    expect((await ApiClient.bearer(stack.apiUrl, token.body.access_token).get('/customers')).status).toBe(200);
  });
});
