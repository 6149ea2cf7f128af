import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What one HTTP exchange looked like, as far as the API reference describes it. */
export interface ObservedResponse {
  method: string;
  /** The path relative to the API base (`/customers/cus_1`), without the query string. */
  path: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body, or `undefined` when the body was empty or not JSON. */
  body: unknown;
  text: string;
}

interface CompiledResponse {
  body?: () => ValidateFunction;
  /** Declared response headers: lower-case name → whether required, and the validator of its value. */
  headers: Array<{ name: string; required: boolean; validate: () => ValidateFunction }>;
  /** Content types the document declares for the response (none: no body). */
  contentTypes: string[];
}

interface CompiledOperation {
  operationId?: string;
  responses: Map<string, CompiledResponse>;
}

interface CompiledPath {
  template: string;
  pattern: RegExp;
  /** How specific the template is: literal segments count more than parameters, so `/a/b` beats `/a/{x}`. */
  rank: number;
  operations: Map<string, CompiledOperation>;
}

/** The parts of an OpenAPI document the validator reads. */
export interface OpenApiDocument {
  paths?: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components?: Record<string, unknown>;
}

interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, OpenApiResponse>;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean; schema?: unknown }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/**
 * Checks responses against an OpenAPI 3.1 document (JSON Schema 2020-12): the status must be one the
 * operation documents, the JSON body must match that response's schema (required fields, nullability,
 * formats, enums, no undocumented fields where the schema closes the object), and declared headers must
 * be present and well-formed. A path or method the document does not know must be answered with the
 * document's error body (404, or 405 naming the allowed methods). Each schema is compiled once, the first
 * time a response needs it: compiling the whole document costs seconds of CPU, and a suite meets a few
 * dozen of its hundreds of responses.
 */
export class ResponseValidator {
  private readonly paths: CompiledPath[] = [];
  private readonly errorBody: ValidateFunction;
  private readonly ajv: Ajv2020;

  constructor(readonly document: OpenApiDocument) {
    // Formats are asserted (ajv-formats), and unknown keywords (OpenAPI's `example`, `x-…`) are ignored.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
    // The document's `$ref`s point at `#/components/...` of the document itself. Equal schemas share one
    // compiled validator: every error status of every operation refers to the same error body, and every
    // answer declares the same rate-limit and version headers, so most lookups find one already compiled.
    const compiled = new Map<string, ValidateFunction>();
    const compile = (schema: unknown): ValidateFunction => {
      const key = JSON.stringify(schema);
      let validate = compiled.get(key);
      if (!validate) compiled.set(key, (validate = this.ajv.compile(rewriteRefs(schema) as object)));
      return validate;
    };
    const lazily = (schema: unknown): (() => ValidateFunction) => {
      let validate: ValidateFunction | undefined;
      return () => (validate ??= compile(schema));
    };
    this.errorBody = compile({ $ref: '#/components/schemas/Error' });
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      const operations = new Map<string, CompiledOperation>();
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const responses = new Map<string, CompiledResponse>();
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const content = response.content ?? {};
          const json = content['application/json'];
          responses.set(status, {
            ...(json?.schema ? { body: lazily(json.schema) } : {}),
            contentTypes: Object.keys(content),
            headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
              name: name.toLowerCase(),
              required: header.required === true,
              validate: lazily(header.schema ?? {}),
            })),
          });
        }
        operations.set(method.toUpperCase(), { operationId: operation.operationId, responses });
      }
      const segments = template.split('/').filter(Boolean);
      const pattern = new RegExp(`^/${segments.map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment))).join('/')}/?$`);
      const rank = segments.reduce((sum, segment) => sum + (/^\{.+\}$/.test(segment) ? 1 : 2), 0);
      this.paths.push({ template, pattern, rank, operations });
    }
    this.paths.sort((a, b) => b.rank - a.rank);
  }

  /** The operationId the document gives `method path` (a concrete path, relative to the API base), if any. */
  operationOf(method: string, path: string): string | undefined {
    const match = this.paths.find((candidate) => candidate.pattern.test(path) && candidate.operations.has(method.toUpperCase()));
    return match?.operations.get(method.toUpperCase())?.operationId;
  }

  /** Every way `observed` departs from the document (empty when it conforms). */
  check(observed: ObservedResponse): string[] {
    const problems: string[] = [];
    const where = `${observed.method} ${observed.path} → ${observed.status}`;
    const matching = this.paths.filter((path) => path.pattern.test(observed.path));
    const path = matching.find((candidate) => candidate.operations.has(observed.method));
    if (!path) {
      // Not an operation of the document: only the contract's refusals may answer.
      const allowed = [...new Set(matching.flatMap((candidate) => [...candidate.operations.keys()]))];
      const expected = allowed.length > 0 ? 405 : 404;
      if (observed.status !== expected) problems.push(`${where}: not in the document, so it must answer ${expected}`);
      if (expected === 405) {
        const allow = (observed.headers.get('allow') ?? '')
          .split(',')
          .map((method) => method.trim())
          .filter(Boolean);
        if (allowed.some((method) => !allow.includes(method))) problems.push(`${where}: Allow is "${allow.join(', ')}", expected ${allowed.join(', ')}`);
      }
      if (!this.errorBody(observed.body)) problems.push(`${where}: error body outside the contract's shape: ${this.ajv.errorsText(this.errorBody.errors)}`);
      return problems;
    }
    const operation = path.operations.get(observed.method)!;
    const response = operation.responses.get(String(observed.status)) ?? operation.responses.get('default');
    if (!response) {
      problems.push(
        `${where}: status ${observed.status} is not documented for ${observed.method} ${path.template} (documented: ${[...operation.responses.keys()].join(', ')})`,
      );
      if (observed.status >= 400 && !this.errorBody(observed.body)) {
        problems.push(`${where}: error body outside the contract's shape: ${this.ajv.errorsText(this.errorBody.errors)}`);
      }
      return problems;
    }
    for (const header of response.headers) {
      const value = observed.headers.get(header.name);
      if (value === null) {
        if (header.required) problems.push(`${where}: missing header ${header.name}`);
        continue;
      }
      const validate = header.validate();
      if (!validate(coerceHeader(value))) problems.push(`${where}: header ${header.name}: "${value}" ${this.ajv.errorsText(validate.errors)}`);
    }
    const contentType = (observed.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (response.contentTypes.length === 0) {
      if (observed.text.length > 0) problems.push(`${where}: the document declares no body, but one was sent (${contentType})`);
    } else if (!response.contentTypes.includes(contentType) && !response.contentTypes.includes('*/*')) {
      problems.push(`${where}: content type "${contentType}" is not one of ${response.contentTypes.join(', ')}`);
    } else if (contentType === 'application/json' && response.body) {
      const validate = response.body();
      if (!validate(observed.body)) problems.push(`${where}: body does not match the document: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
    return problems;
  }
}

/** A header value as the JSON value its schema describes (`"42"` → 42 for an integer header). */
function coerceHeader(value: string): unknown {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

/** `#/components/...` → `openapi#/components/...`, so schemas compiled on their own resolve into the document. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `openapi${value}` : rewriteRefs(value),
    ]),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const loaded = new Map<string, Promise<ResponseValidator>>();

/** The validator of the document at `url`, fetched and compiled once per test process. */
export function responseValidatorFor(url: string): Promise<ResponseValidator> {
  let validator = loaded.get(url);
  if (!validator) {
    validator = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return new ResponseValidator((await response.json()) as OpenApiDocument);
    })();
    validator.catch(() => loaded.delete(url));
    loaded.set(url, validator);
  }
  return validator;
}
