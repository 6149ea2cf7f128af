import type { CountedList, ErrorDetail } from '@netline/contracts';
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

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'api_error', String(error));
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What tells one app's requests from the other's: where its paths go and how it names itself. */
export interface SessionClientOptions {
  /** The gateway URL of a path as the app's pages name it (its sign-in endpoints, or its API). */
  url: (path: string) => string;
  /** Sent on every request besides `accept`, `content-type` and the CSRF token. */
  headers?: Record<string, string>;
  /** The app as the network failure names it: "The dashboard cannot reach Netline…". */
  name: string;
  /** Whether a 401 from `url` is a sign-in refused rather than a session that ended. */
  isSignIn: (url: string) => boolean;
}

export interface SessionClient {
  /** The session's CSRF token, echoed on every state-changing request. */
  setCsrfToken(token: string): void;
  /** Called when the session ends (idle, signed out elsewhere): the app goes back to its sign-in page. */
  setSignedOutHandler(handler: () => void): void;
  /** One request with the session cookie; a refusal is thrown as an `ApiError` in the API's words. */
  send<T>(method: Method, path: string, body?: unknown): Promise<T>;
}

/**
 * A browser app's requests to the gateway with its session cookie: JSON both ways, the CSRF header on
 * everything but GET, and a failure thrown as an `ApiError` in the contract's error shape.
 */
export function sessionClient(options: SessionClientOptions): SessionClient {
  let csrfToken = '';
  let onSignedOut: () => void = () => undefined;
  return {
    setCsrfToken(token) {
      csrfToken = token;
    },
    setSignedOutHandler(handler) {
      onSignedOut = handler;
    },
    async send<T>(method: Method, path: string, body?: unknown): Promise<T> {
      const url = options.url(path);
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
      let response: Response;
      try {
        response = await fetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
      } catch {
        throw new ApiError(0, 'network_error', `${options.name} cannot reach Netline. Check your connection and try again`);
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
        if (response.status === 401 && !options.isSignIn(url)) onSignedOut();
        throw new ApiError(
          response.status,
          error?.type ?? 'api_error',
          error?.message ?? `The request failed (HTTP ${response.status})`,
          error?.details ?? [],
          error?.code,
        );
      }
      return parsed as T;
    },
  };
}

/**
 * The body `input` checked against the API's own schema before anything is sent, so a missing or
 * malformed field is named at once: the parsed body, or a `validation_error` thrown with each problem
 * under the field's name as the form shows it (`fields`), a missing one as required. What only the API
 * can tell (more than the balance, a closed invoice) comes back from the request in its own words.
 */
export function checkedBody<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  input: Record<string, unknown>,
  fields: Record<string, string> = {},
): T {
  const checked = schema.safeParse(input);
  if (checked.success) return checked.data;
  const details = checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { path: fields[field] ?? field, message: input[field] === undefined ? 'is required' : issue.message };
  });
  throw new ApiError(400, 'validation_error', 'Check the form', details);
}

export interface Submission {
  /** While the form's work runs (its button shows it). */
  busy: boolean;
  /** The last refusal: the form's own check or the API's answer. */
  error: ApiError | undefined;
  setError: (error: ApiError | undefined) => void;
  /**
   * Runs `work` (checks and requests; a throw or a rejection is the refusal) and then `done` with its
   * result. Resolves whether it succeeded, so a caller may chain what only follows a success.
   */
  submit: <T>(work: () => Promise<T> | T, done?: (result: T) => void) => Promise<boolean>;
}

/** One form's submission state and its submit: the same busy flag and error handling on every form. */
export function useSubmit(): Submission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const submit = useCallback(<T,>(work: () => Promise<T> | T, done?: (result: T) => void): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    return Promise.resolve()
      .then(work)
      .then(
        (result) => {
          setBusy(false);
          done?.(result);
          return true;
        },
        (failure: unknown) => {
          setBusy(false);
          setError(asApiError(failure));
          return false;
        },
      );
  }, []);
  return { busy, error, setError, submit };
}

export interface Loaded<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * The app's `useApi` hook over its own GET (the dashboard's asks for a step-up and sends again): loads
 * `path`, again whenever it changes or `reload` is called.
 */
export function loader(get: <T>(path: string) => Promise<T>): <T>(path: string | null) => Loaded<T> {
  return function useApi<T>(path: string | null): Loaded<T> {
    const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: path !== null });
    const [generation, setGeneration] = useState(0);
    useEffect(() => {
      if (path === null) return;
      let live = true;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      get<T>(path).then(
        (data) => live && setState({ data, loading: false }),
        (error: unknown) => live && setState({ error: asApiError(error), loading: false }),
      );
      return () => {
        live = false;
      };
    }, [path, generation]);
    const reload = useCallback(() => setGeneration((value) => value + 1), []);
    return { data: state.data, error: state.error, loading: state.loading, reload };
  };
}

/** A list endpoint's query string in the API's own grammar: `page`, `limit`, `filter[field][op]=value`. */
export function listPath(path: string, page: number, filters: Record<string, string | undefined> = {}, limit = 25): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
}

/**
 * A page of a list as the web apps read it: with its total. A dashboard session pins no API version and the
 * portal's API has none, so their lists always answer `count` (docs/api-conventions.md, "Versions").
 */
export type List<T> = CountedList<T>;
