import {
  BUS_USERS,
  busPasswordVariable,
  busPermissions,
  busSends,
  BUYER_OPERATIONS,
  DASHBOARD_OPERATIONS,
  OPERATOR_SUBJECTS,
  OPERATIONS,
  PARTNER_OPERATIONS,
  renderNatsServerConfig,
} from '@netline/catalogue';
import { BUS_CALLS, DashboardSubjects, IdentitySubjects, InvoiceSubjects, mayAssertPrincipal, PaymentSubjects, rpcContractOf } from '@netline/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildToolSets } from '../../apps/mcp/src/tools/tool-sets';

const ROOT = join(__dirname, '..', '..');
const ENVIRONMENTS = ['sandbox', 'production'] as const;
const SERVICES = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'] as const;

/** The bare subjects of a permission list (each subject is allowed bare and under one namespace token). */
const bare = (subjects: string[] | undefined) => [...new Set((subjects ?? []).map((subject) => subject.replace(/^\*\./, '')))].sort();

/** The NATS configuration the deployments use, generated from the operation catalogue and each app's calls. */
describe('NATS configuration', () => {
  it.each(ENVIRONMENTS)('deploy/nats/%s.conf is what the catalogue generates (run npm run nats:config when this fails)', (appEnv) => {
    expect(readFileSync(join(ROOT, 'deploy', 'nats', `${appEnv}.conf`), 'utf8')).toBe(renderNatsServerConfig(appEnv));
  });

  it('gives every app and the admin CLI a user; compose and the cluster connect each app as itself', () => {
    expect(
      busPermissions('production')
        .map((entry) => entry.user)
        .sort(),
    ).toEqual([...BUS_USERS].sort());
    const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    for (const user of BUS_USERS) {
      expect(compose).toContain(`NATS_USER: ${user}`);
      expect(compose).toContain(`${busPasswordVariable(user)}:-`);
      if (user === 'admin') continue;
      const manifest = readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'apps', `${user}.yaml`), 'utf8');
      expect(manifest).toContain(`{ name: NATS_USER, value: ${user} }`);
      expect(manifest).toContain(`key: ${busPasswordVariable(user)}`);
      // Its own bus key and everyone's public keys (docs/decisions/0023-verifiable-principals.md); the CLI has none.
      const keySetting = `PRINCIPAL_KEY_${user.toUpperCase().replace(/-/g, '_')}`;
      expect(manifest).toContain(`key: ${keySetting} }`);
      expect(manifest).toContain('key: PRINCIPAL_PUBLIC_KEYS }');
      expect(compose).toContain(`PRINCIPAL_KEY: "\${${keySetting}:-}"`);
    }
    expect(compose).toContain('PRINCIPAL_PUBLIC_KEYS: ${PRINCIPAL_PUBLIC_KEYS:-}');
  });

  it.each(ENVIRONMENTS)('%s: each service sends exactly what its code calls, never an operator subject, and answers through allow_responses', (appEnv) => {
    for (const service of SERVICES) {
      const entry = busPermissions(appEnv).find((candidate) => candidate.user === service)!;
      expect({ service, sends: bare(entry.publish.allow) }).toEqual({ service, sends: [...new Set<string>(BUS_CALLS[service])].sort() });
      expect(entry.publish.allow ?? []).not.toContain('>');
      for (const subject of OPERATOR_SUBJECTS) expect(entry.publish.allow ?? []).not.toContain(subject);
      expect(entry.allowResponses).toBe(true);
    }
    // Insights asks nobody: it is denied every subject (an empty allow list would mean no restriction).
    expect(busPermissions(appEnv).find((entry) => entry.user === 'insights')!.publish).toEqual({ deny: ['>'] });
    // Only a service answers requests: neither edge nor the CLI receives any.
    expect(
      busPermissions(appEnv)
        .filter((entry) => entry.allowResponses)
        .map((entry) => entry.user)
        .sort(),
    ).toEqual([...SERVICES].sort());
  });

  it.each(ENVIRONMENTS)('%s: every user receives its own reply inboxes only, never _INBOX.>, and its own subjects', (appEnv) => {
    for (const entry of busPermissions(appEnv)) {
      const own = [`_INBOX_${entry.user}.>`];
      const subjects = (SERVICES as readonly string[]).includes(entry.user)
        ? [`${entry.user}.>`, `*.${entry.user}.>`]
        : entry.user === 'admin'
          ? []
          : [IdentitySubjects.partnerChanged, `*.${IdentitySubjects.partnerChanged}`];
      expect({ user: entry.user, subscribe: entry.subscribe.allow }).toEqual({ user: entry.user, subscribe: [...own, ...subjects] });
      expect(entry.subscribe.allow).not.toContain('_INBOX.>');
    }
  });

  it.each(ENVIRONMENTS)("%s: the gateway sends its routes' subjects and its own calls, nothing internal, and no operator subject", (appEnv) => {
    const gateway = busPermissions(appEnv).find((entry) => entry.user === 'gateway')!;
    // Its routes: the merchant and partners APIs, the dashboard's session operations and the buyer portal's.
    const routes = [...OPERATIONS, ...PARTNER_OPERATIONS, ...DASHBOARD_OPERATIONS, ...BUYER_OPERATIONS].filter(
      (operation) => appEnv === 'sandbox' || !operation.sandboxOnly,
    );
    expect(bare(gateway.publish.allow)).toEqual([...new Set([...routes.map((operation) => operation.subject), ...BUS_CALLS.gateway])].sort());
    for (const subject of OPERATOR_SUBJECTS) expect(gateway.publish.allow).not.toContain(subject);
    expect(gateway.publish.allow).not.toContain(IdentitySubjects.webhookSecrets);
    if (appEnv === 'production') expect(gateway.publish.allow).not.toContain('credit.sandbox.clock-advance');
    // The payment page's form goes to billing, which checks it; only a service may ask treasury to take the money.
    expect(gateway.publish.allow).toContain(InvoiceSubjects.payOnline);
    for (const subject of [PaymentSubjects.online, PaymentSubjects.onlineOptions, PaymentSubjects.onlineSubmission]) {
      expect(gateway.publish.allow).not.toContain(subject);
      expect(busPermissions(appEnv).find((entry) => entry.user === 'mcp')!.publish.allow).not.toContain(subject);
    }
  });

  it.each(ENVIRONMENTS)("%s: the MCP endpoint sends its tools' subjects and its own calls, and none of the dashboard's operations", (appEnv) => {
    const mcp = busPermissions(appEnv).find((entry) => entry.user === 'mcp')!;
    const sets = buildToolSets(appEnv);
    // The three tool sets': the merchant's, the partners' and the buyer portal's (a buyer API token's).
    const tools = [...sets.merchant.tools, ...sets.partner.tools, ...sets.buyer.tools].map((tool) => tool.operation.subject);
    expect(bare(mcp.publish.allow)).toEqual([...new Set([...tools, ...BUS_CALLS.mcp])].sort());
    for (const subject of Object.values(DashboardSubjects).filter((subject) => subject !== DashboardSubjects.sessionUser)) {
      expect(mcp.publish.allow).not.toContain(subject);
    }
    expect(mcp.publish.allow).not.toContain(IdentitySubjects.verifyPassword);
    for (const subject of OPERATOR_SUBJECTS) expect(mcp.publish.allow).not.toContain(subject);
  });

  it('lets only the admin CLI send operator subjects, and the CLI nothing else', () => {
    for (const appEnv of ENVIRONMENTS) {
      const others = busPermissions(appEnv).filter((entry) => entry.user !== 'admin');
      const offenders = others.flatMap((entry) =>
        OPERATOR_SUBJECTS.filter((subject) => (entry.publish.allow ?? []).includes(subject)).map((subject) => `${entry.user}: ${subject}`),
      );
      expect(offenders).toEqual([]);
      expect(bare(busPermissions(appEnv).find((entry) => entry.user === 'admin')!.publish.allow)).toEqual([...OPERATOR_SUBJECTS].sort());
    }
  });

  it('lets each sender vouch for a principal on every merchant-facing subject it sends, and on no other', () => {
    for (const appEnv of ENVIRONMENTS) {
      for (const user of BUS_USERS) {
        const merchantFacing = busSends(user, appEnv).filter((subject) => rpcContractOf(subject)?.kind === 'merchant');
        expect({ user, refused: merchantFacing.filter((subject) => !mayAssertPrincipal(user, subject)) }).toEqual({ user, refused: [] });
      }
    }
    // The dashboard's own operations (inviting a person, revealing a secret): only the gateway, for a signed-in session.
    const session = DASHBOARD_OPERATIONS.filter((operation) => operation.auth === 'session').map((operation) => operation.subject);
    expect(session.length).toBeGreaterThan(0);
    for (const subject of session)
      expect({ subject, senders: BUS_USERS.filter((user) => mayAssertPrincipal(user, subject)) }).toEqual({ subject, senders: ['gateway'] });
    // A service only where it calls: billing reads a customer for a merchant, and may state nothing else.
    expect(mayAssertPrincipal('billing', 'credit.customers.get')).toBe(true);
    expect(mayAssertPrincipal('billing', 'credit.customers.list')).toBe(false);
    expect(mayAssertPrincipal('credit', 'billing.invoices.get')).toBe(false);
    // Internal and operator subjects carry no principal at all (creating a dashboard login is the operator's).
    expect(mayAssertPrincipal('gateway', IdentitySubjects.verifyBasic)).toBe(false);
    expect(BUS_USERS.filter((user) => mayAssertPrincipal(user, IdentitySubjects.createUser))).toEqual([]);
  });
});
