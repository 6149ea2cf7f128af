/**
 * Example values for the API reference, derived from the JSON Schemas of the document itself, so an
 * example can never show a field the schema does not have or leave out one it requires. Values follow
 * the schema's type, format, enum and bounds; names give a hint where the type alone says little
 * (`…_at` dates, `…_url` links, `email`).
 */
/** The JSON Schema keywords examples are derived from. */
export interface Schema {
  $ref?: string;
  example?: unknown;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

const MAX_DEPTH = 16;

/** Values for the patterns the schemas use, where no generic value would match. */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^[A-Z]{2}$': 'US',
  '^\\d{4}$': '1234',
};

export function exampleFor(schema: Schema | undefined, components: Record<string, Schema>, name = '', depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string') {
    const id = schema.$ref.replace('#/components/schemas/', '');
    return exampleFor(components[id], components, name, depth + 1);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((value: unknown) => value !== null) ?? schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) {
      // Show the set value rather than `null`.
      const branch = schema[key].find((candidate: Schema) => candidate.type !== 'null') ?? schema[key][0];
      return exampleFor(branch, components, name, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part: Schema) => exampleFor(part, components, name, depth + 1) ?? {}));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate: string) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const example: Record<string, unknown> = {};
      for (const [property, propertySchema] of Object.entries<Schema>(schema.properties ?? {})) {
        const value = exampleFor(propertySchema, components, property, depth + 1);
        if (value !== undefined) example[property] = value;
      }
      return example;
    }
    case 'array': {
      const item = exampleFor(schema.items, components, name, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
      return clamp(schema, name.endsWith('_count') || name === 'count' ? 1 : name === 'page' ? 0 : 25);
    case 'number':
      return clamp(schema, name === 'quantity' ? 1 : name.includes('rate') ? 0.8 : 1250.5);
    case 'boolean':
      return false;
    case 'string':
      return stringExample(schema, name);
    default:
      return undefined;
  }
}

function clamp(schema: Schema, preferred: number): number {
  let value = preferred;
  if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number') value = Math.max(value, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  return value;
}

function stringExample(schema: Schema, name: string): string {
  if (typeof schema.pattern === 'string' && PATTERN_EXAMPLES[schema.pattern]) return PATTERN_EXAMPLES[schema.pattern];
  switch (schema.format) {
    case 'date-time':
      return '2026-01-15T17:30:00.000Z';
    case 'date':
      return '2026-01-15';
    case 'email':
      return 'ap@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/netline';
    case 'binary':
      return '';
  }
  if (name.endsWith('_at')) return '2026-01-15T17:30:00.000Z';
  if (name.endsWith('_url')) return 'https://example.com/netline';
  if (name.includes('email')) return 'ap@example.com';
  const text = name === 'id' || name.endsWith('_id') ? `${name.replace(/_id$/, '') || 'obj'}_8f2k1Q` : name ? name.replace(/_/g, ' ') : 'text';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return text.padEnd(min, 'x').slice(0, max);
}
