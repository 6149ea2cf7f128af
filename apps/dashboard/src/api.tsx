import type { NoSession, SessionView } from '@netline/contracts';
import { ApiError, loader, sessionClient } from '@netline/web-kit';

export { ApiError, asApiError, listPath, type List, type Loaded } from '@netline/web-kit';

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
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
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

/** Loads `path` (again whenever it changes or `reload` is called). */
export const useApi = loader(<T,>(path: string) => request<T>('GET', path));
