import type { SessionView } from '@netline/contracts';
import { createContext, useContext } from 'react';

export interface SessionContextValue {
  session: SessionView;
  /** Admins change things; `read_only` people see the same pages without any write control. */
  canWrite: boolean;
  sandbox: boolean;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside a signed-in page');
  return value;
}
