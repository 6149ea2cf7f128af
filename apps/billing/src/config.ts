import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { z } from 'zod';

/** Published for development: the production guards refuse it (docs/security.md). */
const DEVELOPMENT_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

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
    /**
     * The mail server customers' messages go through: `smtp://host:port`, `smtps://user:pass@host:port`
     * (TLS from the start) or `smtp://…` upgraded by STARTTLS when the server offers it. Unset in the
     * sandbox: messages are kept and shown (`captured`), never sent. Production refuses to serve without it.
     */
    SMTP_URL: z.string().url().optional(),
    /** The sender of every message (envelope and `From` address); the display name is the merchant's. */
    MAIL_FROM: z.email().default('invoices@netline.localhost'),
    /** How often each replica looks for messages to send (a write kicks the sender at once as well). */
    MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
    /** The wait before the first retry of a message the mail server did not take; it doubles per attempt, up to an hour. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /** Attempts before a message the mail server keeps refusing for now is given up (`failed`). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
    /** Deadline of one SMTP connection, greeting or command. */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** The bank buyers pay into by ACH or wire (shown on invoices and payment pages with the customer's reference). */
    REMITTANCE_BANK_NAME: z.string().min(1).max(100).optional(),
    /** The name on that account. */
    REMITTANCE_ACCOUNT_NAME: z.string().min(1).max(100).optional(),
    /** Its ABA routing number (9 digits). */
    REMITTANCE_ROUTING_NUMBER: z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .optional(),
    /** Its account number (4 to 17 digits). */
    REMITTANCE_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{4,17}$/, 'must be 4 to 17 digits')
      .optional(),
    /** How often each replica runs collections (reminders due, invoices newly overdue); 0 turns the timer off. `clock advance` runs them at once. */
    COLLECTIONS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * The server-side secret (identity's) from which billing derives the key of the payment page's form
     * tokens, the anti-forgery check of online payments. Every billing replica needs the same value.
     */
    SECRET_HMAC_KEY: z.string().min(32).default(DEVELOPMENT_HMAC_KEY),
  })
  .superRefine((env, context) => {
    // The address rules are what keeps a merchant's PDF URL from reaching inside the network.
    if (env.APP_ENV === 'production' && env.OUTBOUND_ALLOW_PRIVATE_TARGETS) {
      context.addIssue({ code: 'custom', path: ['OUTBOUND_ALLOW_PRIVATE_TARGETS'], message: 'must not be set in production' });
    }
    // The account is shown whole or not at all: half an account would send a buyer's money nowhere.
    const remittance = [env.REMITTANCE_BANK_NAME, env.REMITTANCE_ACCOUNT_NAME, env.REMITTANCE_ROUTING_NUMBER, env.REMITTANCE_ACCOUNT_NUMBER];
    if (remittance.some(Boolean) && !remittance.every(Boolean)) {
      context.addIssue({ code: 'custom', path: ['REMITTANCE_ACCOUNT_NUMBER'], message: 'the REMITTANCE_* settings go together: set all four or none' });
    }
    if (env.SMTP_URL && !/^smtps?:$/.test(new URL(env.SMTP_URL).protocol)) {
      context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be an smtp:// or smtps:// URL' });
    }
  });
export type BillingConfig = z.infer<typeof billingEnv>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig => loadConfig(billingEnv, env);
