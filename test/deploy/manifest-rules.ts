import {
  AUDIT_CONSUMED_STREAMS,
  AUDIT_CONSUMER_GROUP,
  BILLING_CONSUMED_STREAMS,
  BILLING_CONSUMER_GROUP,
  CREDIT_CONSUMED_STREAMS,
  CREDIT_CONSUMER_GROUP,
  INSIGHTS_CONSUMED_STREAMS,
  INSIGHTS_CONSUMER_GROUP,
  TREASURY_CONSUMED_STREAMS,
  TREASURY_CONSUMER_GROUP,
} from '@netline/contracts';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { DELIVERY_WAIT_LIST, redisPasswordVariable, REDIS_USERS, RedisUser } from '@netline/catalogue';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service, ServiceAccount } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { locate } from '../../scripts/tools';

/**
 * What the Kubernetes manifests under deploy/k8s must hold, as checks over the rendered objects of an
 * overlay: each object valid against the Kubernetes (and KEDA) schemas, and the rules the platform runs
 * on (docs in deploy/README.md). Each check returns problems as sentences naming the object; none means
 * the overlay is fit to apply.
 */
export const ROOT = resolve(__dirname, '../..');
export const K8S_DIR = join(ROOT, 'deploy', 'k8s');

/** The apps with a Deployment, named explicitly: an app added under apps/ must be added here and to deploy/k8s/base. */
export const DEPLOYED_APPS = ['gateway', 'mcp', 'identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'];
/** Apps under apps/ that run no Deployment of their own, and why. */
export const NOT_DEPLOYED: Record<string, string> = {
  admin: 'the operator CLI, run on demand (kubectl run) against the cluster',
  dashboard: 'static pages, built into the image and served by the gateway at /dashboard',
  portal: "the buyer portal's static pages, built into the image and served by the gateway at /portal",
};
/** The only apps that take traffic from outside the cluster. */
export const PUBLIC_APPS = ['gateway', 'mcp'];
/** Apps that consume domain events, with the groups and streams their KEDA ScaledObject must watch. */
export const CONSUMERS: Record<string, Array<{ group: string; streams: readonly string[] }>> = {
  credit: [{ group: CREDIT_CONSUMER_GROUP, streams: CREDIT_CONSUMED_STREAMS }],
  billing: [{ group: BILLING_CONSUMER_GROUP, streams: BILLING_CONSUMED_STREAMS }],
  treasury: [{ group: TREASURY_CONSUMER_GROUP, streams: TREASURY_CONSUMED_STREAMS }],
  // The receivables read model, and the audit trail's recorder in a group of its own.
  insights: [
    { group: INSIGHTS_CONSUMER_GROUP, streams: INSIGHTS_CONSUMED_STREAMS },
    { group: AUDIT_CONSUMER_GROUP, streams: AUDIT_CONSUMED_STREAMS },
  ],
  // The dispatcher reads every producing app's stream (WEBHOOK_SOURCE_APPS).
  'webhook-dispatcher': [{ group: 'webhook-dispatcher', streams: ['identity', 'credit', 'billing', 'treasury', 'fulfillment'].map((app) => `events:${app}`) }],
};
/** The BullMQ list of webhook deliveries waiting for a worker (prefix `bull`, queue `webhook-deliveries`). */
export { DELIVERY_WAIT_LIST };
/** Keys of the netline-secrets Secret the manifests may reference (deploy/README.md documents each). */
export const SECRET_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  // Each app's Redis user password, and KEDA's (deploy/redis).
  ...REDIS_USERS.filter((user) => user !== 'admin').map(redisPasswordVariable),
  'SECRET_HMAC_KEY',
  'UPLOAD_SIGNING_SECRET',
  'TRACKING_PROVIDER_KEY',
  'OPERATOR_TOKEN',
  'OAUTH_COOKIE_SECRET',
  // Billing's mail server, with its login (docs/collections.md).
  'SMTP_URL',
  // Each app's NATS user password (deploy/nats).
  ...['GATEWAY', 'MCP', 'IDENTITY', 'CREDIT', 'BILLING', 'TREASURY', 'FULFILLMENT', 'WEBHOOK_DISPATCHER', 'INSIGHTS'].map((app) => `NATS_PASSWORD_${app}`),
  // Each app's private bus key, and every app's public one (docs/decisions/0023-verifiable-principals.md).
  ...['GATEWAY', 'MCP', 'IDENTITY', 'CREDIT', 'BILLING', 'TREASURY', 'FULFILLMENT', 'WEBHOOK_DISPATCHER', 'INSIGHTS'].map((app) => `PRINCIPAL_KEY_${app}`),
  'PRINCIPAL_PUBLIC_KEYS',
  // The administrative PostgreSQL login (the db-provision Job only), and each database's two roles' passwords.
  'DATABASE_ADMIN_URL',
  ...['IDENTITY', 'CREDIT', 'BILLING', 'TREASURY', 'FULFILLMENT', 'WEBHOOK_DISPATCHER', 'INSIGHTS'].flatMap((app) => [
    `DB_PASSWORD_${app}`,
    `DB_OWNER_PASSWORD_${app}`,
  ]),
];

