import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Buyer portal sign-in links (buyers/buyer-sign-in.service.ts), stored as digests. */
@Injectable()
export class BuyerSignInLinksRepository {
  /** Spends the link at `at` if it is still unused (compare-and-set); false when another redeem came first. */
  async markUsed(manager: EntityManager, id: string, at: Date): Promise<boolean> {
    const used = await manager.query('UPDATE buyer_sign_in_links SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [id, at]);
    return used[1] === 1;
  }
}
