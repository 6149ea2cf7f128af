import { MigrationInterface, QueryRunner } from 'typeorm';
import { loadIdentityConfig } from '../config';
import { SealPurpose, sealerFor } from '../signing-keys/key-sealer';

/**
 * Webhook secrets sealed at rest like the signing keys: every secret still stored in the clear is sealed
 * with the sealing key of the configuration this migration runs with (the same SEALING_KEY /
 * SECRET_HMAC_KEY identity itself is given). Going down opens them again.
 */
export class SealWebhookSecrets1764500000001 implements MigrationInterface {
  name = 'SealWebhookSecrets1764500000001';

  async up(runner: QueryRunner): Promise<void> {
    const sealer = sealerFor(loadIdentityConfig(), SealPurpose.WebhookSecret);
    const rows: Array<{ id: string; webhook_secret: string; previous_webhook_secret: string | null }> = await runner.query(
      "SELECT id, webhook_secret, previous_webhook_secret FROM merchants WHERE webhook_secret LIKE 'whsec\\_%' OR previous_webhook_secret LIKE 'whsec\\_%'",
    );
    const seal = (value: string | null) => (value === null || !value.startsWith('whsec_') ? value : sealer.seal(value));
    for (const row of rows) {
      await runner.query('UPDATE merchants SET webhook_secret = $2, previous_webhook_secret = $3 WHERE id = $1', [
        row.id,
        seal(row.webhook_secret),
        seal(row.previous_webhook_secret),
      ]);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    const sealer = sealerFor(loadIdentityConfig(), SealPurpose.WebhookSecret);
    const rows: Array<{ id: string; webhook_secret: string; previous_webhook_secret: string | null }> = await runner.query(
      'SELECT id, webhook_secret, previous_webhook_secret FROM merchants',
    );
    const open = (value: string | null) => (value === null || value.startsWith('whsec_') ? value : sealer.open(value));
    for (const row of rows) {
      await runner.query('UPDATE merchants SET webhook_secret = $2, previous_webhook_secret = $3 WHERE id = $1', [
        row.id,
        open(row.webhook_secret),
        open(row.previous_webhook_secret),
      ]);
    }
  }
}
