import type { NoSession, SessionView } from '@netline/contracts';
import { ApiError, loader, sessionClient, type Loaded } from '@netline/web-kit';
import type { paths } from './generated/api';

export { ApiError, asApiError, type List, type Loaded } from '@netline/web-kit';

const client = sessionClient({
  url: (path) => (path.startsWith('/dashboard/') ? path : `/api${path}`),
  headers: { 'x-netline-client': 'dashboard' },
  name: 'The dashboard',
  isSignIn: (url) => url.endsWith('/dashboard/session'),
});

export const { setCsrfToken, setSignedOutHandler } = client;

let onStepUpRequired: (() => Promise<boolean>) | undefined;

/**
 * Called when an operation answers `GATEWAY.STEP_UP_REQUIRED` (revealing or rotating a secret without a
 * recent proof of presence): it asks the person for their password or a code and resolves whether
 * they gave a right one, after which the request is sent once more.
 */
export function setStepUpHandler(handler: (() => Promise<boolean>) | undefined): void {
  onStepUpRequired = handler;
}

/**
 * One request to the gateway with the session cookie. `/dashboard/…` paths are the sign-in endpoints;
 * everything else is the merchant API under `/api`, the same operations Basic and OAuth clients call.
 * Pages do not call it: they use the typed `call` and `useGet` below.
 */
async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  try {
    return await client.send<T>(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'GATEWAY.STEP_UP_REQUIRED' && onStepUpRequired && (await onStepUpRequired())) {
      return client.send<T>(method, path, body);
    }
    throw error;
  }
}

export const session = {
  current: () => request<SessionView | NoSession>('GET', '/dashboard/session'),
  /** A `NoSession` with `second_factor` means: send the same again with `code` or `recovery_code`. */
  signIn: (email: string, password: string, secondFactor: { code?: string; recovery_code?: string } = {}) =>
    request<SessionView | NoSession>('POST', '/dashboard/session', { email, password, ...secondFactor }),
  signOut: () => request<void>('DELETE', '/dashboard/session'),
};

/** Loads `path` (again whenever it changes or `reload` is called); `useGet` is its typed face. */
const useApi = loader(<T,>(path: string) => request<T>('GET', path));

// --- The typed client -----------------------------------------------------------------------------------
// Routes, parameters, bodies and answers come from apps/dashboard/src/generated/api.ts, generated from the
// operation catalogue by `npm run generate` (scripts/openapi-sdk.js): a renamed route, parameter or field
// fails the dashboard's type check instead of failing in the browser.

type Verb = 'get' | 'post' | 'put' | 'delete';

/** The routes that answer `verb`. */
export type RouteOf<V extends Verb> = { [P in keyof paths]: paths[P][V] extends { responses: unknown } ? P : never }[keyof paths];

type Operation<V extends Verb, P extends RouteOf<V>> = paths[P][V];
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** What the route answers on success. */
export type Answer<V extends Verb, P extends RouteOf<V>> =
  Operation<V, P> extends { responses: infer R }
    ? R extends { 200: infer S }
      ? JsonOf<S>
      : R extends { 201: infer S }
        ? JsonOf<S>
        : R extends { 202: infer S }
          ? JsonOf<S>
          : undefined
    : never;

type PathParams<O> = O extends { parameters: { path: infer T } } ? T : undefined;
type QueryParams<O> = O extends { parameters: { query?: infer T } } ? ([T] extends [never] ? undefined : T) : undefined;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer T } } }
  ? T
  : O extends { requestBody?: { content: { 'application/json': infer T } } }
    ? T | undefined
    : undefined;

/** A call's parts, each as the route declares it: path parameters, the query and the JSON body. */
export interface CallOptions<V extends Verb, P extends RouteOf<V>> {
  path?: PathParams<Operation<V, P>>;
  query?: QueryParams<Operation<V, P>>;
  body?: Body<Operation<V, P>>;
}

/** The URL of a route with its path parameters filled in and its query (empty values left out). */
export function routeUrl(route: string, options: { path?: unknown; query?: unknown } = {}): string {
  const values = (options.path ?? {}) as Record<string, string>;
  const path = route.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${route} needs its ${name}`);
    return encodeURIComponent(values[name]);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One typed call: `call('post', '/customers', { body })` answers a `Customer`. */
export function call<V extends Verb, P extends RouteOf<V>>(verb: V, route: P, options: CallOptions<V, P> = {}): Promise<Answer<V, P>> {
  return request<Answer<V, P>>(verb.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE', routeUrl(route, options), options.body);
}

/** A typed GET as a hook (again whenever its URL changes or `reload` is called); `null` options load nothing. */
export function useGet<P extends RouteOf<'get'>>(route: P, options: CallOptions<'get', P> | null = {}): Loaded<Answer<'get', P>> {
  return useApi<Answer<'get', P>>(options === null ? null : routeUrl(route, options));
}