/** The Job that makes the services' databases and roles, and its command. */
export const PROVISION_JOB = 'db-provision';
export const PROVISION_COMMAND = ['node', 'apps/admin/dist/main.js', 'db', 'provision'];
const secretSuffix = (app: string) => app.toUpperCase().replace(/-/g, '_');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: K8sSpec;
  data?: Record<string, string>;
}

/**
 * The fields of the rendered kinds' specs that the rules read: a workload's pod template, a Service's or
 * PodDisruptionBudget's selector, an autoscaler's target and triggers, a NetworkPolicy's rules, an
 * Ingress's hosts and paths. Each kind sets only its own.
 */
export interface K8sSpec {
  replicas?: number;
  template?: { metadata?: { labels?: Record<string, string> }; spec?: PodSpec };
  /** A Service's label map, or the LabelSelector of a PodDisruptionBudget. */
  selector?: { matchLabels?: Record<string, string> } & Record<string, unknown>;
  scaleTargetRef?: { kind?: string; name: string };
  minReplicas?: number;
  minReplicaCount?: number;
  triggers?: Array<{ type: string; metadata?: Record<string, string>; authenticationRef?: { name: string } }>;
  /** A KEDA TriggerAuthentication's parameters, from a Secret or from the target pods' environment. */
  secretTargetRef?: Array<{ parameter: string; name: string; key: string }>;
  env?: Array<{ parameter: string; name: string }>;
  metrics?: Array<{ type: string; resource?: { name: string } }>;
  podSelector?: LabelSelector;
  policyTypes?: string[];
  ingress?: Array<{ from?: NetworkPolicyPeer[]; ports?: NetworkPolicyPort[] }>;
  egress?: Array<{ to?: NetworkPolicyPeer[]; ports?: NetworkPolicyPort[] }>;
  rules?: Array<{ host?: string; http?: { paths?: Array<{ path: string; backend?: { service?: { name: string } } }> } }>;
  tls?: Array<{ hosts?: string[] }>;
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}

interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}

interface NetworkPolicyPort {
  port?: number | string;
  protocol?: string;
}

interface PodSpec {
  containers?: Container[];
  volumes?: Array<{ name: string; secret?: { secretName: string } }>;
  securityContext?: SecurityContext;
  automountServiceAccountToken?: boolean;
}

/** The pod- and container-level security settings the rules check. */
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  privileged?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type: string };
}

interface Probe {
  httpGet?: { path?: string; port?: number | string };
}

/** `kubectl kustomize <dir>`, parsed. */
export function render(dir: string): K8sObject[] {
  const kubectl = locate('kubectl');
  if (!kubectl) throw new Error('kubectl is not installed: run `node scripts/tools.js` (see deploy/README.md)');
  const output = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(output).map((document) => document.toJS() as K8sObject);
}

/** Apps under apps/ (directories with a package.json) and those among them with migrations. */
export function appsInRepository(root = ROOT): { apps: string[]; withMigrations: string[] } {
  const apps = readdirSync(join(root, 'apps')).filter((app) => existsSync(join(root, 'apps', app, 'package.json')));
  return { apps, withMigrations: apps.filter((app) => existsSync(join(root, 'apps', app, 'src', 'migrations'))) };
}

/** A kind's model class. Each declares its own data type; the rendered object is given as it is, and `validate()` holds it to the schema. */
type Model = new (data: never) => { validate(): void };
const MODELS: Record<string, Model> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

