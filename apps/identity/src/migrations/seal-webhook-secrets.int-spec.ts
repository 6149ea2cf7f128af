import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { IDENTITY_MIGRATIONS } from '.';
import { KeySealer, SealPurpose } from '../signing-keys/key-sealer';

const DEV_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

/** The migration that seals webhook secrets stored in the clear before it, against real PostgreSQL. */
describe('SealWebhookSecrets migration', () => {
  const database = `netline_it${randomBytes(4).toString('hex')}_identity`;
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  const migrate = async (migrations: typeof IDENTITY_MIGRATIONS) => {
    const source = new DataSource({ type: 'postgres', url, migrations: [...migrations] });
    await source.initialize();
    try {
      await source.runMigrations();
      return await source.query('SELECT id, webhook_secret, previous_webhook_secret FROM merchants ORDER BY id');
    } finally {
      await source.destroy();
    }
  };

  it('seals every clear secret and leaves sealed ones alone', async () => {
    const index = IDENTITY_MIGRATIONS.findIndex((migration) => migration.name === 'SealWebhookSecrets1764500000001');
    expect(index).toBeGreaterThan(0);
    await migrate(IDENTITY_MIGRATIONS.slice(0, index));
    const sealer = new KeySealer(DEV_HMAC_KEY, SealPurpose.WebhookSecret);
    const alreadySealed = sealer.seal('whsec_sealed_before');
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(
      `INSERT INTO merchants (id, name, secret_key_digest, webhook_secret, previous_webhook_secret) VALUES
        ('mer_a', 'A', 'x', 'whsec_clear_current', 'whsec_clear_previous'), ('mer_b', 'B', 'x', $1, NULL)`,
      [alreadySealed],
    );
    await client.end();

    const rows: Array<{ id: string; webhook_secret: string; previous_webhook_secret: string | null }> = await migrate(IDENTITY_MIGRATIONS);
    expect(JSON.stringify(rows)).not.toContain('whsec_');
    expect(sealer.open(rows[0].webhook_secret)).toBe('whsec_clear_current');
    expect(sealer.open(rows[0].previous_webhook_secret as string)).toBe('whsec_clear_previous');
    expect(rows[1].webhook_secret).toBe(alreadySealed);
  });
});
