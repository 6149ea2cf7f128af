import type { ErrorDetail, ListEnvelope } from '@netline/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { PortalSession } from './types';

/** An answer in the API's error shape `{ error: { type, code?, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly code?: string,
  ) {
    super(message);
  }

  /** The message with each field problem, as a person reads it. */
  describe(): string {
    if (this.details.length === 0) return this.message;
    return `${this.message}: ${this.details.map((detail) => `${detail.path} ${detail.message}`).join('; ')}`;
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => undefined;

/** The session's CSRF token, echoed on every state-changing request. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * One request to the gateway with the portal session cookie (its path is `/portal`, so the browser sends
 * it nowhere else). `/portal/session…` paths are the sign-in endpoints; everything else is the buyer API
 * under `/portal/api`.
 */
export async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const url = path.startsWith('/portal/') ? path : `/portal/api${path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network_error', 'The portal cannot reach Netline. Check your connection and try again');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as { error?: { type?: string; message?: string; code?: string; details?: ErrorDetail[] } } | undefined)?.error;
    // The session ended (idle, signed out elsewhere): back to the sign-in page.
    if (response.status === 401 && !url.startsWith('/portal/session')) onSignedOut();
    throw new ApiError(
      response.status,
      error?.type ?? 'api_error',
      error?.message ?? `The request failed (HTTP ${response.status})`,
      error?.details ?? [],
      error?.code,
    );
  }
  return parsed as T;
}

export const session = {
  current: () => request<PortalSession | { signed_in: false }>('GET', '/portal/session'),
  /** The same answer whatever the address: whether a link goes is for the mailbox to tell. */
  requestLink: (email: string) => request<{ message: string }>('POST', '/portal/session/link', { email }),
  signOut: () => request<void>('DELETE', '/portal/session'),
};

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Loads `path` (again whenever it changes or `reload` is called). */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: path !== null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    request<T>('GET', path).then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => live && setState({ error: asApiError(error), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** A list endpoint's query string in the API's own grammar: `page`, `limit`, `filter[field][op]=value`. */
export function listPath(path: string, page: number, filters: Record<string, string | undefined> = {}, limit = 25): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'api_error', String(error));
}

export type List<T> = ListEnvelope<T>;
