import { AccessKeyApprovalSubjects } from './access-key-policies';
import { BuyerSubjects } from './buyers';
import { ChargeSubjects } from './charges';
import { CreditLineRequestSubjects } from './credit-line-requests';
import { CreditSubjects } from './credit';
import { CustomerSubjects } from './customers';
import { DashboardSubjects } from './dashboard';
import { EventSubjects } from './events-api';
import { IdentitySubjects } from './identity';
import { InsightsSubjects } from './insights';
import { InvoiceSubjects } from './invoices';
import { OAuthSubjects } from './oauth';
import { MerchantUnderwritingSubjects, SubMerchantSubjects } from './partners';
import { PaymentSubjects } from './payments';
import { PayoutSubjects } from './payouts';
import { RequestLogSubjects } from './request-logs';
import { rpcContractOf } from './rpc-map';
import { ShipmentSubjects } from './shipments';

/**
 * Who sends what on the bus, app by app: every subject an app's code asks (`ask`, `askAs`, `tryAsk`,
 * `tryAskAs`) or publishes by name. The edges also relay the operation catalogue's subjects, which the
 * catalogue derives (`busPermissions` in `@netline/catalogue`) and are not repeated here.
 *
 * This is the one list the bus's permissions are made from (each app's NATS user may send these and
 * nothing else) and the one that says which service may vouch for a principal on which subject
 * (`mayAssertPrincipal`). It is checked against the code: `test/bus-calls.spec.ts` reads every app's
 * sources for the subjects it sends and fails when the two disagree, naming the subject and the file.
 */
export const BUS_CALLS = {
  /** Authentication (Basic, settings, signing keys, a partner's grant, dashboard sign-in and sessions, buyer portal sign-in) and its OAuth authorization server. */
  gateway: [
    IdentitySubjects.verifyBasic,
    IdentitySubjects.getMerchant,
    IdentitySubjects.jwks,
    IdentitySubjects.partnerGrant,
    IdentitySubjects.verifyPassword,
    DashboardSubjects.sessionUser,
    BuyerSubjects.requestSignInLink,
    BuyerSubjects.redeemSignInLink,
    BuyerSubjects.reach,
    BuyerSubjects.createApiToken,
    BuyerSubjects.listApiTokens,
    BuyerSubjects.revokeApiToken,
    BuyerSubjects.verifyApiToken,
    OAuthSubjects.client,
    OAuthSubjects.verifyClient,
    OAuthSubjects.mint,
    OAuthSubjects.store,
    OAuthSubjects.clientCredentials,
    OAuthSubjects.allowedClient,
    // The request log: the requests it answered, in batches (http/request-log.ts).
    RequestLogSubjects.record,
    // The live event stream (`GET /events/stream`, http/event-stream.ts): pages of the account's new events.
    EventSubjects.streamPage,
  ],
  /**
   * Bearer tokens only: the account's settings, the signing keys, a partner's grant, a web-app token's user;
   * a buyer API token's address and what it reaches; the approvals an access key's policy asks for.
   */
  mcp: [
    IdentitySubjects.getMerchant,
    IdentitySubjects.jwks,
    IdentitySubjects.partnerGrant,
    DashboardSubjects.sessionUser,
    BuyerSubjects.verifyApiToken,
    BuyerSubjects.reach,
    AccessKeyApprovalSubjects.request,
    AccessKeyApprovalSubjects.use,
  ],
  /** Sub-merchant underwriting; buyer sign-in: which customers an address reaches (credit's read across merchants is identity's alone). */
  identity: [MerchantUnderwritingSubjects.assess, IdentitySubjects.partnerChanged, CustomerSubjects.locate, BuyerSubjects.customersByEmail],
  /** The merchant's name on the buyer portal's account (`identity.merchants.get`). */
  credit: [InvoiceSubjects.lookup, ChargeSubjects.lookup, IdentitySubjects.getMerchant],
  billing: [
    CreditSubjects.figures,
    CreditSubjects.reserve,
    CreditSubjects.enlarge,
    CreditSubjects.release,
    CreditSubjects.authorizeCharge,
    CreditSubjects.captureCharge,
    CreditSubjects.cancelCharge,
    CustomerSubjects.get,
    IdentitySubjects.getMerchant,
    PaymentSubjects.onlineOptions,
    PaymentSubjects.online,
    PaymentSubjects.onlineSubmission,
  ],
  treasury: [
    CreditSubjects.figures,
    CreditSubjects.unappliedPayments,
    CustomerSubjects.locate,
    InvoiceSubjects.applyPayment,
    InvoiceSubjects.unbookedPayments,
    InvoiceSubjects.withdrawPayment,
    InvoiceSubjects.lookup,
    InvoiceSubjects.settlements,
    InvoiceSubjects.locate,
  ],
  fulfillment: [InvoiceSubjects.locate],
  'webhook-dispatcher': [IdentitySubjects.getMerchant, IdentitySubjects.webhookSecrets],
  insights: [],
  /**
   * The operator CLI: creating merchants, partners, keys and users, clearing a person's lost second
   * factor, rotating secrets, underwriting decisions, bank-reported payments and settling unbooked ones,
   * payout runs, manual courier verification, the balance reads `reconcile` compares, rebuilding the
   * insights projection. Nobody else may send these (the operator subjects).
   */
  admin: [
    IdentitySubjects.createMerchant,
    IdentitySubjects.updateMerchant,
    IdentitySubjects.rotateSecretKey,
    IdentitySubjects.rotateWebhookSecret,
    IdentitySubjects.ensureDemoMerchant,
    IdentitySubjects.createAccessKey,
    IdentitySubjects.revokeAccessKey,
    IdentitySubjects.rotateSigningKey,
    IdentitySubjects.revokeSigningKey,
    IdentitySubjects.createUser,
    IdentitySubjects.deactivateUser,
    IdentitySubjects.resetSecondFactor,
    IdentitySubjects.createPartner,
    CustomerSubjects.operatorDecide,
    CustomerSubjects.operatorPending,
    CustomerSubjects.operatorRunJobs,
    CustomerSubjects.operatorBalances,
    CreditLineRequestSubjects.operatorList,
    CreditLineRequestSubjects.operatorDecide,
    InvoiceSubjects.operatorOpenBalances,
    InsightsSubjects.operatorRebuild,
    PaymentSubjects.operatorRecord,
    PaymentSubjects.operatorStatus,
    PaymentSubjects.operatorCompleteUnbooked,
    PayoutSubjects.operatorReconcile,
    PayoutSubjects.operatorRetry,
    PayoutSubjects.operatorRun,
    PayoutSubjects.operatorStatus,
    ShipmentSubjects.operatorVerify,
    SubMerchantSubjects.operatorPending,
    SubMerchantSubjects.operatorUnderwrite,
  ],
} as const satisfies Record<string, readonly string[]>;

