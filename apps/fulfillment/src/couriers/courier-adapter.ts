import { TrackingStatus } from '@netline/contracts';

/** What a courier said about a tracking number (the courier adapters' common answer). */
export interface TrackingResult {
  status: TrackingStatus;
  substatus: string | null;
  expectedDelivery: Date | null;
}

/**
 * One way of asking a courier about a tracking number. `null` means the courier answered and knows no
 * such tracking number; a courier that cannot be asked (down, slow, nonsense) throws
 * `CourierUnavailableError`, so callers never mistake a failure for an answer.
 */
export interface CourierAdapter {
  track(courier: string, trackingNumber: string): Promise<TrackingResult | null>;
}
