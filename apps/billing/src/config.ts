import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { z } from 'zod';

export const billingEnv = baseEnv
  .extend({
    /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
    HTTP_PORT: z.coerce.number().int().default(3003),
    /** The address those endpoints listen on. */
    HTTP_HOST: z.string().default('127.0.0.1'),
    /** The public base of the merchant API ({base_url}): `resolve_invoice_url` is `<PUBLIC_BASE_URL>/invoices/documents/<token>.pdf` and `invoice_payment_url` is `<PUBLIC_BASE_URL>/invoices/pay/<token>`. */
    PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:3000/api'),
    /** Netline's advance fee, a share of the invoice amount (merchant pricing), e.g. 0.02 = 2 %. */
    ADVANCE_FEE_RATE: z.coerce.number().min(0).max(1).default(0.02),
    /** The advance rate used when the customer's credit decision set none. */
    ADVANCE_RATE: z.coerce.number().min(0).max(1).default(0.9),
    /** How often each replica looks for invoice PDFs to render (crash recovery; sends render at once). */
    RENDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
    /** Fetch merchant PDFs from loopback/private addresses and over http:// (tests and local development only). */
    OUTBOUND_ALLOW_PRIVATE_TARGETS: envBoolean(false),
    /** Deadline of one fetch of a merchant's PDF. */
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Read treasury's payment events (off only for isolated tests of the HTTP surface). */
    BILLING_CONSUME_EVENTS: envBoolean(true),
  })
  .superRefine((env, context) => {
    // The address rules are what keeps a merchant's PDF URL from reaching inside the network.
    if (env.APP_ENV === 'production' && env.OUTBOUND_ALLOW_PRIVATE_TARGETS) {
      context.addIssue({ code: 'custom', path: ['OUTBOUND_ALLOW_PRIVATE_TARGETS'], message: 'must not be set in production' });
    }
  });
export type BillingConfig = z.infer<typeof billingEnv>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig => loadConfig(billingEnv, env);
