import { EVENT_CATALOGUE, EVENT_TYPES, EventStream, eventDataJsonSchema } from './event-catalogue';

/**
 * The compatibility guard of the event catalogue (docs/events.md, "Versioning").
 *
 * Events outlive the code that wrote them: they sit in a stream (and in dead letters, replays and inbox
 * back-fills) while consumers built against older or newer catalogues read them. So a change to an
 * event's `data` must keep both directions working:
 *  - a consumer built against the new schema must read events written with the old one (no field newly
 *    required, no type narrowed), and
 *  - a consumer built against the old schema must read events written with the new one (no field removed
 *    or made optional, no type widened).
 * What passes is adding an optional field (consumers ignore fields they do not know) and editing
 * descriptions or examples. Anything else is breaking and needs the event's `version` raised, which
 * tells consumers the shape changed (the envelope carries the version).
 *
 * `events.snapshot.json` (libs/contracts) records the last accepted JSON Schema and version of every event;
 * the unit test compares the catalogue with it and `npm run events:snapshot` rewrites it deliberately.
 */

export type JsonSchema = Record<string, unknown>;

export interface EventSnapshotEntry {
  stream: EventStream | string;
  object: string;
  version: number;
  schema: JsonSchema;
}

export interface EventSnapshot {
  events: Record<string, EventSnapshotEntry>;
}

export interface EventCompatibilityProblem {
  type: string;
  /** A breaking change of an event whose version was not raised, a version lowered, or an event removed. */
  problem: string;
}

export interface EventCompatibilityReport {
  /** Breaking changes without a version bump: the guard fails on these. */
  problems: EventCompatibilityProblem[];
  /** Breaking changes accepted because the event's version was raised (shown when the snapshot is rewritten). */
  acceptedBreaking: EventCompatibilityProblem[];
  /** Events new to the catalogue, and compatible additions. */
  additions: string[];
}

/** The catalogue as it would be written to the snapshot (types in catalogue order). */
export function catalogueSnapshot(): EventSnapshot {
  const events: Record<string, EventSnapshotEntry> = {};
  for (const type of EVENT_TYPES) {
    const spec = EVENT_CATALOGUE[type];
    events[type] = { stream: spec.stream, object: spec.object, version: spec.version, schema: eventDataJsonSchema(type) };
  }
  return { events };
}

/** Compares a new snapshot (normally `catalogueSnapshot()`) with the recorded one. */
export function compareEventSnapshots(recorded: EventSnapshot, current: EventSnapshot): EventCompatibilityReport {
  const report: EventCompatibilityReport = { problems: [], acceptedBreaking: [], additions: [] };
  for (const [type, before] of Object.entries(recorded.events)) {
    const after = current.events[type];
    if (!after) {
      report.problems.push({
        type,
        problem: 'event removed (consumers still read it from the stream; keep it, marked as no longer written, until retention has passed)',
      });
      continue;
    }
    if (after.version < before.version) {
      report.problems.push({ type, problem: `version lowered from ${before.version} to ${after.version}` });
      continue;
    }
    const changes: string[] = [];
    if (after.stream !== before.stream) changes.push(`stream changed from events:${before.stream} to events:${after.stream}`);
    if (after.object !== before.object) changes.push(`object changed from ${before.object} to ${after.object}`);
    changes.push(...breakingChanges(before.schema, after.schema, 'data'));
    const bumped = after.version > before.version;
    for (const change of changes) (bumped ? report.acceptedBreaking : report.problems).push({ type, problem: change });
    if (changes.length === 0 && JSON.stringify(stripAnnotations(before.schema)) !== JSON.stringify(stripAnnotations(after.schema))) {
      report.additions.push(`${type}: compatible change of data`);
    }
  }
  for (const type of Object.keys(current.events)) if (!recorded.events[type]) report.additions.push(`${type}: new event`);
  return report;
}

/** Words that describe a schema without constraining values. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
/** Keywords compared by `breakingChanges` itself; any other keyword that differs is reported as changed. */
const STRUCTURAL = new Set(['type', 'anyOf', 'oneOf', 'properties', 'required', 'items', 'enum', 'const', 'additionalProperties']);
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema as JsonSchema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => [
        key,
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, stripAnnotations(sub)]))
          : stripAnnotations(value),
      ]),
  );
}

/** The alternatives a schema allows (`anyOf`/`oneOf` flattened; zod writes `.nullable()` as `anyOf [T, null]`). */
function variants(schema: JsonSchema): JsonSchema[] {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return alternatives.flatMap(variants);
  if (Array.isArray(schema.type)) return (schema.type as string[]).map((type) => ({ ...schema, type }));
  return [schema];
}