const describeObject = (object: K8sObject) => `${object.kind} ${object.metadata?.name ?? '(unnamed)'}`;

/** Every object against its schema (kubernetes-models; @kubernetes-models/keda for KEDA's kinds). */
export function schemaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!model) {
      problems.push(`${describeObject(object)}: no schema known for ${object.apiVersion} ${object.kind} (add it to MODELS)`);
      continue;
    }
    try {
      new model(object as never).validate();
    } catch (error) {
      problems.push(`${describeObject(object)}: ${(error as Error).message}`);
    }
  }
  return problems;
}

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);

/** Every app under apps/ has a manifest, and every manifest an app: both ways, against DEPLOYED_APPS. */
export function coverageProblems(objects: K8sObject[], repository = appsInRepository()): string[] {
  const problems: string[] = [];
  const deployments = ofKind(objects, 'Deployment').map((deployment) => deployment.metadata.name);
  for (const app of repository.apps) {
    if (!DEPLOYED_APPS.includes(app) && !(app in NOT_DEPLOYED))
      problems.push(`apps/${app} has no manifest: add deploy/k8s/base/apps/${app}.yaml and list it in DEPLOYED_APPS`);
  }
  for (const app of DEPLOYED_APPS) {
    if (!deployments.includes(app)) problems.push(`${app} has no Deployment in the rendered manifests`);
    const present = repository.apps.includes(app);
    if (!present) problems.push(`${app} has a manifest but no apps/${app}`);
  }
  for (const name of deployments) if (!DEPLOYED_APPS.includes(name)) problems.push(`Deployment ${name} is not a known app (DEPLOYED_APPS)`);
  const jobs = ofKind(objects, 'Job');
  for (const app of repository.withMigrations) {
    const job = jobs.find((candidate) => candidate.metadata.name === `${app}-migrate`);
    const command = job?.spec?.template?.spec?.containers?.[0]?.command;
    if (!job) problems.push(`${app} has migrations but no ${app}-migrate Job`);
    else if (JSON.stringify(command) !== JSON.stringify(['node', `apps/${app}/dist/main.js`, 'migrate']))
      problems.push(`Job ${app}-migrate does not run ${app}'s migrate command`);
  }
  const provision = jobs.find((job) => job.metadata.name === PROVISION_JOB);
  if (repository.withMigrations.length > 0 && !provision) problems.push(`no ${PROVISION_JOB} Job makes the services' databases and roles`);
  else if (provision && JSON.stringify(provision.spec?.template?.spec?.containers?.[0]?.command) !== JSON.stringify(PROVISION_COMMAND)) {
    problems.push(`Job ${PROVISION_JOB} does not run ${PROVISION_COMMAND.join(' ')}`);
  }
  for (const job of jobs.filter((candidate) => candidate !== provision)) {
    const app = job.metadata.name.replace(/-migrate$/, '');
    if (!repository.withMigrations.includes(app)) problems.push(`Job ${job.metadata.name} migrates ${app}, which has no migrations`);
  }
  return problems;
}

interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name?: string; key: string } } }>;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}

function securityProblems(where: string, podSpec: PodSpec, container: Container): string[] {
  const problems: string[] = [];
  const pod = podSpec.securityContext ?? {};
  const own = container.securityContext ?? {};
  if ((own.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${where}: runAsNonRoot is not true`);
  if ((own.runAsUser ?? pod.runAsUser) === 0) problems.push(`${where}: runs as user 0`);
  if (own.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation is not false`);
  if (own.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem is not true`);
  if (!own.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities do not drop ALL`);
  if (own.privileged) problems.push(`${where}: is privileged`);
  if ((own.seccompProfile ?? pod.seccompProfile)?.type !== 'RuntimeDefault') problems.push(`${where}: seccompProfile is not RuntimeDefault`);
  if (podSpec.automountServiceAccountToken !== false) problems.push(`${where}: mounts a service account token`);
  return problems;
}

function resourceProblems(where: string, container: Container): string[] {
  const problems: string[] = [];
  for (const resource of ['cpu', 'memory']) if (!container.resources?.requests?.[resource]) problems.push(`${where}: no ${resource} request`);
  if (!container.resources?.limits?.memory) problems.push(`${where}: no memory limit`);
  return problems;
}

function imageProblems(where: string, container: Container): string[] {
  const tag = container.image?.split('/').pop()?.split(':')[1];
  return !container.image?.includes('netline') || !tag || tag === 'latest'
    ? [`${where}: image ${container.image} is not the netline image at a fixed tag`]
    : [];
}

function secretProblems(where: string, container: Container): string[] {
  const problems: string[] = [];
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (!ref) {
      if (SECRET_KEYS.includes(entry.name)) problems.push(`${where}: ${entry.name} is given as a plain value, not from the Secret`);
      continue;
    }
    if (ref.name !== 'netline-secrets' || !SECRET_KEYS.includes(ref.key))
      problems.push(`${where}: references secret ${ref.name}/${ref.key}, not a documented key of netline-secrets`);
  }
  return problems;
}

