import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

const DEV_UPLOAD_SECRET = 'netline-dev-upload-signing-secret';

export const fulfillmentEnv = baseEnv
  .extend({
    /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
    HTTP_PORT: z.coerce.number().int().default(3005),
    /** The address those endpoints listen on. */
    HTTP_HOST: z.string().default('127.0.0.1'),
    /** The public base of the merchant API ({base_url}); signed upload and file URLs start with it. */
    PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:3000/api'),
    /** Keys the HMAC of signed upload links; every replica must share it. */
    UPLOAD_SIGNING_SECRET: z.string().min(16).default(DEV_UPLOAD_SECRET),
    /** How long a signed upload link stays usable. */
    UPLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    /** Proof-of-delivery files no shipment refers to are deleted once this many hours old; 0 keeps them. */
    RETENTION_ORPHANED_UPLOADS_HOURS: z.coerce.number().min(0).default(24),
    /** The tracking provider's HTTP API (see README "Tracking provider API"); unset → listed couriers answer 503. */
    TRACKING_PROVIDER_URL: z.string().url().optional(),
    /** The tracking provider's API key; required with TRACKING_PROVIDER_URL. */
    TRACKING_PROVIDER_KEY: z.string().optional(),
    /** Deadline of one tracking request; kept well under RPC_TIMEOUT_MS so the merchant gets our error, not the gateway's. */
    TRACKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  })
  .superRefine((env, context) => {
    if (env.APP_ENV === 'production' && env.UPLOAD_SIGNING_SECRET === DEV_UPLOAD_SECRET) {
      context.addIssue({ code: 'custom', path: ['UPLOAD_SIGNING_SECRET'], message: 'set a secret of your own in production' });
    }
    if (env.TRACKING_PROVIDER_URL && !env.TRACKING_PROVIDER_KEY) {
      context.addIssue({ code: 'custom', path: ['TRACKING_PROVIDER_KEY'], message: 'is required with TRACKING_PROVIDER_URL' });
    }
    if (env.TRACKING_TIMEOUT_MS >= env.RPC_TIMEOUT_MS) {
      context.addIssue({ code: 'custom', path: ['TRACKING_TIMEOUT_MS'], message: 'must be below RPC_TIMEOUT_MS' });
    }
  });
export type FulfillmentConfig = z.infer<typeof fulfillmentEnv>;

export const loadFulfillmentConfig = (env: NodeJS.ProcessEnv = process.env): FulfillmentConfig => loadConfig(fulfillmentEnv, env);
