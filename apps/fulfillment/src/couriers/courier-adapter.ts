import { TrackingResult } from '../shipments/shipment.entity';

/**
 * One way of asking a courier about a tracking number. `null` means the courier answered and knows no
 * such tracking number; a courier that cannot be asked (down, slow, nonsense) throws
 * `CourierUnavailableError`, so callers never mistake a failure for an answer.
 */
export interface CourierAdapter {
  track(courier: string, trackingNumber: string): Promise<TrackingResult | null>;
}
