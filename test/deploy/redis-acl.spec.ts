import { exists as isRedisCommand } from '@ioredis/commands';
import {
  BULLMQ_COMMANDS,
  CONSUMED_STREAMS,
  DELIVERY_QUEUE_KEYS,
  REDIS_PERMISSIONS,
  REDIS_USERS,
  redisPasswordVariable,
  redisPermissions,
  renderRedisAcl,
} from '@netline/catalogue';
import { EVENT_STREAMS, streamName } from '@netline/contracts';
import { CLOCK_OFFSETS_KEY } from '@netline/persistence';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_SOURCE_APPS } from '../../apps/webhook-dispatcher/src/config';
import { QueueName, queuePrefix } from '../../apps/webhook-dispatcher/src/dispatch/delivery-queue';
import { aclFile, allows, grantedCommands, parseAcl, readAcl, ROOT } from './redis-acl-rules';

/**
 * The Redis ACL files the deployments use, generated from the Redis inventory: fresh, wired into compose
 * and the cluster, and least privilege as written (no category, no key or channel wildcard, no dangerous
 * command; the edges away from the streams; KEDA read-only). Then the inventory against the code: every
 * Redis key the source builds has a pattern, and every command BullMQ's scripts call is granted to the
 * dispatcher. What Redis itself does with the file is test/redis-acl.platform-spec.ts.
 */
const SERVICE_USERS = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'];
const APP_USERS = ['gateway', 'mcp', ...SERVICE_USERS];

