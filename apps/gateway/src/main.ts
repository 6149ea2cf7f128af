// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runMain } from '@netline/messaging/service-main';
import { loadGatewayConfig } from './config';
import { startGateway } from './gateway-app';

runMain('gateway', async () => {
  await startGateway(loadGatewayConfig());
});
