import { z } from 'zod';
import { ChargeLookup, chargeLookupRequestSchema, ChargeSubjects } from './charges';
import {
  authorizeChargeSchema,
  cancelChargeSchema,
  captureChargeSchema,
  CreditFigures,
  creditFiguresRequestSchema,
  CreditSubjects,
  enlargeReservationSchema,
  releaseCreditSchema,
  reserveCreditSchema,
} from './credit';
import {
  creditCheckRequestSchema,
  creditDecisionRequestSchema,
  Customer,
  customerIdParams,
  CustomerLocation,
  CustomerSubjects,
  enrollmentTokenParams,
  locateCustomerSchema,
} from './customers';
import {
  ApplyPaymentReply,
  applyPaymentRequestSchema,
  InvoiceLookup,
  invoiceLookupRequestSchema,
  InvoiceSubjects,
  locateInvoiceSchema,
  UnbookedPayments,
  unbookedPaymentsRequestSchema,
  WithdrawPaymentReply,
  withdrawPaymentRequestSchema,
} from './invoices';
import { IdentitySubjects, MerchantSettings, WebhookSecrets } from './identity';
import { ListEnvelope, ListQuery } from './list';
import {
  merchantApplicationSchema,
  MerchantUnderwritingOutcome,
  MerchantUnderwritingSubjects,
  PartnerCustomer,
  partnerCreateCustomerSchema,
  partnerUpdateCustomerSchema,
} from './partners';
import { operatorPaymentSchema, operatorPaymentStatusSchema, Payment, PaymentSubjects } from './payments';
import {
  CustomerBalances,
  operatorMerchantScopeSchema,
  operatorPayoutRetrySchema,
  operatorPayoutStatusSchema,
  Payout,
  PayoutSubjects,
  ReconcileReport,
} from './payouts';
import { InternalRequest, RawReplyBody, RpcRequest } from './rpc';
import { operatorVerifyShipmentSchema, Shipment, ShipmentSubjects } from './shipments';

/**
 * The typed RPC map: for each NATS subject, what its request carries (zod schemas, checked again by the
 * handler) and what its reply holds. The calling side (`RpcClient.ask` / `askAs`) and the handling side
 * (`@RpcHandler`) both take their types from here, so neither writes a request or reply type by hand.
 *
 * Two envelopes exist, as before:
 * - `internal`: service-to-service and operator messages, `InternalRequest<body>` (request id and body);
 * - `merchant`: a merchant-facing operation, `RpcRequest` (principal, request id, idempotency key, path
 *   params, list query, body). The gateway builds it from the catalogue operation; the schemas here must
 *   accept whatever that operation's route accepts (a unit test over the catalogue checks it).
 */

/** Carries a reply type without a runtime value (`reply<Customer>()`). */
export interface Reply<T> {
  readonly __reply?: () => T;
}
export function reply<T>(): Reply<T> {
  return {};
}

export interface InternalRpcContract<B extends z.ZodType = z.ZodType, R = unknown> {
  kind: 'internal';
  body: B;
  reply: Reply<R>;
}

export interface MerchantRpcContract<P extends z.ZodType | undefined = z.ZodType | undefined, B extends z.ZodType | undefined = z.ZodType | undefined, R = unknown> {
  kind: 'merchant';
  /** Path parameters (the route's `params`). */
  params: P;
  /** The JSON body; absent when the operation takes none. */
  body: B;
  /** The operation is a list: its query is a `ListQuery` the gateway built from the route's list spec. */
  list: boolean;
  reply: Reply<R>;
}

export type RpcContract = InternalRpcContract | MerchantRpcContract;

export function internalRpc<B extends z.ZodType, R>(body: B, replyType: Reply<R>): InternalRpcContract<B, R> {
  return { kind: 'internal', body, reply: replyType };
}

interface MerchantShape {
  params?: z.ZodType;
  body?: z.ZodType;
  list?: boolean;
}

