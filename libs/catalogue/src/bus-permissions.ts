import {
  OAuthSubjects,
  CustomerSubjects,
  DashboardSubjects,
  IdentitySubjects,
  InsightsSubjects,
  InvoiceSubjects,
  PaymentSubjects,
  PayoutSubjects,
  ShipmentSubjects,
  SubMerchantSubjects,
} from '@netline/contracts';
import { DASHBOARD_OPERATIONS, OPERATIONS, PARTNER_OPERATIONS } from './operations';

/** The apps that connect to NATS, each as its own NATS user. */
export const BUS_USERS = ['gateway', 'mcp', 'identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights', 'admin'] as const;
export type BusUser = (typeof BUS_USERS)[number];

const SERVICES: readonly BusUser[] = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'];

/**
 * What the public edges ask identity while authenticating a request (besides the catalogue's own
 * subjects): Basic, the account's settings, the signing keys, a partner's grant, and for dashboard
 * sessions a password check at sign-in and the session's user on every request.
 */
const EDGE_IDENTITY_SUBJECTS = [
  IdentitySubjects.verifyBasic,
  IdentitySubjects.getMerchant,
  IdentitySubjects.jwks,
  IdentitySubjects.partnerGrant,
  IdentitySubjects.verifyPassword,
  DashboardSubjects.sessionUser,
];

/** The gateway alone: its OAuth authorization server (the MCP web-app sign-in) asking identity. */
const OAUTH_SERVER_SUBJECTS = [OAuthSubjects.client, OAuthSubjects.verifyClient, OAuthSubjects.mint, OAuthSubjects.store];

/**
 * Operator subjects: only the admin CLI's user may send them (creating merchants and keys, rotating
 * secrets, underwriting decisions, bank-reported payments and settling unbooked ones, payout runs, manual courier verification, the balance
 * reads `reconcile` compares, rebuilding the insights projection).
 */
export const OPERATOR_SUBJECTS: readonly string[] = [
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
  IdentitySubjects.createPartner,
  CustomerSubjects.operatorDecide,
  CustomerSubjects.operatorPending,
  CustomerSubjects.operatorRunJobs,
  CustomerSubjects.operatorBalances,
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
];

export interface SubjectPermissions {
  allow?: string[];
  deny?: string[];
}

export interface BusPermissions {
  user: BusUser;
  publish: SubjectPermissions;
  subscribe: SubjectPermissions;
}

/** A subject as it may appear on the bus: bare, or under a one-token namespace (NETLINE_NAMESPACE). */
function onBus(subject: string): string[] {
  return [subject, `*.${subject}`];
}

const INBOX = '_INBOX.>';
const SANDBOX = ['*.sandbox.>', '*.*.sandbox.>'];

/**
 * Who may send and receive what on NATS, derived from the operation catalogue so a new operation needs
 * no hand-kept list:
 * - the public edges (gateway, MCP endpoint) may only send the catalogue's subjects and the few identity
 *   questions authentication needs, and receive replies and identity's partner notices;
 * - each service alone receives its own subjects (`<app>.>`); it may send anything but operator
 *   subjects (it calls other services and answers on reply subjects);
 * - only the admin CLI sends operator subjects;
 * - in production nobody may send or receive a sandbox helper subject (`<app>.sandbox.>`).
 */
export function busPermissions(appEnv: 'sandbox' | 'production'): BusPermissions[] {
  const production = appEnv === 'production';
  const catalogue = [
    ...new Set(
      [...OPERATIONS, ...PARTNER_OPERATIONS, ...DASHBOARD_OPERATIONS]
        .filter((operation) => !(production && operation.sandboxOnly))
        .map((operation) => operation.subject),
    ),
  ];
  const edgeSubjects = [...new Set([...catalogue, ...EDGE_IDENTITY_SUBJECTS])].sort().flatMap(onBus);
  const sandboxDeny = production ? SANDBOX : [];
  const permissions: BusPermissions[] = [];
  for (const user of ['gateway', 'mcp'] as const) {
    const allow = user === 'gateway' ? [...edgeSubjects, ...OAUTH_SERVER_SUBJECTS.flatMap(onBus)] : edgeSubjects;
    permissions.push({ user, publish: { allow, deny: sandboxDeny }, subscribe: { allow: [INBOX, ...onBus(IdentitySubjects.partnerChanged)] } });
  }
  for (const service of SERVICES) {
    permissions.push({
      user: service,
      publish: { allow: ['>'], deny: [...OPERATOR_SUBJECTS.flatMap(onBus), ...sandboxDeny] },
      subscribe: { allow: [INBOX, ...onBus(`${service}.>`)], deny: sandboxDeny },
    });
  }
  permissions.push({ user: 'admin', publish: { allow: ['>'], deny: sandboxDeny }, subscribe: { allow: [INBOX] } });
  return permissions;
}

/** The environment variable holding a user's NATS password (for the server's configuration and the app). */
export function busPasswordVariable(user: BusUser): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The `authorization` block of a nats-server configuration for these permissions. Passwords are
 * references to environment variables of the NATS server (`$NATS_PASSWORD_GATEWAY`, …) unless given.
 */
export function renderNatsAuthorization(appEnv: 'sandbox' | 'production', passwords?: Partial<Record<BusUser, string>>): string {
  const list = (values: string[] | undefined) => `[${(values ?? []).map((value) => JSON.stringify(value)).join(', ')}]`;
  const block = (name: string, permissions: SubjectPermissions) =>
    `${name}: { allow: ${list(permissions.allow)}${permissions.deny && permissions.deny.length > 0 ? `, deny: ${list(permissions.deny)}` : ''} }`;
  const users = busPermissions(appEnv).map((entry) => {
    const password = passwords?.[entry.user] !== undefined ? JSON.stringify(passwords[entry.user]) : `$${busPasswordVariable(entry.user)}`;
    return `    { user: ${JSON.stringify(entry.user)}, password: ${password}, permissions: {\n        ${block('publish', entry.publish)}\n        ${block('subscribe', entry.subscribe)}\n      } }`;
  });
  return `authorization {\n  users: [\n${users.join(',\n')}\n  ]\n}\n`;
}

/**
 * The whole nats-server configuration file for one environment, as `scripts/nats-config.js` writes it to
 * `deploy/nats/<env>.conf` (compose mounts the sandbox one; clusters give theirs to their NATS). The
 * passwords are the server's environment variables; each app gets its own as NATS_USER / NATS_PASSWORD.
 */
export function renderNatsServerConfig(appEnv: 'sandbox' | 'production'): string {
  return [
    `# nats-server configuration for APP_ENV=${appEnv}. Generated from the operation catalogue by`,
    '# scripts/nats-config.js (npm run nats:config): do not edit; test/deploy/nats-config.spec.ts fails when stale.',
    '# One user per app; the password of each is the environment variable named in its entry.',
    '# TLS: add a `tls { cert_file, key_file }` block here (or in an included file) and give the apps',
    '# NATS_TLS_CA_FILE (and NATS_TLS_CERT_FILE / NATS_TLS_KEY_FILE when the server verifies clients).',
    'port: 4222',
    '',
    renderNatsAuthorization(appEnv),
  ].join('\n');
}
