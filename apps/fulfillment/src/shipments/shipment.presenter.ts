import { Shipment as ShipmentBody, ShipmentEventData } from '@netline/contracts';
import { Shipment } from './shipment.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Entity → the API's Shipment (the response carries no `file`). */
export function presentShipment(shipment: Shipment): ShipmentBody {
  return {
    id: shipment.id,
    merchant_invoice_id: shipment.merchantInvoiceId,
    fulfillment_method: shipment.fulfillmentMethod,
    shipment_tracking_number: shipment.shipmentTrackingNumber,
    shipment_courier: shipment.shipmentCourier,
    verification_status: shipment.verificationStatus,
    tracking_status: shipment.trackingStatus,
    tracking_substatus: shipment.trackingSubstatus,
    expected_delivery: iso(shipment.expectedDelivery),
    created_at: shipment.createdAt.toISOString(),
    updated_at: shipment.updatedAt.toISOString(),
  };
}

export function shipmentEventData(shipment: Shipment): ShipmentEventData {
  return {
    id: shipment.id,
    merchant_invoice_id: shipment.merchantInvoiceId,
    fulfillment_method: shipment.fulfillmentMethod,
    verification_status: shipment.verificationStatus,
    tracking_status: shipment.trackingStatus,
  };
}
