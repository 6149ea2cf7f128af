import { z } from 'zod';
import { ErrorDetail } from './errors';
import { hasAtMostTwoDecimals, toCents } from './money';

/**
 * List queries (docs/api-conventions.md, Lists): `limit`, `page` (offset = page × limit), `filter[field][op]=value`
 * and `sort=field,-field`, each checked against a per-endpoint allow-list. The gateway parses the raw
 * query string with `parseListQuery`; services receive the normalised `ListQuery` and never see raw
 * query text, so filter values are already typed (money in cents, dates as ISO strings).
 */
export const FILTER_OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'prefix'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const RANGE_OPS: readonly FilterOp[] = ['eq', 'gt', 'lt', 'gte', 'lte'];
export const EQ_NE: readonly FilterOp[] = ['eq', 'ne'];
export const EQ: readonly FilterOp[] = ['eq'];
/** Text a person searches by (names, numbers): the exact value, or what it starts with, ignoring case. */
export const EQ_PREFIX: readonly FilterOp[] = ['eq', 'prefix'];
/** The longest prefix a search takes; longer text is no longer a search but a typo'd exact value. */
export const MAX_PREFIX_LENGTH = 100;

export type FilterType = 'string' | 'money' | 'number' | 'date' | 'boolean' | 'enum';

export interface FilterSpec {
  type: FilterType;
  ops: readonly FilterOp[];
  values?: readonly string[];
  min?: number;
  max?: number;
}

export interface ListSpec {
  limit: { min: number; max: number; default: number };
  filters: Readonly<Record<string, FilterSpec>>;
  sort?: { fields: readonly string[]; default: string; multi: boolean };
  /** Extra plain query parameters an endpoint accepts (e.g. `search`). */
  params?: z.ZodObject;
}

export type FilterValue = string | number | boolean;
export interface Filter {
  field: string;
  op: FilterOp;
  value: FilterValue;
}
export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}
export interface ListQuery {
  limit: number;
  page: number;
  offset: number;
  filters: Filter[];
  sort: SortKey[];
  params: Record<string, unknown>;
  /**
   * Set by the gateway when the answer need not carry the total (the API version answers `has_more`):
   * the list reads one record past the page instead of counting every match.
   */
  uncounted?: true;
}

/** A page of a list with the total of matching records (what every list answers unless asked otherwise). */
export interface CountedList<T> {
  count: number;
  page: number;
  limit: number;
  results: T[];
}

/**
 * A page of a list read without counting: whether a page follows instead of the total (for requests whose
 * query says `uncounted`, docs/api-conventions.md "Lists: paging, filters, sorting").
 */
export interface UncountedList<T> {
  has_more: boolean;
  page: number;
  limit: number;
  results: T[];
}

export type ListEnvelope<T> = CountedList<T> | UncountedList<T>;

/** A page as a repository read it: its rows, and the total or whether more follow. */
export type ListPage<T> = { items: T[]; count: number } | { items: T[]; hasMore: boolean };

/** The answer of a list operation: `page` presented, with the total when it was counted. */
export function listEnvelope<T, R>(query: Pick<ListQuery, 'page' | 'limit'>, page: ListPage<T>, present: (item: T) => R): ListEnvelope<R> {
  const results = page.items.map(present);
  return 'count' in page
    ? { count: page.count, page: query.page, limit: query.limit, results }
    : { has_more: page.hasMore, page: query.page, limit: query.limit, results };
}

export const STANDARD_LIMIT = { min: 25, max: 100, default: 25 } as const;

export type RawQuery = Record<string, string | string[] | undefined>;
export type ParseResult = { ok: true; query: ListQuery } | { ok: false; details: ErrorDetail[] };

const FILTER_KEY = /^filter\[([A-Za-z0-9_]+)\](?:\[([A-Za-z]+)\])?$/;
const DIGITS = /^\d+$/;

function single(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

function parseInteger(name: string, raw: string | undefined, details: ErrorDetail[]): number | undefined {
  if (raw === undefined) return undefined;
  if (!DIGITS.test(raw) || !Number.isSafeInteger(Number(raw))) {
    details.push({ path: name, message: `\`${name}\` must be a non-negative integer` });
    return undefined;
  }
  return Number(raw);
}

function parseFilterValue(field: string, spec: FilterSpec, raw: string, op: FilterOp): FilterValue | ErrorDetail {
  const path = `filter.${field}`;
  if (op === 'prefix') {
    if (spec.type !== 'string') return { path: `${path}.prefix`, message: `\`prefix\` applies to text fields only` };
    const text = raw.trim();
    if (text.length === 0) return { path: `${path}.prefix`, message: `the prefix for \`${field}\` must not be empty` };
    if (text.length > MAX_PREFIX_LENGTH)
      return { path: `${path}.prefix`, message: `the prefix for \`${field}\` must be at most ${MAX_PREFIX_LENGTH} characters` };
    return text;
  }
  switch (spec.type) {
    case 'string':
      return raw;
    case 'enum':
      return spec.values?.includes(raw) ? raw : { path, message: `\`${field}\` must be one of: ${(spec.values ?? []).join(', ')}` };
    case 'boolean':
      if (raw === 'true' || raw === 'false') return raw === 'true';
      return { path, message: `\`${field}\` must be true or false` };
    case 'money': {
      const value = Number(raw);
      if (raw.trim() === '' || !hasAtMostTwoDecimals(value)) {
        return { path, message: `\`${field}\` must be a dollar amount with at most two decimals` };
      }
      return toCents(value);
    }
    case 'number': {
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) return { path, message: `\`${field}\` must be a number` };
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        return { path, message: `\`${field}\` must be between ${spec.min} and ${spec.max}` };
      }
      return value;
    }
    case 'date': {
      const parsed = z.iso.datetime({ offset: true }).safeParse(raw);
      if (!parsed.success) return { path, message: `\`${field}\` must be an ISO 8601 date-time` };
      return new Date(raw).toISOString();
    }
  }
}

