import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

export const insightsEnv = baseEnv.extend({
  /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
  HTTP_PORT: z.coerce.number().int().default(3007),
  /** The address those endpoints listen on. */
  HTTP_HOST: z.string().default('127.0.0.1'),
  /** Read the event streams (off only for a replica that should answer reports without consuming). */
  INSIGHTS_CONSUME_EVENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Request log entries (`GET /request-logs`) are deleted once this many days old; 0 keeps them. */
  REQUEST_LOG_RETENTION_DAYS: z.coerce.number().min(0).default(30),
});
export type InsightsConfig = z.infer<typeof insightsEnv>;

export const loadInsightsConfig = (env: NodeJS.ProcessEnv = process.env): InsightsConfig => loadConfig(insightsEnv, env);
