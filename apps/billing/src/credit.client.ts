import { Injectable } from '@nestjs/common';
import {
  AuthorizeChargeRequest,
  CancelChargeRequest,
  CaptureChargeRequest,
  CreditFigures,
  CreditSubjects,
  Customer,
  CustomerSubjects,
  EnlargeReservationRequest,
  IdentitySubjects,
  ReleaseCreditRequest,
  ReserveCreditRequest,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';

/**
 * Billing's view of the services it asks: credit (customers, reservations, charge authorizations) and
 * identity (the merchant's name for documents). Remote domain errors arrive rethrown as DomainErrors,
 * so a credit refusal (404 customer, 400 not approved / insufficient credit) reaches the merchant as is.
 */
@Injectable()
export class CreditClient {
  constructor(private readonly rpc: RpcClient) {}

  /** The customer as the merchant sees it (404 for another merchant's customer). */
  customer(merchantId: string, customerId: string): Promise<Customer> {
    const principal = { merchant_id: merchantId, actor: { type: 'operator' as const, id: 'billing' }, scopes: [] };
    return this.rpc.askAs(CustomerSubjects.get, principal, { params: { customer_id: customerId } });
  }

  figures(merchantId: string, customerId: string): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.figures, { merchant_id: merchantId, customer_id: customerId });
  }

  reserve(body: ReserveCreditRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.reserve, body);
  }

  enlarge(body: EnlargeReservationRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.enlarge, body);
  }

  release(body: ReleaseCreditRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.release, body);
  }

  authorizeCharge(body: AuthorizeChargeRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.authorizeCharge, body);
  }

  captureCharge(body: CaptureChargeRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.captureCharge, body);
  }

  cancelCharge(body: CancelChargeRequest): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.cancelCharge, body);
  }

  async merchantName(merchantId: string): Promise<string> {
    try {
      const merchant = await this.rpc.ask(IdentitySubjects.getMerchant, { merchant_id: merchantId });
      return merchant.name;
    } catch {
      // The document still renders with the merchant's id if identity cannot answer right now.
      return merchantId;
    }
  }
}
