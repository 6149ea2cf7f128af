import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CONFIRMATION_ARGUMENT } from '../tools/confirmations';
import { CallerTools, SERVER_CAPABILITIES, SERVER_INFO } from '../tools/mcp-server';
import { idOf, isObject, JsonRpcCode, jsonRpcError, JsonRpcId } from './json-rpc';
import { PROTOCOL_REVISIONS, ProtocolRevision } from '../revisions/revisions';

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
 * Every result carries `resultType: "complete"` and the server's identity in `_meta`; `server/discover`
 * and `tools/list` carry the cache hints. The one exception is a money tool's preview to a client that
 * declares elicitation: it is `input_required` (`confirmationRequired`), and the client's retry with the
 * person's answer and the `requestState` confirms or cancels the call. Errors about a well-formed request
 * (an unknown tool, a cursor this list never issued, a `requestState` this server never issued) are
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
      if (params.requestState !== undefined) return answerConfirmation(id, params, tools, envelope.revision);
      const result = await tools.call(params.name, params.arguments, envelope.revision);
      if (!result) return inBand(id, JsonRpcCode.InvalidParams, `Unknown tool: ${params.name}`);
      const handle = previewHandleOf(result);
      if (handle !== undefined && elicitsForms(envelope.capabilities)) return confirmationRequired(id, result, handle);
      return complete(id, result);
    }
    default:
      return refuse(404, id, JsonRpcCode.MethodNotFound, `Method not found: ${method}`);
  }
}

type Envelope =
  { ok: true; revision: ProtocolRevision; capabilities: Record<string, unknown> } | { ok: false; problems: Array<{ key: string; message: string }> };

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
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, revision: version as ProtocolRevision, capabilities: capabilities as Record<string, unknown> };
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

/**
 * Confirmations in the multi-round-trip pattern (2026-07-28, `input_required`; docs/mcp.md, "Previews and
 * confirmation"). A money tool called without `confirmation` answers a preview with a handle bound to the
 * caller, the tool and the arguments (decision 0025). A client that can show a form to its user gets, in
 * place of that preview, an elicitation asking the person to confirm what the preview says, and the handle
 * as `requestState`. The client sends the same call again with the person's answer and the `requestState`
 * echoed: accepted (`confirm: true`), the call runs with the handle as its `confirmation`, so every check of
 * the argument flow applies (same caller, same tool, same arguments, once, before it expires); declined or
 * cancelled, nothing is done and the result says so. Clients without the capability, and the older
 * revisions, keep the argument flow.
 */
const CONFIRM_KEY = 'confirm';
const REQUEST_STATE_PREFIX = 'confirmation:';

/** Whether the client declared form elicitation (`elicitation: {}` is form-only, as the specification reads an empty object). */
function elicitsForms(capabilities: Record<string, unknown>): boolean {
  const elicitation = capabilities.elicitation;
  return isObject(elicitation) && (Object.keys(elicitation).length === 0 || isObject(elicitation.form));
}

/** The confirmation handle of a preview result, or undefined for any other result. */
function previewHandleOf(result: CallToolResult): string | undefined {
  const structured = result.structuredContent;
  return isObject(structured) && structured.preview === true && typeof structured[CONFIRMATION_ARGUMENT] === 'string'
    ? (structured[CONFIRMATION_ARGUMENT] as string)
    : undefined;
}

function confirmationRequired(id: JsonRpcId, preview: CallToolResult, handle: string): ProtocolAnswer {
  const result = {
    resultType: 'input_required',
    inputRequests: {
      [CONFIRM_KEY]: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: previewMessage(preview.structuredContent as Record<string, unknown>),
          requestedSchema: {
            type: 'object',
            properties: {
              [CONFIRM_KEY]: { type: 'boolean', title: 'Confirm', description: 'Yes to do what is described above; nothing happens otherwise.' },
            },
            required: [CONFIRM_KEY],
          },
        },
      },
    },
    requestState: `${REQUEST_STATE_PREFIX}${handle}`,
    _meta: { [MetaKey.ServerInfo]: SERVER_INFO },
  };
  return { status: 200, body: { jsonrpc: '2.0', id, result } };
}

/** The retry of a call that asked for confirmation: the person's answer decides. */
async function answerConfirmation(id: JsonRpcId, params: Record<string, unknown>, tools: CallerTools, revision: ProtocolRevision): Promise<ProtocolAnswer> {
  const state = params.requestState;
  if (typeof state !== 'string' || !state.startsWith(REQUEST_STATE_PREFIX) || state.length === REQUEST_STATE_PREFIX.length) {
    return inBand(id, JsonRpcCode.InvalidParams, 'Invalid params: requestState is not one this server issued');
  }
  const responses = isObject(params.inputResponses) ? params.inputResponses : {};
  const answer = responses[CONFIRM_KEY];
  if (!isObject(answer) || typeof answer.action !== 'string') {
    return inBand(id, JsonRpcCode.InvalidParams, `Invalid params: inputResponses.${CONFIRM_KEY} must be the answer to the confirmation`);
  }
  const args = params.arguments ?? {};
  if (!isObject(args)) return inBand(id, JsonRpcCode.InvalidParams, 'Invalid params: `arguments` must be an object');
  const confirmed = answer.action === 'accept' && isObject(answer.content) && answer.content[CONFIRM_KEY] === true;
  if (!confirmed) {
    // Nothing was done: no service was asked. A tool error, so a client validating output schemas reads it as the outcome it is.
    return complete(id, {
      content: [{ type: 'text', text: `Not confirmed (${answer.action === 'accept' ? 'the confirmation was not ticked' : answer.action}): nothing was done.` }],
      isError: true,
    });
  }
  const result = await tools.call(params.name as string, { ...args, [CONFIRMATION_ARGUMENT]: state.slice(REQUEST_STATE_PREFIX.length) }, revision);
  if (!result) return inBand(id, JsonRpcCode.InvalidParams, `Unknown tool: ${String(params.name)}`);
  return complete(id, result);
}

/** The preview in a person's words: what the call does, the money, and what may refuse it. */
function previewMessage(preview: Record<string, unknown>): string {
  const dollars = (value: unknown) => (typeof value === 'number' ? `$${value.toFixed(2)}` : String(value));
  const lines = [typeof preview.action === 'string' ? preview.action : `Run ${String(preview.tool)}`];
  if (isObject(preview.amounts)) for (const [name, value] of Object.entries(preview.amounts)) lines.push(`${name.replace(/_/g, ' ')}: ${dollars(value)}`);
  const advance = preview.advance;
  if (isObject(advance)) {
    lines.push(`Advance: ${dollars(advance.amount_advance)} (fee ${dollars(advance.amount_advance_fee)}), net payout ${dollars(advance.net_payout)}`);
  }
  const credit = preview.customer_credit;
  if (isObject(credit)) lines.push(`Customer's available credit: ${dollars(credit.available_before)} → ${dollars(credit.available_after)}`);
  if (Array.isArray(preview.refusals) && preview.refusals.length > 0) lines.push(`The records show it may be refused: ${preview.refusals.join('; ')}`);
  if (typeof preview.expires_at === 'string') lines.push(`Confirm before ${preview.expires_at}.`);
  return lines.join('\n');
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
