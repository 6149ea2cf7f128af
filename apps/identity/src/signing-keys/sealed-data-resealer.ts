import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { IdentityConfig } from '../config';
import { KeySealer, SealPurpose, sealerFor } from './key-sealer';
import { SEALED_COLUMNS, SealedValuesRepository } from './sealed-values.repository';

/**
 * Rotation of the sealing secret: when SEALING_KEYS_PREVIOUS is set, identity re-seals every stored sealed
 * value under the current SEALING_KEY at boot (owners' SSN digits inside `beneficial_owners` included).
 * Each row is updated only if it still holds the value read, so replicas booting together do not fight.
 * Once a boot has logged the re-seal, the previous secrets can be removed from the configuration.
 */
@Injectable()
export class SealedDataResealer implements OnApplicationBootstrap {
  constructor(
    private readonly sealedValues: SealedValuesRepository,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEALING_KEYS_PREVIOUS.length === 0) return;
    await this.resealAll();
  }

  /** Re-seals every value not yet under the current key; resolves how many were changed. */
  async resealAll(): Promise<number> {
    let changed = 0;
    const sealers = new Map<string, KeySealer>();
    const sealer = (purpose: string) => {
      if (!sealers.has(purpose)) sealers.set(purpose, sealerFor(this.config, purpose));
      return sealers.get(purpose) as KeySealer;
    };
    for (const sealed of SEALED_COLUMNS) {
      const rows = await this.sealedValues.sealedValues(sealed);
      for (const row of rows) {
        if (sealer(sealed.purpose).isCurrent(row.value)) continue;
        const updated = await this.sealedValues.replaceSealedValue(sealed, row.key, row.value, sealer(sealed.purpose).reseal(row.value));
        changed += updated;
      }
    }
    const owners = await this.sealedValues.profilesWithOwners();
    for (const row of owners) {
      const data = sealer(SealPurpose.SubMerchantData);
      const stale = row.owners.some((owner) => typeof owner.ssn_last_4_sealed === 'string' && !data.isCurrent(owner.ssn_last_4_sealed));
      if (!stale) continue;
      const resealed = row.owners.map((owner) =>
        typeof owner.ssn_last_4_sealed === 'string' ? { ...owner, ssn_last_4_sealed: data.reseal(owner.ssn_last_4_sealed) } : owner,
      );
      const updated = await this.sealedValues.replaceOwners(row.key, row.owners, resealed);
      changed += updated;
    }
    return changed;
  }
}
