import { DomainError, Principal, Shipment as ShipmentBody, toApiError } from '@netline/contracts';
import { FULFILLMENT_MEDIUM_START, MEDIUM_TRACKING_TIMEOUT_MS, useFulfillmentWorld } from '../fulfillment.medium-fixture';

/**
 * Courier verification in one process: the real ShipmentsService and CourierTracker with the sandbox
 * adapter and the tracking-provider adapter (over HTTP to a local fake of the provider), against real
 * PostgreSQL, and a clock the test moves. What a sync stores, when it verifies, what the sandbox courier
 * answers for each tracking number, what the provider is asked, the events written and how a failing
 * provider is answered are checked here; the end-to-end suite keeps the sync through the HTTP API and a
 * hanging provider answered before the gateway gives up.
 */
describe('courier sync (medium)', () => {
  const world = useFulfillmentWorld();
  const { clock } = world;

  const shipment = (principal: Principal, invoiceId: string, number: string, courier: string) =>
    world.create(principal, { merchant_invoice_id: invoiceId, shipment_tracking_number: number, shipment_courier: courier });
  const types = async (id: string) => (await world.events(id)).map((event) => event.type);

  it('syncs a listed courier through the tracking provider to verified, with the tracking fields filled', async () => {
    const { principal, invoiceId } = world.merchant();
    world.provider.answer('fedex', '7700112233', {
      kind: 'tracking',
      status: 'delivered',
      substatus: 'delivered_001',
      expected_delivery: '2026-03-02T17:00:00Z',
    });
    const created = await shipment(principal, invoiceId, '7700112233', 'fedex');
    expect(created).toEqual({
      id: expect.stringMatching(/^ship_[A-Za-z0-9]{20}$/),
      merchant_invoice_id: invoiceId,
      fulfillment_method: 'shipping_provider',
      shipment_tracking_number: '7700112233',
      shipment_courier: 'fedex',
      verification_status: 'pending',
      tracking_status: null,
      tracking_substatus: null,
      expected_delivery: null,
      created_at: FULFILLMENT_MEDIUM_START,
      updated_at: FULFILLMENT_MEDIUM_START,
    });

    const syncedAt = clock.advance(60_000).toISOString();
    const synced = await world.shipments.sync(principal, created.id);
    expect(synced).toEqual({
      ...created,
      verification_status: 'verified',
      tracking_status: 'delivered',
      tracking_substatus: 'delivered_001',
      expected_delivery: '2026-03-02T17:00:00.000Z',
      updated_at: syncedAt,
    });
    // The provider is asked with the configured key, for the courier's code and the stored number.
    expect(world.provider.requests.at(-1)).toEqual({ courier: 'fedex', trackingNumber: '7700112233', key: 'trk_medium_key' });
    expect(await world.shipments.get(principal, created.id)).toEqual(synced);
    // A sync that verifies writes the change, then the verification, both at the sync's time.
    expect((await world.events(created.id)).map((event) => [event.type, event.occurred_at])).toEqual([
      ['shipment.created', FULFILLMENT_MEDIUM_START],
      ['shipment.updated', syncedAt],
      ['shipment.verified', syncedAt],
    ]);
    expect((await world.events(created.id)).at(-1)?.data).toEqual({
      id: created.id,
      merchant_invoice_id: invoiceId,
      fulfillment_method: 'shipping_provider',
      verification_status: 'verified',
      tracking_status: 'delivered',
    });
  });

  it('keeps a shipment pending while the courier has only the label (info_received), and verifies on a later sync', async () => {
    const { principal, invoiceId } = world.merchant();
    world.provider.answer('ups', '1Z999', { kind: 'tracking', status: 'info_received', substatus: null, expected_delivery: null });
    // Courier codes are matched case-insensitively; the provider is asked for the lowercase code.
    const created = await shipment(principal, invoiceId, '1Z999', 'UPS');
    const first = await world.shipments.sync(principal, created.id);
    expect(first).toMatchObject({ shipment_courier: 'UPS', verification_status: 'pending', tracking_status: 'info_received', tracking_substatus: null });
    expect(world.provider.requests.at(-1)).toMatchObject({ courier: 'ups', trackingNumber: '1Z999' });
    expect(await types(created.id)).toEqual(['shipment.created', 'shipment.updated']);

    world.provider.answer('ups', '1Z999', {
      kind: 'tracking',
      status: 'in_transit',
      substatus: 'in_transit_002',
      expected_delivery: '2026-04-01T12:00:00+00:00',
    });
    const second = await world.shipments.sync(principal, created.id);
    expect(second).toMatchObject({ verification_status: 'verified', tracking_status: 'in_transit', expected_delivery: '2026-04-01T12:00:00.000Z' });
    expect(await types(created.id)).toEqual(['shipment.created', 'shipment.updated', 'shipment.updated', 'shipment.verified']);
  });

  it('syncs the sandbox test-courier by the rules of its tracking number', async () => {
    const { principal, invoiceId } = world.merchant();
    // Times are UTC, relative to the day of the sync (the clock stands at 2030-03-04T10:00Z).
    const cases: Array<[string, Partial<ShipmentBody>]> = [
      [
        'SBX-100-DLV',
        { verification_status: 'verified', tracking_status: 'delivered', tracking_substatus: 'delivered_001', expected_delivery: '2030-03-04T12:00:00.000Z' },
      ],
      ['SBX-106-ofd', { verification_status: 'verified', tracking_status: 'out_for_delivery', expected_delivery: '2030-03-04T18:00:00.000Z' }],
      [
        'SBX-101',
        { verification_status: 'verified', tracking_status: 'in_transit', tracking_substatus: 'in_transit_001', expected_delivery: '2030-03-07T12:00:00.000Z' },
      ],
      [
        'SBX-102-inf',
        {
          verification_status: 'pending',
          tracking_status: 'info_received',
          tracking_substatus: 'info_received_001',
          expected_delivery: '2030-03-09T12:00:00.000Z',
        },
      ],
      ['SBX-103-EXC', { verification_status: 'verified', tracking_status: 'exception', tracking_substatus: 'exception_001', expected_delivery: null }],
    ];
    for (const [number, expected] of cases) {
      const created = await shipment(principal, invoiceId, number, 'test-courier');
      expect(await world.shipments.sync(principal, created.id)).toMatchObject(expected);
    }
    const requestsBefore = world.provider.requests.length;

    const refusals: Array<[string, Record<string, string>]> = [
      ['SBX-105-NTF', { code: 'FULFILLMENT.TRACKING_NOT_FOUND', kind: 'invalid_request' }],
      ['SBX-107-ERR', { code: 'FULFILLMENT.COURIER_UNAVAILABLE', kind: 'unavailable' }],
      ['SBX-108-TMO', { code: 'FULFILLMENT.COURIER_TIMEOUT', kind: 'unavailable' }],
    ];
    for (const [number, error] of refusals) {
      const created = await shipment(principal, invoiceId, number, 'testing-courier');
      await expect(world.shipments.sync(principal, created.id)).rejects.toMatchObject(error);
      expect(await world.shipments.get(principal, created.id)).toEqual(created);
      expect(await types(created.id)).toEqual(['shipment.created']);
    }
    // The sandbox couriers never reach the tracking provider.
    expect(world.provider.requests).toHaveLength(requestsBefore);
  });

  it('accepts an unlisted courier, keeps it pending on sync without asking anyone, and lets an operator verify it', async () => {
    const { principal, merchantId, invoiceId } = world.merchant();
    const created = await shipment(principal, invoiceId, 'LOC-1', 'Joe Local Trucking');
    expect(created.verification_status).toBe('pending');
    const requestsBefore = world.provider.requests.length;

    clock.advance(60_000);
    expect(await world.shipments.sync(principal, created.id)).toEqual(created);
    expect(world.provider.requests).toHaveLength(requestsBefore);
    expect(await world.shipments.get(principal, created.id)).toEqual(created);
    expect(await types(created.id)).toEqual(['shipment.created']);

    const verifiedAt = clock.advance(60_000).toISOString();
    const verified = await world.operatorVerify(merchantId, created.id);
    expect(verified).toEqual({ ...created, verification_status: 'verified', updated_at: verifiedAt });
    expect(await world.shipments.get(principal, created.id)).toEqual(verified);
    const undone = await world.operatorVerify(merchantId, created.id, 'pending');
    expect(undone).toMatchObject({ verification_status: 'pending' });
    expect(await types(created.id)).toEqual(['shipment.created', 'shipment.updated', 'shipment.verified', 'shipment.updated']);
    // The operator names the merchant: another merchant's id finds nothing.
    await expect(world.operatorVerify('mer_nobody', created.id)).rejects.toMatchObject({
      code: 'FULFILLMENT.SHIPMENT_NOT_FOUND',
      message: 'Shipment not found',
    });
  });

  describe('a failing tracking provider', () => {
    let principal: Principal;
    let created: ShipmentBody;

    beforeAll(async () => {
      const merchant = world.merchant();
      principal = merchant.principal;
      created = await shipment(principal, merchant.invoiceId, 'FAIL-1', 'dhl');
    });

    /** The sync is refused as a 503 with `code`, its message saying `message`, and the shipment is left as it was. */
    async function expectUnchanged(code: string, message: string) {
      const error = await world.shipments.sync(principal, created.id).then(
        () => undefined,
        (refusal: unknown) => refusal,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(toApiError(error as DomainError)).toEqual({ status: 503, type: 'service_unavailable', code, message: expect.stringContaining(message) });
      expect(await world.shipments.get(principal, created.id)).toEqual(created);
      expect(await types(created.id)).toEqual(['shipment.created']);
    }

    it('asks the provider under the configured deadline', async () => {
      world.provider.answer('dhl', 'FAIL-1', { kind: 'status', status: 502 });
      // What a hanging provider is answered is checked end to end: under Jest, the abort's DOMException
      // comes from another realm than the test's Error, so the adapter would not recognise it as a
      // timeout here. The deadline the adapter gives each request is checked here (a spy that calls through).
      const deadlines = jest.spyOn(AbortSignal, 'timeout');
      try {
        await expectUnchanged('FULFILLMENT.COURIER_UNAVAILABLE', 'HTTP 502');
        expect(deadlines.mock.calls).toEqual([[MEDIUM_TRACKING_TIMEOUT_MS]]);
      } finally {
        deadlines.mockRestore();
      }
      expect(world.provider.requests.at(-1)).toEqual({ courier: 'dhl', trackingNumber: 'FAIL-1', key: 'trk_medium_key' });
    });

    it('answers 503 when the provider fails with a 5xx', async () => {
      world.provider.answer('dhl', 'FAIL-1', { kind: 'status', status: 502 });
      await expectUnchanged('FULFILLMENT.COURIER_UNAVAILABLE', 'HTTP 502');
    });

    it('answers 503 when the provider answers garbage or an unknown status', async () => {
      world.provider.answer('dhl', 'FAIL-1', { kind: 'raw', body: '<html>oops</html>', contentType: 'text/html' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', 'not JSON');
      world.provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'teleported', substatus: 'x' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', 'invalid tracking record for dhl (status)');
      world.provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'delivered', expected_delivery: 'next tuesday' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', '(expected_delivery)');
    });

    it('syncs normally again once the provider answers', async () => {
      world.provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'out_for_delivery', substatus: 'out_for_delivery_003', expected_delivery: null });
      const synced = await world.shipments.sync(principal, created.id);
      expect(synced).toMatchObject({ verification_status: 'verified', tracking_status: 'out_for_delivery', tracking_substatus: 'out_for_delivery_003' });
      expect(await types(created.id)).toEqual(['shipment.created', 'shipment.updated', 'shipment.verified']);
    });
  });
});
