import { DomainError } from '@netline/contracts';

/** No live web-app MCP key has this client id (unknown, another kind of key, revoked or expired). */
export class UnknownOAuthClientError extends DomainError {
  constructor() {
    super('IDENTITY.OAUTH_CLIENT_UNKNOWN', 'not_found', 'No web-app MCP access key has this client id');
  }
}

/** A grant that can no longer yield tokens: its key or user is gone, or OAuth was switched off. */
export class OAuthGrantEndedError extends DomainError {
  constructor(reason: string) {
    super('IDENTITY.OAUTH_GRANT_ENDED', 'forbidden', reason);
  }
}

export class ConnectedAssistantNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.CONNECTED_ASSISTANT_NOT_FOUND', 'not_found', 'No such connected assistant');
  }
}
