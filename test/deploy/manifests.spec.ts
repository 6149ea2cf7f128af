import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appsInRepository,
  busKeyProblems,
  coverageProblems,
  databaseAccessProblems,
  K8S_DIR,
  K8sObject,
  networkProblems,
  overlayProblems,
  redisAccessProblems,
  render,
  scalingProblems,
  schemaProblems,
  storeTlsProblems,
  workloadProblems,
} from './manifest-rules';

/**
 * Renders each overlay of deploy/k8s with kubectl's kustomize and holds every object to the Kubernetes
 * schemas and the platform's rules (manifest-rules.ts); then shows, on broken copies of the rendered
 * objects, that each rule fails when it should.
 */
const OVERLAYS = { production: 'production', sandbox: 'sandbox' } as const;

describe('Kubernetes manifests', () => {
  const rendered: Record<string, K8sObject[]> = {};
  beforeAll(() => {
    for (const overlay of Object.keys(OVERLAYS)) rendered[overlay] = render(join(K8S_DIR, 'overlays', overlay));
  });

  it.each(Object.entries(OVERLAYS))('%s renders, and every object is valid and follows the rules', (overlay, appEnv) => {
    const objects = rendered[overlay];
    expect(objects.length).toBeGreaterThan(40);
    expect(overlayProblems(objects, appEnv)).toEqual([]);
    expect(new Set(objects.map((object) => object.metadata.namespace ?? object.metadata.name))).toEqual(
      new Set([`netline${overlay === 'sandbox' ? '-sandbox' : ''}`]),
    );
  });

  it('gives production more replicas and bigger pods than the sandbox', () => {
    const floor = (objects: K8sObject[]) => [
      ...objects.filter((object) => object.kind === 'HorizontalPodAutoscaler').map((hpa) => hpa.spec!.minReplicas as number),
      ...objects.filter((object) => object.kind === 'ScaledObject').map((scaled) => scaled.spec!.minReplicaCount as number),
    ];
    expect(Math.min(...floor(rendered.production))).toBeGreaterThanOrEqual(3);
    expect(Math.max(...floor(rendered.sandbox))).toBe(1);
    const gatewayCpu = (objects: K8sObject[]) =>
      objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'gateway')!.spec!.template!.spec!.containers![0].resources!.requests!
        .cpu;
    expect([gatewayCpu(rendered.production), gatewayCpu(rendered.sandbox)]).toEqual(['500m', '50m']);
  });

  describe('fails when', () => {
    const production = () => structuredClone(rendered.production);
    const deployment = (objects: K8sObject[], name: string) => objects.find((object) => object.kind === 'Deployment' && object.metadata.name === name)!;
    const container = (objects: K8sObject[], name: string) => deployment(objects, name).spec!.template!.spec!.containers![0];

    it('a Deployment has lost its readiness probe', () => {
      const objects = production();
      delete container(objects, 'credit').readinessProbe;
      expect(workloadProblems(objects)).toEqual(['Deployment credit, container credit: no readinessProbe on /readyz']);
    });

    it('the readiness probe is deleted from a manifest file', () => {
      // The same edit an engineer could make: a copy of deploy/k8s without credit's readinessProbe block.
      const copy = mkdtempSync(join(tmpdir(), 'netline-k8s-'));
      try {
        cpSync(K8S_DIR, copy, { recursive: true });
        const file = join(copy, 'base', 'apps', 'credit.yaml');
        const edited = readFileSync(file, 'utf8').replace(/^ {10}readinessProbe:\n(?: {12}.*\n)+/m, '');
        expect(edited).not.toContain('readinessProbe');
        writeFileSync(file, edited);
        expect(overlayProblems(render(join(copy, 'overlays', 'production')), 'production')).toEqual([
          'Deployment credit, container credit: no readinessProbe on /readyz',
        ]);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });

    it('a container has no CPU or memory request', () => {
      const objects = production();
      delete container(objects, 'billing').resources!.requests!.cpu;
      delete container(objects, 'gateway').resources!.requests;
      expect(workloadProblems(objects)).toEqual([
        'Deployment billing, container billing: no cpu request',
        'Deployment gateway, container gateway: no cpu request',
        'Deployment gateway, container gateway: no memory request',
      ]);
    });

    it('a container may write its root filesystem, escalate privileges or run as root', () => {
      const objects = production();
      container(objects, 'identity').securityContext!.readOnlyRootFilesystem = false;
      container(objects, 'treasury').securityContext!.allowPrivilegeEscalation = true;
      deployment(objects, 'fulfillment').spec!.template!.spec!.securityContext!.runAsNonRoot = false;
      expect(workloadProblems(objects)).toEqual([
        'Deployment fulfillment, container fulfillment: runAsNonRoot is not true',
        'Deployment identity, container identity: readOnlyRootFilesystem is not true',
        'Deployment treasury, container treasury: allowPrivilegeEscalation is not false',
      ]);
    });

    it('an app under apps/ has no manifest, or a manifest has lost its app', () => {
      const objects = production().filter((object) => !(object.kind === 'Deployment' && object.metadata.name === 'treasury'));
      const repository = appsInRepository();
      expect(coverageProblems(objects, repository)).toEqual(['treasury has no Deployment in the rendered manifests']);
      expect(coverageProblems(production(), { ...repository, apps: [...repository.apps, 'forecasting'] })).toEqual([
        'apps/forecasting has no manifest: add deploy/k8s/base/apps/forecasting.yaml and list it in DEPLOYED_APPS',
      ]);
      expect(
        coverageProblems(production(), {
          apps: repository.apps.filter((app) => app !== 'credit'),
          withMigrations: repository.withMigrations.filter((app) => app !== 'credit'),
        }),
      ).toEqual(['credit has a manifest but no apps/credit', 'Job credit-migrate migrates credit, which has no migrations']);
    });

    it('an app with migrations has no migrations Job', () => {
      const objects = production().filter((object) => !(object.kind === 'Job' && object.metadata.name === 'billing-migrate'));
      expect(coverageProblems(objects)).toEqual(['billing has migrations but no billing-migrate Job']);
    });

    it('a pod gets a database login beyond its runtime role, or the migrations lose the owner role', () => {
      const objects = production();
      const env = (object: K8sObject) => object.spec!.template!.spec!.containers![0].env!;
      // credit's pods given its owner password, billing's pods another service's password.
      env(deployment(objects, 'credit')).find((entry) => entry.name === 'DB_PASSWORD')!.valueFrom!.secretKeyRef!.key = 'DB_OWNER_PASSWORD_CREDIT';
      env(deployment(objects, 'billing')).push({ name: 'TREASURY_PASSWORD', valueFrom: { secretKeyRef: { key: 'DB_PASSWORD_TREASURY' } } });
      // treasury's migrations Job given the administrative login; the provisioning Job no longer gets it.
      const job = (name: string) => objects.find((object) => object.kind === 'Job' && object.metadata.name === name)!;
      env(job('treasury-migrate')).push({ name: 'DATABASE_ADMIN_URL', valueFrom: { secretKeyRef: { key: 'DATABASE_ADMIN_URL' } } });
      job('db-provision').spec!.template!.spec!.containers![0].env = env(job('db-provision')).filter((entry) => entry.name !== 'DATABASE_ADMIN_URL');
      expect(databaseAccessProblems(objects)).toEqual([
        'Deployment billing: takes netline-secrets/DB_PASSWORD_TREASURY, a database login it must not have',
        'Deployment credit: DB_PASSWORD does not come from netline-secrets/DB_PASSWORD_CREDIT',
        'Deployment credit: takes netline-secrets/DB_OWNER_PASSWORD_CREDIT, a database login it must not have',
        'Job db-provision: DATABASE_ADMIN_URL does not come from netline-secrets/DATABASE_ADMIN_URL',
        'Job treasury-migrate: takes netline-secrets/DATABASE_ADMIN_URL, a database login it must not have',
      ]);
      expect(coverageProblems(objects.filter((object) => object.metadata.name !== 'db-provision'))).toEqual([
        "no db-provision Job makes the services' databases and roles",
      ]);
    });

    it("a pod logs in to Redis as another app or holds another app's Redis password, or KEDA loses its read-only user", () => {
      const objects = production();
      const env = (object: K8sObject) => object.spec!.template!.spec!.containers![0].env!;
      // The gateway logging in as treasury; MCP given the gateway's password as well; a Job given one.
      env(deployment(objects, 'gateway')).find((entry) => entry.name === 'REDIS_USERNAME')!.value = 'treasury';
      env(deployment(objects, 'mcp')).push({ name: 'GATEWAY_REDIS', valueFrom: { secretKeyRef: { key: 'REDIS_PASSWORD_GATEWAY' } } });
      const migrate = objects.find((object) => object.kind === 'Job' && object.metadata.name === 'billing-migrate')!;
      env(migrate).push({ name: 'REDIS_PASSWORD', valueFrom: { secretKeyRef: { key: 'REDIS_PASSWORD_BILLING' } } });
      const auth = objects.find((object) => object.kind === 'TriggerAuthentication')!;
      auth.spec!.secretTargetRef!.find((entry) => entry.parameter === 'password')!.key = 'REDIS_PASSWORD_WEBHOOK_DISPATCHER';
      auth.spec!.env = auth.spec!.env!.filter((entry) => entry.parameter !== 'username');
      expect(redisAccessProblems(objects)).toEqual([
        'Deployment gateway: REDIS_USERNAME is treasury, not its own user gateway',
        'Deployment mcp: takes netline-secrets/REDIS_PASSWORD_GATEWAY, a Redis login it must not have',
        'Job billing-migrate: takes netline-secrets/REDIS_PASSWORD_BILLING, a Redis login it must not have',
        'TriggerAuthentication netline-redis: the password does not come from netline-secrets/REDIS_PASSWORD_KEDA',
        "TriggerAuthentication netline-redis: no username (KEDA would log in as Redis's default user, which is off)",
      ]);
    });

    it("a pod takes another app's bus key, or loses its own", () => {
      const objects = production();
      const env = (object: K8sObject) => object.spec!.template!.spec!.containers![0].env!;
      // Billing given the gateway's key in place of its own; a migrations Job given one.
      env(deployment(objects, 'billing')).find((entry) => entry.name === 'PRINCIPAL_KEY')!.valueFrom!.secretKeyRef!.key = 'PRINCIPAL_KEY_GATEWAY';
      const migrate = objects.find((object) => object.kind === 'Job' && object.metadata.name === 'credit-migrate')!;
      env(migrate).push({ name: 'PRINCIPAL_KEY', valueFrom: { secretKeyRef: { key: 'PRINCIPAL_KEY_CREDIT' } } });
      expect(busKeyProblems(objects)).toEqual([
        'Deployment billing: PRINCIPAL_KEY does not come from netline-secrets/PRINCIPAL_KEY_BILLING',
        "Deployment billing: takes netline-secrets/PRINCIPAL_KEY_GATEWAY, another app's bus key",
        "Job credit-migrate: takes netline-secrets/PRINCIPAL_KEY_CREDIT, another app's bus key",
      ]);
    });

    it('production reaches NATS or Redis without TLS, or a pod lacks the CA file its settings name', () => {
      const objects = production();
      const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('netline-config'))!;
      config.data!.NATS_URL = 'nats://nats:4222';
      delete config.data!.NATS_TLS_CA_FILE;
      config.data!.REDIS_KEDA_TLS = 'disable';
      const spec = deployment(objects, 'insights').spec!.template!.spec!;
      spec.containers![0].volumeMounts = spec.containers![0].volumeMounts!.filter((mount) => mount.name !== 'store-ca');
      expect(storeTlsProblems(objects, 'production')).toEqual([
        'netline-config: NATS_URL nats://nats:4222 is not TLS and no NATS_TLS_CA_FILE is set',
        'Deployment insights: REDIS_TLS_CA_FILE is /etc/netline/tls/ca.pem, but no volume is mounted there',
        'TriggerAuthentication netline-redis: KEDA reaches Redis without TLS',
      ]);
      // The sandbox may talk to its stores in the clear (the processes check production only).
      expect(storeTlsProblems(rendered.sandbox, 'sandbox')).toEqual([]);
    });

    it('an object breaks the Kubernetes or KEDA schema', () => {
      const objects = production();
      Object.assign(container(objects, 'gateway').ports![0], { containerPort: 'three thousand' });
      Object.assign(objects.find((object) => object.kind === 'ScaledObject')!.spec!.triggers![0], { metadata: { value: 70 } });
      objects.push({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } });
      const problems = schemaProblems(objects);
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/^Deployment gateway: .*containerPort/);
      expect(problems[1]).toMatch(/^ScaledObject \S+: .*metadata\/value must be string/);
      expect(problems[2]).toBe('Widget w: no schema known for example.com/v1 Widget (add it to MODELS)');
    });

    it('a consumer scales on the wrong signal, or an app has two autoscalers', () => {
      const objects = production();
      const credit = objects.find((object) => object.kind === 'ScaledObject' && object.metadata.name === 'credit')!;
      credit.spec!.triggers = credit.spec!.triggers!.filter((trigger) => trigger.metadata?.stream !== 'events:treasury');
      const dispatcher = objects.find((object) => object.kind === 'ScaledObject' && object.metadata.name === 'webhook-dispatcher')!;
      dispatcher.spec!.triggers = dispatcher.spec!.triggers!.filter((trigger) => trigger.type !== 'redis');
      expect(scalingProblems(objects)).toEqual([
        'ScaledObject credit: watches events:billing (group credit), but credit consumes events:billing (group credit), events:treasury (group credit)',
        'ScaledObject webhook-dispatcher: does not scale on the deliveries waiting in bull:webhook-deliveries:wait',
      ]);
      const doubled = production();
      doubled.push({ ...structuredClone(doubled.find((object) => object.kind === 'HorizontalPodAutoscaler')!), metadata: { name: 'credit-cpu' } });
      doubled[doubled.length - 1].spec!.scaleTargetRef!.name = 'credit';
      expect(workloadProblems(doubled)).toEqual(['Deployment credit: expected exactly one autoscaler (HPA or ScaledObject), found 2']);
    });

    it('a service takes outside traffic, or an app other than the dispatcher reaches the whole internet', () => {
      const objects = production();
      const open = objects.find((object) => object.kind === 'NetworkPolicy' && object.metadata.name === 'allow-public-ingress')!;
      open.spec!.podSelector!.matchExpressions![0].values!.push('treasury');
      const billing = objects.find((object) => object.kind === 'NetworkPolicy' && object.metadata.name === 'billing-egress-merchant-documents')!;
      delete billing.spec!.egress![0].ports;
      expect(networkProblems(objects)).toEqual([
        'NetworkPolicy allow-public-ingress: lets ingress-nginx into gateway, mcp, treasury; only gateway and mcp take outside traffic',
        'NetworkPolicy billing-egress-merchant-documents: opens the internet to billing beyond HTTPS (and SMTP for billing); only the webhook dispatcher may',
      ]);
      // SMTP out is billing's alone: the same ports opened to fulfillment are refused.
      const mailing = production();
      const tracking = mailing.find((object) => object.kind === 'NetworkPolicy' && object.metadata.name === 'fulfillment-egress-tracking-provider')!;
      tracking.spec!.egress![0].ports!.push({ protocol: 'TCP', port: 587 });
      expect(networkProblems(mailing)).toEqual([
        'NetworkPolicy fulfillment-egress-tracking-provider: opens the internet to fulfillment beyond HTTPS (and SMTP for billing); only the webhook dispatcher may',
      ]);
      const noDeny = production().filter((object) => !(object.kind === 'NetworkPolicy' && object.metadata.name === 'default-deny'));
      expect(networkProblems(noDeny)).toEqual(['no NetworkPolicy denies all traffic by default']);
    });
  });
});
