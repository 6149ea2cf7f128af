import { DEFAULT_MERCHANT_API_VERSION, ListEnvelope, MERCHANT_API_VERSIONS, MerchantApiVersion } from '@netline/contracts';
import type { Operation } from './operation';

/**
 * One change a version makes to the answers of the version before it (docs/api-conventions.md,
 * "Versions"). Services answer in the first version, `V5`, the contract the API was published under;
 * the gateway applies each later version's changes, in order, to the answers of a request that asked
 * for that version or a later one. The same change reshapes the OpenAPI document of those versions, so
 * a client generated for a version accepts what it is answered.
 */
export interface ApiVersionChange {
  /** What changed, for the version table in the docs. */
  summary: string;
  /** Whether the change reshapes this operation's successful answer. */
  affects(operation: Pick<Operation, 'list'>): boolean;
  /** The answer's body in the version before the change → the body in the version of the change. */
  upgrade(body: unknown, operation: Pick<Operation, 'list'>): unknown;
  /** The same change to the JSON Schema of such an answer (a copy the caller owns). */
  upgradeSchema(schema: JsonSchema): void;
  /** The answer no longer carries a list's total, so the services need not count (`ListQuery.uncounted`). */
  uncounts?: boolean;
}

export interface ApiVersion {
  name: MerchantApiVersion;
  released: string;
  /** Why a client would move to it. */
  summary: string;
  changes: ApiVersionChange[];
}

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

/**
 * `V6` lists: `has_more` in place of `count`. Counting every matching row costs a scan of the merchant's
 * whole table on every page, which grows with the merchant's history, and a client iterating pages only
 * needs to know whether another page follows. So a `V6` list query is marked `uncounted` (`uncounts`):
 * services that read through `pageOf`, `pageOfRows` or `sequencedPage` read one row past the page and
 * answer `has_more` themselves; for a list that still counts, `has_more` is derived here from its count.
 */
const listsAnswerHasMore: ApiVersionChange = {
  summary: 'Lists answer `has_more` (whether a page follows this one) in place of `count` (the total of matching records).',
  affects: (operation) => operation.list !== undefined,
  upgrade(body) {
    const list = body as ListEnvelope<unknown>;
    // A list read without counting (the query said `uncounted`) already answers has_more.
    if (!('count' in list)) return list;
    const { count, ...rest } = list;
    return { has_more: rest.page * rest.limit + rest.results.length < count, ...rest };
  },
  uncounts: true,
  upgradeSchema(schema) {
    const properties = schema.properties ?? {};
    delete properties.count;
    schema.properties = { has_more: { type: 'boolean', description: 'Whether a page follows this one' }, ...properties };
    schema.required = ['has_more', ...(schema.required ?? []).filter((field) => field !== 'count')];
  },
};

/** Every version of the merchant API, oldest first; `MERCHANT_API_VERSIONS` names the same, in the same order. */
export const API_VERSIONS: readonly ApiVersion[] = [
  { name: 'V5', released: '2026-10-01', summary: 'The first published version.', changes: [] },
  {
    name: 'V6',
    released: '2026-12-04',
    summary: 'Lists stop promising a total, which costs a count of every matching record on each page as an account grows.',
    changes: [listsAnswerHasMore],
  },
];

/** The changes between the first version and `version`, in the order they apply. */
export function changesUpTo(version: MerchantApiVersion): ApiVersionChange[] {
  const last = API_VERSIONS.findIndex((candidate) => candidate.name === version);
  return API_VERSIONS.slice(1, last + 1).flatMap((candidate) => candidate.changes);
}

/** The body a service answered (first version) as `version` answers it; the same object when no change reshapes it. */
export function answerIn(version: MerchantApiVersion, operation: Pick<Operation, 'list'>, body: unknown): unknown {
  let answer = body;
  for (const change of changesUpTo(version)) if (change.affects(operation)) answer = change.upgrade(answer, operation);
  return answer;
}

/**
 * Whether a list asked for in `version` may be read without its total: the services then read one record
 * past the page instead of counting every match (`ListQuery.uncounted`).
 */
export function listsUncounted(version: MerchantApiVersion, operation: Pick<Operation, 'list'>): boolean {
  return changesUpTo(version).some((change) => change.uncounts === true && change.affects(operation));
}

/** Whether `version` answers this operation in another shape than the services write it. */
export function reshapes(version: MerchantApiVersion, operation: Pick<Operation, 'list'>): boolean {
  return version !== DEFAULT_MERCHANT_API_VERSION && changesUpTo(version).some((change) => change.affects(operation));
}

type OpenApiOperation = {
  operationId?: string;
  responses?: Record<
    string,
    { headers?: Record<string, { schema?: { enum?: string[] } }>; content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }
  >;
};

/**
 * The merchant API's OpenAPI document (built from the operation catalogue in the first version) as
 * `version` describes it: its `info.version`, the version every answer names, and each changed answer's
 * schema and example. The document given is not modified.
 */
export function documentIn(version: MerchantApiVersion, document: Record<string, unknown>, operations: Operation[]): Record<string, unknown> {
  const copy = structuredClone(document) as {
    info: { version: string };
    paths: Record<string, Record<string, OpenApiOperation>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  copy.info.version = version;
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const changes = changesUpTo(version);
  const reshaped = new Set<string>();
  for (const item of Object.values(copy.paths)) {
    for (const entry of Object.values(item)) {
      const operation = byId.get((entry.operationId ?? '').replace(/Alias\d*$/, ''));
      for (const [status, response] of Object.entries(entry.responses ?? {})) {
        // Every answer names the version; the headers object is shared by an operation's answers.
        const versionHeader = response.headers?.['X-Api-Version']?.schema;
        if (versionHeader?.enum) versionHeader.enum = [version];
        const json = response.content?.['application/json'];
        if (!operation || !json || Number(status) >= 300) continue;
        for (const change of changes.filter((candidate) => candidate.affects(operation))) {
          const id = json.schema?.$ref?.replace('#/components/schemas/', '');
          if (id && copy.components.schemas[id] && !reshaped.has(`${id}:${changes.indexOf(change)}`)) {
            change.upgradeSchema(copy.components.schemas[id]);
            reshaped.add(`${id}:${changes.indexOf(change)}`);
          }
          if (json.example !== undefined) json.example = change.upgrade(json.example, operation);
        }
      }
    }
  }
  return copy;
}

/** The versions table of docs/api-conventions.md (generated by `npm run generate`). */
export function apiVersionsMarkdown(): string {
  const rows = API_VERSIONS.map((version) => {
    const changes = version.changes.length === 0 ? '—' : version.changes.map((change) => change.summary).join('<br>');
    return `| \`${version.name}\` | ${version.released} | ${version.summary} | ${changes} |`;
  });
  return ['| Version | Released | Why | Changes from the version before |', '|---|---|---|---|', ...rows].join('\n');
}

/** The registry and the version names must agree; a version added to one only fails at load. */
if (API_VERSIONS.map((version) => version.name).join() !== MERCHANT_API_VERSIONS.join()) {
  throw new Error('API_VERSIONS and MERCHANT_API_VERSIONS list different versions');
}
