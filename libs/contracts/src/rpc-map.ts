import { z } from 'zod';
import {
  captureChargeRequestSchema,
  chargeIdParams,
  ChargeLookup,
  chargeLookupRequestSchema,
  chargeSchema,
  ChargeSubjects,
  sandboxChargeSchema,
  updateChargeSchema,
} from './charges';
import {
  authorizeChargeSchema,
  cancelChargeSchema,
  captureChargeSchema,
  clockAdvanceRequestSchema,
  clockAdvanceResponseSchema,
  ClockSubjects,
  CreditFigures,
  creditFiguresRequestSchema,
  customersUnappliedRequestSchema,
  CustomersUnapplied,
  CreditSubjects,
  enlargeReservationSchema,
  ledgerEntrySchema,
  releaseCreditSchema,
  reserveCreditSchema,
} from './credit';
import {
  collectionSettingsSchema,
  CollectionSubjects,
  collectionsCustomerParams,
  customerCollectionsSchema,
  emailIdParams,
  emailSchema,
  EmailSubjects,
  overdueInvoiceSchema,
  updateCollectionSettingsSchema,
  updateCustomerCollectionsSchema,
} from './collections';
import {
  BuyerApiToken,
  buyerApiTokenCreateRequestSchema,
  buyerApiTokenListRequestSchema,
  buyerApiTokenRevokeRequestSchema,
  buyerApiTokenVerifyRequestSchema,
  BuyerIdentity,
  BuyerSubjects,
  CreatedBuyerApiToken,
  buyerReachRequestSchema,
  buyerSignInRedeemSchema,
  buyerSignInRequestSchema,
  buyerUserCustomerParams,
  buyerUserIdParams,
  BuyerUser,
  createBuyerUserSchema,
  VerifiedBuyerApiToken,
  CustomersByEmail,
  customersByEmailRequestSchema,
} from './buyers';
import { statementCustomerParams, statementIdParams, statementSchema, StatementSubjects } from './statements';
import {
  BuyerAccount,
  buyerCreditLineRequestSchema,
  buyerCustomerParams,
  buyerDisputeMessageSchema,
  buyerDisputeParams,
  BuyerInvoice,
  buyerInvoiceParams,
  buyerOpenDisputeSchema,
  BuyerPayment,
  BuyerPortalSubjects,
  buyerPromiseToPaySchema,
  buyerStatementParams,
} from './buyer-portal';
import { createCreditNoteSchema, creditNoteActionSchema, creditNoteIdParams, creditNoteSchema, CreditNoteSubjects } from './credit-notes';
import {
  disputeIdParams,
  disputeMessageCreateSchema,
  disputeSchema,
  DisputeSubjects,
  openDisputeSchema,
  rejectDisputeSchema,
  resolveDisputeSchema,
} from './disputes';
import { createPromiseToPaySchema, promiseToPayIdParams, promiseToPaySchema, PromiseToPaySubjects } from './promises';
import {
  createCreditLineRequestSchema,
  CreditLineRequest,
  creditLineRequestIdParams,
  CreditLineRequestSubjects,
  decideCreditLineRequestSchema,
  OperatorCreditLineRequest,
  operatorCreditLineRequestsQuerySchema,
  operatorDecideCreditLineRequestSchema,
} from './credit-line-requests';
import {
  creditCheckRequestSchema,
  creditDecisionRequestSchema,
  Customer,
  customerIdParams,
  CustomerLocation,
  CreditJobsRun,
  CustomerSubjects,
  enrollmentTokenParams,
  PendingReview,
  locateCustomerSchema,
} from './customers';
import {
  accessKeyListSchema,
  accessKeySchema,
  clientIdParams,
  createAccessKeySchema,
  updateAccessKeySchema,
  createdAccessKeySchema,
  dashboardSettingsSchema,
  grantIdParams,
  DashboardSubjects,
  inviteUserSchema,
  SessionUser,
  rotatedSecretKeySchema,
  teamUserListSchema,
  teamUserSchema,
  updateSettingsSchema,
  updateUserSchema,
  userIdParams,
  webhookSecretViewSchema,
} from './dashboard';
import {
  AccessKeyApproval,
  AccessKeyApprovalList,
  AccessKeyApprovalSubjects,
  approvalIdParams,
  requestApprovalSchema,
  UsedApproval,
  useApprovalSchema,
} from './access-key-policies';
import {
  AccountSecurity,
  acceptedInvitationSchema,
  acceptInvitationSchema,
  changePasswordSchema,
  confirmTotpSchema,
  disableTotpSchema,
  invitationIdParams,
  invitationListSchema,
  InvitationPreview,
  invitationTokenSchema,
  InvitationView,
  passwordChangedSchema,
  passwordResetAcceptedSchema,
  passwordResetDoneSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RecoveryCodes,
  stepUpSchema,
  steppedUpSchema,
  TotpEnrolment,
} from './accounts';
import {
  CreatedAccessKey,
  createAccessKeyRequestSchema,
  CreatedMerchant,
  CreatedPartner,
  CreatedUser,
  createMerchantRequestSchema,
  createPartnerRequestSchema,
  createUserRequestSchema,
  DeactivatedUser,
  SecondFactorReset,
  DemoMerchant,
  emptyRequestSchema,
  IdentitySubjects,
  Jwks,
  MerchantSettings,
  PartnerGrantReply,
  partnerIdRequestSchema,
  RevokedAccessKey,
  revokeAccessKeyRequestSchema,
  RotatedSecretKey,
  RotatedSigningKey,
  RevokedSigningKey,
  revokeSigningKeyRequestSchema,
  RotatedWebhookSecret,
  tokenRequestSchema,
  tokenResponseSchema,
  updateMerchantRequestSchema,
  userIdRequestSchema,
  resetSecondFactorRequestSchema,
  VerifiedUser,
  verifyBasicRequestSchema,
  verifyPasswordRequestSchema,
  WebhookSecrets,
} from './identity';
import { AuditEvent, AuditExport, auditExportQuerySchema, AuditSubjects } from './audit';
import { RequestLog, requestLogBatchSchema, RequestLogSubjects } from './request-logs';
import { ArAgingHistory, arAgingHistoryQuerySchema, ArAgingReport, DsoReport, InsightsRebuildResult, InsightsSubjects } from './insights';
import {
  AllowedOAuthClient,
  allowedClientRequestSchema,
  allowedOAuthClientListSchema,
  allowOAuthClientSchema,
  connectedAssistantListSchema,
  connectedAssistantSchema,
  MintedWebAppToken,
  removeOAuthClientSchema,
  mintWebAppTokenRequestSchema,
  OAuthClient,
  oauthClientCredentialsRequestSchema,
  oauthClientRequestSchema,
  OAuthStoreReply,
  oauthStoreRequestSchema,
  OAuthSubjects,
  verifyOAuthClientRequestSchema,
} from './oauth';
import {
  ApplyPaymentReply,
  applyPaymentRequestSchema,
  createInvoiceSchema,
  invoiceDocumentParams,
  invoiceIdParams,
  InvoiceLookup,
  invoiceLookupRequestSchema,
  invoiceSettlementsRequestSchema,
  InvoiceSettlements,
  invoicePaymentFormSchema,
  invoicePaymentPageParams,
  invoiceSchema,
  InvoiceSubjects,
  locateInvoiceSchema,
  UnbookedPayments,
  unbookedPaymentsRequestSchema,
  updateInvoiceSchema,
  WithdrawPaymentReply,
  withdrawPaymentRequestSchema,
} from './invoices';
import { ListEnvelope, ListQuery } from './list';
import {
  createForwardedPaymentSchema,
  createMerchantDocumentSchema,
  createMerchantSchema,
  MerchantDocument,
  merchantDocumentUploadParams,
  operatorMerchantUnderwritingSchema,
  PartnerPayment,
  PendingMerchantReview,
  merchantApplicationSchema,
  merchantDocumentSchema,
  merchantDocumentUploadRequestSchema,
  merchantIdParams,
  merchantSchema,
  merchantUnderwritingDecisionSchema,
  MerchantUnderwritingOutcome,
  MerchantUnderwritingSubjects,
  partnerCreateCustomerSchema,
  partnerCreateInvoiceSchema,
  PartnerCustomer,
  partnerInvoiceSchema,
  partnerPaymentSchema,
  partnerPayoutRunResponseSchema,
  partnerPayoutSchema,
  partnerPayoutTransactionSchema,
  partnerUpdateCustomerSchema,
  SubMerchantSubjects,
  updateMerchantSchema,
} from './partners';
import {
  OnlinePaymentOptions,
  OnlinePaymentReply,
  onlinePaymentRequestSchema,
  OnlinePaymentSubmission,
  onlinePaymentSubmissionRequestSchema,
  operatorPaymentSchema,
  operatorPaymentStatusSchema,
  Payment,
  paymentIdParams,
  paymentSchema,
  paymentStatusRequestSchema,
  PaymentSubjects,
  sandboxPaymentSchema,
  UnbookedPaymentsRun,
} from './payments';
import {
  CustomerBalances,
  operatorMerchantScopeSchema,
  customerBalancesPageSchema,
  operatorPayoutRetrySchema,
  operatorPayoutStatusSchema,
  Payout,
  payoutIdParams,
  payoutRunResponseSchema,
  payoutSchema,
  payoutStatusRequestSchema,
  PayoutSubjects,
  payoutTransactionIdParams,
  payoutTransactionSchema,
  ReconcileReport,
} from './payouts';
import { InternalRequest, PublicRpcRequest, RawReplyBody, rawRequestBodySchema, RpcRequest } from './rpc';
import {
  createShipmentSchema,
  operatorVerifyShipmentSchema,
  Shipment,
  shipmentFileParams,
  shipmentIdParams,
  shipmentSchema,
  ShipmentFile,
  ShipmentSubjects,
  shipmentUploadParams,
  signedShipmentUploadSchema,
  signShipmentUploadSchema,
  updateShipmentSchema,
} from './shipments';
import {
  deleteWebhookSchema,
  partnerUpsertWebhookSchema,
  partnerWebhookDeliverySchema,
  partnerWebhookDeliveryWithAttemptsSchema,
  partnerWebhookEndpointSchema,
  partnerWebhookEventSchema,
  testWebhookSchema,
  upsertWebhookSchema,
  webhookDeliveryIdParams,
  webhookDeliverySchema,
  webhookDeliveryWithAttemptsSchema,
  webhookEndpointSchema,
  webhookEventSchema,
  WebhookSubjects,
} from './webhooks';
import { eventIdParams, EventStreamPage, eventStreamPageRequestSchema, EventSubjects, redeliverEventSchema } from './events-api';

