import { Shipment } from './shipment.entity';
import { updateRuleViolations } from './shipments.service';

const at = (iso: string) => new Date(iso);

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return Object.assign(new Shipment(), {
    id: 'ship_1',
    merchantId: 'mer_1',
    merchantInvoiceId: 'inv_1',
    fulfillmentMethod: 'shipping_provider',
    shipmentTrackingNumber: 'T1',
    shipmentCourier: 'ups',
    fileId: null,
    verificationStatus: 'pending',
    verifiedBy: null,
    verifiedAt: null,
    trackingStatus: null,
    trackingSubstatus: null,
    expectedDelivery: null,
    trackedAt: null,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    ...overrides,
  });
}

describe('Shipment', () => {
  it('is verified by the courier once the courier holds the parcel, not by a label alone', () => {
    const label = shipment();
    expect(label.applyTracking({ status: 'info_received', substatus: null, expectedDelivery: null }, at('2026-01-02T00:00:00Z'))).toBe(false);
    expect(label.verificationStatus).toBe('pending');
    expect(label.trackingStatus).toBe('info_received');

    expect(
      label.applyTracking({ status: 'in_transit', substatus: 'in_transit_001', expectedDelivery: at('2026-01-05T12:00:00Z') }, at('2026-01-03T00:00:00Z')),
    ).toBe(true);
    expect(label).toMatchObject({
      verificationStatus: 'verified',
      verifiedBy: 'courier',
      trackingSubstatus: 'in_transit_001',
      updatedAt: at('2026-01-03T00:00:00Z'),
    });
  });

  it('keeps a verification when a later answer is vaguer', () => {
    const verified = shipment();
    verified.applyTracking({ status: 'delivered', substatus: 'delivered_001', expectedDelivery: null }, at('2026-01-02T00:00:00Z'));
    expect(verified.applyTracking({ status: 'expired', substatus: null, expectedDelivery: null }, at('2026-01-09T00:00:00Z'))).toBe(false);
    expect(verified.verificationStatus).toBe('verified');
    expect(verified.trackingStatus).toBe('expired');
  });

  it('forgets tracking and a courier verification when the tracking number changes, but keeps an operator verification', () => {
    const byCourier = shipment();
    byCourier.applyTracking({ status: 'delivered', substatus: 'delivered_001', expectedDelivery: at('2026-01-02T12:00:00Z') }, at('2026-01-02T00:00:00Z'));
    byCourier.changeTracking('T2', 'ups', at('2026-01-03T00:00:00Z'));
    expect(byCourier).toMatchObject({
      shipmentTrackingNumber: 'T2',
      verificationStatus: 'pending',
      trackingStatus: null,
      trackingSubstatus: null,
      expectedDelivery: null,
    });

    const byOperator = shipment();
    byOperator.setVerification('verified', 'operator', at('2026-01-02T00:00:00Z'));
    byOperator.changeTracking('T2', 'Local Van Co', at('2026-01-03T00:00:00Z'));
    expect(byOperator.verificationStatus).toBe('verified');

    const unchanged = shipment({ trackingStatus: 'in_transit' });
    unchanged.changeTracking('T1', 'ups', at('2026-01-03T00:00:00Z'));
    expect(unchanged.trackingStatus).toBe('in_transit');
  });
});

describe('update rules that need the stored method', () => {
  const file = { url: 'http://x/api/shipments/files/shf_1', size: 10 };

  it('refuses a file on a shipping_provider shipment and clearing its tracking', () => {
    expect(updateRuleViolations({ fulfillmentMethod: 'shipping_provider' }, { file }).map((detail) => detail.path)).toEqual(['file']);
    expect(
      updateRuleViolations({ fulfillmentMethod: 'shipping_provider' }, { shipment_tracking_number: null, shipment_courier: null }).map((detail) => detail.path),
    ).toEqual(['shipment_tracking_number', 'shipment_courier']);
    expect(updateRuleViolations({ fulfillmentMethod: 'shipping_provider' }, { shipment_courier: 'dhl' })).toEqual([]);
  });

  it('refuses removing the proof of delivery of the other methods', () => {
    expect(updateRuleViolations({ fulfillmentMethod: 'customer_pickup' }, { file: null })).toEqual([
      { path: 'file', message: expect.stringContaining('cannot be removed') },
    ]);
    expect(updateRuleViolations({ fulfillmentMethod: 'services_only' }, { file })).toEqual([]);
  });
});
