import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

export const adminEnv = baseEnv.pick({ NATS_URL: true, NATS_USER: true, NATS_PASSWORD: true, NATS_TLS_CA_FILE: true, NATS_TLS_CERT_FILE: true, NATS_TLS_KEY_FILE: true, REDIS_URL: true, NETLINE_NAMESPACE: true, RPC_TIMEOUT_MS: true });
export type AdminConfig = z.infer<typeof adminEnv>;
export const loadAdminConfig = (env: NodeJS.ProcessEnv = process.env): AdminConfig => loadConfig(adminEnv, env);
