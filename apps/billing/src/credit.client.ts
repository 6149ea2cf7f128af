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
  InternalRequest,
  MerchantSettings,
  ReleaseCreditRequest,
  ReserveCreditRequest,
  RpcRequest,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import { randomUUID } from 'node:crypto';

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
    const message: RpcRequest<undefined, { customer_id: string }, Record<string, never>> = {
      principal: { merchant_id: merchantId, actor: { type: 'operator', id: 'billing' }, scopes: [] },
      request_id: requestId(),
      params: { customer_id: customerId },
      query: {},
      body: undefined,
    };
    return this.rpc.call<Customer>(CustomerSubjects.get, message);
  }

  figures(merchantId: string, customerId: string): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.figures, internal({ merchant_id: merchantId, customer_id: customerId }));
  }

  reserve(body: ReserveCreditRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.reserve, internal(body));
  }

  enlarge(body: EnlargeReservationRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.enlarge, internal(body));
  }

  release(body: ReleaseCreditRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.release, internal(body));
  }

  authorizeCharge(body: AuthorizeChargeRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.authorizeCharge, internal(body));
  }

  captureCharge(body: CaptureChargeRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.captureCharge, internal(body));
  }

  cancelCharge(body: CancelChargeRequest): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.cancelCharge, internal(body));
  }

  async merchantName(merchantId: string): Promise<string> {
    try {
      const merchant = await this.rpc.call<MerchantSettings>(IdentitySubjects.getMerchant, internal({ merchant_id: merchantId }));
      return merchant.name;
    } catch {
      // The document still renders with the merchant's id if identity cannot answer right now.
      return merchantId;
    }
  }
}

function requestId(): string {
  return currentRequestId() ?? randomUUID();
}

function internal<T>(body: T): InternalRequest<T> {
  return { request_id: requestId(), body };
}
