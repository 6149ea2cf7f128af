/**
 * JSON-RPC error codes the endpoint answers with: JSON-RPC's own, and those the protocol reserves
 * (-32020..-32099, defined by the 2026-07-28 revision). -32000 is the legacy era's catch-all for transport
 * refusals, kept where 2025-era clients already meet it.
 */
export const JsonRpcCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** The legacy era's transport refusals (method not allowed, not acceptable, unsupported media type). */
  ServerError: -32000,
  /** HTTP headers and body disagree, or a required header is missing (2026-07-28). */
  HeaderMismatch: -32020,
  /** The request names a revision the endpoint does not speak; `data` lists those it does. */
  UnsupportedProtocolVersion: -32022,
} as const;

export type JsonRpcId = string | number | null;

export interface JsonRpcErrorResponse {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: { code: number; message: string; data?: unknown };
}

export function jsonRpcError(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcErrorResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined ? { data } : {}) } };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The id of a message, when it has one JSON-RPC allows; `null` otherwise (what an error about it carries). */
export function idOf(message: unknown): JsonRpcId {
  if (!isObject(message)) return null;
  return typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
}
