import { JsonSchema } from './json-schema';

/**
 * Text from outside Netline in tool results. Much of what a tool answers was typed by someone other than
 * the caller or Netline: a buyer (business names, addresses, emails, PO numbers on a checkout), a partner
 * (its sub-merchants' details, metadata), a merchant's staff (invoice numbers, notes, line items), a courier
 * or a bank (tracking states, failure messages). An assistant reads the result, so such text could try to
 * pass for instructions. Every such value is therefore answered inside a labelled wrapper,
 * `{"untrusted": "…"}`, in `structuredContent` and in its text twin alike, and the tool's output schema
 * says so; the model sees where outside text starts and ends, and JSON escaping keeps the text from
 * leaving its string.
 *
 * Which values: every free-text string of an output schema (a string without `enum`, `const` or a date
 * format), at any depth, except the fields Netline writes itself (`NETLINE_TEXT` and Netline's ids). A
 * field added to a contract is outside text until it is named here, so nothing new reaches a model
 * unmarked by omission. Values under a schema that allows anything (partners' `metadata`) are all wrapped.
 */
export const UNTRUSTED_KEY = 'untrusted';

/** String fields whose whole value Netline writes: ids, names of Netline's own objects and events, and links and keys it makes. */
export const NETLINE_TEXT: ReadonlySet<string> = new Set([
  'id',
  'object',
  'type',
  'event_type',
  'occurred_at',
  'reference',
  'record_id',
  'resend_of',
  'object_key',
  'upload_url',
  'upload_headers',
  'content-type',
  'resolve_invoice_url',
  'resolve_credit_note_url',
  'invoice_payment_url',
  'net_terms_enrollment_url',
  'payment_page_url',
  'pdf_url',
]);

/** Fields named like ids that hold someone else's reference (a partner's own id, a merchant's order id). */
export const OUTSIDE_IDS: ReadonlySet<string> = new Set(['external_id', 'order_id']);

/** Formats whose values cannot carry prose. */
const STRUCTURED_FORMATS = new Set(['date-time', 'date', 'time', 'duration']);

export function isNetlineText(field: string): boolean {
  return NETLINE_TEXT.has(field) || (/_ids?$/.test(field) && !OUTSIDE_IDS.has(field));
}

/** A string schema that can hold prose: no enumeration, no constant, no date format. */
export function isFreeText(schema: unknown): boolean {
  if (!isSchemaObject(schema) || schema.type !== 'string') return false;
  if (schema.enum !== undefined || schema.const !== undefined) return false;
  return typeof schema.format !== 'string' || !STRUCTURED_FORMATS.has(schema.format);
}

/** How to wrap one tool's results: built once per output schema, then applied to every answer. */
export interface UntrustedPlan {
  /** A string here is outside text. */
  text?: boolean;
  /** Anything goes here (the schema allows any value): every string below is outside text. */
  everything?: boolean;
  properties?: Map<string, UntrustedPlan>;
  /** The values of a map (`additionalProperties`). */
  values?: UntrustedPlan;
  items?: UntrustedPlan;
}

const COMBINATORS = ['anyOf', 'allOf', 'oneOf'] as const;

/** The plan for values of `schema` found under the field `field`; undefined when nothing there is outside text. */
export function untrustedPlan(schema: unknown, field = ''): UntrustedPlan | undefined {
  if (allowsAnything(schema)) return { everything: true };
  if (!isSchemaObject(schema)) return undefined;
  let plan: UntrustedPlan = {};
  for (const combinator of COMBINATORS) {
    for (const branch of (schema[combinator] as unknown[] | undefined) ?? []) plan = merge(plan, untrustedPlan(branch, field));
  }
  if (isFreeText(schema) && !isNetlineText(field)) plan.text = true;
  if (isSchemaObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const inner = untrustedPlan(property, key);
      if (inner) (plan.properties ??= new Map()).set(key, merge(plan.properties?.get(key) ?? {}, inner));
    }
  }
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    const values = untrustedPlan(schema.additionalProperties, field);
    if (values) plan.values = merge(plan.values ?? {}, values);
  }
  if (schema.items !== undefined) {
    const items = untrustedPlan(schema.items, field);
    if (items) plan.items = merge(plan.items ?? {}, items);
  }
  return plan.text || plan.everything || plan.properties || plan.values || plan.items ? plan : undefined;
}

