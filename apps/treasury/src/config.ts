import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { hasAtMostTwoDecimals, toCents } from '@netline/contracts';
import { z } from 'zod';

export const treasuryEnv = baseEnv
  .extend({
    /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
    HTTP_PORT: z.coerce.number().int().default(3004),
    /** The address those endpoints listen on. */
    HTTP_HOST: z.string().default('127.0.0.1'),
    /** Netline's fee on a customer payment forwarded to the merchant (non-advanced invoices), e.g. 0.01 = 1 %. */
    PAYMENT_FEE_RATE: z.coerce.number().min(0).max(1).default(0.01),
    /** The merchant's monthly fee in dollars, charged once per calendar month with activity. */
    MONTHLY_FEE: z.coerce
      .number()
      .min(0)
      .max(1_000_000)
      .refine(hasAtMostTwoDecimals, 'at most two decimals')
      .default(49)
      .transform((dollars) => toCents(dollars)),
    /** Days from a payout's creation to its expected arrival at the bank (`expected_by`). */
    PAYOUT_EXPECTED_DAYS: z.coerce.number().int().min(0).max(30).default(2),
    /** How often each replica runs the due jobs (daily payouts, monthly fees); 0 turns the timer off. */
    TREASURY_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /**
     * A payment billing decided (applied) at least this long ago whose booking treasury never committed
     * is completed, or withdrawn when it can no longer be paid, by the jobs' unbooked-payment sweep.
     */
    TREASURY_UNBOOKED_MIN_AGE_MS: z.coerce.number().int().min(0).default(600_000),
    /**
     * How long one query of `reconcile` may run (its own pool's statement timeout): summing a merchant's
     * whole history takes seconds at a million invoices, beyond the request path's timeout.
     */
    RECONCILE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(300_000),
    /** Read billing's and credit's events (off only for isolated tests of the HTTP surface). */
    TREASURY_CONSUME_EVENTS: envBoolean(true),
    /**
     * Who takes the online payments of invoice payment pages: `sandbox` completes card and ACH payments at
     * once with its test numbers and moves no money (refused in production); `none` offers no online
     * payment (the page shows bank transfer only). Unset: `sandbox` in the sandbox, `none` in production.
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
    /**
     * Declined online payments one invoice may have in an hour; the next attempt within that hour is
     * refused before it reaches the provider (card testing). 0: no limit.
     */
    ONLINE_PAYMENT_MAX_DECLINES: z.coerce.number().int().min(0).default(5),
  })
  .superRefine((env, context) => {
    // The sandbox provider says "paid" without moving money: in production that would mark invoices paid for nothing.
    if (env.APP_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
      context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'the sandbox provider moves no money: not allowed in production' });
    }
  });
export type TreasuryConfig = z.infer<typeof treasuryEnv>;

/** The provider online payments go through, by `PAYMENT_PROVIDER` or the environment's default. */
export function paymentProviderName(config: Pick<TreasuryConfig, 'APP_ENV' | 'PAYMENT_PROVIDER'>): 'sandbox' | 'none' {
  return config.PAYMENT_PROVIDER ?? (config.APP_ENV === 'sandbox' ? 'sandbox' : 'none');
}

export const loadTreasuryConfig = (env: NodeJS.ProcessEnv = process.env): TreasuryConfig => loadConfig(treasuryEnv, env);
