import { Injectable } from '@nestjs/common';
import { Clock } from '@netline/persistence';
import { CourierAdapter, TrackingResult } from './courier-adapter';
import { CourierUnavailableError } from './courier.errors';

const DAY_MS = 86_400_000;

/** Noon (or the given hour) UTC, `days` after the day of `now`. */
function dayAt(now: Date, days: number, hour = 12): Date {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(start + days * DAY_MS);
}

/**
 * The sandbox courier (`test-courier`, `testing-courier`): answers from the last three characters of the
 * tracking number (case-insensitive), so an integrator can script every path. The table
 * is repeated in the README.
 */
export const SANDBOX_RULES: ReadonlyArray<{ suffix: string; outcome: string }> = [
  { suffix: 'DLV', outcome: 'delivered / delivered_001, expected_delivery today 12:00 UTC → verified' },
  { suffix: 'OFD', outcome: 'out_for_delivery / out_for_delivery_001, expected_delivery today 18:00 UTC → verified' },
  { suffix: 'EXC', outcome: 'exception / exception_001, no expected_delivery → verified' },
  { suffix: 'INF', outcome: 'info_received / info_received_001, expected_delivery in 5 days → stays pending' },
  { suffix: 'NTF', outcome: 'the courier knows no such tracking number → 400 invalid_request' },
  { suffix: 'ERR', outcome: 'the courier fails → 503 service_unavailable (FULFILLMENT.COURIER_UNAVAILABLE)' },
  { suffix: 'TMO', outcome: 'the courier does not answer in time → 503 service_unavailable (FULFILLMENT.COURIER_TIMEOUT)' },
  { suffix: '(any other)', outcome: 'in_transit / in_transit_001, expected_delivery in 3 days 12:00 UTC → verified' },
];

@Injectable()
export class SandboxCourierAdapter implements CourierAdapter {
  constructor(private readonly clock: Clock) {}

  track(courier: string, trackingNumber: string): Promise<TrackingResult | null> {
    const now = this.clock.now();
    const suffix = trackingNumber.slice(-3).toUpperCase();
    switch (suffix) {
      case 'DLV':
        return Promise.resolve({ status: 'delivered', substatus: 'delivered_001', expectedDelivery: dayAt(now, 0) });
      case 'OFD':
        return Promise.resolve({ status: 'out_for_delivery', substatus: 'out_for_delivery_001', expectedDelivery: dayAt(now, 0, 18) });
      case 'EXC':
        return Promise.resolve({ status: 'exception', substatus: 'exception_001', expectedDelivery: null });
      case 'INF':
        return Promise.resolve({ status: 'info_received', substatus: 'info_received_001', expectedDelivery: dayAt(now, 5) });
      case 'NTF':
        return Promise.resolve(null);
      case 'ERR':
        return Promise.reject(
          new CourierUnavailableError(
            'COURIER_UNAVAILABLE',
            `Courier ${courier} is unavailable (sandbox rule: tracking number ends in ERR); the shipment is unchanged, try again later`,
          ),
        );
      case 'TMO':
        return Promise.reject(
          new CourierUnavailableError(
            'COURIER_TIMEOUT',
            `Courier ${courier} did not answer in time (sandbox rule: tracking number ends in TMO); the shipment is unchanged, try again later`,
          ),
        );
      default:
        return Promise.resolve({ status: 'in_transit', substatus: 'in_transit_001', expectedDelivery: dayAt(now, 3) });
    }
  }
}