/**
 * The typed RPC map: for each NATS subject, what its request carries (zod schemas, checked again by the
 * handler) and what its reply holds. The calling side (`RpcClient.ask` / `askAs`) and the handling side
 * (`@RpcHandler`) both take their types from here, so neither writes a request or reply type by hand.
 *
 * Two envelopes exist, as before:
 * - `internal`: service-to-service and operator messages, `InternalRequest<body>` (request id and body);
 * - `merchant`: a merchant-facing operation, `RpcRequest` (principal, request id, idempotency key, path
 *   params, list query, body), or `PublicRpcRequest` for a public operation's subject (`public: true`:
 *   no principal). The gateway builds it from the catalogue operation; the schemas here must accept
 *   whatever that operation's route accepts, and a subject is public exactly when a public operation
 *   sends to it (a unit test over the catalogue checks both).
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

export interface MerchantRpcContract<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  kind: 'merchant';
  /** Path parameters (the route's `params`). */
  params: P;
  /** The JSON body; absent when the operation takes none. */
  body: B;
  /** The operation is a list: its query is a `ListQuery` the gateway built from the route's list spec. */
  list: boolean;
  /** Plain query parameters (the route's `query`), as this schema outputs them; absent when it takes none. */
  query: Q;
  /** The JSON body may be left out (the route's `bodyOptional`); when sent it is validated. */
  bodyOptional: boolean;
  /** The route takes a file, not JSON: the body is the `RawRequestBody` the gateway built from it. */
  rawBody: boolean;
  /** A public operation's subject: its requests carry no principal (`PublicRpcRequest`). */
  public: boolean;
  reply: Reply<R>;
}

export type RpcContract = InternalRpcContract | MerchantRpcContract;

export function internalRpc<B extends z.ZodType, R>(body: B, replyType: Reply<R>): InternalRpcContract<B, R> {
  return { kind: 'internal', body, reply: replyType };
}

interface MerchantShape {
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  list?: boolean;
  bodyOptional?: boolean;
  public?: boolean;
}

