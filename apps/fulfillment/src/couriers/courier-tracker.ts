import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { FulfillmentConfig } from '../config';
import { CourierAdapter, TrackingResult } from './courier-adapter';
import { TrackingRefusedError } from './courier.errors';
import { courierCode, isListedCourier, SANDBOX_COURIERS } from './courier-list';
import { SandboxCourierAdapter } from './sandbox-courier.adapter';
import { TrackingProviderAdapter } from './tracking-provider.adapter';

/**
 * Picks the adapter for a courier: in the sandbox the test couriers answer by the sandbox rules; every
 * other listed code goes to the tracking provider. Unlisted couriers have no instant verification: the
 * shipments service does not ask for them (the shipment stays pending), and asking here is refused.
 */
@Injectable()
export class CourierTracker {
  constructor(
    @Inject(CONFIG) private readonly config: FulfillmentConfig,
    private readonly sandbox: SandboxCourierAdapter,
    private readonly provider: TrackingProviderAdapter,
  ) {}

  async track(courier: string, trackingNumber: string): Promise<TrackingResult> {
    if (!isListedCourier(courier)) {
      throw new TrackingRefusedError(
        'COURIER_NOT_LISTED',
        `Courier "${courier}" has no instant verification; the shipment stays pending until Netline verifies it manually`,
      );
    }
    const code = courierCode(courier);
    const result = await this.adapterFor(code).track(code, trackingNumber);
    if (!result) {
      throw new TrackingRefusedError('TRACKING_NOT_FOUND', `Courier ${code} has no tracking for number ${trackingNumber}; check the tracking number`);
    }
    return result;
  }

  private adapterFor(code: string): CourierAdapter {
    return this.config.APP_ENV === 'sandbox' && SANDBOX_COURIERS.has(code) ? this.sandbox : this.provider;
  }
}
