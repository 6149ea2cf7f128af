import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a contract schema, in the form tool clients read most widely: draft-07 keywords
 * (also valid 2020-12, the protocol's default dialect), no `$schema` (validators built for another draft
 * refuse an unknown meta-schema), and every `$ref` written out in place, because several clients do
 * not follow references. `io` picks the input side (what a caller may send) or the output side (what a
 * service answers) of transforms and defaults.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
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
    if (key !== '$ref') result[key] = inline(value, definitions, path);
  }
  return result;
}
