import { DomainError, NotFoundError } from '@netline/contracts';

export class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('Webhook delivery', 'WEBHOOKS.DELIVERY_NOT_FOUND');
  }
}

/** More resends in the last minute than WEBHOOK_RESENDS_PER_MINUTE allows. */
export class TooManyResendsError extends DomainError {
  constructor(limit: number) {
    super('WEBHOOKS.TOO_MANY_RESENDS', 'rate_limited', `At most ${limit} resends per minute; retry shortly`);
  }
}

export class EndpointGoneError extends DomainError {
  constructor() {
    super('WEBHOOKS.ENDPOINT_GONE', 'invalid_request', 'The endpoint of this delivery is no longer registered');
  }
}
