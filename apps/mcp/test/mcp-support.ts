import { Client as StatelessClient, StreamableHTTPClientTransport as StatelessTransport } from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator as StatelessAjvValidator } from '@modelcontextprotocol/client/validators/ajv';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { createAccessKey, MerchantOperations, ToolResult } from '@netline/testing';
import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { withoutUntrustedMarks } from '../src/tools/untrusted-text';

/** Helpers the MCP end-to-end suites share: keys, tokens, SDK clients and an independent output check. */

export interface McpKey {
  client_id: string;
  client_secret: string;
}

export function createMcpKey(env: Record<string, string>, merchantId: string, scopes: string[]): Promise<McpKey> {
  return createAccessKey(env, merchantId, { kind: 'mcp', auth: 'm2m', scopes });
}

/** Mints an MCP token at the REST API's token endpoint, as an agent would. */
export async function mintMcpToken(apiUrl: string, key: McpKey): Promise<string> {
  const response = await fetch(`${apiUrl}/access-keys/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret, audience: 'mcp' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`token request answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * The SDK's HTTP transport, asking for a given protocol revision in `initialize`: the SDK's client always
 * asks for the newest it speaks, so an older client is this one with its first message changed. Every
 * later request then carries the revision the server agreed to in `MCP-Protocol-Version`, as a client of
 * that revision would send.
 */
export class RevisionTransport extends StreamableHTTPClientTransport {
  constructor(
    url: URL,
    options: ConstructorParameters<typeof StreamableHTTPClientTransport>[1],
    private readonly revision?: string,
  ) {
    super(url, options);
  }

  override send(message: JSONRPCMessage, options?: Parameters<StreamableHTTPClientTransport['send']>[1]): Promise<void> {
    if (this.revision && 'method' in message && message.method === 'initialize') {
      return super.send({ ...message, params: { ...message.params, protocolVersion: this.revision } } as JSONRPCMessage, options);
    }
    return super.send(message, options);
  }
}

/**
 * An SDK client's own output-schema validator (Ajv, as the SDK uses by default), compiling a tool's schema
 * when a result of that tool is first checked instead of every tool's at `tools/list`: a client lists
 * about a hundred tools and a suite calls a few of them, and compiling them all, client after client, was
 * the largest part of the MCP suites' CPU. Every result is still checked against its tool's schema.
 */
export function compiledOnFirstUse(provider: jsonSchemaValidator): jsonSchemaValidator {
  return {
    getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
      let validate: JsonSchemaValidator<T> | undefined;
      return (input) => (validate ??= provider.getValidator<T>(schema))(input);
    },
  };
}

export async function connectClient(mcpUrl: string, token: string, revision?: string): Promise<{ client: Client; transport: RevisionTransport }> {
  const transport = new RevisionTransport(new URL(mcpUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } }, revision);
  const client = new Client({ name: 'netline-e2e', version: '1.0.0' }, { jsonSchemaValidator: compiledOnFirstUse(new AjvJsonSchemaValidator()) });
  await client.connect(transport);
  return { client, transport };
}

/** One HTTP exchange a client made, as a proxy in front would see it. */
export interface Exchange {
  method: string;
  headers: Record<string, string>;
  /** The JSON body sent, parsed. */
  body: unknown;
  status: number;
  /** The JSON answer, parsed (undefined for an empty one). */
  answer: unknown;
}

/**
 * The official SDK's v2 client (`@modelcontextprotocol/client`), which speaks the stateless revision
 * 2026-07-28: pinned to it (no fall back to `initialize`) unless `mode` is `auto` (probe with
 * `server/discover`, and fall back when the server has no stateless era). Every exchange is recorded.
 */
export async function connectStatelessClient(
  mcpUrl: string,
  token: string,
  mode: 'pin' | 'auto' = 'pin',
): Promise<{ client: StatelessClient; exchanges: Exchange[] }> {
  const exchanges: Exchange[] = [];
  const recording = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(url, init);
    const text = await response.clone().text();
    exchanges.push({
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      status: response.status,
      answer: text === '' || !(response.headers.get('content-type') ?? '').includes('json') ? undefined : JSON.parse(text),
    });
    return response;
  };
  const client = new StatelessClient(
    { name: 'netline-stateless-test', version: '1.0.0' },
    {
      versionNegotiation: { mode: mode === 'pin' ? { pin: '2026-07-28' } : 'auto' },
      jsonSchemaValidator: compiledOnFirstUse(new StatelessAjvValidator()),
    },
  );
  await client.connect(new StatelessTransport(new URL(mcpUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } }, fetch: recording }));
  return { client, exchanges };
}