export function merchantRpc<const T extends MerchantShape, R>(
  shape: T,
  replyType: Reply<R>,
): MerchantRpcContract<T extends { params: infer P extends z.ZodType } ? P : undefined, T extends { body: infer B extends z.ZodType } ? B : undefined, R> & {
  list: T extends { list: true } ? true : false;
} {
  // An absent schema is `undefined` at run time too, as the conditional types above say.
  return { kind: 'merchant', params: shape.params, body: shape.body, list: shape.list === true, reply: replyType } as never;
}

type CustomerReply = Customer | PartnerCustomer;

/** Identity's lookups by account id (an unknown id is identity's 404, not a validation error). */
const merchantIdRequestSchema = z.object({ merchant_id: z.string() });

export const RPC = {
  // credit: customers (merchant-facing, served through the gateway and MCP)
  [CustomerSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<CustomerReply>>()),
  [CustomerSubjects.create]: merchantRpc({ body: partnerCreateCustomerSchema }, reply<CustomerReply>()),
  [CustomerSubjects.get]: merchantRpc({ params: customerIdParams }, reply<CustomerReply>()),
  [CustomerSubjects.update]: merchantRpc({ params: customerIdParams, body: partnerUpdateCustomerSchema }, reply<CustomerReply>()),
  [CustomerSubjects.creditCheck]: merchantRpc({ params: customerIdParams, body: creditCheckRequestSchema }, reply<CustomerReply>()),
  [CustomerSubjects.enroll]: merchantRpc({ params: customerIdParams }, reply<CustomerReply>()),
  [CustomerSubjects.sandboxDecision]: merchantRpc({ params: customerIdParams, body: creditDecisionRequestSchema }, reply<CustomerReply>()),
  [CustomerSubjects.sandboxEnroll]: merchantRpc({ params: customerIdParams }, reply<CustomerReply>()),
  [CustomerSubjects.enrollmentPage]: merchantRpc({ params: enrollmentTokenParams }, reply<RawReplyBody>()),
  [CustomerSubjects.enrollmentAccept]: merchantRpc({ params: enrollmentTokenParams }, reply<RawReplyBody>()),

  // credit: internal
  [CustomerSubjects.locate]: internalRpc(locateCustomerSchema, reply<CustomerLocation>()),
  [CustomerSubjects.operatorDecide]: internalRpc(z.looseObject({ customer_id: z.string().min(1) }), reply<CustomerReply>()),
  [CustomerSubjects.operatorBalances]: internalRpc(operatorMerchantScopeSchema, reply<CustomerBalances>()),
  [MerchantUnderwritingSubjects.assess]: internalRpc(merchantApplicationSchema, reply<MerchantUnderwritingOutcome>()),
  [CreditSubjects.figures]: internalRpc(creditFiguresRequestSchema, reply<CreditFigures>()),
  [CreditSubjects.reserve]: internalRpc(reserveCreditSchema, reply<CreditFigures>()),
  [CreditSubjects.release]: internalRpc(releaseCreditSchema, reply<CreditFigures>()),
  [CreditSubjects.enlarge]: internalRpc(enlargeReservationSchema, reply<CreditFigures>()),
  [CreditSubjects.authorizeCharge]: internalRpc(authorizeChargeSchema, reply<CreditFigures>()),
  [CreditSubjects.captureCharge]: internalRpc(captureChargeSchema, reply<CreditFigures>()),
  [CreditSubjects.cancelCharge]: internalRpc(cancelChargeSchema, reply<CreditFigures>()),

  // billing: internal
  [InvoiceSubjects.lookup]: internalRpc(invoiceLookupRequestSchema, reply<InvoiceLookup>()),
  [InvoiceSubjects.locate]: internalRpc(locateInvoiceSchema, reply<InvoiceLookup>()),
  [InvoiceSubjects.applyPayment]: internalRpc(applyPaymentRequestSchema, reply<ApplyPaymentReply>()),
  [InvoiceSubjects.unbookedPayments]: internalRpc(unbookedPaymentsRequestSchema, reply<UnbookedPayments>()),
  [InvoiceSubjects.withdrawPayment]: internalRpc(withdrawPaymentRequestSchema, reply<WithdrawPaymentReply>()),
  [InvoiceSubjects.operatorOpenBalances]: internalRpc(operatorMerchantScopeSchema, reply<CustomerBalances>()),
  [ChargeSubjects.lookup]: internalRpc(chargeLookupRequestSchema, reply<ChargeLookup>()),

  // identity: internal
  [IdentitySubjects.getMerchant]: internalRpc(merchantIdRequestSchema, reply<MerchantSettings>()),
  [IdentitySubjects.webhookSecrets]: internalRpc(merchantIdRequestSchema, reply<WebhookSecrets>()),

  // fulfillment: internal
  [ShipmentSubjects.operatorVerify]: internalRpc(operatorVerifyShipmentSchema, reply<Shipment>()),

  // treasury: internal
  [PaymentSubjects.operatorRecord]: internalRpc(operatorPaymentSchema, reply<Payment>()),
  [PaymentSubjects.operatorStatus]: internalRpc(operatorPaymentStatusSchema, reply<Payment>()),
  [PayoutSubjects.operatorStatus]: internalRpc(operatorPayoutStatusSchema, reply<Payout>()),
  [PayoutSubjects.operatorRetry]: internalRpc(operatorPayoutRetrySchema, reply<Payout>()),
  [PayoutSubjects.operatorRun]: internalRpc(operatorMerchantScopeSchema, reply<{ payouts: Array<Payout & { merchant_id: string }> }>()),
  [PayoutSubjects.operatorReconcile]: internalRpc(operatorMerchantScopeSchema, reply<ReconcileReport>()),
} as const satisfies Record<string, RpcContract>;

