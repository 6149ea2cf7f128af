import { BUS_USERS, busPasswordVariable, busPermissions, OPERATOR_SUBJECTS, OPERATIONS, renderNatsServerConfig } from '@netline/catalogue';
import { InvoiceSubjects, PaymentSubjects } from '@netline/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The NATS configuration the deployments use, generated from the operation catalogue. */
describe('NATS configuration', () => {
  it.each(['sandbox', 'production'] as const)('deploy/nats/%s.conf is what the catalogue generates (run npm run nats:config when this fails)', (appEnv) => {
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
    }
  });

  it('lets the edges send only public subjects, and nobody but the admin send operator subjects', () => {
    const production = busPermissions('production');
    const gateway = production.find((entry) => entry.user === 'gateway')!;
    const publicSubjects = OPERATIONS.filter((operation) => !operation.sandboxOnly).map((operation) => operation.subject);
    expect(gateway.publish.allow).toEqual(expect.arrayContaining(publicSubjects));
    expect(gateway.publish.allow).not.toContain('>');
    for (const subject of OPERATOR_SUBJECTS) expect(gateway.publish.allow).not.toContain(subject);
    expect(gateway.publish.allow).not.toContain('identity.merchants.webhook-secrets');
    expect(gateway.publish.allow).not.toContain('credit.sandbox.clock-advance');
    // The payment page's form goes to billing, which checks it; only a service may ask treasury to take the money.
    expect(gateway.publish.allow).toContain(InvoiceSubjects.payOnline);
    for (const subject of [PaymentSubjects.online, PaymentSubjects.onlineOptions, PaymentSubjects.onlineSubmission]) {
      expect(gateway.publish.allow).not.toContain(subject);
      expect(production.find((entry) => entry.user === 'mcp')!.publish.allow).not.toContain(subject);
    }
    for (const service of production.filter((entry) => !['gateway', 'mcp', 'admin'].includes(entry.user))) {
      expect(service.publish.deny).toEqual(expect.arrayContaining([...OPERATOR_SUBJECTS]));
      expect(service.subscribe.allow).toEqual(expect.arrayContaining([`${service.user}.>`]));
      expect(service.subscribe.allow?.filter((subject) => subject !== '_INBOX.>' && !subject.includes(service.user))).toEqual([]);
    }
  });
});
