// A folder of its own, below both protocol/ (routing, answers) and tools/ (each revision's definitions), which import it.
/**
 * The protocol revisions the endpoint speaks, newest first: the one place they are listed. `server/discover`
 * and the "unsupported protocol version" error name exactly these.
 *
 * Two eras share the endpoint. The stateless revisions (2026-07-28) carry their revision and the client's
 * capabilities in every request's `_meta` and have no handshake; the legacy ones open with `initialize`,
 * which agrees on a revision that later requests repeat in the `MCP-Protocol-Version` header (clients
 * before 2025-06-18 send no header at all). Neither era keeps anything between requests here, so any
 * replica answers any request of either.
 */
export const PROTOCOL_REVISIONS = ['2026-07-28', '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
export type ProtocolRevision = (typeof PROTOCOL_REVISIONS)[number];
export type ProtocolEra = 'stateless' | 'legacy';

/** The revisions served without a handshake, per request. */
export const STATELESS_REVISIONS: readonly ProtocolRevision[] = ['2026-07-28'];
/** What `initialize` settles on when the client asks for a revision the legacy era does not have (2026-07-28 included). */
export const NEWEST_LEGACY_REVISION: ProtocolRevision = '2025-11-25';
/**
 * A legacy request without `MCP-Protocol-Version`: the header arrived with 2025-06-18, and the transport
 * specification says to read its absence as 2025-03-26.
 */
export const REVISION_WITHOUT_HEADER: ProtocolRevision = '2025-03-26';

export function isProtocolRevision(value: unknown): value is ProtocolRevision {
  return typeof value === 'string' && (PROTOCOL_REVISIONS as readonly string[]).includes(value);
}

export function eraOf(revision: ProtocolRevision): ProtocolEra {
  return STATELESS_REVISIONS.includes(revision) ? 'stateless' : 'legacy';
}

/**
 * What a revision's tool definitions and tool results may carry. Revision dates compare as text.
 * - `annotations` (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) arrived with 2025-03-26;
 * - a tool's `title`, its `outputSchema` and a result's `structuredContent` with 2025-06-18;
 * - from 2025-11-25 a JSON Schema without `$schema` is JSON Schema 2020-12; before, the protocol named no
 *   dialect, so the schemas say which one they are.
 */
export interface RevisionFeatures {
  annotations: boolean;
  structuredOutput: boolean;
  declaresSchemaDialect: boolean;
}

export function featuresOf(revision: ProtocolRevision): RevisionFeatures {
  return {
    annotations: revision >= '2025-03-26',
    structuredOutput: revision >= '2025-06-18',
    declaresSchemaDialect: revision < '2025-11-25',
  };
}
