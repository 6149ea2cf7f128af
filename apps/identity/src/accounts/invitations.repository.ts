import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Invitations by email link (accounts/invitations.service.ts). */
@Injectable()
export class InvitationsRepository {
  /**
   * Revokes at `at` the address's pending invitations that have expired by then, so an expired one no
   * longer holds the address's open invitation (invitations_open_email_idx) against a new one.
   */
  async revokeExpired(manager: EntityManager, email: string, at: Date): Promise<void> {
    await manager.query('UPDATE invitations SET revoked_at = $2 WHERE lower(email) = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at <= $2', [
      email,
      at,
    ]);
  }
}