describe('Redis ACL', () => {
  it.each(['sandbox', 'production'] as const)('deploy/redis/%s.acl is what the inventory generates (run npm run redis:acl when this fails)', (appEnv) => {
    expect(readFileSync(aclFile(appEnv), 'utf8')).toBe(renderRedisAcl(appEnv));
  });

  it('has a user for every app, KEDA and the admin CLI, and the default user off', () => {
    const users = readAcl('production');
    expect(users.map((user) => user.name)).toEqual(['default', ...REDIS_USERS]);
    expect(users[0].flags).toEqual(expect.arrayContaining(['off', 'resetpass', 'resetkeys', 'resetchannels']));
    expect(users[0].categories).toEqual(['-@all']);
    for (const user of users.slice(1)) {
      // No password in the repository: render-acl.sh adds its hash; until then nobody can log in as it.
      expect(user.flags).toEqual(['on', 'resetpass', 'resetkeys', 'resetchannels']);
    }
  });

  it.each(['sandbox', 'production'] as const)('%s: grants nothing by category or wildcard, and no dangerous command', (appEnv) => {
    for (const user of readAcl(appEnv)) {
      expect({ user: user.name, categories: user.categories }).toEqual({ user: user.name, categories: ['-@all'] });
      expect(user.keys).toEqual([]);
      for (const selector of user.selectors) {
        for (const key of selector.keys) expect({ user: user.name, key: key.pattern }).not.toEqual({ user: user.name, key: expect.stringMatching(/^\*/) });
      }
      expect(user.flags).not.toEqual(expect.arrayContaining(['nopass', 'allkeys', 'allchannels', 'allcommands', '&*', '~*']));
      const granted = grantedCommands(user);
      for (const command of [
        'flushall',
        'flushdb',
        'keys',
        'config',
        'debug',
        'shutdown',
        'monitor',
        'acl',
        'client|list',
        'client|kill',
        'sort',
        'swapdb',
        'migrate',
        'restore',
      ])
        expect({ user: user.name, granted }).not.toEqual({ user: user.name, granted: expect.arrayContaining([command]) });
      for (const command of granted) expect(isRedisCommand(command.split('|')[0])).toBe(true);
    }
  });

  it("keeps the edges away from the streams and queues, and the MCP endpoint away from the gateway's sessions", () => {
    const users = Object.fromEntries(readAcl('production').map((user) => [user.name, user]));
    for (const edge of ['gateway', 'mcp']) {
      const patterns = users[edge].selectors.flatMap((selector) => selector.keys.map((key) => key.pattern));
      expect(patterns.filter((pattern) => /^(events|bull|clock|online-declines)/.test(pattern))).toEqual([]);
      expect(allows(users[edge], 'xadd', 'events:treasury', 'write')).toBe(false);
    }
    expect(allows(users.gateway, 'get', 'dashboard:session:abc', 'read')).toBe(true);
    expect(allows(users.mcp, 'get', 'dashboard:session:abc', 'read')).toBe(false);
    expect(allows(users.mcp, 'evalsha', 'ratelimit:dashboard-login:address:10.0.0.1', 'read-write')).toBe(false);
  });

  it('lets each service add to its own stream only, and consume the streams it reads without adding to them', () => {
    const users = Object.fromEntries(readAcl('production').map((user) => [user.name, user]));
    for (const service of SERVICE_USERS) {
      for (const app of [...EVENT_STREAMS, 'webhook-dispatcher', 'insights']) {
        expect({ service, stream: app, xadd: allows(users[service], 'xadd', streamName(app), 'write') }).toEqual({
          service,
          stream: app,
          xadd: app === service,
        });
      }
      for (const stream of CONSUMED_STREAMS[service as keyof typeof CONSUMED_STREAMS] ?? []) {
        expect(allows(users[service], 'xreadgroup', stream, 'read')).toBe(true);
        expect(allows(users[service], 'xack', stream, 'write')).toBe(true);
        expect(allows(users[service], 'xtrim', stream, 'write')).toBe(false);
        expect(allows(users[service], 'xadd', `${stream}:dead`, 'write')).toBe(true);
      }
    }
    // The dispatcher reads every stream that carries events (its WEBHOOK_SOURCE_APPS default) but its own,
    // whose events (webhook endpoints changed) are no webhook topic.
    expect([...DEFAULT_SOURCE_APPS].sort()).toEqual(EVENT_STREAMS.filter((app) => app !== 'webhook-dispatcher').sort());
  });

  it('gives KEDA read-only permissions on the streams it watches and the deliveries list', () => {
    const keda = readAcl('production').find((user) => user.name === 'keda')!;
    expect(keda.keyless).toEqual(['ping']);
    expect(keda.selectors.flatMap((selector) => selector.keys.map((key) => key.access))).toEqual(expect.arrayContaining(['read']));
    expect(new Set(keda.selectors.flatMap((selector) => selector.keys.map((key) => key.access)))).toEqual(new Set(['read']));
    expect(grantedCommands(keda)).toEqual(['llen', 'ping', 'xinfo|groups', 'xinfo|stream', 'xlen', 'xpending']);
  });

  it('keeps the sandbox clock out of production', () => {
    const patterns = (appEnv: 'sandbox' | 'production') =>
      readAcl(appEnv).flatMap((user) => user.selectors.flatMap((selector) => selector.keys.map((key) => `${user.name} ${key.access} ${key.pattern}`)));
    expect(patterns('sandbox').filter((entry) => entry.endsWith(CLOCK_OFFSETS_KEY))).toEqual([
      `credit read-write ${CLOCK_OFFSETS_KEY}`,
      `billing read ${CLOCK_OFFSETS_KEY}`,
      `treasury read ${CLOCK_OFFSETS_KEY}`,
      `insights read ${CLOCK_OFFSETS_KEY}`,
    ]);
    expect(patterns('production').filter((entry) => entry.endsWith(CLOCK_OFFSETS_KEY))).toEqual([]);
  });

  it('prefixes every key with a namespace when asked', () => {
    const users = parseAcl(renderRedisAcl('production', { namespace: 'ns1' }));
    const patterns = users.flatMap((user) => user.selectors.flatMap((selector) => selector.keys.map((key) => key.pattern)));
    expect(patterns.length).toBeGreaterThan(20);
    expect(patterns.filter((pattern) => !pattern.startsWith('ns1:'))).toEqual([]);
  });

  it('connects every app as its own user in compose and in the cluster', () => {
    const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('./deploy/redis/sandbox.acl:');
    expect(compose).toContain('./deploy/redis/render-acl.sh:');
    for (const user of REDIS_USERS) expect(compose).toContain(`${redisPasswordVariable(user)}:-`);
    for (const user of [...APP_USERS, 'admin']) expect(compose).toContain(`REDIS_USERNAME: ${user}`);
    for (const app of APP_USERS) {
      const manifest = readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'apps', `${app}.yaml`), 'utf8');
      expect(manifest).toContain(`{ name: REDIS_USERNAME, value: ${app} }`);
      expect(manifest).toContain(`key: ${redisPasswordVariable(app as (typeof REDIS_USERS)[number])}`);
    }
    const keda = readFileSync(join(ROOT, 'deploy', 'k8s', 'base', 'keda-trigger-authentication.yaml'), 'utf8');
    expect(keda).toContain(`key: ${redisPasswordVariable('keda')}`);
  });
});

