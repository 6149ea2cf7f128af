import { Injectable } from '@nestjs/common';
import { RetentionRule } from '@netline/messaging';
import { EntityManager } from 'typeorm';
import { IdentityConfig } from '../config';

/** Reset links `RETENTION_SPENT_LINKS_DAYS` after they expired, used or not, 1,000 at a time. */
export function passwordResetsRetentionRule(config: Pick<IdentityConfig, 'RETENTION_SPENT_LINKS_DAYS'>): RetentionRule {
  return {
    name: 'password_resets',
    ageMs: config.RETENTION_SPENT_LINKS_DAYS * 86_400_000,
    deleteBatch: 'DELETE FROM password_resets WHERE id IN (SELECT id FROM password_resets WHERE expires_at < $1 LIMIT 1000)',
  };
}

/** Password reset links (accounts/password-resets.service.ts), stored as the SHA-256 of their token. */
@Injectable()
export class PasswordResetsRepository {
  /** Spends the person's unused links at `at`: a new link supersedes them. */
  async supersedeUnused(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, at]);
  }

  /** Marks the link used at `at` if it is still unused (compare-and-set); false when another use came first. */
  async markUsed(manager: EntityManager, id: string, at: Date): Promise<boolean> {
    const used = await manager.query('UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [id, at]);
    return used[1] === 1;
  }
}
