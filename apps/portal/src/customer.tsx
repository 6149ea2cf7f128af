import type { BuyerCustomer } from '@netline/contracts';
import { createContext, useContext } from 'react';
import type { PortalSession } from './types';

export interface PortalContextValue {
  session: PortalSession;
  /** The merchant relationship on screen: one customer of one merchant. */
  customer: BuyerCustomer;
  signOut: () => Promise<void>;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside a signed-in page');
  return value;
}

/** The buyer API path of the customer on screen. */
export function useCustomerPath(): (path: string) => string {
  const { customer } = usePortal();
  return (path: string) => `/customers/${encodeURIComponent(customer.customer_id)}${path}`;
}