/** A route that takes a file: the body is the gateway's `RawRequestBody` (content type, base64 bytes, size). */
export function rawUploadRpc<P extends z.ZodType, R, const Public extends boolean = false>(
  params: P,
  replyType: Reply<R>,
  options: { public?: Public } = {},
): MerchantRpcContract<P, typeof rawRequestBodySchema, R, undefined> & { list: false; bodyOptional: false; public: Public } {
  return {
    kind: 'merchant',
    params,
    body: rawRequestBodySchema,
    list: false,
    query: undefined,
    bodyOptional: false,
    rawBody: true,
    public: (options.public ?? false) as Public,
    reply: replyType,
  };
}

export function merchantRpc<const T extends MerchantShape, R>(
  shape: T,
  replyType: Reply<R>,
): MerchantRpcContract<
  T extends { params: infer P extends z.ZodType } ? P : undefined,
  T extends { body: infer B extends z.ZodType } ? B : undefined,
  R,
  T extends { query: infer Q extends z.ZodType } ? Q : undefined
> & {
  list: T extends { list: true } ? true : false;
  bodyOptional: T extends { bodyOptional: true } ? true : false;
  public: T extends { public: true } ? true : false;
} {
  // An absent schema is `undefined` at run time too, as the conditional types above say.
  return {
    kind: 'merchant',
    params: shape.params,
    body: shape.body,
    list: shape.list === true,
    query: shape.query,
    bodyOptional: shape.bodyOptional === true,
    rawBody: false,
    public: shape.public === true,
    reply: replyType,
  } as never;
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
  [CustomerSubjects.creditCheck]: merchantRpc({ params: customerIdParams, body: creditCheckRequestSchema }, reply<void>()),
  [CustomerSubjects.enroll]: merchantRpc({ params: customerIdParams }, reply<CustomerReply>()),
  [CustomerSubjects.sandboxDecision]: merchantRpc({ params: customerIdParams, body: creditDecisionRequestSchema }, reply<CustomerReply>()),
  [CustomerSubjects.sandboxEnroll]: merchantRpc({ params: customerIdParams }, reply<CustomerReply>()),
  [CustomerSubjects.enrollmentPage]: merchantRpc({ params: enrollmentTokenParams, public: true }, reply<RawReplyBody>()),
  [CustomerSubjects.enrollmentAccept]: merchantRpc({ params: enrollmentTokenParams, public: true }, reply<RawReplyBody>()),
  // credit: credit-line requests (merchant-facing)
  [CreditLineRequestSubjects.create]: merchantRpc({ params: customerIdParams, body: createCreditLineRequestSchema }, reply<CreditLineRequest>()),
  [CreditLineRequestSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<CreditLineRequest>>()),
  [CreditLineRequestSubjects.get]: merchantRpc({ params: creditLineRequestIdParams }, reply<CreditLineRequest>()),
  [CreditLineRequestSubjects.sandboxDecide]: merchantRpc(
    { params: creditLineRequestIdParams, body: decideCreditLineRequestSchema },
    reply<CreditLineRequest>(),
  ),

  // The rest of the merchant-facing operations, by service (same schemas as their catalogue routes).
  [IdentitySubjects.issueToken]: merchantRpc({ body: tokenRequestSchema, public: true }, reply<z.output<typeof tokenResponseSchema>>()),
  [InvoiceSubjects.get]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [InvoiceSubjects.update]: merchantRpc(
    { params: invoiceIdParams, body: updateInvoiceSchema },
    reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>(),
  ),
  [InvoiceSubjects.delete]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [InvoiceSubjects.send]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [InvoiceSubjects.void]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [InvoiceSubjects.cancel]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [InvoiceSubjects.remind]: merchantRpc({ params: invoiceIdParams }, reply<z.output<typeof emailSchema>>()),
  [EmailSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof emailSchema>>>()),
  [EmailSubjects.get]: merchantRpc({ params: emailIdParams }, reply<z.output<typeof emailSchema>>()),
  [StatementSubjects.list]: merchantRpc({ params: statementCustomerParams, list: true }, reply<ListEnvelope<z.output<typeof statementSchema>>>()),
  [StatementSubjects.current]: merchantRpc({ params: statementCustomerParams }, reply<z.output<typeof statementSchema>>()),
  [StatementSubjects.get]: merchantRpc({ params: statementIdParams }, reply<z.output<typeof statementSchema>>()),
  [StatementSubjects.pdf]: merchantRpc({ params: statementIdParams }, reply<RawReplyBody>()),
  [CollectionSubjects.getSettings]: merchantRpc({}, reply<z.output<typeof collectionSettingsSchema>>()),
  [CollectionSubjects.overdue]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof overdueInvoiceSchema>>>()),
  [CollectionSubjects.updateSettings]: merchantRpc({ body: updateCollectionSettingsSchema }, reply<z.output<typeof collectionSettingsSchema>>()),
  [CollectionSubjects.getCustomer]: merchantRpc({ params: collectionsCustomerParams }, reply<z.output<typeof customerCollectionsSchema>>()),
  [CollectionSubjects.updateCustomer]: merchantRpc(
    { params: collectionsCustomerParams, body: updateCustomerCollectionsSchema },
    reply<z.output<typeof customerCollectionsSchema>>(),
  ),
  [InvoiceSubjects.document]: merchantRpc({ params: invoiceDocumentParams, public: true }, reply<RawReplyBody>()),
  [InvoiceSubjects.paymentPage]: merchantRpc({ params: invoicePaymentPageParams, public: true }, reply<RawReplyBody>()),
  [InvoiceSubjects.payOnline]: merchantRpc({ params: invoicePaymentPageParams, body: invoicePaymentFormSchema, public: true }, reply<RawReplyBody>()),
  [ChargeSubjects.get]: merchantRpc({ params: chargeIdParams }, reply<z.output<typeof chargeSchema>>()),
  [ChargeSubjects.update]: merchantRpc({ params: chargeIdParams, body: updateChargeSchema }, reply<z.output<typeof chargeSchema>>()),
  [InvoiceSubjects.create]: merchantRpc(
    { body: z.union([createInvoiceSchema, partnerCreateInvoiceSchema]) },
    reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>(),
  ),
  [WebhookSubjects.upsert]: merchantRpc(
    { body: z.union([upsertWebhookSchema, partnerUpsertWebhookSchema]) },
    reply<Array<z.output<typeof webhookEndpointSchema>> | Array<z.output<typeof partnerWebhookEndpointSchema>>>(),
  ),
  [ChargeSubjects.capture]: merchantRpc(
    { params: chargeIdParams, body: captureChargeRequestSchema, bodyOptional: true },
    reply<z.output<typeof chargeSchema>>(),
  ),
  [ChargeSubjects.cancel]: merchantRpc({ params: chargeIdParams }, reply<z.output<typeof chargeSchema>>()),
  [CreditNoteSubjects.create]: merchantRpc({ body: createCreditNoteSchema }, reply<z.output<typeof creditNoteActionSchema>>()),
  [CreditNoteSubjects.get]: merchantRpc({ params: creditNoteIdParams }, reply<z.output<typeof creditNoteSchema>>()),
  [CreditNoteSubjects.void]: merchantRpc({ params: creditNoteIdParams }, reply<z.output<typeof creditNoteSchema>>()),
  [DisputeSubjects.open]: merchantRpc({ params: invoiceIdParams, body: openDisputeSchema }, reply<z.output<typeof disputeSchema>>()),
  [DisputeSubjects.get]: merchantRpc({ params: disputeIdParams }, reply<z.output<typeof disputeSchema>>()),
  [DisputeSubjects.addMessage]: merchantRpc({ params: disputeIdParams, body: disputeMessageCreateSchema }, reply<z.output<typeof disputeSchema>>()),
  [DisputeSubjects.resolve]: merchantRpc({ params: disputeIdParams, body: resolveDisputeSchema }, reply<z.output<typeof disputeSchema>>()),
  [DisputeSubjects.reject]: merchantRpc({ params: disputeIdParams, body: rejectDisputeSchema }, reply<z.output<typeof disputeSchema>>()),
  [PromiseToPaySubjects.create]: merchantRpc({ body: createPromiseToPaySchema }, reply<z.output<typeof promiseToPaySchema>>()),
  [PromiseToPaySubjects.get]: merchantRpc({ params: promiseToPayIdParams }, reply<z.output<typeof promiseToPaySchema>>()),
  [PayoutSubjects.get]: merchantRpc({ params: payoutIdParams }, reply<z.output<typeof payoutSchema> | z.output<typeof partnerPayoutSchema>>()),
  [PayoutSubjects.getTransaction]: merchantRpc(
    { params: payoutTransactionIdParams },
    reply<z.output<typeof payoutTransactionSchema> | z.output<typeof partnerPayoutTransactionSchema>>(),
  ),
  [PaymentSubjects.get]: merchantRpc({ params: paymentIdParams }, reply<z.output<typeof paymentSchema> | z.output<typeof partnerPaymentSchema>>()),
  [ShipmentSubjects.create]: merchantRpc({ body: createShipmentSchema }, reply<z.output<typeof shipmentSchema>>()),
  [ShipmentSubjects.signUpload]: merchantRpc({ body: signShipmentUploadSchema }, reply<z.output<typeof signedShipmentUploadSchema>>()),
  [ShipmentSubjects.file]: merchantRpc({ params: shipmentFileParams }, reply<RawReplyBody>()),
  [ShipmentSubjects.get]: merchantRpc({ params: shipmentIdParams }, reply<z.output<typeof shipmentSchema>>()),
  [ShipmentSubjects.update]: merchantRpc({ params: shipmentIdParams, body: updateShipmentSchema }, reply<z.output<typeof shipmentSchema>>()),
  [ShipmentSubjects.delete]: merchantRpc({ params: shipmentIdParams }, reply<z.output<typeof shipmentSchema>>()),
  [ShipmentSubjects.sync]: merchantRpc({ params: shipmentIdParams }, reply<z.output<typeof shipmentSchema>>()),
  [WebhookSubjects.delete]: merchantRpc({ body: deleteWebhookSchema }, reply<unknown>()),
  [WebhookSubjects.getDelivery]: merchantRpc(
    { params: webhookDeliveryIdParams },
    reply<z.output<typeof webhookDeliveryWithAttemptsSchema> | z.output<typeof partnerWebhookDeliveryWithAttemptsSchema>>(),
  ),
  [WebhookSubjects.resendDelivery]: merchantRpc(
    { params: webhookDeliveryIdParams },
    reply<z.output<typeof webhookDeliverySchema> | z.output<typeof partnerWebhookDeliverySchema>>(),
  ),
  [WebhookSubjects.test]: merchantRpc(
    { body: testWebhookSchema },
    reply<z.output<typeof webhookDeliverySchema> | z.output<typeof partnerWebhookDeliverySchema>>(),
  ),
  [ClockSubjects.advance]: merchantRpc({ body: clockAdvanceRequestSchema }, reply<z.output<typeof clockAdvanceResponseSchema>>()),
  [ChargeSubjects.sandboxCreate]: merchantRpc({ body: sandboxChargeSchema }, reply<z.output<typeof chargeSchema>>()),
  [PaymentSubjects.sandboxCreate]: merchantRpc({ body: sandboxPaymentSchema }, reply<z.output<typeof paymentSchema> | z.output<typeof partnerPaymentSchema>>()),
  [PaymentSubjects.sandboxStatus]: merchantRpc(
    { params: paymentIdParams, body: paymentStatusRequestSchema },
    reply<z.output<typeof paymentSchema> | z.output<typeof partnerPaymentSchema>>(),
  ),
  [PayoutSubjects.sandboxRun]: merchantRpc({}, reply<z.output<typeof payoutRunResponseSchema> | z.output<typeof partnerPayoutRunResponseSchema>>()),
  [PayoutSubjects.sandboxStatus]: merchantRpc(
    { params: payoutIdParams, body: payoutStatusRequestSchema },
    reply<z.output<typeof payoutSchema> | z.output<typeof partnerPayoutSchema>>(),
  ),
  [PayoutSubjects.sandboxRetry]: merchantRpc({ params: payoutIdParams }, reply<z.output<typeof payoutSchema> | z.output<typeof partnerPayoutSchema>>()),
  [SubMerchantSubjects.create]: merchantRpc({ body: createMerchantSchema }, reply<z.output<typeof merchantSchema>>()),
  [SubMerchantSubjects.get]: merchantRpc({ params: merchantIdParams }, reply<z.output<typeof merchantSchema>>()),
  [SubMerchantSubjects.update]: merchantRpc({ params: merchantIdParams, body: updateMerchantSchema }, reply<z.output<typeof merchantSchema>>()),
  [SubMerchantSubjects.createDocument]: merchantRpc(
    { params: merchantIdParams, body: createMerchantDocumentSchema },
    reply<z.output<typeof merchantDocumentUploadRequestSchema>>(),
  ),
  [SubMerchantSubjects.sandboxUnderwriting]: merchantRpc(
    { params: merchantIdParams, body: merchantUnderwritingDecisionSchema },
    reply<z.output<typeof merchantSchema>>(),
  ),
  [DashboardSubjects.listConnectedAssistants]: merchantRpc({}, reply<z.output<typeof connectedAssistantListSchema>>()),
  [DashboardSubjects.disconnectAssistant]: merchantRpc({ params: grantIdParams }, reply<z.output<typeof connectedAssistantSchema>>()),
  [DashboardSubjects.listAllowedOAuthClients]: merchantRpc({}, reply<z.output<typeof allowedOAuthClientListSchema>>()),
  [DashboardSubjects.allowOAuthClient]: merchantRpc({ body: allowOAuthClientSchema }, reply<AllowedOAuthClient>()),
  [DashboardSubjects.removeAllowedOAuthClient]: merchantRpc({ body: removeOAuthClientSchema }, reply<AllowedOAuthClient>()),
  [DashboardSubjects.getSettings]: merchantRpc({}, reply<z.output<typeof dashboardSettingsSchema>>()),
  [DashboardSubjects.updateSettings]: merchantRpc({ body: updateSettingsSchema }, reply<z.output<typeof dashboardSettingsSchema>>()),
  [DashboardSubjects.rotateSecretKey]: merchantRpc({}, reply<z.output<typeof rotatedSecretKeySchema>>()),
  [DashboardSubjects.revealWebhookSecret]: merchantRpc({}, reply<z.output<typeof webhookSecretViewSchema>>()),
  [DashboardSubjects.rotateWebhookSecret]: merchantRpc({}, reply<z.output<typeof webhookSecretViewSchema>>()),
  [DashboardSubjects.listAccessKeys]: merchantRpc({}, reply<z.output<typeof accessKeyListSchema>>()),
  [DashboardSubjects.createAccessKey]: merchantRpc({ body: createAccessKeySchema }, reply<z.output<typeof createdAccessKeySchema>>()),
  [DashboardSubjects.revokeAccessKey]: merchantRpc({ params: clientIdParams }, reply<z.output<typeof accessKeySchema>>()),
  [DashboardSubjects.updateAccessKey]: merchantRpc({ params: clientIdParams, body: updateAccessKeySchema }, reply<z.output<typeof accessKeySchema>>()),
  [DashboardSubjects.listAccessKeyApprovals]: merchantRpc({}, reply<AccessKeyApprovalList>()),
  [DashboardSubjects.approveAccessKeyApproval]: merchantRpc({ params: approvalIdParams }, reply<AccessKeyApproval>()),
  [DashboardSubjects.rejectAccessKeyApproval]: merchantRpc({ params: approvalIdParams }, reply<AccessKeyApproval>()),
  [AccessKeyApprovalSubjects.request]: merchantRpc({ body: requestApprovalSchema }, reply<AccessKeyApproval>()),
  [AccessKeyApprovalSubjects.use]: merchantRpc({ body: useApprovalSchema }, reply<UsedApproval>()),
  [DashboardSubjects.listUsers]: merchantRpc({}, reply<z.output<typeof teamUserListSchema>>()),
  [DashboardSubjects.updateUser]: merchantRpc({ params: userIdParams, body: updateUserSchema }, reply<z.output<typeof teamUserSchema>>()),
  [DashboardSubjects.deactivateUser]: merchantRpc({ params: userIdParams }, reply<z.output<typeof teamUserSchema>>()),
  [CustomerSubjects.ledger]: merchantRpc({ params: customerIdParams, list: true }, reply<ListEnvelope<z.output<typeof ledgerEntrySchema>>>()),
  [InvoiceSubjects.list]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof invoiceSchema>> | ListEnvelope<z.output<typeof partnerInvoiceSchema>>>(),
  ),
  [ChargeSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof chargeSchema>>>()),
  [CreditNoteSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof creditNoteSchema>>>()),
  [DisputeSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof disputeSchema>>>()),
  [PromiseToPaySubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof promiseToPaySchema>>>()),
  [PayoutSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof payoutSchema>> | ListEnvelope<z.output<typeof partnerPayoutSchema>>>()),
  [PayoutSubjects.listTransactions]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof payoutTransactionSchema>> | ListEnvelope<z.output<typeof partnerPayoutTransactionSchema>>>(),
  ),
  [PaymentSubjects.list]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof paymentSchema>> | ListEnvelope<z.output<typeof partnerPaymentSchema>>>(),
  ),
  [InsightsSubjects.arAging]: merchantRpc({}, reply<ArAgingReport>()),
  [InsightsSubjects.dso]: merchantRpc({}, reply<DsoReport>()),
  [InsightsSubjects.arAgingHistory]: merchantRpc({ query: arAgingHistoryQuerySchema }, reply<ArAgingHistory>()),
  [InsightsSubjects.operatorRebuild]: internalRpc(z.looseObject({}), reply<InsightsRebuildResult>()),
  [AuditSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<AuditEvent>>()),
  [AuditSubjects.export]: merchantRpc({ query: auditExportQuerySchema }, reply<AuditExport>()),
  [RequestLogSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<RequestLog>>()),
  [RequestLogSubjects.record]: internalRpc(requestLogBatchSchema, reply<{ recorded: number }>()),
  [ShipmentSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof shipmentSchema>>>()),
  [WebhookSubjects.list]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof webhookEndpointSchema>> | ListEnvelope<z.output<typeof partnerWebhookEndpointSchema>>>(),
  ),
  [WebhookSubjects.listDeliveries]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof webhookDeliverySchema>> | ListEnvelope<z.output<typeof partnerWebhookDeliverySchema>>>(),
  ),
  [EventSubjects.list]: merchantRpc(
    { list: true },
    reply<ListEnvelope<z.output<typeof webhookEventSchema>> | ListEnvelope<z.output<typeof partnerWebhookEventSchema>>>(),
  ),
  [EventSubjects.get]: merchantRpc({ params: eventIdParams }, reply<z.output<typeof webhookEventSchema> | z.output<typeof partnerWebhookEventSchema>>()),
  [EventSubjects.redeliver]: merchantRpc(
    { params: eventIdParams, body: redeliverEventSchema, bodyOptional: true },
    reply<ListEnvelope<z.output<typeof webhookDeliverySchema>> | ListEnvelope<z.output<typeof partnerWebhookDeliverySchema>>>(),
  ),
  [EventSubjects.streamPage]: merchantRpc({ body: eventStreamPageRequestSchema }, reply<EventStreamPage>()),
  [SubMerchantSubjects.list]: merchantRpc({ list: true }, reply<ListEnvelope<z.output<typeof merchantSchema>>>()),
  [SubMerchantSubjects.listDocuments]: merchantRpc({ params: merchantIdParams, list: true }, reply<ListEnvelope<z.output<typeof merchantDocumentSchema>>>()),
  [PaymentSubjects.create]: merchantRpc({ body: createForwardedPaymentSchema }, reply<PartnerPayment>()),
  [DashboardSubjects.createInvitation]: merchantRpc({ body: inviteUserSchema }, reply<InvitationView>()),
  [DashboardSubjects.listInvitations]: merchantRpc({}, reply<z.output<typeof invitationListSchema>>()),
  [DashboardSubjects.resendInvitation]: merchantRpc({ params: invitationIdParams }, reply<InvitationView>()),
  [DashboardSubjects.revokeInvitation]: merchantRpc({ params: invitationIdParams }, reply<InvitationView>()),
  [DashboardSubjects.accountSecurity]: merchantRpc({}, reply<AccountSecurity>()),
  [DashboardSubjects.changePassword]: merchantRpc({ body: changePasswordSchema }, reply<z.output<typeof passwordChangedSchema>>()),
  [DashboardSubjects.startTotp]: merchantRpc({}, reply<TotpEnrolment>()),
  [DashboardSubjects.confirmTotp]: merchantRpc({ body: confirmTotpSchema }, reply<RecoveryCodes>()),
  [DashboardSubjects.disableTotp]: merchantRpc({ body: disableTotpSchema }, reply<AccountSecurity>()),
  [DashboardSubjects.regenerateRecoveryCodes]: merchantRpc({}, reply<RecoveryCodes>()),
  [DashboardSubjects.stepUp]: merchantRpc({ body: stepUpSchema }, reply<z.output<typeof steppedUpSchema>>()),
  // Public: the emailed token is the permission.
  [DashboardSubjects.requestPasswordReset]: merchantRpc(
    { body: passwordResetRequestSchema, public: true },
    reply<z.output<typeof passwordResetAcceptedSchema>>(),
  ),
  [DashboardSubjects.resetPassword]: merchantRpc({ body: passwordResetSchema, public: true }, reply<z.output<typeof passwordResetDoneSchema>>()),
  [DashboardSubjects.previewInvitation]: merchantRpc({ body: invitationTokenSchema, public: true }, reply<InvitationPreview>()),
  [DashboardSubjects.acceptInvitation]: merchantRpc({ body: acceptInvitationSchema, public: true }, reply<z.output<typeof acceptedInvitationSchema>>()),
  // identity: buyer users (merchant-facing)
  [BuyerSubjects.createBuyerUser]: merchantRpc({ params: buyerUserCustomerParams, body: createBuyerUserSchema }, reply<BuyerUser>()),
  [BuyerSubjects.listBuyerUsers]: merchantRpc({ params: buyerUserCustomerParams, list: true }, reply<ListEnvelope<BuyerUser>>()),
  [BuyerSubjects.deleteBuyerUser]: merchantRpc({ params: buyerUserIdParams }, reply<BuyerUser>()),
  // The buyer portal (`/portal/api`, buyer principals only; every path names the customer).
  [BuyerPortalSubjects.account]: merchantRpc({ params: buyerCustomerParams }, reply<BuyerAccount>()),
  [BuyerPortalSubjects.listCreditLineRequests]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<CreditLineRequest>>()),
  [BuyerPortalSubjects.createCreditLineRequest]: merchantRpc({ params: buyerCustomerParams, body: buyerCreditLineRequestSchema }, reply<CreditLineRequest>()),
  [BuyerPortalSubjects.listInvoices]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<BuyerInvoice>>()),
  [BuyerPortalSubjects.getInvoice]: merchantRpc({ params: buyerInvoiceParams }, reply<BuyerInvoice>()),
  [BuyerPortalSubjects.invoicePdf]: merchantRpc({ params: buyerInvoiceParams }, reply<RawReplyBody>()),
  [BuyerPortalSubjects.listPayments]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<BuyerPayment>>()),
  [BuyerPortalSubjects.listStatements]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<z.output<typeof statementSchema>>>()),
  [BuyerPortalSubjects.currentStatement]: merchantRpc({ params: buyerCustomerParams }, reply<z.output<typeof statementSchema>>()),
  [BuyerPortalSubjects.currentStatementPdf]: merchantRpc({ params: buyerCustomerParams }, reply<RawReplyBody>()),
  [BuyerPortalSubjects.getStatement]: merchantRpc({ params: buyerStatementParams }, reply<z.output<typeof statementSchema>>()),
  [BuyerPortalSubjects.statementPdf]: merchantRpc({ params: buyerStatementParams }, reply<RawReplyBody>()),
  [BuyerPortalSubjects.listDisputes]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<z.output<typeof disputeSchema>>>()),
  [BuyerPortalSubjects.getDispute]: merchantRpc({ params: buyerDisputeParams }, reply<z.output<typeof disputeSchema>>()),
  [BuyerPortalSubjects.openDispute]: merchantRpc({ params: buyerInvoiceParams, body: buyerOpenDisputeSchema }, reply<z.output<typeof disputeSchema>>()),
  [BuyerPortalSubjects.addDisputeMessage]: merchantRpc(
    { params: buyerDisputeParams, body: buyerDisputeMessageSchema },
    reply<z.output<typeof disputeSchema>>(),
  ),
  [BuyerPortalSubjects.listPromisesToPay]: merchantRpc({ params: buyerCustomerParams, list: true }, reply<ListEnvelope<z.output<typeof promiseToPaySchema>>>()),
  [BuyerPortalSubjects.createPromiseToPay]: merchantRpc(
    { params: buyerCustomerParams, body: buyerPromiseToPaySchema },
    reply<z.output<typeof promiseToPaySchema>>(),
  ),
  // Public: the answer carries no secret, and the edges fetch it too (with no principal).
  [IdentitySubjects.jwks]: merchantRpc({ public: true }, reply<Jwks>()),

  // Uploads (public routes, the signed token in the path is the permission; uploadPdf is a merchant's).
  [InvoiceSubjects.uploadPdf]: rawUploadRpc(invoiceIdParams, reply<z.output<typeof invoiceSchema> | z.output<typeof partnerInvoiceSchema>>()),
  [ShipmentSubjects.upload]: rawUploadRpc(shipmentUploadParams, reply<ShipmentFile>(), { public: true }),
  [SubMerchantSubjects.uploadDocument]: rawUploadRpc(merchantDocumentUploadParams, reply<MerchantDocument>(), { public: true }),

  // credit: internal
  [CustomerSubjects.locate]: internalRpc(locateCustomerSchema, reply<CustomerLocation>()),
  // Across merchants, for identity's buyer sign-in only (its bus permissions give it to identity alone).
  [BuyerSubjects.customersByEmail]: internalRpc(customersByEmailRequestSchema, reply<CustomersByEmail>()),
  [CustomerSubjects.operatorDecide]: internalRpc(z.looseObject({ customer_id: z.string().min(1) }), reply<CustomerReply>()),
  [CustomerSubjects.operatorBalances]: internalRpc(customerBalancesPageSchema, reply<CustomerBalances>()),
  [CustomerSubjects.operatorRunJobs]: internalRpc(emptyRequestSchema, reply<CreditJobsRun>()),
  [CustomerSubjects.operatorPending]: internalRpc(emptyRequestSchema, reply<{ pending: PendingReview[] }>()),
  [CreditLineRequestSubjects.operatorList]: internalRpc(operatorCreditLineRequestsQuerySchema, reply<{ requests: OperatorCreditLineRequest[] }>()),
  [CreditLineRequestSubjects.operatorDecide]: internalRpc(operatorDecideCreditLineRequestSchema, reply<CreditLineRequest>()),
  [MerchantUnderwritingSubjects.assess]: internalRpc(merchantApplicationSchema, reply<MerchantUnderwritingOutcome>()),
  [CreditSubjects.figures]: internalRpc(creditFiguresRequestSchema, reply<CreditFigures>()),
  [CreditSubjects.unappliedPayments]: internalRpc(customersUnappliedRequestSchema, reply<CustomersUnapplied>()),
  [CreditSubjects.reserve]: internalRpc(reserveCreditSchema, reply<CreditFigures>()),
  [CreditSubjects.release]: internalRpc(releaseCreditSchema, reply<CreditFigures>()),
  [CreditSubjects.enlarge]: internalRpc(enlargeReservationSchema, reply<CreditFigures>()),
  [CreditSubjects.authorizeCharge]: internalRpc(authorizeChargeSchema, reply<CreditFigures>()),
  [CreditSubjects.captureCharge]: internalRpc(captureChargeSchema, reply<CreditFigures>()),
  [CreditSubjects.cancelCharge]: internalRpc(cancelChargeSchema, reply<CreditFigures>()),

  // billing: internal
  [InvoiceSubjects.lookup]: internalRpc(invoiceLookupRequestSchema, reply<InvoiceLookup>()),
  [InvoiceSubjects.locate]: internalRpc(locateInvoiceSchema, reply<InvoiceLookup>()),
  [InvoiceSubjects.settlements]: internalRpc(invoiceSettlementsRequestSchema, reply<InvoiceSettlements>()),
  [InvoiceSubjects.applyPayment]: internalRpc(applyPaymentRequestSchema, reply<ApplyPaymentReply>()),
  [InvoiceSubjects.unbookedPayments]: internalRpc(unbookedPaymentsRequestSchema, reply<UnbookedPayments>()),
  [InvoiceSubjects.withdrawPayment]: internalRpc(withdrawPaymentRequestSchema, reply<WithdrawPaymentReply>()),
  [InvoiceSubjects.operatorOpenBalances]: internalRpc(customerBalancesPageSchema, reply<CustomerBalances>()),
  [ChargeSubjects.lookup]: internalRpc(chargeLookupRequestSchema, reply<ChargeLookup>()),

  // identity: internal
  [IdentitySubjects.getMerchant]: internalRpc(merchantIdRequestSchema, reply<MerchantSettings>()),
  [IdentitySubjects.webhookSecrets]: internalRpc(merchantIdRequestSchema, reply<WebhookSecrets>()),
  [IdentitySubjects.verifyBasic]: internalRpc(verifyBasicRequestSchema, reply<MerchantSettings>()),
  [IdentitySubjects.createMerchant]: internalRpc(createMerchantRequestSchema, reply<CreatedMerchant>()),
  [IdentitySubjects.updateMerchant]: internalRpc(updateMerchantRequestSchema, reply<MerchantSettings>()),
  [IdentitySubjects.rotateSecretKey]: internalRpc(merchantIdRequestSchema, reply<RotatedSecretKey>()),
  [IdentitySubjects.rotateWebhookSecret]: internalRpc(merchantIdRequestSchema, reply<RotatedWebhookSecret>()),
  [IdentitySubjects.ensureDemoMerchant]: internalRpc(emptyRequestSchema, reply<DemoMerchant>()),
  [IdentitySubjects.createAccessKey]: internalRpc(createAccessKeyRequestSchema, reply<CreatedAccessKey>()),
  [IdentitySubjects.revokeAccessKey]: internalRpc(revokeAccessKeyRequestSchema, reply<RevokedAccessKey>()),
  [IdentitySubjects.rotateSigningKey]: internalRpc(emptyRequestSchema, reply<RotatedSigningKey>()),
  [IdentitySubjects.revokeSigningKey]: internalRpc(revokeSigningKeyRequestSchema, reply<RevokedSigningKey>()),
  [IdentitySubjects.createUser]: internalRpc(createUserRequestSchema, reply<CreatedUser>()),
  [IdentitySubjects.deactivateUser]: internalRpc(userIdRequestSchema, reply<DeactivatedUser>()),
  [IdentitySubjects.resetSecondFactor]: internalRpc(resetSecondFactorRequestSchema, reply<SecondFactorReset>()),
  [IdentitySubjects.verifyPassword]: internalRpc(verifyPasswordRequestSchema, reply<VerifiedUser>()),
  [IdentitySubjects.createPartner]: internalRpc(createPartnerRequestSchema, reply<CreatedPartner>()),
  [IdentitySubjects.partnerGrant]: internalRpc(partnerIdRequestSchema, reply<PartnerGrantReply>()),
  [DashboardSubjects.sessionUser]: internalRpc(userIdRequestSchema, reply<SessionUser>()),
  // The buyer portal's sign-in, from the gateway.
  [BuyerSubjects.requestSignInLink]: internalRpc(buyerSignInRequestSchema, reply<{ message: string }>()),
  [BuyerSubjects.redeemSignInLink]: internalRpc(buyerSignInRedeemSchema, reply<BuyerIdentity>()),
  [BuyerSubjects.reach]: internalRpc(buyerReachRequestSchema, reply<BuyerIdentity>()),
  // A buyer's API tokens: minted, listed and revoked for a portal session; verified by the gateway and the MCP endpoint.
  [BuyerSubjects.createApiToken]: internalRpc(buyerApiTokenCreateRequestSchema, reply<CreatedBuyerApiToken>()),
  [BuyerSubjects.listApiTokens]: internalRpc(buyerApiTokenListRequestSchema, reply<{ results: BuyerApiToken[] }>()),
  [BuyerSubjects.revokeApiToken]: internalRpc(buyerApiTokenRevokeRequestSchema, reply<BuyerApiToken>()),
  [BuyerSubjects.verifyApiToken]: internalRpc(buyerApiTokenVerifyRequestSchema, reply<VerifiedBuyerApiToken>()),
  [SubMerchantSubjects.operatorUnderwrite]: internalRpc(operatorMerchantUnderwritingSchema, reply<z.output<typeof merchantSchema>>()),
  [SubMerchantSubjects.operatorPending]: internalRpc(emptyRequestSchema, reply<{ pending: PendingMerchantReview[] }>()),
  [OAuthSubjects.client]: internalRpc(oauthClientRequestSchema, reply<OAuthClient>()),
  [OAuthSubjects.verifyClient]: internalRpc(verifyOAuthClientRequestSchema, reply<{ valid: boolean }>()),
  [OAuthSubjects.mint]: internalRpc(mintWebAppTokenRequestSchema, reply<MintedWebAppToken>()),
  [OAuthSubjects.store]: internalRpc(oauthStoreRequestSchema, reply<OAuthStoreReply>()),
  [OAuthSubjects.clientCredentials]: internalRpc(oauthClientCredentialsRequestSchema, reply<z.output<typeof tokenResponseSchema>>()),
  [OAuthSubjects.allowedClient]: internalRpc(allowedClientRequestSchema, reply<{ allowed: boolean }>()),

  // fulfillment: internal
  [ShipmentSubjects.operatorVerify]: internalRpc(operatorVerifyShipmentSchema, reply<Shipment>()),

  // treasury: internal
  [PaymentSubjects.operatorRecord]: internalRpc(operatorPaymentSchema, reply<Payment>()),
  [PaymentSubjects.operatorStatus]: internalRpc(operatorPaymentStatusSchema, reply<Payment>()),
  [PaymentSubjects.operatorCompleteUnbooked]: internalRpc(emptyRequestSchema, reply<UnbookedPaymentsRun>()),
  // From billing's payment page: the buyer pays online through the payment provider.
  [PaymentSubjects.onlineOptions]: internalRpc(emptyRequestSchema, reply<OnlinePaymentOptions>()),
  [PaymentSubjects.online]: internalRpc(onlinePaymentRequestSchema, reply<OnlinePaymentReply>()),
  [PaymentSubjects.onlineSubmission]: internalRpc(onlinePaymentSubmissionRequestSchema, reply<OnlinePaymentSubmission>()),
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
type BodyOut<C> = C extends { body: infer B extends z.ZodType; bodyOptional: true }
  ? z.output<B> | undefined
  : C extends { body: infer B extends z.ZodType }
    ? z.output<B>
    : undefined;
