import couriers from './couriers.json';

/**
 * The courier codes with instant verification: `couriers.json` lists the codes whose tracking a sync
 * can check, five major carriers and 1,343 codes in all, `test-courier` and `testing-courier` among
 * them. Any other courier is accepted on a shipment but is verified by hand.
 */
const LISTED: ReadonlySet<string> = new Set(couriers.instant_verification);

/** Sandbox couriers answered by `SandboxCourierAdapter` rather than the tracking provider. */
export const SANDBOX_COURIERS: ReadonlySet<string> = new Set(['test-courier', 'testing-courier']);

/** Couriers are free text; codes are lowercase, so `FedEx ` and `fedex` are the same courier. */
export function courierCode(courier: string): string {
  return courier.trim().toLowerCase();
}

export function isListedCourier(courier: string): boolean {
  return LISTED.has(courierCode(courier));
}

export const LISTED_COURIER_COUNT = LISTED.size;
