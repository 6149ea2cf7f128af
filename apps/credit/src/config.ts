import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

export const creditEnv = baseEnv.extend({
  HTTP_PORT: z.coerce.number().int().default(3002),
  HTTP_HOST: z.string().default('127.0.0.1'),
  DB_MIGRATE_ON_BOOT: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
});
export type CreditConfig = z.infer<typeof creditEnv>;

export const loadCreditConfig = (env: NodeJS.ProcessEnv = process.env): CreditConfig => loadConfig(creditEnv, env);