const selects = (selector: Record<string, unknown> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Deployments: probes, resources, security, image, command, port; each with a Service, a PDB and one autoscaler. */
export function workloadProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
  const scaledObjects = ofKind(objects, 'ScaledObject');
  for (const deployment of ofKind(objects, 'Deployment')) {
    const name = deployment.metadata.name;
    const podSpec = deployment.spec?.template?.spec ?? {};
    const podLabels = deployment.spec?.template?.metadata?.labels;
    const containers: Container[] = podSpec.containers ?? [];
    if (containers.length !== 1) problems.push(`Deployment ${name}: expected one container, found ${containers.length}`);
    for (const container of containers) {
      const where = `Deployment ${name}, container ${container.name}`;
      if (container.readinessProbe?.httpGet?.path !== '/readyz') problems.push(`${where}: no readinessProbe on /readyz`);
      if (container.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${where}: no livenessProbe on /healthz`);
      if (container.startupProbe?.httpGet?.path !== '/healthz') problems.push(`${where}: no startupProbe on /healthz`);
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
        if (probe?.httpGet && probe.httpGet.port !== 'http') problems.push(`${where}: a probe does not use the http port`);
      }
      if (!container.ports?.some((port) => port.name === 'http')) problems.push(`${where}: no port named http`);
      if (JSON.stringify(container.command) !== JSON.stringify(['node', `apps/${name}/dist/main.js`]))
        problems.push(`${where}: command is not node apps/${name}/dist/main.js`);
      problems.push(
        ...resourceProblems(where, container),
        ...securityProblems(where, podSpec, container),
        ...imageProblems(where, container),
        ...secretProblems(where, container),
      );
    }
    const scalers = [
      ...hpas.filter((hpa) => hpa.spec?.scaleTargetRef?.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name),
      ...scaledObjects.filter((scaled) => scaled.spec?.scaleTargetRef?.name === name),
    ];
    if (scalers.length !== 1) problems.push(`Deployment ${name}: expected exactly one autoscaler (HPA or ScaledObject), found ${scalers.length}`);
    if (deployment.spec?.replicas !== undefined) problems.push(`Deployment ${name}: sets replicas, which its autoscaler owns`);
    if (!ofKind(objects, 'Service').some((service) => selects(service.spec?.selector, podLabels)))
      problems.push(`Deployment ${name}: no Service selects its pods`);
    if (!ofKind(objects, 'PodDisruptionBudget').some((pdb) => selects(pdb.spec?.selector?.matchLabels, podLabels)))
      problems.push(`Deployment ${name}: no PodDisruptionBudget covers its pods`);
    for (const selecting of [...ofKind(objects, 'Service'), ...ofKind(objects, 'PodDisruptionBudget')]) {
      const selector = selecting.kind === 'Service' ? selecting.spec?.selector : selecting.spec?.selector?.matchLabels;
      if (selects(selector, podLabels) && selecting.metadata.name !== name) problems.push(`${describeObject(selecting)} also selects ${name}'s pods`);
    }
  }
  for (const job of ofKind(objects, 'Job')) {
    const podSpec = job.spec?.template?.spec ?? {};
    for (const container of (podSpec.containers ?? []) as Container[]) {
      const where = `Job ${job.metadata.name}, container ${container.name}`;
      problems.push(
        ...resourceProblems(where, container),
        ...securityProblems(where, podSpec, container),
        ...imageProblems(where, container),
        ...secretProblems(where, container),
      );
    }
    const podLabels = job.spec?.template?.metadata?.labels;
    for (const service of ofKind(objects, 'Service'))
      if (selects(service.spec?.selector, podLabels)) problems.push(`Service ${service.metadata.name} selects the pods of Job ${job.metadata.name}`);
  }
  return problems;
}

/** Consumers scale on their own lag through KEDA; the dispatcher on queued deliveries too; the rest on CPU. */
export function scalingProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const scaled of ofKind(objects, 'ScaledObject')) {
    const app = scaled.spec?.scaleTargetRef?.name as string;
    const triggers: Array<{ type: string; metadata?: Record<string, string>; authenticationRef?: { name: string } }> = scaled.spec?.triggers ?? [];
    const expected = CONSUMERS[app];
    if (!expected) {
      problems.push(`ScaledObject ${scaled.metadata.name}: ${app} consumes no stream, scale it with an HPA`);
      continue;
    }
    const watched = triggers
      .filter((trigger) => trigger.type === 'redis-streams')
      .map((trigger) => {
        if (!trigger.metadata?.lagCount) problems.push(`ScaledObject ${app}: trigger on ${trigger.metadata?.stream} does not scale on lagCount`);
        return `${trigger.metadata?.stream} (group ${trigger.metadata?.consumerGroup})`;
      })
      .sort();
    const consumed = expected.flatMap(({ group, streams }) => streams.map((stream) => `${stream} (group ${group})`)).sort();
    if (JSON.stringify(watched) !== JSON.stringify(consumed)) {
      problems.push(`ScaledObject ${app}: watches ${watched.join(', ') || 'no stream'}, but ${app} consumes ${consumed.join(', ')}`);
    }
    if (app === 'webhook-dispatcher' && !triggers.some((trigger) => trigger.type === 'redis' && trigger.metadata?.listName === DELIVERY_WAIT_LIST)) {
      problems.push(`ScaledObject ${app}: does not scale on the deliveries waiting in ${DELIVERY_WAIT_LIST}`);
    }
    for (const trigger of triggers) {
      if (trigger.type.startsWith('redis') && trigger.authenticationRef?.name !== 'netline-redis')
        problems.push(`ScaledObject ${app}: a ${trigger.type} trigger does not authenticate with netline-redis`);
    }
    if ((scaled.spec?.minReplicaCount ?? 0) < 1) problems.push(`ScaledObject ${app}: may scale to zero replicas (it also serves requests or keeps order)`);
  }
  for (const app of Object.keys(CONSUMERS)) {
    if (
      ofKind(objects, 'Deployment').some((deployment) => deployment.metadata.name === app) &&
      !ofKind(objects, 'ScaledObject').some((scaled) => scaled.spec?.scaleTargetRef?.name === app)
    ) {
      problems.push(`${app} consumes streams but has no KEDA ScaledObject`);
    }
  }
  for (const hpa of ofKind(objects, 'HorizontalPodAutoscaler')) {
    const metrics: Array<{ type: string; resource?: { name: string } }> = hpa.spec?.metrics ?? [];
    if (!metrics.some((metric) => metric.type === 'Resource' && metric.resource?.name === 'cpu'))
      problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name}: does not scale on CPU`);
  }
  return problems;
}

const PUBLIC_CIDRS = ['0.0.0.0/0', '::/0'];
/** SMTP relay, SMTPS and submission: the ports billing's mail server may listen on. */
const MAIL_PORTS = [25, 465, 587];

/** Default deny; only the public apps take outside traffic; only the dispatcher reaches the internet on any port. */
export function networkProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const policies = ofKind(objects, 'NetworkPolicy');
  const denyAll = policies.find(
    (policy) =>
      Object.keys(policy.spec?.podSelector ?? {}).length === 0 &&
      ['Ingress', 'Egress'].every((type) => policy.spec?.policyTypes?.includes(type)) &&
      !policy.spec?.ingress &&
      !policy.spec?.egress,
  );
  if (!denyAll) problems.push('no NetworkPolicy denies all traffic by default');
  const podsOf = (policy: K8sObject): string[] => {
    const selector = policy.spec?.podSelector ?? {};
    if (Object.keys(selector).length === 0) return ['*'];
    if (selector.matchLabels?.['app.kubernetes.io/name']) return [selector.matchLabels['app.kubernetes.io/name']];
    const expression = (selector.matchExpressions ?? []).find((entry) => entry.key === 'app.kubernetes.io/name' && entry.operator === 'In');
    return expression?.values ?? ['?'];
  };
  for (const policy of policies) {
    const pods = podsOf(policy);
    for (const rule of policy.spec?.ingress ?? []) {
      for (const peer of rule.from ?? [{}]) {
        const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
        const fromMonitoring = namespace === 'monitoring' && !peer.podSelector && !peer.ipBlock;
        if (!fromMonitoring && pods.some((pod) => !PUBLIC_APPS.includes(pod))) {
          problems.push(
            `NetworkPolicy ${policy.metadata.name}: lets ${namespace ?? 'traffic'} into ${pods.join(', ')}; only ${PUBLIC_APPS.join(' and ')} take outside traffic`,
          );
        }
      }
    }
    for (const rule of policy.spec?.egress ?? []) {
      const toInternet = (rule.to ?? []).some((peer) => PUBLIC_CIDRS.includes(peer.ipBlock?.cidr ?? '')) || (!rule.to && !rule.ports);
      if (!toInternet) continue;
      const anyPort = !rule.ports;
      // HTTPS for any app with a reason; SMTP for billing alone, which mails customers (docs/collections.md).
      const mailer = pods.length === 1 && pods[0] === 'billing';
      const httpsOnly = (rule.ports ?? []).every((port) => port.port === 443 || (mailer && MAIL_PORTS.includes(Number(port.port))));
      if (pods.includes('webhook-dispatcher') && pods.length === 1) continue;
      if (anyPort || !httpsOnly || pods.includes('*'))
        problems.push(
          `NetworkPolicy ${policy.metadata.name}: opens the internet to ${pods.join(', ')} beyond HTTPS (and SMTP for billing); only the webhook dispatcher may`,
        );
    }
  }
  return problems;
}

/** The Ingress routes exactly the public paths, over TLS, to the public apps. */
export const PUBLIC_ROUTES: Record<string, string> = {
  '/api': 'gateway',
  '/dashboard': 'gateway',
  '/portal': 'gateway',
  '/oauth': 'gateway',
  // The MCP web-app sign-in's discovery documents and the MCP endpoint's protected-resource metadata.
  '/.well-known/oauth-authorization-server': 'gateway',
  '/.well-known/openid-configuration': 'gateway',
  '/mcp': 'mcp',
  '/.well-known/oauth-protected-resource': 'mcp',
};

export function ingressProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const routes: Record<string, string | undefined> = {};
  for (const ingress of ofKind(objects, 'Ingress')) {
    const hosts = (ingress.spec?.rules ?? []).map((rule) => rule.host);
    const tlsHosts: Array<string | undefined> = (ingress.spec?.tls ?? []).flatMap((tls) => tls.hosts ?? []);
    for (const host of hosts) if (!tlsHosts.includes(host)) problems.push(`Ingress ${ingress.metadata.name}: ${host} is served without TLS`);
    for (const rule of ingress.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) routes[path.path] = path.backend?.service?.name;
    }
  }
  if (JSON.stringify(routes, Object.keys(routes).sort()) !== JSON.stringify(PUBLIC_ROUTES, Object.keys(PUBLIC_ROUTES).sort())) {
    problems.push(`the Ingress routes ${JSON.stringify(routes)}, expected ${JSON.stringify(PUBLIC_ROUTES)}`);
  }
  for (const service of Object.values(routes))
    if (!service || !PUBLIC_APPS.includes(service)) problems.push(`the Ingress routes to ${service}, which is not public`);
  return problems;
}

/** The secret references of a workload's (only) container, by environment variable. */
function secretRefs(object: K8sObject): Map<string, string> {
  const container: Container | undefined = object.spec?.template?.spec?.containers?.[0];
  return new Map((container?.env ?? []).filter((entry) => entry.valueFrom?.secretKeyRef).map((entry) => [entry.name, entry.valueFrom!.secretKeyRef!.key]));
}

/**
 * Least-privilege database access (docs/security.md): a service's pods log in as its runtime role
 * (DB_PASSWORD from DB_PASSWORD_<APP>), its migrations Job as its owner role (DB_OWNER_PASSWORD_<APP>);
 * only the db-provision Job has the administrative login, and no workload another database's password.
 */
export function databaseAccessProblems(objects: K8sObject[], repository = appsInRepository()): string[] {
  const problems: string[] = [];
  const databaseKey = (key: string) => key === 'DATABASE_ADMIN_URL' || /^DB_(OWNER_)?PASSWORD_/.test(key);
  const expect = (object: K8sObject, wanted: Record<string, string>) => {
    const refs = secretRefs(object);
    for (const [name, key] of Object.entries(wanted)) {
      if (refs.get(name) !== key) problems.push(`${describeObject(object)}: ${name} does not come from netline-secrets/${key}`);
    }
    for (const [name, key] of refs) {
      if (databaseKey(key) && wanted[name] !== key) problems.push(`${describeObject(object)}: takes netline-secrets/${key}, a database login it must not have`);
    }
  };
  for (const deployment of ofKind(objects, 'Deployment')) {
    const app = deployment.metadata.name;
    expect(deployment, repository.withMigrations.includes(app) ? { DB_PASSWORD: `DB_PASSWORD_${secretSuffix(app)}` } : {});
  }
  for (const job of ofKind(objects, 'Job')) {
    if (job.metadata.name === PROVISION_JOB) {
      const wanted: Record<string, string> = { DATABASE_ADMIN_URL: 'DATABASE_ADMIN_URL' };
      for (const app of repository.withMigrations)
        for (const key of [`DB_PASSWORD_${secretSuffix(app)}`, `DB_OWNER_PASSWORD_${secretSuffix(app)}`]) wanted[key] = key;
      expect(job, wanted);
    } else {
      const app = job.metadata.name.replace(/-migrate$/, '');
      expect(job, { DB_PASSWORD: `DB_OWNER_PASSWORD_${secretSuffix(app)}` });
    }
  }
  return problems;
}

/**
 * Least-privilege Redis access (deploy/redis): each Deployment logs in as its own Redis user (REDIS_USERNAME
 * its app, REDIS_PASSWORD from REDIS_PASSWORD_<APP>), no Job and no other workload holds a Redis password,
 * and KEDA's scalers log in as the read-only `keda` user.
 */
export function redisAccessProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const redisKey = (key: string) => /^REDIS_PASSWORD_/.test(key);
  for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
    const app = workload.metadata.name;
    const container: Container | undefined = workload.spec?.template?.spec?.containers?.[0];
    const wanted = workload.kind === 'Deployment' ? redisPasswordVariable(app as RedisUser) : undefined;
    const refs = secretRefs(workload);
    if (wanted) {
      const username = container?.env?.find((entry) => entry.name === 'REDIS_USERNAME')?.value;
      if (username !== app) problems.push(`${describeObject(workload)}: REDIS_USERNAME is ${username ?? 'not set'}, not its own user ${app}`);
      if (refs.get('REDIS_PASSWORD') !== wanted) problems.push(`${describeObject(workload)}: REDIS_PASSWORD does not come from netline-secrets/${wanted}`);
    }
    for (const [name, key] of refs) {
      if (redisKey(key) && !(name === 'REDIS_PASSWORD' && key === wanted))
        problems.push(`${describeObject(workload)}: takes netline-secrets/${key}, a Redis login it must not have`);
    }
  }
  for (const auth of ofKind(objects, 'TriggerAuthentication')) {
    const password = auth.spec?.secretTargetRef?.find((entry) => entry.parameter === 'password');
    if (password?.key !== redisPasswordVariable('keda'))
      problems.push(`TriggerAuthentication ${auth.metadata.name}: the password does not come from netline-secrets/${redisPasswordVariable('keda')}`);
    if (!auth.spec?.env?.some((entry) => entry.parameter === 'username') && !auth.spec?.secretTargetRef?.some((entry) => entry.parameter === 'username'))
      problems.push(`TriggerAuthentication ${auth.metadata.name}: no username (KEDA would log in as Redis's default user, which is off)`);
  }
  return problems;
}

