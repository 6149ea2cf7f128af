import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, MoreThan } from 'typeorm';
import { SigningKey } from './signing-key.entity';

/** Signing keys belong to the platform, not to a merchant. */
@Injectable()
export class SigningKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest key still in the JWKS (a revoked key has left it, so it never signs again). */
  newest(now: Date, manager: EntityManager = this.dataSource.manager): Promise<SigningKey | null> {
    return manager.findOne(SigningKey, { where: { retiresAt: MoreThan(now) }, order: { createdAt: 'DESC' } });
  }

  /** Retires `kid` at `now` (out of the JWKS from then on); false when it is unknown or retired already. */
  async retireNow(manager: EntityManager, kid: string, now: Date): Promise<boolean> {
    const result = await manager.update(SigningKey, { kid, retiresAt: MoreThan(now) }, { retiresAt: now });
    return (result.affected ?? 0) > 0;
  }

  findByKid(kid: string): Promise<SigningKey | null> {
    return this.dataSource.manager.findOneBy(SigningKey, { kid });
  }

  unretired(now: Date): Promise<SigningKey[]> {
    return this.dataSource.manager.find(SigningKey, { where: { retiresAt: MoreThan(now) }, order: { createdAt: 'DESC' } });
  }

  async insert(key: SigningKey, manager: EntityManager): Promise<void> {
    await manager.insert(SigningKey, { ...key });
  }

  /** Serialises key creation across identity replicas for the rest of the transaction. */
  async lockCreation(manager: EntityManager): Promise<void> {
    await manager.query("SELECT pg_advisory_xact_lock(hashtext('identity.signing_keys'))");
  }
}
