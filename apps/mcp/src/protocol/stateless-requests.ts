import { CallerTools, SERVER_CAPABILITIES, SERVER_INFO } from '../tools/mcp-server';
import { idOf, isObject, JsonRpcCode, jsonRpcError, JsonRpcId } from './json-rpc';
import { PROTOCOL_REVISIONS, ProtocolRevision } from './revisions';

/** The `_meta` keys of the stateless era (2026-07-28, "per-request protocol fields"). */
export const MetaKey = {
  ProtocolVersion: 'io.modelcontextprotocol/protocolVersion',
  ClientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  ClientInfo: 'io.modelcontextprotocol/clientInfo',
  ServerInfo: 'io.modelcontextprotocol/serverInfo',
} as const;

/**
 * How long a client may reuse a tool list or a discovery answer (`ttlMs`): the tools change only with a
 * release, and a token's tool set never. `cacheScope` is `private`: the list depends on the token (merchant
 * or partner tools, read or write), so no cache may hand it to another caller.
 */
export const LIST_TTL_MS = 300_000;

/** The HTTP headers the stateless era mirrors from the body, as they arrived. */
export interface MirroredHeaders {
  protocolVersion?: string;
  method?: string;
  name?: string;
  accept?: string;
}

export interface ProtocolAnswer {
  status: number;
  /** Absent for an accepted notification (202). */
  body?: unknown;
}

/**
 * Answers one request of the stateless era (2026-07-28) for `tools`' caller: no `initialize`, no session;
 * the request says everything. The checks run in this order, each refusal a JSON-RPC error with the HTTP
 * status the transport specification gives it:
 *
 * 1. `Accept` names both `application/json` and `text/event-stream` (406), the body is a JSON-RPC request
 *    or notification (400, -32600). A notification is accepted and dropped (202): this revision defines
 *    none a client sends over HTTP.
 * 2. `params._meta` carries the revision (a revision the endpoint does not speak was refused before, with
 *    -32022) and the client's capabilities, and `clientInfo`, when present, names the client: else 400,
 *    -32602, the keys named in `data`.
 * 3. The mirrored headers agree with the body: `MCP-Protocol-Version` with the revision, `Mcp-Method` with
 *    the method, and for `tools/call` `Mcp-Name` with the tool (base64-sentinel values decoded first):
 *    else 400, -32020.
 * 4. The method: `server/discover`, `tools/list` and `tools/call`; any other is 404, -32601 (`ping` and
 *    `initialize` do not exist in this revision, and the endpoint has no resources or prompts).
 *
 * Every result carries `resultType: "complete"` (no tool here ever needs more input mid-call, so none is
 * `input_required`) and the server's identity in `_meta`; `server/discover` and `tools/list` carry the
 * cache hints. Errors about a well-formed request (an unknown tool, a cursor this list never issued) are
 * answered in-band, HTTP 200.
 */
