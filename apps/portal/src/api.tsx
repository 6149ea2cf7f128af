import { loader, sessionClient } from '@netline/web-kit';
import type { PortalSession } from './types';

export { ApiError, asApiError, listPath, useSubmit, type List, type Loaded } from '@netline/web-kit';

/**
 * Requests to the gateway with the portal session cookie (its path is `/portal`, so the browser sends it
 * nowhere else). `/portal/session…` paths are the sign-in endpoints; everything else is the buyer API
 * under `/portal/api`.
 */
const client = sessionClient({
  url: (path) => (path.startsWith('/portal/') ? path : `/portal/api${path}`),
  name: 'The portal',
  isSignIn: (url) => url.startsWith('/portal/session'),
});

export const { setCsrfToken, setSignedOutHandler } = client;

export function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return client.send<T>(method, path, body);
}

export const session = {
  current: () => request<PortalSession | { signed_in: false }>('GET', '/portal/session'),
  /** The same answer whatever the address: whether a link goes is for the mailbox to tell. */
  requestLink: (email: string) => request<{ message: string }>('POST', '/portal/session/link', { email }),
  signOut: () => request<void>('DELETE', '/portal/session'),
};

/** Loads `path` (again whenever it changes or `reload` is called). */
export const useApi = loader(<T,>(path: string) => request<T>('GET', path));
