import { isBuyerToolOperation, isToolOperation, Operation, toolName } from '@netline/catalogue';
import { FilterSpec, ListSpec } from '@netline/contracts';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { McpCaller, ToolSetName } from '../auth/caller';
import { CONFIRMATION_ARGUMENT } from './confirmations';
import { JsonSchema, jsonSchemaOf } from './json-schema';
import { PREVIEWED_TOOLS } from './previews';

/** The printable-ASCII rule of `Idempotency-Key` on the REST API, for the `idempotency_key` argument. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_ARGUMENT = 'idempotency_key';
/** Arguments of list tools that are not filters or plain parameters. */
const LIST_ARGUMENTS = ['limit', 'page', 'filter', 'sort'] as const;

/** One merchant operation offered as a tool. */
export interface McpTool {
  name: string;
  operation: Operation;
  /** The `tools/list` entry. */
  definition: Tool;
  /** Argument names that are path parameters, and (list tools) plain query parameters. */
  paramNames: ReadonlySet<string>;
  listParamNames: ReadonlySet<string>;
  /** The operation answers a JSON array, which a tool result carries as `{ results: [...] }`. */
  wrapsArray: boolean;
}

/** `fetchCustomer` → `fetch_customer` (the catalogue's rule, which identity checks key policies with too). */
export { toolName };

/**
 * The tools of one tool set, derived from the operation catalogue: name (snake_case of the operationId),
 * description (the API reference's summary and description), input schema (path parameters, list
 * arguments and body fields side by side, plus `idempotency_key` on writes), output schema (the response
 * schema) and annotations (read-only, destructive, idempotent, open-world from the catalogue entry). The
 * JSON Schemas are built once, at boot.
 */
export class ToolCatalogue {
  private readonly byName = new Map<string, McpTool>();

  constructor(
    readonly toolSet: ToolSetName,
    operations: Operation[],
    appEnv: 'sandbox' | 'production',
  ) {
    // The buyer tool set offers the buyer portal's operations, which no other set offers.
    const offered = toolSet === 'buyer' ? isBuyerToolOperation : isToolOperation;
    for (const operation of operations) {
      if (!offered(operation, appEnv)) continue;
      const tool = buildTool(operation);
      if (this.byName.has(tool.name)) throw new Error(`two operations make the tool ${tool.name}`);
      this.byName.set(tool.name, tool);
    }
  }

  get tools(): McpTool[] {
    return [...this.byName.values()];
  }

  get(name: string): McpTool | undefined {
    return this.byName.get(name);
  }

  /** The tools a caller is offered: read tools for a `:read` token, every tool for `:write`. */
  visibleTo(caller: McpCaller): McpTool[] {
    if (caller.toolSet !== this.toolSet) return [];
    return this.tools.filter((tool) => (tool.operation.access === 'write' ? caller.canWrite : caller.canRead));
  }
}

function buildTool(operation: Operation): McpTool {
  const name = toolName(operation.operationId);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const add = (schema: JsonSchema, requiredToo: boolean) => {
    for (const [key, value] of Object.entries((schema.properties as Record<string, JsonSchema>) ?? {})) {
      if (key in properties) throw new Error(`${name}: the argument \`${key}\` would mean two things`);
      properties[key] = value;
    }
    if (requiredToo) required.push(...((schema.required as string[]) ?? []));
  };
  if (operation.params) add(jsonSchemaOf(operation.params, 'input'), true);
  if (operation.list) add(listArgumentsSchema(operation.list), false);
  if (operation.query) add(jsonSchemaOf(operation.query, 'input'), false);
  if (operation.body) {
    const body = jsonSchemaOf(operation.body, 'input');
    if (body.type !== 'object') throw new Error(`${name}: a tool needs an object body`);
    add(body, !operation.bodyOptional);
  }
  if (operation.access === 'write') {
    add(
      {
        properties: {
          [IDEMPOTENCY_KEY_ARGUMENT]: {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            pattern: '^[\\x21-\\x7e]+$',
            description:
              'Makes a retry safe: the first result is kept for 24 hours and returned again for the same key; the same key with ' +
              'other arguments is refused, and one sent while the first call still runs gets a conflict error. Same rules as the ' +
              "REST API's Idempotency-Key header.",
          },
        },
      },
      false,
    );
  }
  if (PREVIEWED_TOOLS.has(name)) {
    // The edge's own argument of the tools that move money (docs/mcp.md, "Previews and confirmation").
    add(
      {
        properties: {
          [CONFIRMATION_ARGUMENT]: {
            type: 'string',
            minLength: 1,
            maxLength: 64,
            description:
              'The handle of a preview of this same call (same arguments), valid for 10 minutes. Without it, the call answers ' +
              'the preview (amounts, credit, ledger movements and a handle) and changes nothing, unless previews are off for the access key.',
          },
        },
      },
      false,
    );
  }

  let outputSchema: JsonSchema | undefined;
  let wrapsArray = false;
  if (operation.response && (operation.status ?? 200) !== 204) {
    const response = jsonSchemaOf(operation.response, 'output');
    if (response.type === 'array') {
      wrapsArray = true;
      outputSchema = { type: 'object', properties: { results: response }, required: ['results'], additionalProperties: false };
    } else if (response.type === 'object') {
      outputSchema = response;
    } else {
      throw new Error(`${name}: a tool's structured result must be an object or an array`);
    }
  }

  const definition: Tool = {
    name,
    title: operation.summary,
    description: describe(operation),
    inputSchema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false },
    ...(outputSchema ? { outputSchema: outputSchema as Tool['outputSchema'] } : {}),
    annotations: {
      title: operation.summary,
      readOnlyHint: operation.access === 'read',
      ...(operation.access === 'write' ? { destructiveHint: operation.destructive ?? true } : {}),
      idempotentHint: operation.access === 'read' || operation.idempotent === true,
      openWorldHint: operation.openWorld === true,
    },
  };
  return {
    name,
    operation,
    definition,
    paramNames: new Set(Object.keys(operation.params?.shape ?? {})),
    listParamNames: new Set(Object.keys(operation.list?.params?.shape ?? {})),
    wrapsArray,
  };
}