export type RpcMap = typeof RPC;
export type RpcSubject = keyof RpcMap;
export type InternalRpcSubject = { [S in RpcSubject]: RpcMap[S] extends InternalRpcContract ? S : never }[RpcSubject];
export type MerchantRpcSubject = { [S in RpcSubject]: RpcMap[S] extends MerchantRpcContract ? S : never }[RpcSubject];

/** What a subject's handler returns (and what `ask`/`askAs` resolve to). */
export type RpcReplyOf<S extends RpcSubject> = RpcMap[S]['reply'] extends Reply<infer R> ? R : never;

type SchemaOut<T> = T extends z.ZodType ? z.output<T> : undefined;
type SchemaIn<T> = T extends z.ZodType ? z.input<T> : undefined;
type ParamsOut<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type ParamsIn<T> = T extends z.ZodType ? z.input<T> : Record<string, never>;
type QueryOf<C> = C extends { list: true } ? ListQuery : Record<string, never>;

/** The body a caller sends on an internal subject (the schema's input). */
export type RpcBodyIn<S extends RpcSubject> = SchemaIn<RpcMap[S]['body']>;

/**
 * The message a handler receives once its request passed the map's schemas: `InternalRequest` or
 * `RpcRequest`, with the body (and params) as the schemas output them.
 */
export type RpcMessage<S extends RpcSubject> = RpcMap[S] extends InternalRpcContract
  ? InternalRequest<SchemaOut<RpcMap[S]['body']>>
  : RpcMap[S] extends MerchantRpcContract
    ? RpcRequest<SchemaOut<RpcMap[S]['body']>, ParamsOut<RpcMap[S]['params']>, QueryOf<RpcMap[S]>>
    : never;

/** What a caller acting for a principal supplies on a merchant subject (the envelope is built for it). */
export type MerchantRpcInput<S extends MerchantRpcSubject> = {
  params: ParamsIn<RpcMap[S]['params']>;
  idempotency_key?: string;
} & (RpcMap[S]['body'] extends z.ZodType ? { body: SchemaIn<RpcMap[S]['body']> } : { body?: undefined })
  & (RpcMap[S] extends { list: true } ? { query: ListQuery } : { query?: undefined });

/** The map entry of a subject, or undefined for a subject not (yet) in the map. */
export function rpcContractOf(subject: string): RpcContract | undefined {
  return Object.prototype.hasOwnProperty.call(RPC, subject) ? (RPC as Record<string, RpcContract>)[subject] : undefined;
}

export function isRpcSubject(subject: string): subject is RpcSubject {
  return rpcContractOf(subject) !== undefined;
}
