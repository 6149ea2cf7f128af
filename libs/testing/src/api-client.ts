import { DEFAULT_MERCHANT_API_VERSION } from '@netline/contracts';
import type { BodyOf, MerchantPaths, PartnerPaths } from './api-types';
import { responseValidatorFor } from './response-validator';

/**
 * A small HTTP client for tests and benchmarks: JSON in, status + headers + JSON out. Bodies are typed
 * from the API reference by path (`api-types.ts`), and checked against it at run time (`validate`).
 */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiClientOptions {
  /**
   * Check every response of the API (a base URL ending in `/api`) against the API reference the gateway
   * serves, `/api/openapi.json` or, for answers in the partners API's version, `/api/partners/openapi.json`,
   * and reject the request with the list of differences. On by default; benchmarks turn it off.
   */
  validate?: boolean;
}

const REFERENCE_PATHS = /^\/((partners\/)?openapi\.json|docs(\/.*)?)$/;

/** Answers in this `X-Api-Version` are described by the partners API's document. */
const PARTNER_VERSION = 'partners-v1';

/**
 * `Api` is the document whose answers the client's calls are typed by: the merchant API's by default, the
 * partners API's for a client made with `ApiClient.partner`.
 */
// `in out`: a partner's client is not a merchant's (the compiler would otherwise compare the two
// structurally and find them alike, since `Api` appears only in the calls' answers).
export class ApiClient<in out Api extends object = MerchantPaths> {
  private readonly validate: boolean;

  constructor(
    readonly baseUrl: string,
    private readonly authorization?: string,
    options: ApiClientOptions = {},
  ) {
    this.validate = (options.validate ?? true) && /\/api\/?$/.test(new URL(baseUrl).pathname);
  }

  static basic(baseUrl: string, merchantId: string, secretKey: string, options?: ApiClientOptions): ApiClient {
    return new ApiClient(baseUrl, `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString('base64')}`, options);
  }

  /** A partner's client: the same Basic credentials, its calls typed by the partners API's document. */
  static partner(baseUrl: string, partnerId: string, secretKey: string, options?: ApiClientOptions): ApiClient<PartnerPaths> {
    return new ApiClient<PartnerPaths>(baseUrl, `Basic ${Buffer.from(`${partnerId}:${secretKey}`).toString('base64')}`, options);
  }

  /** A bearer token's client, typed by the merchant API's document unless the token is a partner's (`ApiClient.bearer<PartnerPaths>`). */
  static bearer<Api extends object = MerchantPaths>(baseUrl: string, token: string, options?: ApiClientOptions): ApiClient<Api> {
    return new ApiClient<Api>(baseUrl, `Bearer ${token}`, options);
  }

  // Each verb has two signatures. Called without a type argument, the body's type is read off the API
  // reference for the path (`BodyOf`, api-types.ts); a test that reads another document's API, or that
  // wants a narrower type, names it: `api.get<Partner>(…)`.
  get<P extends string>(path: P, headers?: Record<string, string>): Promise<ApiResponse<BodyOf<'get', P, Api>>>;
  get<T>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }
  post<P extends string>(path: P, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<BodyOf<'post', P, Api>>>;
  post<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }
  put<P extends string>(path: P, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<BodyOf<'put', P, Api>>>;
  put<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  put(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PUT', path, body, headers);
  }
  delete<P extends string>(path: P, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<BodyOf<'delete', P, Api>>>;
  delete<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  delete(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('DELETE', path, body, headers);
  }

  request<M extends string, P extends string>(method: M, path: P, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<BodyOf<M, P, Api>>>;
  request<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<unknown>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.authorization ? { authorization: this.authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      // Bytes (file uploads) and text go as they are; anything else as JSON.
      body: body === undefined ? undefined : typeof body === 'string' ? body : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const result = { status: response.status, headers: response.headers, body: parsed, text };
    if (this.validate) await this.conform(method, path, result);
    return result;
  }

  /** Throws when the response departs from the API reference (see `ApiClientOptions.validate`). */
  private async conform(method: string, path: string, response: ApiResponse): Promise<void> {
    // The reference itself (documents and browsable pages) is not an operation of the API.
    if (REFERENCE_PATHS.test(path.split('?')[0])) return;
    const problems: string[] = [];
    const version = response.headers.get('x-api-version');
    if (version === null) problems.push(`${method} ${path} → ${response.status}: no X-Api-Version header`);
    const base = this.baseUrl.replace(/\/+$/, '');
    // Each merchant API version has its document; the default version's is the plain address.
    const documentUrl =
      version === PARTNER_VERSION
        ? `${base}/partners/openapi.json`
        : version === null || version === DEFAULT_MERCHANT_API_VERSION
          ? `${base}/openapi.json`
          : `${base}/openapi.json?version=${encodeURIComponent(version)}`;
    const validator = await responseValidatorFor(documentUrl);
    problems.push(
      ...validator.check({
        method: method.toUpperCase(),
        path: new URL(`${base}${path}`).pathname.slice(new URL(base).pathname.length) || '/',
        status: response.status,
        headers: response.headers,
        body: response.body,
        text: response.text,
      }),
    );
    if (problems.length > 0) throw new Error(`The response departs from ${documentUrl}:\n${problems.join('\n')}\nbody: ${response.text.slice(0, 2000)}`);
  }
}
