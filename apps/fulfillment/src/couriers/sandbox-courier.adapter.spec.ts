import { Clock } from '@netline/persistence';
import { SandboxCourierAdapter } from './sandbox-courier.adapter';

class FixedClock extends Clock {
  override now(): Date {
    return new Date('2026-05-10T08:30:00Z');
  }
}

describe('the sandbox courier', () => {
  const adapter = new SandboxCourierAdapter(new FixedClock());

  it.each([
    ['A-DLV', { status: 'delivered', substatus: 'delivered_001', expectedDelivery: new Date('2026-05-10T12:00:00Z') }],
    ['a-ofd', { status: 'out_for_delivery', substatus: 'out_for_delivery_001', expectedDelivery: new Date('2026-05-10T18:00:00Z') }],
    ['EXC', { status: 'exception', substatus: 'exception_001', expectedDelivery: null }],
    ['9INF', { status: 'info_received', substatus: 'info_received_001', expectedDelivery: new Date('2026-05-15T12:00:00Z') }],
    ['12345', { status: 'in_transit', substatus: 'in_transit_001', expectedDelivery: new Date('2026-05-13T12:00:00Z') }],
  ])('answers %s by its suffix', async (number, expected) => {
    await expect(adapter.track('test-courier', number)).resolves.toEqual(expected);
  });

  it('knows no NTF number and fails for ERR and TMO', async () => {
    await expect(adapter.track('test-courier', 'X-NTF')).resolves.toBeNull();
    await expect(adapter.track('test-courier', 'X-ERR')).rejects.toMatchObject({ code: 'FULFILLMENT.COURIER_UNAVAILABLE', kind: 'unavailable' });
    await expect(adapter.track('test-courier', 'X-tmo')).rejects.toMatchObject({ code: 'FULFILLMENT.COURIER_TIMEOUT', kind: 'unavailable' });
  });
});
