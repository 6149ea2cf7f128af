import type { ErrorDetail, ListEnvelope, NoSession, SessionView } from '@netline/contracts';
import { useCallback, useEffect, useState } from 'react';

/** An answer in the API's error shape `{ error: { type, code?, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** The stable domain code (`GATEWAY.STEP_UP_REQUIRED`, `IDENTITY.INVALID_SECOND_FACTOR`, …) when the answer has one. */
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
let onStepUpRequired: (() => Promise<boolean>) | undefined;

/**
 * Called when an operation answers `GATEWAY.STEP_UP_REQUIRED` (revealing or rotating a secret without a
 * recent proof of presence): it asks the person for their password or a code and resolves whether
 * they gave a right one, after which the request is sent once more.
 */
export function setStepUpHandler(handler: (() => Promise<boolean>) | undefined): void {
  onStepUpRequired = handler;
}

/** The session's CSRF token, echoed on every state-changing request. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * One request to the gateway with the session cookie. `/dashboard/…` paths are the sign-in endpoints;
 * everything else is the merchant API under `/api`, the same operations Basic and OAuth clients call.
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  try {
    return await send<T>(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'GATEWAY.STEP_UP_REQUIRED' && onStepUpRequired && (await onStepUpRequired())) {
      return send<T>(method, path, body);
    }
    throw error;
  }
}

async function send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const url = path.startsWith('/dashboard/') ? path : `/api${path}`;
  const headers: Record<string, string> = { accept: 'application/json', 'x-netline-client': 'dashboard' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network_error', 'The dashboard cannot reach Netline. Check your connection and try again');
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
    if (response.status === 401 && !url.endsWith('/dashboard/session')) onSignedOut();
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
  current: () => request<SessionView | NoSession>('GET', '/dashboard/session'),
  /** A `NoSession` with `second_factor` means: send the same again with `code` or `recovery_code`. */
  signIn: (email: string, password: string, secondFactor: { code?: string; recovery_code?: string } = {}) =>
    request<SessionView | NoSession>('POST', '/dashboard/session', { email, password, ...secondFactor }),
  signOut: () => request<void>('DELETE', '/dashboard/session'),
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
      (error: unknown) => live && setState({ error: error instanceof ApiError ? error : new ApiError(0, 'api_error', String(error)), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

/** A list endpoint's query string in the API's own grammar: `page`, `limit`, `filter[field][op]=value`. */
export function listPath(path: string, page: number, filters: Record<string, string | undefined>, limit = 25): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
}

export type List<T> = ListEnvelope<T>;
