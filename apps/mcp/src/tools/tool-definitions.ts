import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { Operation } from '@netline/catalogue';
import { featuresOf, ProtocolRevision } from '../revisions/revisions';
import { JsonSchema } from './json-schema';
import { PREVIEW_SCHEMA, PREVIEWED_TOOLS } from './previews';
import { McpTool } from './tool-catalogue';
import { markUntrusted, untrustedPlan, UntrustedPlan, untrustedSchema } from './untrusted-text';

/** The dialect every tool schema is written in, named in the schemas of the revisions that had no default. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A tool's behaviour hints, all five stated (the protocol's defaults for a missing hint are the cautious
 * ones, "destructive" and "open world", which would misdescribe most tools), from the catalogue entry:
 * - `readOnlyHint`: a read operation (`access: 'read'`); those are never destructive, always idempotent;
 * - `destructiveHint`: a write that ends or removes something for good (voids, cancels, deletes, declines,
 *   moving time), the entry's `destructive`;
 * - `idempotentHint`: a read, or a write whose repeat with the same arguments changes nothing more (updates,
 *   upserts, state changes that answer "already done"), the entry's `idempotent`. The other writes are
 *   made safe to retry by their `idempotency_key` argument, which every write tool takes;
 * - `openWorldHint`: the operation reaches outside Netline (a webhook endpoint, a courier, a bank, a
 *   merchant-hosted file, a buyer's inbox), the entry's `openWorld`.
 */
export function toolAnnotations(
  operation: Operation,
): Required<Pick<ToolAnnotations, 'title' | 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint'>> {
  const write = operation.access === 'write';
  return {
    title: operation.summary,
    readOnlyHint: !write,
    destructiveHint: write && operation.destructive === true,
    idempotentHint: !write || operation.idempotent === true,
    openWorldHint: operation.openWorld === true,
  };
}

interface Presentation {
  /** What the structured result follows: the response schema with outside text wrapped. */
  outputSchema?: JsonSchema;
  plan?: UntrustedPlan;
  definitions: Map<ProtocolRevision, Tool>;
}

const presentations = new WeakMap<McpTool, Presentation>();

/** Worked out once per tool (tools are built once, at boot) and kept with it. */
function presentationOf(tool: McpTool): Presentation {
  let presentation = presentations.get(tool);
  if (!presentation) {
    const response = tool.definition.outputSchema as JsonSchema | undefined;
    // A tool that previews answers either its resource or a preview (docs/mcp.md, "Previews and confirmation").
    const resource = response ? untrustedSchema(response) : undefined;
    const outputSchema = resource && PREVIEWED_TOOLS.has(tool.name) ? { type: 'object', anyOf: [resource, PREVIEW_SCHEMA] } : resource;
    presentation = {
      ...(response ? { outputSchema, plan: untrustedPlan(response) } : {}),
      definitions: new Map(),
    };
    presentations.set(tool, presentation);
  }
  return presentation;
}

/**
 * The `tools/list` entry of a tool as a client of `revision` reads it. Every revision gets the same tool,
 * name, description and input schema; what a revision did not have yet is left out (annotations before
 * 2025-03-26; title and output schema before 2025-06-18), and before 2025-11-25, when the protocol named
 * no default dialect, each schema says it is JSON Schema 2020-12.
 */
export function toolDefinition(tool: McpTool, revision: ProtocolRevision): Tool {
  const presentation = presentationOf(tool);
  const known = presentation.definitions.get(revision);
  if (known) return known;
  const features = featuresOf(revision);
  const dialect = <T extends JsonSchema>(schema: T): T => (features.declaresSchemaDialect ? { $schema: SCHEMA_DIALECT, ...schema } : schema);
  const { name, title, description, inputSchema } = tool.definition;
  const definition: Tool = {
    name,
    ...(features.structuredOutput && title ? { title } : {}),
    ...(description ? { description } : {}),
    inputSchema: dialect(inputSchema),
    ...(features.structuredOutput && presentation.outputSchema ? { outputSchema: dialect(presentation.outputSchema) as Tool['outputSchema'] } : {}),
    ...(features.annotations ? { annotations: toolAnnotations(tool.operation) } : {}),
  };
  presentation.definitions.set(revision, definition);
  return definition;
}

/** The structured result of a successful call: the service's answer (an array inside `{results}`) with its outside text wrapped. */
export function structuredResult(tool: McpTool, data: unknown): Record<string, unknown> {
  return markUntrusted(presentationOf(tool).plan, tool.wrapsArray ? { results: data } : data) as Record<string, unknown>;
}

/** A tool result as a client of `revision` reads it: `structuredContent` only from 2025-06-18 (the text twin says the same). */
export function resultForRevision(result: CallToolResult, revision: ProtocolRevision): CallToolResult {
  if (featuresOf(revision).structuredOutput || result.structuredContent === undefined) return result;
  const { structuredContent: _structured, ...rest } = result;
  return rest;
}