type SchemaIn<T> = T extends z.ZodType ? z.input<T> : undefined;
type ParamsOut<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type ParamsIn<T> = T extends z.ZodType ? z.input<T> : Record<string, never>;
type QueryOf<C> = C extends { list: true } ? ListQuery : C extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;

/** The body a caller sends on an internal subject (the schema's input). */
export type RpcBodyIn<S extends RpcSubject> = SchemaIn<RpcMap[S]['body']>;

/**
 * The message a handler receives once its request passed the map's schemas: `InternalRequest`,
 * `PublicRpcRequest` or `RpcRequest`, with the body (and params) as the schemas output them.
 */
export type RpcMessage<S extends RpcSubject> = RpcMap[S] extends InternalRpcContract
  ? InternalRequest<SchemaOut<RpcMap[S]['body']>>
  : RpcMap[S] extends MerchantRpcContract & { public: true }
    ? PublicRpcRequest<BodyOut<RpcMap[S]>, ParamsOut<RpcMap[S]['params']>, QueryOf<RpcMap[S]>>
    : RpcMap[S] extends MerchantRpcContract
      ? RpcRequest<BodyOut<RpcMap[S]>, ParamsOut<RpcMap[S]['params']>, QueryOf<RpcMap[S]>>
      : never;

/** What a caller acting for a principal supplies on a merchant subject (the envelope is built for it). */
export type MerchantRpcInput<S extends MerchantRpcSubject> = {
  params: ParamsIn<RpcMap[S]['params']>;
  idempotency_key?: string;
} & (RpcMap[S] extends { bodyOptional: true }
  ? { body?: SchemaIn<RpcMap[S]['body']> }
  : RpcMap[S]['body'] extends z.ZodType
    ? { body: SchemaIn<RpcMap[S]['body']> }
    : { body?: undefined }) &
  (RpcMap[S] extends { list: true }
    ? { query: ListQuery }
    : RpcMap[S] extends { query: infer Q extends z.ZodType }
      ? { query?: z.input<Q> }
      : { query?: undefined });

/** The map entry of a subject, or undefined for a subject not (yet) in the map. */
export function rpcContractOf(subject: string): RpcContract | undefined {
  return Object.prototype.hasOwnProperty.call(RPC, subject) ? (RPC as Record<string, RpcContract>)[subject] : undefined;
}

export function isRpcSubject(subject: string): subject is RpcSubject {
  return rpcContractOf(subject) !== undefined;
}
