import { FulfillmentEvents, ShipmentEventData } from '@netline/contracts';
import { NewEvent } from '@netline/messaging';
import { shipmentEventData } from './shipments/shipment.presenter';
import { Shipment } from './shipments/shipment.entity';

/** Builders of the events fulfillment writes to `events:fulfillment` (internal; no webhook topic). */
const event = (type: string, shipment: Shipment, at: Date = shipment.updatedAt): NewEvent =>
  ({
    type,
    object: 'shipment',
    merchant_id: shipment.merchantId,
    data: shipmentEventData(shipment) satisfies ShipmentEventData,
    occurred_at: at,
  }) as unknown as NewEvent;

export const shipmentCreated = (shipment: Shipment) => event(FulfillmentEvents.shipmentCreated, shipment);
export const shipmentUpdated = (shipment: Shipment) => event(FulfillmentEvents.shipmentUpdated, shipment);
export const shipmentVerified = (shipment: Shipment) => event(FulfillmentEvents.shipmentVerified, shipment);
export const shipmentDeleted = (shipment: Shipment, at: Date) => event(FulfillmentEvents.shipmentDeleted, shipment, at);
