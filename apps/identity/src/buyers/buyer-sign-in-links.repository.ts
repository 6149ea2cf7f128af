import { Injectable } from '@nestjs/common';
import { RetentionRule } from '@netline/messaging';
import { EntityManager } from 'typeorm';
import { IdentityConfig } from '../config';

/**
 * Sign-in links `RETENTION_SPENT_LINKS_DAYS` after they expired, 1,000 at a time. A link expires after
 * its creation, so the same bound on `created_at` lets the creation-time index find them.
 */
export function signInLinksRetentionRule(config: Pick<IdentityConfig, 'RETENTION_SPENT_LINKS_DAYS'>): RetentionRule {
  return {
    name: 'buyer_sign_in_links',
    ageMs: config.RETENTION_SPENT_LINKS_DAYS * 86_400_000,
    deleteBatch: `DELETE FROM buyer_sign_in_links WHERE id IN (
      SELECT id FROM buyer_sign_in_links WHERE created_at < $1 AND expires_at < $1 LIMIT 1000)`,
  };
}

/** Buyer portal sign-in links (buyers/buyer-sign-in.service.ts), stored as digests. */
@Injectable()
export class BuyerSignInLinksRepository {
  /** Spends the link at `at` if it is still unused (compare-and-set); false when another redeem came first. */
  async markUsed(manager: EntityManager, id: string, at: Date): Promise<boolean> {
    const used = await manager.query('UPDATE buyer_sign_in_links SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [id, at]);
    return used[1] === 1;
  }
}
