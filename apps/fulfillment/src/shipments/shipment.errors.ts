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
