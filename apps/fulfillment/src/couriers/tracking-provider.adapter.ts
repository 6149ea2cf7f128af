import { Inject, Injectable } from '@nestjs/common';
import { TRACKING_STATUSES } from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { z } from 'zod';
import { FulfillmentConfig } from '../config';
import { CourierAdapter, TrackingResult } from './courier-adapter';
import { CourierUnavailableError } from './courier.errors';

/** Largest answer read from the provider; a tracking record is a few hundred bytes. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The provider's answer. Known fields are checked strictly (an unknown status is nonsense, not a new
 * state to store); fields we do not use are ignored so the provider can add some without breaking us.
 */
const providerAnswer = z.object({
  status: z.enum(TRACKING_STATUSES),
  substatus: z.string().min(1).max(64).nullable().optional(),
  expected_delivery: z.iso.datetime({ offset: true }).nullable().optional(),
});

/**
 * Asks the tracking provider over HTTP (API in the README): `GET {TRACKING_PROVIDER_URL}/trackings/
 * {courier}/{tracking_number}` with the key in `x-tracking-key`. 200 is a tracking record, 404 "no such
 * tracking number"; anything else — no answer within TRACKING_TIMEOUT_MS (the deadline covers reading the
 * body too), a refused connection, 5xx, a refused key, a body that is not the documented JSON — is a
 * `CourierUnavailableError` whose message says which.
 */
@Injectable()
export class TrackingProviderAdapter implements CourierAdapter {
  constructor(@Inject(CONFIG) private readonly config: FulfillmentConfig) {}

  async track(courier: string, trackingNumber: string): Promise<TrackingResult | null> {
    const baseUrl = this.config.TRACKING_PROVIDER_URL;
    const key = this.config.TRACKING_PROVIDER_KEY;
    if (!baseUrl || !key) {
      throw new CourierUnavailableError('COURIER_NOT_CONFIGURED', `Instant verification for ${courier} is not available: no tracking provider is configured`);
    }
    const timeoutMs = this.config.TRACKING_TIMEOUT_MS;
    const url = `${baseUrl.replace(/\/+$/, '')}/trackings/${encodeURIComponent(courier)}/${encodeURIComponent(trackingNumber)}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'x-tracking-key': key },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await readLimited(response);
    } catch (error) {
      if (isTimeout(error)) {
        throw new CourierUnavailableError(
          'COURIER_TIMEOUT',
          `The tracking provider did not answer for ${courier} within ${timeoutMs} ms; the shipment is unchanged, try again later`,
        );
      }
      if (error instanceof CourierUnavailableError) throw error;
      throw new CourierUnavailableError(
        'COURIER_UNAVAILABLE',
        `The tracking provider could not be reached for ${courier}; the shipment is unchanged, try again later`,
      );
    }
    if (status === 404) return null;
    if (status >= 500) {
      throw new CourierUnavailableError(
        'COURIER_UNAVAILABLE',
        `The tracking provider failed for ${courier} (HTTP ${status}); the shipment is unchanged, try again later`,
      );
    }
    if (status === 401 || status === 403) {
      throw new CourierUnavailableError('COURIER_UNAVAILABLE', `The tracking provider refused Netline's key (HTTP ${status}); the shipment is unchanged`);
    }
    if (status !== 200) {
      throw new CourierUnavailableError('COURIER_BAD_RESPONSE', `The tracking provider answered HTTP ${status} for ${courier}; the shipment is unchanged`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CourierUnavailableError(
        'COURIER_BAD_RESPONSE',
        `The tracking provider answered something that is not JSON for ${courier}; the shipment is unchanged`,
      );
    }
    const parsed = providerAnswer.safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
      throw new CourierUnavailableError(
        'COURIER_BAD_RESPONSE',
        `The tracking provider answered an invalid tracking record for ${courier} (${fields}); the shipment is unchanged`,
      );
    }
    return {
      status: parsed.data.status,
      substatus: parsed.data.substatus ?? null,
      expectedDelivery: parsed.data.expected_delivery ? new Date(parsed.data.expected_delivery) : null,
    };
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new CourierUnavailableError(
      'COURIER_BAD_RESPONSE',
      `The tracking provider answered ${declared} bytes, more than a tracking record; the shipment is unchanged`,
    );
  }
  const buffer = Buffer.from(await response.arrayBuffer());
  if (buffer.length > MAX_RESPONSE_BYTES) {
    throw new CourierUnavailableError('COURIER_BAD_RESPONSE', 'The tracking provider answered more than a tracking record; the shipment is unchanged');
  }
  return buffer.toString('utf8');
}