/** `value` with every outside-text string in `{"untrusted": …}`, as `plan` (from the value's schema) says. */
export function markUntrusted(plan: UntrustedPlan | undefined, value: unknown): unknown {
  if (!plan || value === null || value === undefined) return value;
  if (plan.everything) return markEverything(value);
  if (typeof value === 'string') return plan.text ? { [UNTRUSTED_KEY]: value } : value;
  if (Array.isArray(value)) return plan.items ? value.map((item) => markUntrusted(plan.items, item)) : value;
  if (typeof value === 'object' && (plan.properties || plan.values)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, markUntrusted(plan.properties?.get(key) ?? plan.values, item)]),
    );
  }
  return value;
}

/**
 * The schema of what `markUntrusted` answers for values of `schema`: each outside-text string schema
 * becomes an object holding it under `untrusted` (its description kept on the wrapper), the rest unchanged.
 */
export function untrustedSchema(schema: JsonSchema, field = ''): JsonSchema {
  if (allowsAnything(schema) || !isSchemaObject(schema)) return schema;
  if (isFreeText(schema) && !isNetlineText(field)) {
    const { description, ...text } = schema;
    return {
      ...(description !== undefined ? { description } : {}),
      type: 'object',
      properties: { [UNTRUSTED_KEY]: text },
      required: [UNTRUSTED_KEY],
      additionalProperties: false,
    };
  }
  const next: JsonSchema = { ...schema };
  for (const combinator of COMBINATORS) {
    const branches = schema[combinator] as JsonSchema[] | undefined;
    if (branches) next[combinator] = branches.map((branch) => untrustedSchema(branch, field));
  }
  if (isSchemaObject(schema.properties)) {
    next.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, untrustedSchema(property as JsonSchema, key)]));
  }
  if (isSchemaObject(schema.additionalProperties)) next.additionalProperties = untrustedSchema(schema.additionalProperties, field);
  if (isSchemaObject(schema.items)) next.items = untrustedSchema(schema.items, field);
  return next;
}

/** `value` without the wrappers: the answer as the REST API gives it. */
export function withoutUntrustedMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUntrustedMarks);
  if (isSchemaObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === UNTRUSTED_KEY && typeof value[UNTRUSTED_KEY] === 'string') return value[UNTRUSTED_KEY];
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutUntrustedMarks(item)]));
  }
  return value;
}

function markEverything(value: unknown): unknown {
  if (typeof value === 'string') return { [UNTRUSTED_KEY]: value };
  if (Array.isArray(value)) return value.map(markEverything);
  if (isSchemaObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markEverything(item)]));
  return value;
}

function merge(into: UntrustedPlan, from: UntrustedPlan | undefined): UntrustedPlan {
  if (!from) return into;
  const merged: UntrustedPlan = { ...into };
  if (from.text) merged.text = true;
  if (from.everything) merged.everything = true;
  if (from.items) merged.items = merge(merged.items ?? {}, from.items);
  if (from.values) merged.values = merge(merged.values ?? {}, from.values);
  if (from.properties) {
    const properties = new Map(merged.properties ?? []);
    for (const [key, inner] of from.properties) properties.set(key, merge(properties.get(key) ?? {}, inner));
    merged.properties = properties;
  }
  return merged;
}

/** `true`, or a schema with no keyword that constrains (an annotation such as `description` at most). */
function allowsAnything(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isSchemaObject(schema)) return false;
  return Object.keys(schema).every((key) => key === 'description' || key === 'title' || key === 'default' || key === 'examples');
}

function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