/**
 * Bus keys (docs/decisions/0023-verifiable-principals.md): each Deployment takes its own private key as
 * PRINCIPAL_KEY (PRINCIPAL_KEY_<APP>) and every app's public keys, and no workload holds another app's
 * private key (with it, it could vouch for principals as that app).
 */
export function busKeyProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
    const refs = secretRefs(workload);
    const own = workload.kind === 'Deployment' ? `PRINCIPAL_KEY_${secretSuffix(workload.metadata.name)}` : undefined;
    if (own && refs.get('PRINCIPAL_KEY') !== own) problems.push(`${describeObject(workload)}: PRINCIPAL_KEY does not come from netline-secrets/${own}`);
    if (own && refs.get('PRINCIPAL_PUBLIC_KEYS') !== 'PRINCIPAL_PUBLIC_KEYS')
      problems.push(`${describeObject(workload)}: PRINCIPAL_PUBLIC_KEYS does not come from netline-secrets`);
    for (const [name, key] of refs) {
      if (/^PRINCIPAL_KEY_/.test(key) && !(name === 'PRINCIPAL_KEY' && key === own))
        problems.push(`${describeObject(workload)}: takes netline-secrets/${key}, another app's bus key`);
    }
  }
  return problems;
}

/**
 * In production every link to a store is encrypted (the processes refuse to start otherwise): NATS over
 * tls:// servers or with a CA file, KEDA's Redis scalers with TLS on, and each CA file a setting names
 * mounted in every Deployment and Job that reads the setting.
 */