export function parseListQuery(raw: RawQuery, spec: ListSpec): ParseResult {
  const details: ErrorDetail[] = [];
  const filters: Filter[] = [];
  const extra: Record<string, unknown> = {};

  const limit = parseInteger('limit', single(raw.limit), details) ?? spec.limit.default;
  if (limit < spec.limit.min || limit > spec.limit.max) {
    details.push({ path: 'limit', message: `\`limit\` must be between ${spec.limit.min} and ${spec.limit.max}` });
  }
  const page = parseInteger('page', single(raw.page), details) ?? 0;

  let sort: SortKey[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'limit' || key === 'page' || value === undefined) continue;
    const filterMatch = FILTER_KEY.exec(key);
    if (filterMatch) {
      const [, field, op = 'eq'] = filterMatch;
      const filterSpec = spec.filters[field];
      if (!filterSpec) {
        details.push({ path: `filter.${field}`, message: `filtering by \`${field}\` is not supported` });
        continue;
      }
      if (!filterSpec.ops.includes(op as FilterOp)) {
        details.push({
          path: `filter.${field}.${op}`,
          message: `operator \`${op}\` is not supported for \`${field}\` (allowed: ${filterSpec.ops.join(', ')})`,
        });
        continue;
      }
      for (const item of Array.isArray(value) ? value : [value]) {
        const parsed = parseFilterValue(field, filterSpec, item, op as FilterOp);
        if (typeof parsed === 'object') details.push(parsed);
        else filters.push({ field, op: op as FilterOp, value: parsed });
      }
      continue;
    }
    if (key === 'sort' && spec.sort) {
      sort = parseSort(single(value) ?? '', spec.sort, details);
      continue;
    }
    if (spec.params && key in spec.params.shape) {
      extra[key] = single(value);
      continue;
    }
    details.push({ path: key, message: `unknown query parameter \`${key}\`` });
  }

  if (spec.params) {
    const parsed = spec.params.safeParse(extra);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        details.push({ path: issue.path.join('.'), message: issue.message });
      }
    } else {
      Object.assign(extra, parsed.data);
    }
  }
  if (sort.length === 0 && spec.sort) sort = parseSort(spec.sort.default, spec.sort, details);

  if (details.length > 0) return { ok: false, details };
  return { ok: true, query: { limit, page, offset: page * limit, filters, sort, params: extra } };
}

function parseSort(raw: string, spec: NonNullable<ListSpec['sort']>, details: ErrorDetail[]): SortKey[] {
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!spec.multi && parts.length > 1) {
    details.push({ path: 'sort', message: '`sort` accepts a single field' });
    return [];
  }
  const keys: SortKey[] = [];
  for (const part of parts) {
    const direction = part.startsWith('-') ? 'desc' : 'asc';
    const field = part.replace(/^[-+]/, '');
    if (!spec.fields.includes(field)) {
      details.push({ path: 'sort', message: `sorting by \`${field}\` is not supported (allowed: ${spec.fields.join(', ')})` });
      continue;
    }
    keys.push({ field, direction });
  }
  return keys;
}

/** The envelope schema for OpenAPI and contract tests. */
export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    results: z.array(item),
  });
}

/** OpenAPI description of a list endpoint's query parameters, derived from its spec. */
export function describeListQuery(spec: ListSpec): Array<{ name: string; description: string; schema: object }> {
  const parameters: Array<{ name: string; description: string; schema: object }> = [
    {
      name: 'limit',
      description: `Maximum number of records (${spec.limit.min}..${spec.limit.max}, default ${spec.limit.default})`,
      schema: { type: 'integer', minimum: spec.limit.min, maximum: spec.limit.max, default: spec.limit.default },
    },
    {
      name: 'page',
      description: 'Multiplier of limit: records start at position page × limit (default 0)',
      schema: { type: 'integer', minimum: 0, default: 0 },
    },
  ];
  for (const [field, filter] of Object.entries(spec.filters)) {
    for (const op of filter.ops) {
      parameters.push({
        name: `filter[${field}][${op}]`,
        description:
          op === 'prefix'
            ? `${field} starts with this text, ignoring case (1..${MAX_PREFIX_LENGTH} characters)`
            : `Filter on ${field} (${op})${op === 'eq' ? `; filter[${field}] is shorthand` : ''}`,
        schema: filter.type === 'enum' ? { type: 'string', enum: filter.values } : { type: 'string' },
      });
    }
  }
  if (spec.sort) {
    parameters.push({
      name: 'sort',
      description: `Sort by ${spec.sort.fields.join(', ')}; prefix with - for descending${spec.sort.multi ? ', comma-separated for several' : ''} (default ${spec.sort.default})`,
      schema: { type: 'string' },
    });
  }
  if (spec.params) {
    for (const name of Object.keys(spec.params.shape)) {
      parameters.push({ name, description: name, schema: { type: 'string' } });
    }
  }
  return parameters;
}