function describe(operation: Operation): string {
  const parts = [sentence(operation.summary)];
  if (operation.sandboxOnly) parts.push('Sandbox only: a stand-in for what underwriters, banks or time do in production.');
  if (operation.deprecated) parts.push('Deprecated.');
  if (operation.description) parts.push(operation.description);
  if (operation.list) {
    parts.push('Answers `{count, page, limit, results}`; records start at page × limit. `filter` takes `{field: value}` or `{field: {op: value}}`.');
  }
  if ((operation.status ?? 200) === 204) parts.push('Answers no content when it succeeds.');
  return parts.join('\n\n');
}

function sentence(text: string): string {
  return /[.!?)]$/.test(text) ? text : `${text}.`;
}

/** The arguments of a list tool: `limit`, `page`, `filter` (per the allow-list), `sort` and plain parameters. */
function listArgumentsSchema(spec: ListSpec): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    limit: {
      type: 'integer',
      minimum: spec.limit.min,
      maximum: spec.limit.max,
      default: spec.limit.default,
      description: `Maximum number of records (${spec.limit.min}..${spec.limit.max}, default ${spec.limit.default})`,
    },
    page: { type: 'integer', minimum: 0, default: 0, description: 'Records start at position page × limit (default 0)' },
  };
  const filters = Object.entries(spec.filters);
  if (filters.length > 0) {
    properties.filter = {
      type: 'object',
      description: 'Filters: `{field: value}` means equal; `{field: {op: value}}` with the operators each field allows',
      properties: Object.fromEntries(
        filters.map(([field, filter]) => {
          const value = filterValueSchema(filter);
          return [
            field,
            {
              description: `Operators: ${filter.ops.join(', ')}`,
              anyOf: [
                value,
                { type: 'object', properties: Object.fromEntries(filter.ops.map((op) => [op, value])), additionalProperties: false, minProperties: 1 },
              ],
            },
          ];
        }),
      ),
      additionalProperties: false,
    };
  }
  if (spec.sort) {
    properties.sort = {
      type: 'string',
      description: `Sort by ${spec.sort.fields.join(', ')}; prefix a field with - for descending${spec.sort.multi ? ', comma-separate several' : ''} (default ${spec.sort.default})`,
    };
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (spec.params) {
    const params = jsonSchemaOf(spec.params, 'input');
    for (const [key, value] of Object.entries((params.properties as Record<string, JsonSchema>) ?? {})) {
      if ((LIST_ARGUMENTS as readonly string[]).includes(key)) throw new Error(`list parameter ${key} collides with a list argument`);
      properties[key] = value;
    }
  }
  return schema;
}

function filterValueSchema(filter: FilterSpec): JsonSchema {
  switch (filter.type) {
    case 'enum':
      return { type: 'string', enum: [...(filter.values ?? [])] };
    case 'boolean':
      return { type: 'boolean' };
    case 'money':
      return { type: 'number', description: 'US dollars, at most two decimals' };
    case 'number':
      return { type: 'number', ...(filter.min !== undefined ? { minimum: filter.min } : {}), ...(filter.max !== undefined ? { maximum: filter.max } : {}) };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'string':
      return { type: 'string' };
  }
}
