// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { bootstrapService } from '@netline/messaging/bootstrap';
import { runMain } from '@netline/messaging/service-main';
import { loadMcpConfig } from './config';
import { McpEndpoint } from './http/mcp-endpoint';
import { McpModule } from './mcp.module';

runMain('mcp', async () => {
  const config = loadMcpConfig();
  await bootstrapService({
    service: 'mcp',
    config,
    rpc: false,
    module: (parts) => McpModule.forRoot(config, parts),
    beforeListen: async (app) => {
      app.get(McpEndpoint).register(app.getHttpAdapter().getInstance());
    },
  });
});
