import createClient, { type Client } from 'openapi-fetch';
import { Authorizer, type Credentials } from './credentials';
import { apiErrorOf } from './errors';
import type { paths } from './generated/openapi';
import { netlineFetch, type RetryOptions } from './transport';

export interface NetlineOptions {
  credentials: Credentials;
  /** The API's base address, up to and including `/api` (default: `NETLINE_API_URL`, else the local development address). */
  baseUrl?: string;
  /**
   * The API version of every request (`X-Api-Version`); by default the version the SDK's types describe
   * (`API_VERSION`), so a pin on the key or the account cannot reshape answers under the types.
   */
  apiVersion?: string;
  retry?: Partial<RetryOptions>;
  /** A `fetch` of your own (a proxy agent, instrumentation); the global one by default. */
  fetch?: typeof fetch;
}

/** What each call of `api` answers: the data of a success, or the error body of a refusal, and the response. */
type Answer<D> = { data?: D; error?: unknown; response: Response };

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000/api';

/** The API version the generated types describe: `info.version` of docs/openapi.json (test/openapi-sdk.spec.ts holds them equal). */
export const API_VERSION = 'V5';

/** The paths that answer a list: `{ count, page, limit, results }` (docs/api-conventions.md, "Lists: paging, filters, sorting"). */
type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': { results: unknown[] } } } } } } ? P : never;
}[keyof paths];
type ListItem<P extends ListPath> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': { results: Array<infer T> } } } } } }
  ? T
  : never;
type ListQuery<P extends ListPath> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never;
type ListPathParams<P extends ListPath> = paths[P] extends { get: { parameters: { path?: infer A } } } ? A : never;

/**
 * The Netline merchant API client.
 *
 * `api` is a client generated from the API's OpenAPI document (openapi-fetch): every path, parameter,
 * body and answer is typed, and `GET`, `POST`, `PATCH`, `PUT` and `DELETE` answer `{ data, error, response }`.
 * Around it this class adds authentication (Basic, or an access key's client-credentials token, refreshed),
 * automatic `Idempotency-Key`s and retries (`transport.ts`), `unwrap` for typed errors and `list` for
 * pagination.
 *
 * ```ts
 * const netline = new Netline({ credentials: { merchantId, secretKey } });
 * const customer = await netline.unwrap(netline.api.POST('/customers', { body: { ... } }));
 * for await (const invoice of netline.list('/invoices', { query: { 'filter[status][eq]': 'sent' } })) { ... }
 * ```
 */
export class Netline {
  readonly api: Client<paths>;
  readonly baseUrl: string;
  private readonly send: (request: Request) => Promise<Response>;

  constructor(options: NetlineOptions) {
    this.baseUrl = (options.baseUrl ?? process.env.NETLINE_API_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const authorizer = new Authorizer(options.credentials, this.baseUrl, fetchImpl);
    const retry: RetryOptions = { maxRetries: 2, initialDelayMs: 500, maxDelayMs: 8_000, ...options.retry };
    this.send = netlineFetch({ authorizer, retry, apiVersion: options.apiVersion ?? API_VERSION, fetchImpl });
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      fetch: this.send,
      headers: { accept: 'application/json' },
    });
  }

  /**
   * A request outside the typed operations (a server-sent event stream, say) to `path` under the base
   * address, sent as every other: authenticated, with the API version, an `Idempotency-Key` for a write and
   * the same retries. The response is returned as it is, its body unread.
   */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return this.send(new Request(`${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`, init));
  }

  /** The data of a successful answer; otherwise throws the typed `NetlineApiError` for its `error.type`. */
  async unwrap<D>(pending: Promise<Answer<D>>): Promise<NonNullable<D>> {
    const { data, error, response } = await pending;
    if (error !== undefined || !response.ok) throw apiErrorOf(response.status, error, response.headers.get('x-request-id') ?? undefined);
    return data as NonNullable<D>;
  }

  /**
   * Every item of a list, page by page as they are needed (`limit` items per request, 100 unless the
   * query says otherwise), in the list's order. Filters and sorting go in `query` as the API names them.
   */
  async *list<P extends ListPath>(path: P, init: { query?: ListQuery<P>; params?: ListPathParams<P> } = {}): AsyncGenerator<ListItem<P>, void, undefined> {
    const limit = Number((init.query as { limit?: number } | undefined)?.limit ?? 100);
    for (let page = Number((init.query as { page?: number } | undefined)?.page ?? 0); ; page += 1) {
      // The generated signature cannot be spelled for a path chosen by the caller; the answer's type is ListItem<P>.
      const get = this.api.GET as unknown as (path: string, init: unknown) => Promise<Answer<unknown>>;
      const body = (await this.unwrap(get(path, { params: { path: init.params, query: { ...(init.query ?? {}), limit, page } } }))) as {
        results: ListItem<P>[];
      };
      yield* body.results;
      if (body.results.length < limit) return;
    }
  }
}
