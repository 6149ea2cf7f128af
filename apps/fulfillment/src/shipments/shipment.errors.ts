import { DomainError, NotFoundError } from '@netline/contracts';

export class ShipmentNotFoundError extends NotFoundError {
  constructor() {
    super('Shipment', 'FULFILLMENT.SHIPMENT_NOT_FOUND');
  }
}

/** The invoice a shipment names is unknown or another merchant's: both are 404, so ids of other accounts cannot be probed. */
export class InvoiceNotFoundError extends DomainError {
  constructor(invoiceId: string) {
    super('FULFILLMENT.INVOICE_NOT_FOUND', 'not_found', `Invoice ${invoiceId} not found`);
  }
}

export class ShipmentRefusedError extends DomainError {
  constructor(reason: string, message: string) {
    super(`FULFILLMENT.${reason}`, 'invalid_request', message);
  }
}

/**
 * The courier could not be asked or answered nonsense. The shipment is left as it was; the merchant may
 * retry. Every cause is a 503 `service_unavailable` (the error kinds have no 502/504); the code says which.
 */
export class CourierUnavailableError extends DomainError {
  constructor(reason: 'COURIER_TIMEOUT' | 'COURIER_UNAVAILABLE' | 'COURIER_BAD_RESPONSE' | 'COURIER_NOT_CONFIGURED', message: string) {
    super(`FULFILLMENT.${reason}`, 'unavailable', message);
  }
}

export class UploadNotFoundError extends NotFoundError {
  constructor() {
    super('Upload link', 'FULFILLMENT.UPLOAD_NOT_FOUND');
  }
}

export class FileNotFoundError extends NotFoundError {
  constructor() {
    super('File', 'FULFILLMENT.FILE_NOT_FOUND');
  }
}