/** An app with a NATS user of its own (every app under apps/ but the dashboard's static pages). */
export type BusApp = keyof typeof BUS_CALLS;

/** The public edges: they authenticate callers and state, on each request they forward, whom it is for. */
export const EDGE_APPS = ['gateway', 'mcp'] as const;

/**
 * The prefix of an app's reply inboxes (`_INBOX_gateway.<id>.<token>`): each NATS user may receive
 * replies on its own prefix only, so no user reads the answers another asked for (new client
 * secrets, minted tokens). Both sides use it: the clients (`inboxPrefix`) and the server's permissions.
 */
export function replyInboxPrefix(user: string): string {
  return `_INBOX_${user}`;
}

/**
 * The dashboard's own operations (a signed-in person's): through the gateway only. The buyer portal's go
 * through the gateway (a portal session or a buyer API token) and the MCP endpoint (a buyer API token's
 * tool set); the services serve them to a buyer principal only (`buyerMayReach`).
 */
function sessionSubjects(): Set<string> {
  return new Set(Object.values(DashboardSubjects).filter((subject) => rpcContractOf(subject)?.kind === 'merchant'));
}
let sessionOnly: Set<string> | undefined;

/**
 * May `sender` vouch for the principal of a request on `subject` (a merchant-facing subject of the RPC
 * map)? The gateway: on every one (it authenticated the caller). The MCP endpoint: on every one but the
 * dashboard's own operations, which only a dashboard session reaches. A service: only on the
 * merchant-facing subjects it calls itself (billing reads a customer for the merchant it acts for).
 * Nobody else, the operator CLI included: operator subjects carry no principal.
 */
export function mayAssertPrincipal(sender: string, subject: string): boolean {
  if (rpcContractOf(subject)?.kind !== 'merchant') return false;
  if (sender === 'gateway') return true;
  if (sender === 'mcp') return !(sessionOnly ??= sessionSubjects()).has(subject);
  if (!Object.prototype.hasOwnProperty.call(BUS_CALLS, sender) || (EDGE_APPS as readonly string[]).includes(sender)) return false;
  return (BUS_CALLS[sender as BusApp] as readonly string[]).includes(subject);
}
