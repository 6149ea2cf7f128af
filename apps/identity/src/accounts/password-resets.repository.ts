import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

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