/**
 * What a tool's structured result is, once its `{"untrusted": …}` wrappers are taken off: the success body
 * of the operation the tool is made from (`ToolResult`, api-types.ts), except that a body that is a JSON
 * array is carried as `{ results: [...] }` (a structured result is an object; tool-catalogue.ts).
 */
export type ToolAnswer<Name extends string, Operations extends object = MerchantOperations> = Structured<ToolResult<Name, Operations>>;

type Structured<Body> = Body extends readonly unknown[] ? { results: Body } : Body;

/**
 * Validates tool results against the output schemas `tools/list` announced, with a validator of its own
 * (JSON Schema 2020-12, formats checked), on top of the SDK client's check. A tool's schema is compiled
 * when its first result is checked. `Operations` are the API operations the tools are made from: the
 * merchant API's by default, the partners API's (`OutputCheck<PartnerOperations>`) for a partner's session.
 */
// `in out`: a partner's check is not a merchant's (the compiler would otherwise compare the two
// structurally and find them alike, since `Operations` appears only in the results' types).
export class OutputCheck<in out Operations extends object = MerchantOperations> {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly schemas = new Map<string, object>();
  private readonly validators = new Map<string, ValidateFunction>();
  readonly checked = new Set<string>();

  /** `tools` as any client listed them (the SDK's v1 or v2 client, or the raw answer). */
  constructor(tools: Array<Pick<Tool, 'name'> & { outputSchema?: object }>) {
    addFormats(this.ajv);
    for (const tool of tools) if (tool.outputSchema) this.schemas.set(tool.name, tool.outputSchema);
  }

  private validatorOf(tool: string): ValidateFunction | undefined {
    const schema = this.schemas.get(tool);
    if (!schema) return undefined;
    let validate = this.validators.get(tool);
    if (!validate) this.validators.set(tool, (validate = this.ajv.compile(schema)));
    return validate;
  }

  /**
   * The structured result of a successful call, after checking it against the tool's output schema (which
   * requires each value typed outside Netline in its `{"untrusted": …}` wrapper) and its text twin, without
   * the wrappers: the answer as the REST API gives it. Called without a type argument, its type is the
   * success body of the operation the tool is made from (`ToolAnswer`); a caller that reads
   * something else (a preview) or wants a narrower type names it: `check.ok<Preview>(…)`.
   */
  ok<N extends string>(tool: N, result: unknown): ToolAnswer<N, Operations>;
  ok<T>(tool: string, result: unknown): T;
  ok(tool: string, result: unknown): unknown {
    const called = result as CallToolResult;
    if (called.isError) throw new Error(`${tool} answered an error: ${JSON.stringify(called.content)}`);
    const validate = this.validatorOf(tool);
    if (!validate) {
      if (called.structuredContent !== undefined) throw new Error(`${tool} has no output schema but answered structured content`);
      this.checked.add(tool);
      return undefined;
    }
    if (!validate(called.structuredContent))
      throw new Error(`${tool}: structuredContent does not match its output schema: ${this.ajv.errorsText(validate.errors)}`);
    expect(JSON.parse((called.content[0] as { text: string }).text)).toEqual(called.structuredContent);
    this.checked.add(tool);
    return withoutUntrustedMarks(called.structuredContent);
  }
}

/** The contract's error body a refused call carries in its text. */
export function toolError(result: unknown): { type: string; message: string; code?: string; details?: Array<{ path: string; message: string }> } {
  const called = result as CallToolResult;
  if (!called.isError) throw new Error(`expected an error result, got ${JSON.stringify(called.structuredContent ?? called.content)}`);
  expect(called.structuredContent).toBeUndefined();
  return (JSON.parse((called.content[0] as { text: string }).text) as { error: ReturnType<typeof toolError> }).error;
}