/** Source files of the apps and libs that run in production (no tests, fixtures or the testing library). */
function productionSources(): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !/(spec|fixture)\.ts$/.test(entry.name))
        files.push({ file: path.slice(ROOT.length + 1), text: readFileSync(path, 'utf8') });
    }
  };
  for (const top of ['apps', 'libs']) {
    for (const project of readdirSync(join(ROOT, top), { withFileTypes: true })) {
      if (project.isDirectory() && project.name !== 'testing' && existsSync(join(ROOT, top, project.name, 'src'))) walk(join(ROOT, top, project.name, 'src'));
    }
  }
  return files;
}

describe('the Redis inventory against the code', () => {
  const patterns = REDIS_PERMISSIONS.flatMap((entry) => entry.grants.flatMap((grant) => grant.keys));
  /** The part of a pattern before its first wildcard. */
  const fixedPart = (pattern: string) => pattern.split(/[*?[]/)[0];

  it('has a pattern for every key the source builds with redisKey()', () => {
    const built = productionSources().flatMap(({ file, text }) =>
      // Calls whose second argument is a literal (its fixed start); the function's own signature is no call.
      [...text.matchAll(/redisKey\([^,()<]+(?:\([^()]*\))?,\s*(?:'([^']*)'|`([^`$]*))/g)].map((match) => ({ file, prefix: match[1] ?? match[2] })),
    );
    expect(built.length).toBeGreaterThanOrEqual(8);
    const uncovered = built.filter(({ prefix }) => !patterns.some((pattern) => fixedPart(pattern).startsWith(prefix) || prefix.startsWith(fixedPart(pattern))));
    expect(uncovered).toEqual([]);
  });

  it("names the dispatcher's queue keys and the clock's key as the code does", () => {
    expect(`${queuePrefix({ NETLINE_NAMESPACE: '' })}:${QueueName.WebhookDeliveries}:*`).toBe(DELIVERY_QUEUE_KEYS);
    expect(redisPermissions('sandbox').some((entry) => entry.grants.some((grant) => grant.keys.includes(CLOCK_OFFSETS_KEY)))).toBe(true);
  });

  it("grants the dispatcher every command the installed BullMQ's scripts call", () => {
    // Quoted upper-case words of the Lua scripts that are Redis commands: rcall("HSET", …), and the
    // commands scripts keep in variables (local pushCmd = … 'RPUSH' or 'LPUSH').
    const commands = join(dirname(require.resolve('bullmq')), 'commands');
    const called = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.lua'))
          for (const match of readFileSync(path, 'utf8').matchAll(/["']([A-Z]+)["']/g))
            if (isRedisCommand(match[1].toLowerCase())) called.add(match[1].toLowerCase());
      }
    };
    walk(commands);
    expect(called.size).toBeGreaterThan(40);
    expect([...called].filter((command) => !BULLMQ_COMMANDS.includes(command) && command !== 'time').sort()).toEqual([]);
    const dispatcher = REDIS_PERMISSIONS.find((entry) => entry.user === 'webhook-dispatcher')!;
    expect(dispatcher.keyless).toContain('time');
  });
});
