import { DomainError, NotFoundError } from '@netline/contracts';

/** The endpoint's address is loopback, private, link-local or otherwise not publicly routable. */
export class ForbiddenEndpointAddressError extends DomainError {
  constructor(reason: string) {
    super('WEBHOOKS.FORBIDDEN_ADDRESS', 'validation', 'Validation error', [{ path: 'endpoint_url', message: `must point to a public address: ${reason}` }]);
  }
}

/** The account already has as many endpoints as it may (WEBHOOK_MAX_ENDPOINTS). */
export class TooManyEndpointsError extends DomainError {
  constructor(limit: number) {
    super('WEBHOOKS.TOO_MANY_ENDPOINTS', 'validation', 'Validation error', [
      { path: 'endpoint_url', message: `at most ${limit} webhook endpoints per account; delete one (DELETE /webhooks) before adding another` },
    ]);
  }
}

export class EndpointNotFoundError extends NotFoundError {
  constructor() {
    super('Webhook endpoint', 'WEBHOOKS.ENDPOINT_NOT_FOUND');
  }
}