export function storeTlsProblems(objects: K8sObject[], appEnv: 'production' | 'sandbox'): string[] {
  if (appEnv !== 'production') return [];
  const problems: string[] = [];
  const data = ofKind(objects, 'ConfigMap').find((config) => config.metadata.name.startsWith('netline-config'))?.data ?? {};
  const servers = (data.NATS_URL ?? '').split(',').filter(Boolean);
  if (!data.NATS_TLS_CA_FILE && !servers.every((server) => server.trim().startsWith('tls://')))
    problems.push(`netline-config: NATS_URL ${data.NATS_URL} is not TLS and no NATS_TLS_CA_FILE is set`);
  const files = Object.entries(data).filter(([name]) => /_TLS_(CA|CERT|KEY)_FILE$/.test(name));
  for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
    const mounts = workload.spec?.template?.spec?.containers?.[0]?.volumeMounts ?? [];
    for (const [name, file] of files) {
      if (!mounts.some((mount) => file.startsWith(`${mount.mountPath.replace(/\/$/, '')}/`)))
        problems.push(`${describeObject(workload)}: ${name} is ${file}, but no volume is mounted there`);
    }
  }
  for (const auth of ofKind(objects, 'TriggerAuthentication')) {
    const tls = auth.spec?.env?.find((entry) => entry.parameter === 'tls');
    if (!tls || data[tls.name] !== 'enable') problems.push(`TriggerAuthentication ${auth.metadata.name}: KEDA reaches Redis without TLS`);
  }
  return problems;
}