const kindOf = (schema: JsonSchema): string =>
  typeof schema.type === 'string' ? schema.type : schema.const !== undefined ? `const ${JSON.stringify(schema.const)}` : 'any';

/**
 * The breaking differences between two JSON Schemas of an event's `data` (draft 2020-12 as zod writes
 * them), each as `path: what changed`. Empty when `after` only adds optional fields or edits annotations.
 */
export function breakingChanges(before: JsonSchema, after: JsonSchema, path = 'data'): string[] {
  const changes: string[] = [];
  const beforeVariants = new Map(variants(before).map((variant) => [kindOf(variant), variant]));
  const afterVariants = new Map(variants(after).map((variant) => [kindOf(variant), variant]));
  for (const kind of beforeVariants.keys()) {
    if (!afterVariants.has(kind)) changes.push(`${path}: type narrowed (${kind} no longer allowed)`);
  }
  for (const kind of afterVariants.keys()) {
    if (!beforeVariants.has(kind)) changes.push(`${path}: type widened (${kind} now allowed; consumers built on the old schema refuse it)`);
  }
  for (const [kind, was] of beforeVariants) {
    const now = afterVariants.get(kind);
    if (now) changes.push(...compareSameKind(was, now, path));
  }
  return changes;
}

function compareSameKind(before: JsonSchema, after: JsonSchema, path: string): string[] {
  const changes: string[] = [];
  if (before.type === 'object') {
    const beforeProperties = (before.properties ?? {}) as Record<string, JsonSchema>;
    const afterProperties = (after.properties ?? {}) as Record<string, JsonSchema>;
    const beforeRequired = new Set((before.required ?? []) as string[]);
    const afterRequired = new Set((after.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(beforeProperties)) {
      const next = afterProperties[name];
      if (!next) {
        changes.push(`${path}.${name}: field removed`);
        continue;
      }
      if (!beforeRequired.has(name) && afterRequired.has(name)) changes.push(`${path}.${name}: field became required (older events lack it)`);
      if (beforeRequired.has(name) && !afterRequired.has(name)) changes.push(`${path}.${name}: field became optional (consumers rely on it)`);
      changes.push(...breakingChanges(schema, next, `${path}.${name}`));
    }
    for (const name of Object.keys(afterProperties)) {
      if (!beforeProperties[name] && afterRequired.has(name)) changes.push(`${path}.${name}: new required field (older events lack it)`);
    }
    if (before.additionalProperties !== after.additionalProperties && after.additionalProperties === false) {
      changes.push(`${path}: unknown fields no longer allowed`);
    }
  } else if (before.type === 'array') {
    if (before.items && after.items) changes.push(...breakingChanges(before.items as JsonSchema, after.items as JsonSchema, `${path}[]`));
  }
  if (Array.isArray(before.enum) || Array.isArray(after.enum)) {
    const was = new Set((before.enum ?? []) as unknown[]);
    const now = new Set((after.enum ?? []) as unknown[]);
    if (!Array.isArray(after.enum)) changes.push(`${path}: type widened (no longer limited to ${[...was].join(', ')})`);
    else if (!Array.isArray(before.enum)) changes.push(`${path}: type narrowed (now limited to ${[...now].join(', ')})`);
    else {
      const removed = [...was].filter((value) => !now.has(value));
      const added = [...now].filter((value) => !was.has(value));
      if (removed.length > 0) changes.push(`${path}: type narrowed (value ${removed.join(', ')} removed)`);
      if (added.length > 0) changes.push(`${path}: type widened (value ${added.join(', ')} added; consumers built on the old schema refuse it)`);
    }
  }
  for (const key of LOWER_BOUNDS) changes.push(...compareBound(key, before[key], after[key], path, 'lower'));
  for (const key of UPPER_BOUNDS) changes.push(...compareBound(key, before[key], after[key], path, 'upper'));
  const others = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter(
      (key) => !ANNOTATIONS.has(key) && !STRUCTURAL.has(key) && !LOWER_BOUNDS.includes(key) && !UPPER_BOUNDS.includes(key),
    ),
  );
  for (const key of others) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes.push(`${path}: ${key} changed from ${JSON.stringify(before[key]) ?? 'none'} to ${JSON.stringify(after[key]) ?? 'none'}`);
    }
  }
  return changes;
}

function compareBound(key: string, before: unknown, after: unknown, path: string, side: 'lower' | 'upper'): string[] {
  if (before === after) return [];
  if (typeof before !== 'number') return [`${path}: type narrowed (${key} ${String(after)} added)`];
  if (typeof after !== 'number') return [`${path}: type widened (${key} ${before} removed)`];
  const tighter = side === 'lower' ? after > before : after < before;
  return [`${path}: type ${tighter ? 'narrowed' : 'widened'} (${key} ${before} → ${after})`];
}
