import { DomainError, NotFoundError } from '@netline/messaging';

export class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('Webhook delivery', 'WEBHOOKS.DELIVERY_NOT_FOUND');
  }
}

export class EndpointGoneError extends DomainError {
  constructor() {
    super('WEBHOOKS.ENDPOINT_GONE', 'invalid_request', 'The endpoint of this delivery is no longer registered');
  }
}
