import { idOf, isObject, JsonRpcCode, jsonRpcError, JsonRpcErrorResponse } from './json-rpc';
import { MetaKey } from './stateless-requests';
import { eraOf, isProtocolRevision, PROTOCOL_REVISIONS, ProtocolEra, ProtocolRevision, REVISION_WITHOUT_HEADER } from '../revisions/revisions';

export type RequestRoute = { era: ProtocolEra; revision: ProtocolRevision } | { refused: { status: number; body: JsonRpcErrorResponse } };

/**
 * Which era serves a POSTed message, decided by the message itself, every time (there is no session to
 * remember it by):
 * - `initialize` is the legacy era's handshake, whatever revision it asks for (one asking for 2026-07-28
 *   is answered with the newest legacy revision, as the handshake's negotiation has it);
 * - a message whose `params._meta` names a revision (`io.modelcontextprotocol/protocolVersion`) is served
 *   in that revision's era: the body decides, and the stateless era then checks that the headers agree;
 * - otherwise the `MCP-Protocol-Version` header decides, and no header is a legacy client from before
 *   2025-06-18 (read as 2025-03-26). A stateless revision in the header without the `_meta` fields goes to
 *   the stateless era, which refuses it for the missing fields.
 * A revision the endpoint does not speak, in the body or the header, is refused here: 400 with -32022
 * (UnsupportedProtocolVersion) and the revisions it does speak, in either era.
 */
export function routeRequest(message: unknown, protocolVersionHeader: string | undefined): RequestRoute {
  if (isObject(message) && message.method === 'initialize') return { era: 'legacy', revision: REVISION_WITHOUT_HEADER };
  const meta = isObject(message) && isObject(message.params) && isObject(message.params._meta) ? message.params._meta : undefined;
  const claimed = meta?.[MetaKey.ProtocolVersion];
  if (claimed !== undefined) {
    if (typeof claimed !== 'string') {
      return {
        refused: {
          status: 400,
          body: jsonRpcError(idOf(message), JsonRpcCode.InvalidParams, `Invalid params: _meta ${MetaKey.ProtocolVersion} must be a string`, {
            meta: [{ key: MetaKey.ProtocolVersion, message: `${MetaKey.ProtocolVersion} must be a string` }],
          }),
        },
      };
    }
    return isProtocolRevision(claimed) ? { era: eraOf(claimed), revision: claimed } : unsupported(message, claimed);
  }
  if (protocolVersionHeader === undefined) return { era: 'legacy', revision: REVISION_WITHOUT_HEADER };
  return isProtocolRevision(protocolVersionHeader)
    ? { era: eraOf(protocolVersionHeader), revision: protocolVersionHeader }
    : unsupported(message, protocolVersionHeader);
}

function unsupported(message: unknown, requested: string): RequestRoute {
  return {
    refused: {
      status: 400,
      body: jsonRpcError(idOf(message), JsonRpcCode.UnsupportedProtocolVersion, `Unsupported protocol version: ${requested}`, {
        supported: [...PROTOCOL_REVISIONS],
        requested,
      }),
    },
  };
}
