import { DEFAULT_MERCHANT_API_VERSION } from '@netline/contracts';
import { responseValidatorFor } from './response-validator';

/**
 * The body type of a response whose test names no contract type. Responses are checked at run time
 * against the API reference (the client validates every `/api` response against the OpenAPI document),
 * and a test that reads a resource names its contract type through the generic (`api.get<Invoice>(…)`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type UntypedBody = any;

/** A small HTTP client for tests and benchmarks: JSON in, status + headers + JSON out. */
export interface ApiResponse<T = UntypedBody> {
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

export class ApiClient {
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

  static bearer(baseUrl: string, token: string, options?: ApiClientOptions): ApiClient {
    return new ApiClient(baseUrl, `Bearer ${token}`, options);
  }

  get<T = UntypedBody>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = UntypedBody>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = UntypedBody>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = UntypedBody>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, body, headers);
  }

  async request<T = UntypedBody>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
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
    const result = { status: response.status, headers: response.headers, body: parsed as T, text };
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
