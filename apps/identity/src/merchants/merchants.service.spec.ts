import { UnitOfWork } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { IdentityConfig } from '../config';
import { Merchant } from './merchant.entity';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';
import { KeySealer, SealPurpose } from '../signing-keys/key-sealer';

class FixedClock extends Clock {
  constructor(public current: Date) {
    super();
  }
  override now(): Date {
    return new Date(this.current);
  }
}

/** Webhook secret rotation: the old secret keeps signing for exactly 24 h. */
describe('MerchantsService webhook secret rotation', () => {
  const stored = new Map<string, Merchant>();
  const repository = {
    findById: async (id: string) => (stored.has(id) ? Object.assign(new Merchant(), stored.get(id)) : null),
    update: async (id: string, changes: Partial<Merchant>) => {
      stored.set(id, Object.assign(new Merchant(), stored.get(id), changes));
    },
  } as unknown as MerchantsRepository;
  const clock = new FixedClock(new Date('2026-01-01T00:00:00Z'));
  const service = new MerchantsService(repository, {} as UnitOfWork, clock, { SECRET_HMAC_KEY: 'k'.repeat(32), APP_ENV: 'sandbox' } as IdentityConfig);

  beforeEach(() => {
    stored.set(
      'mer_1',
      Object.assign(new Merchant(), {
        id: 'mer_1',
        name: 'M',
        webhookSecret: new KeySealer('k'.repeat(32), SealPurpose.WebhookSecret).seal('whsec_old'),
        previousWebhookSecret: null,
        webhookSecretRotatedAt: null,
      }),
    );
  });

  it('signs with the current secret only, until a rotation', async () => {
    expect(await service.webhookSecrets('mer_1')).toEqual({ merchant_id: 'mer_1', secrets: ['whsec_old'] });
  });

  it('stores secrets sealed: the stored form holds neither secret', async () => {
    const rotated = await service.rotateWebhookSecret('mer_1');
    const row = stored.get('mer_1') as Merchant;
    expect(row.webhookSecret).toMatch(/^v2\./);
    expect(JSON.stringify(row)).not.toContain(rotated.webhook_secret);
    expect(JSON.stringify(row)).not.toContain('whsec_old');
  });

  it('lists the new secret first and the old one for 24 h after a rotation, then drops it', async () => {
    const rotated = await service.rotateWebhookSecret('mer_1');
    expect(rotated.webhook_secret).toMatch(/^whsec_/);
    expect(await service.webhookSecrets('mer_1')).toEqual({ merchant_id: 'mer_1', secrets: [rotated.webhook_secret, 'whsec_old'] });
    clock.current = new Date('2026-01-01T23:59:59Z');
    expect((await service.webhookSecrets('mer_1')).secrets).toHaveLength(2);
    clock.current = new Date('2026-01-02T00:00:00Z');
    expect(await service.webhookSecrets('mer_1')).toEqual({ merchant_id: 'mer_1', secrets: [rotated.webhook_secret] });
  });
});
