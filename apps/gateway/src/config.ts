import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

export const gatewayEnv = baseEnv.extend({
  GATEWAY_PORT: z.coerce.number().int().default(3000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** The public base URL of the REST API ({base_url}); also the audience of REST tokens. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** How long a verified Basic credential is trusted without asking identity again. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(5_000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv> & { HTTP_PORT: number; HTTP_HOST: string; PUBLIC_BASE_URL: string };

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayEnv, env);
  return {
    ...config,
    HTTP_PORT: config.GATEWAY_PORT,
    HTTP_HOST: config.GATEWAY_HOST,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/api`,
  };
}
