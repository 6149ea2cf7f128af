import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

export const creditEnv = baseEnv.extend({
  /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
  HTTP_PORT: z.coerce.number().int().default(3002),
  /** The address those endpoints listen on. */
  HTTP_HOST: z.string().default('127.0.0.1'),
  /** The public base of the merchant API ({base_url}); hosted enrollment links start with it. */
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:3000/api'),
  /** How long a net-terms offer stays open before it is `enrollment_expired`. */
  ENROLLMENT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How often the scheduled jobs (overdue holds, enrollment expiry) run in each replica; 0 turns them off. */
  CREDIT_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * A reservation whose invoice billing still does not show as sent after this long is an orphan; so is
   * a charge authorization whose charge billing still does not hold.
   */
  CREDIT_ORPHAN_MIN_AGE_MS: z.coerce.number().int().min(0).default(600_000),
  /** Read billing and treasury events (off only for isolated tests of the HTTP surface). */
  CREDIT_CONSUME_EVENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type CreditConfig = z.infer<typeof creditEnv>;

export const loadCreditConfig = (env: NodeJS.ProcessEnv = process.env): CreditConfig => loadConfig(creditEnv, env);
