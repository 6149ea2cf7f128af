import { Injectable } from '@nestjs/common';
import { AllowedOAuthClient, DomainError, isClientIdMetadataUrl, newEvent } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { AllowedClientRow, AllowedOAuthClientsRepository } from './allowed-clients.repository';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';

export class AllowedOAuthClientNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.ALLOWED_OAUTH_CLIENT_NOT_FOUND', 'not_found', 'This app is not among the ones your team allows');
  }
}

/**
 * The apps a merchant lets its people sign in to by a Client ID Metadata Document (docs/decisions/0029):
 * anyone can publish a document naming any redirect URI, so the URL alone proves nothing about who runs
 * the app; an admin of the merchant vouches for it by adding it here. The authorization server asks
 * `isAllowed` when a person of the merchant signs in through such a client, and identity again at every
 * token it mints for one, so removing an app stops new sign-ins at once and its existing connections
 * with it (their grants end, their access tokens are refused within the edges' cache time). Both changes
 * are events (`oauth_client.allowed`, `oauth_client.removed`), written with them, for the audit trail.
 */
@Injectable()
export class AllowedOAuthClients {
  constructor(
    private readonly allowed: AllowedOAuthClientsRepository,
    private readonly records: OAuthRecordsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(merchantId: string): Promise<AllowedOAuthClient[]> {
    return (await this.allowed.list(merchantId)).map(present);
  }

  async isAllowed(merchantId: string, clientId: string): Promise<boolean> {
    return isClientIdMetadataUrl(clientId) && this.allowed.exists(merchantId, clientId);
  }

  /** Adds the app (again: the row as it was, its name updated when one is given). The gateway validated the URL. */
  async allow(merchantId: string, userId: string | null, clientId: string, name: string | undefined): Promise<AllowedOAuthClient> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const before = await this.allowed.lockName(manager, merchantId, clientId);
      const row = await this.allowed.upsert(manager, {
        merchant_id: merchantId,
        client_id: clientId,
        name: name ?? null,
        added_by: userId,
        created_at: this.clock.now(),
      });
      // Allowing again changes nothing unless it renames the app: no event then.
      if (!before || before.name !== row.name) await emit(newEvent('oauth_client.allowed', merchantId, { id: clientId, name: row.name, active: true }));
      return present(row);
    });
  }

  /** Removes the app and ends every grant a person of the merchant made with it. */
  async remove(merchantId: string, clientId: string): Promise<AllowedOAuthClient> {
    const removed = await this.unitOfWork.run(async ({ manager, emit }) => {
      const row = await this.allowed.delete(manager, merchantId, clientId);
      if (!row) throw new AllowedOAuthClientNotFoundError();
      await emit(newEvent('oauth_client.removed', merchantId, { id: clientId, name: row.name, active: false }));
      return row;
    });
    for (const grant of await this.allowed.grantsOf(merchantId, clientId)) await this.records.revokeByGrantId(grant);
    return present(removed);
  }
}

function present(row: AllowedClientRow): AllowedOAuthClient {
  return { client_id: row.client_id, name: row.name, added_by: row.added_by, created_at: row.created_at.toISOString() };
}
