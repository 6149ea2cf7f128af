import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Buyer API tokens, by the address they name (buyers/buyer-api-tokens.service.ts). */
@Injectable()
export class BuyerApiTokensRepository {
  /** How many of the address's tokens are live at `at`: not revoked, not expired. */
  async countLive(manager: EntityManager, email: string, at: Date): Promise<number> {
    const [{ live }]: Array<{ live: number }> = await manager.query(
      'SELECT count(*)::int AS live FROM buyer_api_tokens WHERE email = $1 AND revoked_at IS NULL AND expires_at > $2',
      [email, at],
    );
    return live;
  }
}
