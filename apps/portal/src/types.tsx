import type { BuyerAccount, BuyerCustomer, BuyerInvoice, BuyerPayment } from '@netline/contracts';

/**
 * The objects the portal reads: the buyer API's own (libs/contracts/src/buyer-portal.ts), and the session
 * as `GET /portal/session` answers it. Dispute, PromiseToPay, Statement and CreditLineRequest are the
 * merchant API's, imported from the contracts as they are.
 */
export type PortalAccount = BuyerAccount;
export type PortalInvoice = BuyerInvoice;
export type PortalPayment = BuyerPayment;

/** What `GET /portal/session` answers for a live session (the gateway's `PortalSessionView`). */
export interface PortalSession {
  signed_in: true;
  email: string;
  customers: BuyerCustomer[];
  csrf_token: string;
  idle_timeout_seconds: number;
  expires_at: string;
}
