import { DomainError, NotFoundError } from '@netline/messaging';

/** The endpoint's address is loopback, private, link-local or otherwise not publicly routable. */
export class ForbiddenEndpointAddressError extends DomainError {
  constructor(reason: string) {
    super('WEBHOOKS.FORBIDDEN_ADDRESS', 'validation', 'Validation error', [
      { path: 'endpoint_url', message: `must point to a public address: ${reason}` },
    ]);
  }
}

export class EndpointNotFoundError extends NotFoundError {
  constructor() {
    super('Webhook endpoint', 'WEBHOOKS.ENDPOINT_NOT_FOUND');
  }
}
