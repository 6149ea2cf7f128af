import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a contract schema, written as JSON Schema 2020-12 (the protocol's dialect) with only
 * the keywords that mean the same in draft-07, so a client validating with either reads it alike: every
 * `$ref` written out in place (several clients do not follow references, and draft-07 ignores a `$ref`'s
 * siblings), no `$defs`, no tuple `prefixItems`, a nullable value as `anyOf [{type: X}, {type: null}]`
 * rather than `type: [X, null]` (some clients map schemas onto a single-`type` dialect), and "any value"
 * as `true`. It carries no `$schema`: the revisions that need the dialect named get it from the tool
 * definitions (`tool-definitions.ts`). `io` picks the input side (what a caller may send) or the output
 * side (what a service answers) of transforms and defaults.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const definitions = { ...((document.definitions as Record<string, JsonSchema>) ?? {}), ...((document.$defs as Record<string, JsonSchema>) ?? {}) };
  delete document.$schema;
  delete document.definitions;
  delete document.$defs;
  return inline(document, definitions, []) as JsonSchema;
}

function inline(node: unknown, definitions: Record<string, JsonSchema>, path: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, definitions, path));
  if (!node || typeof node !== 'object') return node;
  const object = node as JsonSchema;
  const result: JsonSchema = {};
  if (typeof object.$ref === 'string') {
    const name = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(object.$ref)?.[1];
    if (!name || !definitions[name]) throw new Error(`unresolvable $ref ${object.$ref}`);
    if (path.includes(name)) throw new Error(`recursive schema ${name} cannot be written out in place`);
    Object.assign(result, inline(definitions[name], definitions, [...path, name]));
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === '$ref') continue;
    // A tuple's `prefixItems` is 2020-12 only (draft-07 spells it `items: [...]`): no contract may need one.
    if (key === 'prefixItems') throw new Error(`tuple schemas read differently in draft-07 and 2020-12 (at ${path.join('.') || 'the root'})`);
    const written = inline(value, definitions, path);
    // `{}` accepts anything; `true` says so plainly.
    result[key] = key === 'additionalProperties' && isEmptyObject(written) ? true : written;
  }
  return Array.isArray(result.type) ? splitTypes(result) : result;
}

/** Annotations stay on the outer schema; every other keyword goes with each non-null type. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

function splitTypes(schema: JsonSchema): JsonSchema {
  const outer: JsonSchema = {};
  const constraints: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type') continue;
    (ANNOTATIONS.has(key) ? outer : constraints)[key] = value;
  }
  outer.anyOf = (schema.type as string[]).map((type) => (type === 'null' ? { type } : { type, ...constraints }));
  return outer;
}

function isEmptyObject(value: unknown): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}
