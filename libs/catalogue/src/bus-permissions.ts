import { BUS_CALLS, BusApp, EDGE_APPS, IdentitySubjects, replyInboxPrefix } from '@netline/contracts';
import { BUYER_OPERATIONS, DASHBOARD_OPERATIONS, OPERATIONS, PARTNER_OPERATIONS } from './operations';
import { buyerToolOperations, toolOperations } from './tool-operations';

/** The apps that connect to NATS, each as its own NATS user. */
export const BUS_USERS = [
  'gateway',
  'mcp',
  'identity',
  'credit',
  'billing',
  'treasury',
  'fulfillment',
  'webhook-dispatcher',
  'insights',
  'admin',
] as const satisfies readonly BusApp[];
export type BusUser = (typeof BUS_USERS)[number];

const SERVICES: readonly BusUser[] = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'];

/**
 * Operator subjects: what the admin CLI sends (`BUS_CALLS.admin`), and nobody else may: creating
 * merchants and keys, rotating secrets, underwriting decisions, payments and payout runs, manual courier
 * verification, the balance reads `reconcile` compares, rebuilding the insights projection.
 */
export const OPERATOR_SUBJECTS: readonly string[] = BUS_CALLS.admin;

/**
 * How long a service may take to answer a request it received (NATS `allow_responses`): far past any
 * caller's deadline (`RPC_TIMEOUT_MS`, the operator CLI's longest 120 s), so it only bounds what the
 * server remembers of requests that were never answered.
 */
export const RESPONSE_WINDOW = '5m';

export interface SubjectPermissions {
  allow?: string[];
  deny?: string[];
}

export interface BusPermissions {
  user: BusUser;
  publish: SubjectPermissions;
  subscribe: SubjectPermissions;
  /** May answer the requests it receives (one reply to each request's own reply subject, within RESPONSE_WINDOW). */
  allowResponses: boolean;
}

/** A subject as it may appear on the bus: bare, or under a one-token namespace (NETLINE_NAMESPACE). */
function onBus(subject: string): string[] {
  return [subject, `*.${subject}`];
}

const SANDBOX = ['*.sandbox.>', '*.*.sandbox.>'];

/**
 * What `user` sends in `appEnv`, bare: the subjects its code calls (`BUS_CALLS`, checked against the
 * code by test/bus-calls.spec.ts) and, for the edges, the operations they relay: every route of the
 * gateway (merchant and partners APIs, the dashboard's session operations, the buyer portal's operations,
 * public pages), and the MCP endpoint's tools (`toolOperations`, and the buyer tool set's
 * `buyerToolOperations`). Sandbox helpers only in the sandbox.
 */
export function busSends(user: BusUser, appEnv: 'sandbox' | 'production'): string[] {
  const served = (operations: typeof OPERATIONS) =>
    operations.filter((operation) => appEnv === 'sandbox' || !operation.sandboxOnly).map((operation) => operation.subject);
  const relayed =
    user === 'gateway'
      ? served([...OPERATIONS, ...PARTNER_OPERATIONS, ...DASHBOARD_OPERATIONS, ...BUYER_OPERATIONS])
      : user === 'mcp'
        ? served([...toolOperations(appEnv), ...buyerToolOperations(appEnv)])
        : [];
  return [...new Set([...relayed, ...BUS_CALLS[user]])].sort();
}

/**
 * Who may send and receive what on NATS, each user only what it needs:
 * - every user may send only the subjects `busSends` names: its own calls and, for the edges, the
 *   operations they serve; nobody else sends an operator subject, and the MCP endpoint none of the
 *   dashboard's session operations; a user that sends nothing (insights) is denied every subject;
 * - every user receives only its own reply inbox prefix (`_INBOX_<user>.>`, never `_INBOX.>`), so no
 *   one reads the answers another asked for; each service also its own subjects (`<app>.>`), the edges
 *   identity's partner notices;
 * - services answer the requests they receive with `allow_responses` (one reply per request, to its
 *   reply subject), not with a right to publish on anyone's inbox;
 * - in production nobody may send or receive a sandbox helper subject (`<app>.sandbox.>`).
 * Every subject may also appear under a one-token namespace (NETLINE_NAMESPACE).
 */
export function busPermissions(appEnv: 'sandbox' | 'production'): BusPermissions[] {
  const sandboxDeny = appEnv === 'production' ? SANDBOX : [];
  return BUS_USERS.map((user) => {
    const inbox = `${replyInboxPrefix(user)}.>`;
    const service = SERVICES.includes(user);
    const received = service ? onBus(`${user}.>`) : (EDGE_APPS as readonly string[]).includes(user) ? onBus(IdentitySubjects.partnerChanged) : [];
    const sends = busSends(user, appEnv).flatMap(onBus);
    return {
      user,
      // An empty allow list would mean no restriction to nats-server: a user that sends nothing is denied everything.
      publish: sends.length > 0 ? { allow: sends, deny: sandboxDeny } : { deny: ['>'] },
      subscribe: { allow: [inbox, ...received], ...(service ? { deny: sandboxDeny } : {}) },
      allowResponses: service,
    };
  });
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
  const block = (name: string, permissions: SubjectPermissions) => {
    const parts = [
      ...(permissions.allow ? [`allow: ${list(permissions.allow)}`] : []),
      ...(permissions.deny && permissions.deny.length > 0 ? [`deny: ${list(permissions.deny)}`] : []),
    ];
    return `${name}: { ${parts.join(', ')} }`;
  };
  const users = busPermissions(appEnv).map((entry) => {
    const password = passwords?.[entry.user] !== undefined ? JSON.stringify(passwords[entry.user]) : `$${busPasswordVariable(entry.user)}`;
    const lines = [block('publish', entry.publish), block('subscribe', entry.subscribe)];
    if (entry.allowResponses) lines.push(`allow_responses: { max: 1, expires: ${JSON.stringify(RESPONSE_WINDOW)} }`);
    return `    { user: ${JSON.stringify(entry.user)}, password: ${password}, permissions: {\n${lines.map((line) => `        ${line}\n`).join('')}      } }`;
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
    `# nats-server configuration for APP_ENV=${appEnv}. Generated from the operation catalogue and each app's calls`,
    '# (BUS_CALLS, libs/contracts/src/bus.ts) by scripts/nats-config.js (npm run nats:config): do not edit;',
    '# test/deploy/nats-config.spec.ts fails when stale.',
    '# One user per app; the password of each is the environment variable named in its entry. Each user sends only',
    '# what it calls, receives its own subjects and its own reply inboxes (_INBOX_<user>.>), and services answer',
    '# what they receive through allow_responses.',
    '# TLS: add a `tls { cert_file, key_file }` block here (or in an included file) and give the apps',
    '# NATS_TLS_CA_FILE (and NATS_TLS_CERT_FILE / NATS_TLS_KEY_FILE when the server verifies clients).',
    'port: 4222',
    '',
    renderNatsAuthorization(appEnv),
  ].join('\n');
}
