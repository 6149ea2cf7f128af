import { newEvent } from '@netline/contracts';
import { shipmentEventData } from './shipments/shipment.presenter';
import { Shipment } from './shipments/shipment.entity';

/**
 * Builders of the events fulfillment writes to `events:fulfillment` (internal; no webhook topic), checked
 * against the event catalogue (@netline/contracts, `EVENT_CATALOGUE`).
 */
type ShipmentEventType = 'shipment.created' | 'shipment.updated' | 'shipment.verified' | 'shipment.deleted';
const event = (type: ShipmentEventType, shipment: Shipment, at: Date = shipment.updatedAt) =>
  newEvent(type, shipment.merchantId, shipmentEventData(shipment), at);

export const shipmentCreated = (shipment: Shipment) => event('shipment.created', shipment);
export const shipmentUpdated = (shipment: Shipment) => event('shipment.updated', shipment);
export const shipmentVerified = (shipment: Shipment) => event('shipment.verified', shipment);
export const shipmentDeleted = (shipment: Shipment, at: Date) => event('shipment.deleted', shipment, at);
