import { bootstrapService, ServiceProcess } from '@netline/messaging/bootstrap';
import { McpConfig } from './config';
import { McpEndpoint } from './http/mcp-endpoint';
import { McpAppOptions, McpModule } from './mcp.module';

/**
 * Starts the MCP endpoint listening on `config`'s port: what `main.js` runs, and what the MCP app's
 * medium tests start in their own process (with a clock they move and a logger they read).
 */
export function startMcp(config: McpConfig, options: McpAppOptions = {}): Promise<ServiceProcess> {
  return bootstrapService({
    service: 'mcp',
    config,
    rpc: false,
    module: (parts) => McpModule.forRoot(config, parts, options),
    beforeListen: async (app) => {
      app.get(McpEndpoint).register(app.getHttpAdapter().getInstance());
    },
  });
}