/** The shared ConfigMap sets the overlay's APP_ENV and no secret. */
export function configProblems(objects: K8sObject[], appEnv: 'production' | 'sandbox'): string[] {
  const problems: string[] = [];
  const configs = ofKind(objects, 'ConfigMap').filter((config) => config.metadata.name.startsWith('netline-config'));
  if (configs.length !== 1) return [`expected one netline-config ConfigMap, found ${configs.length}`];
  const data = configs[0].data ?? {};
  if (data.APP_ENV !== appEnv) problems.push(`netline-config has APP_ENV=${data.APP_ENV}, expected ${appEnv}`);
  for (const key of Object.keys(data)) if (SECRET_KEYS.includes(key) || /SECRET|PASSWORD/.test(key)) problems.push(`netline-config holds ${key}, a secret`);
  return problems;
}

/** Everything above, for one rendered overlay. */
export function overlayProblems(objects: K8sObject[], appEnv: 'production' | 'sandbox', repository = appsInRepository()): string[] {
  return [
    ...schemaProblems(objects),
    ...coverageProblems(objects, repository),
    ...workloadProblems(objects),
    ...scalingProblems(objects),
    ...networkProblems(objects),
    ...ingressProblems(objects),
    ...configProblems(objects, appEnv),
    ...databaseAccessProblems(objects, repository),
    ...redisAccessProblems(objects),
    ...busKeyProblems(objects),
    ...storeTlsProblems(objects, appEnv),
  ];
}
