import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpCaller } from '../auth/caller';
import { ToolCatalogue } from './tool-catalogue';
import { ToolRunner } from './tool-runner';
import { TOOL_SETS } from './tool-sets';

/**
 * One validator for every server: without it each `Server` builds its own Ajv instance (with formats),
 * which cost more than the rest of a request together.
 */
const JSON_SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();
const VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * One MCP server for one HTTP request. The endpoint is stateless: nothing of a client's session is kept
 * between requests, so every request builds its server for the caller its token names. That costs a
 * few handler registrations: the tool definitions and their JSON Schemas are built once, in the
 * catalogue, and the schema validator is shared.
 *
 * `catalogue` is the caller's tool set (merchant or partner): a tool of the other set is as unknown to it
 * as a tool of neither, like a path of the other API on REST.
 *
 * This uses the SDK's low-level `Server` rather than `McpServer`: the tools come from the operation
 * catalogue with ready JSON Schemas, differ per caller (tool set, read or write token), and validate their
 * arguments through the same catalogue code as the REST API, none of which `McpServer`'s zod-driven
 * registration expresses.
 */
export function createMcpServer(caller: McpCaller, catalogue: ToolCatalogue, runner: ToolRunner, requestId: string): Server {
  if (catalogue.toolSet !== caller.toolSet) throw new Error(`a ${caller.toolSet} caller was given the ${catalogue.toolSet} tools`);
  const server = new Server(
    { name: 'netline', title: 'Netline', version: VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: TOOL_SETS[catalogue.toolSet].instructions, jsonSchemaValidator: JSON_SCHEMA_VALIDATOR },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalogue.visibleTo(caller).map((tool) => tool.definition) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = catalogue.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return runner.call(caller, tool, request.params.arguments, requestId);
  });
  return server;
}