export async function answerStatelessRequest(message: unknown, headers: MirroredHeaders, tools: CallerTools): Promise<ProtocolAnswer> {
  const id = idOf(message);
  if (!acceptsBoth(headers.accept)) {
    return refuse(406, id, JsonRpcCode.InvalidRequest, 'Not Acceptable: the Accept header must name application/json and text/event-stream');
  }
  if (!isObject(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string' || (message.params !== undefined && !isObject(message.params))) {
    return refuse(400, id, JsonRpcCode.InvalidRequest, 'Invalid Request: expected a JSON-RPC 2.0 request or notification');
  }
  if (!('id' in message)) return { status: 202 };
  if (id === null) return refuse(400, null, JsonRpcCode.InvalidRequest, 'Invalid Request: the id must be a string or a number');

  const method = message.method;
  const params = (message.params ?? {}) as Record<string, unknown>;
  const envelope = readEnvelope(params._meta);
  if (!envelope.ok) {
    return refuse(400, id, JsonRpcCode.InvalidParams, `Invalid params: _meta ${envelope.problems.map((problem) => problem.message).join('; ')}`, {
      meta: envelope.problems,
    });
  }
  const mismatch = headerMismatch(headers, envelope.revision, method, params);
  if (mismatch) return refuse(400, id, JsonRpcCode.HeaderMismatch, `Header mismatch: ${mismatch}`);

  switch (method) {
    case 'server/discover':
      return complete(id, {
        supportedVersions: [...PROTOCOL_REVISIONS],
        capabilities: SERVER_CAPABILITIES,
        instructions: tools.instructions,
        ttlMs: LIST_TTL_MS,
        cacheScope: 'private',
      });
    case 'tools/list':
      if (params.cursor !== undefined) return inBand(id, JsonRpcCode.InvalidParams, 'Invalid cursor: the tool list has a single page and issues no cursors');
      return complete(id, { tools: tools.list(envelope.revision), ttlMs: LIST_TTL_MS, cacheScope: 'private' });
    case 'tools/call': {
      if (typeof params.name !== 'string') return inBand(id, JsonRpcCode.InvalidParams, 'Invalid params: `name` must name a tool');
      if (params.arguments !== undefined && !isObject(params.arguments))
        return inBand(id, JsonRpcCode.InvalidParams, 'Invalid params: `arguments` must be an object');
      if (params.requestState !== undefined) {
        return inBand(id, JsonRpcCode.InvalidParams, 'Invalid params: requestState was never issued: no tool of this server asks for more input');
      }
      const result = await tools.call(params.name, params.arguments, envelope.revision);
      if (!result) return inBand(id, JsonRpcCode.InvalidParams, `Unknown tool: ${params.name}`);
      return complete(id, result);
    }
    default:
      return refuse(404, id, JsonRpcCode.MethodNotFound, `Method not found: ${method}`);
  }
}

type Envelope = { ok: true; revision: ProtocolRevision } | { ok: false; problems: Array<{ key: string; message: string }> };

/**
 * The per-request protocol fields. The revision was checked against the endpoint's list when the request
 * was routed here; what remains is that each required key is there and of its type.
 */
function readEnvelope(meta: unknown): Envelope {
  const fields = isObject(meta) ? meta : {};
  const problems: Array<{ key: string; message: string }> = [];
  const version = fields[MetaKey.ProtocolVersion];
  if (version === undefined) problems.push({ key: MetaKey.ProtocolVersion, message: `${MetaKey.ProtocolVersion} is required` });
  else if (!(PROTOCOL_REVISIONS as readonly unknown[]).includes(version))
    problems.push({ key: MetaKey.ProtocolVersion, message: `${MetaKey.ProtocolVersion} must name a revision` });
  const capabilities = fields[MetaKey.ClientCapabilities];
  if (capabilities === undefined) problems.push({ key: MetaKey.ClientCapabilities, message: `${MetaKey.ClientCapabilities} is required` });
  else if (!isObject(capabilities)) problems.push({ key: MetaKey.ClientCapabilities, message: `${MetaKey.ClientCapabilities} must be an object` });
  const info = fields[MetaKey.ClientInfo];
  if (info !== undefined && !(isObject(info) && typeof info.name === 'string' && typeof info.version === 'string')) {
    problems.push({ key: MetaKey.ClientInfo, message: `${MetaKey.ClientInfo} must be an object with a name and a version` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, revision: version as ProtocolRevision };
}

/** What disagrees between the mirrored headers and the body, or undefined when they agree. */
function headerMismatch(headers: MirroredHeaders, revision: ProtocolRevision, method: string, params: Record<string, unknown>): string | undefined {
  const compare = (header: string, value: string | undefined, expected: string): string | undefined => {
    if (value === undefined) return `the ${header} header is required`;
    const decoded = decodeHeaderValue(value);
    if (decoded === undefined) return `the ${header} header is malformed`;
    return decoded === expected ? undefined : `the ${header} header (${value}) does not match the body (${expected})`;
  };
  return (
    compare('MCP-Protocol-Version', headers.protocolVersion, revision) ??
    compare('Mcp-Method', headers.method, method) ??
    (method === 'tools/call' && typeof params.name === 'string' ? compare('Mcp-Name', headers.name, params.name) : undefined)
  );
}

const BASE64_SENTINEL = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/;

/** A mirrored header's value: as sent, or decoded when sent in the `=?base64?…?=` form; undefined when malformed. */
export function decodeHeaderValue(value: string): string | undefined {
  const encoded = BASE64_SENTINEL.exec(value);
  if (!encoded) return /^[\t\x20-\x7e]*$/.test(value) ? value : undefined;
  const bytes = Buffer.from(encoded[1], 'base64');
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}

function acceptsBoth(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return (types.includes('application/json') || types.includes('*/*')) && (types.includes('text/event-stream') || types.includes('*/*'));
}

function complete(id: JsonRpcId, result: Record<string, unknown>): ProtocolAnswer {
  const meta = isObject(result._meta) ? result._meta : {};
  return { status: 200, body: { jsonrpc: '2.0', id, result: { ...result, resultType: 'complete', _meta: { ...meta, [MetaKey.ServerInfo]: SERVER_INFO } } } };
}

function refuse(status: number, id: JsonRpcId, code: number, message: string, data?: unknown): ProtocolAnswer {
  return { status, body: jsonRpcError(id, code, message, data) };
}

function inBand(id: JsonRpcId, code: number, message: string): ProtocolAnswer {
  return refuse(200, id, code, message);
}
