// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runMain } from '@netline/messaging/service-main';
import { loadMcpConfig } from './config';
import { startMcp } from './mcp-app';

runMain('mcp', async () => {
  await startMcp(loadMcpConfig());
});
