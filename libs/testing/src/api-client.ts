/** A small HTTP client for tests and benchmarks: JSON in, status + headers + JSON out. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly authorization?: string,
  ) {}

  static basic(baseUrl: string, merchantId: string, secretKey: string): ApiClient {
    return new ApiClient(baseUrl, `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString('base64')}`);
  }

  static bearer(baseUrl: string, token: string): ApiClient {
    return new ApiClient(baseUrl, `Bearer ${token}`);
  }

  get<T = any>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, body, headers);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.authorization ? { authorization: this.authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
}
