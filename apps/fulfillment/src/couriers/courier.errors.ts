import { DomainError } from '@netline/contracts';

/**
 * The courier could not be asked or answered nonsense. The shipment is left as it was; the merchant may
 * retry. Every cause is a 503 `service_unavailable` (the error kinds have no 502/504); the code says which.
 */
export class CourierUnavailableError extends DomainError {
  constructor(reason: 'COURIER_TIMEOUT' | 'COURIER_UNAVAILABLE' | 'COURIER_BAD_RESPONSE' | 'COURIER_NOT_CONFIGURED', message: string) {
    super(`FULFILLMENT.${reason}`, 'unavailable', message);
  }
}

/** The courier cannot be asked about this number (not a listed courier) or knows no such number: a 400, the merchant's to fix. */
export class TrackingRefusedError extends DomainError {
  constructor(reason: 'COURIER_NOT_LISTED' | 'TRACKING_NOT_FOUND', message: string) {
    super(`FULFILLMENT.${reason}`, 'invalid_request', message);
  }
}
