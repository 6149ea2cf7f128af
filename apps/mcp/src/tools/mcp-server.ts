import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  CallToolResult,
  ErrorCode,
  Implementation,
  InitializeRequestSchema,
  InitializeResult,
  ListToolsRequestSchema,
  McpError,
  ServerCapabilities,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpCaller } from '../auth/caller';
import { eraOf, isProtocolRevision, NEWEST_LEGACY_REVISION, ProtocolRevision } from '../revisions/revisions';
import { ToolCatalogue } from './tool-catalogue';
import { resultForRevision, toolDefinition } from './tool-definitions';
import { ToolRunner } from './tool-runner';
import { TOOL_SETS } from './tool-sets';

/**
 * One validator for every server: without it each `Server` builds its own Ajv instance (with formats),
 * which cost more than the rest of a request together.
 */
const JSON_SCHEMA_VALIDATOR = new AjvJsonSchemaValidator();
const VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/** Who answers: `initialize`'s `serverInfo`, and `io.modelcontextprotocol/serverInfo` in every stateless result. */
export const SERVER_INFO: Implementation = { name: 'netline', title: 'Netline', version: VERSION };
/** Tools only, and a list that changes only with a new release (no change notifications). */
export const SERVER_CAPABILITIES: ServerCapabilities = { tools: { listChanged: false } };

/**
 * What the endpoint offers one caller, in either era: the tools of the caller's tool set it may use, and
 * tool calls run for it. The endpoint is stateless, so this is made per request for the caller its token
 * names; the tool definitions and their JSON Schemas are built once (the catalogue at boot, each
 * revision's definition of a tool the first time it is asked for).
 *
 * `catalogue` is the caller's tool set (merchant or partner): a tool of the other set is as unknown to it
 * as a tool of neither, like a path of the other API on REST.
 */
export class CallerTools {
  constructor(
    readonly caller: McpCaller,
    private readonly catalogue: ToolCatalogue,
    private readonly runner: ToolRunner,
    private readonly requestId: string,
  ) {
    if (catalogue.toolSet !== caller.toolSet) throw new Error(`a ${caller.toolSet} caller was given the ${catalogue.toolSet} tools`);
  }

  /** What the server tells the client about the tool set (`initialize`, `server/discover`). */
  get instructions(): string {
    return TOOL_SETS[this.catalogue.toolSet].instructions;
  }

  /** The caller's tools, as a client of `revision` reads their definitions, in the catalogue's order. */
  list(revision: ProtocolRevision): Tool[] {
    return this.catalogue.visibleTo(this.caller).map((tool) => toolDefinition(tool, revision));
  }

  /** Runs a tool for the caller; undefined when the caller's tool set has no such tool. */
  async call(name: string, args: unknown, revision: ProtocolRevision): Promise<CallToolResult | undefined> {
    const tool = this.catalogue.get(name);
    if (!tool) return undefined;
    const operations = (operationId: string) => this.catalogue.tools.find((known) => known.operation.operationId === operationId)?.operation;
    return resultForRevision(await this.runner.call(this.caller, tool, args, this.requestId, operations), revision);
  }
}

/**
 * The revision `initialize` agrees on: the one the client asks for when it is a legacy revision, else the
 * newest legacy one (a client asking `initialize` for 2026-07-28 speaks the handshake, so it gets the
 * newest revision that has one; the stateless era needs no `initialize`).
 */
export function negotiatedRevision(requested: unknown): ProtocolRevision {
  return isProtocolRevision(requested) && eraOf(requested) === 'legacy' ? requested : NEWEST_LEGACY_REVISION;
}

/**
 * The SDK's low-level `Server` for one legacy-era request (`initialize`, `tools/list`, `tools/call`,
 * `ping`, notifications), answering for `tools` as a client of `revision` reads it. `initialize`'s
 * negotiation is this endpoint's own (`negotiatedRevision`): the SDK's would agree to revisions the
 * endpoint does not list.
 *
 * This uses the low-level `Server` rather than `McpServer`: the tools come from the operation catalogue
 * with ready JSON Schemas, differ per caller (tool set, read or write token) and per revision, and validate
 * their arguments through the same catalogue code as the REST API, none of which `McpServer`'s zod-driven
 * registration expresses.
 */
export function createLegacyServer(tools: CallerTools, revision: ProtocolRevision): Server {
  const server = new Server(SERVER_INFO, { capabilities: SERVER_CAPABILITIES, instructions: tools.instructions, jsonSchemaValidator: JSON_SCHEMA_VALIDATOR });
  server.setRequestHandler(InitializeRequestSchema, (request): InitializeResult => ({
    protocolVersion: negotiatedRevision(request.params.protocolVersion),
    capabilities: SERVER_CAPABILITIES,
    serverInfo: SERVER_INFO,
    instructions: tools.instructions,
  }));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.list(revision) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const result = await tools.call(request.params.name, request.params.arguments, revision);
    if (!result) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return result;
  });
  return server;
}
