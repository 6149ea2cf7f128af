import {
  BILLING_CONSUMED_STREAMS,
  CREDIT_CONSUMED_STREAMS,
  EVENT_STREAMS,
  INSIGHTS_CONSUMED_STREAMS,
  AUDIT_CONSUMED_STREAMS,
  streamName,
  TREASURY_CONSUMED_STREAMS,
} from '@netline/contracts';

/**
 * Every Redis key, stream and command each Netline process uses, in one place; the Redis ACL users of
 * deploy/redis/<env>.acl are generated from it (`renderRedisAcl`, `npm run redis:acl`). Each app logs in
 * as its own user (REDIS_USERNAME / REDIS_PASSWORD) and may touch only its own keys, with only the
 * commands its code sends; KEDA reads lengths and lags; the admin CLI handles the event streams.
 *
 * Each grant becomes a Redis 7 selector, `(<key permissions> +<command> …)`: a command runs when one
 * selector (or the user's keyless commands) allows the command *and* every key it names. That is what
 * keeps a consumer from writing to another app's stream. Redis's key permissions alone cannot: XADD,
 * XACK, XAUTOCLAIM and XGROUP CREATE all need write permission on the stream (their key specs are RW:
 * acknowledging changes the group's pending list), while XREADGROUP needs read permission only (its key
 * spec is RO). So a consumer's selector on `events:<producer>` lists the group commands (XGROUP CREATE,
 * XREADGROUP, XACK, XAUTOCLAIM, XINFO GROUPS) and no XADD, XTRIM, XDEL or DEL; only the producer's own
 * selector has XADD. Read-only key permissions (`%R~`) serve where nothing is written: KEDA, and the
 * sandbox clock read by the services that do not move it.
 *
 * What the ACL cannot separate: consumer groups are not keys, so a service allowed XACK on a stream could
 * acknowledge another group's entries there. Only services hold such rights; the internet-facing edges
 * (gateway, MCP) have no stream access at all. The edges share the idempotency records and rate-limit
 * windows by design (one merchant, one `Idempotency-Key` space and one window across REST and MCP).
 *
 * Keys are written here without NETLINE_NAMESPACE (deployments run without one); `renderRedisAcl` prefixes
 * them for a namespace when asked. test/deploy/redis-acl.spec.ts fails when a `redisKey(…)` in the source
 * has no pattern here, or when BullMQ's scripts use a command the dispatcher is not granted.
 */
export const REDIS_USERS = [
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
  'keda',
] as const;
export type RedisUser = (typeof REDIS_USERS)[number];

type Service = Exclude<RedisUser, 'gateway' | 'mcp' | 'admin' | 'keda'>;

/** How a grant may touch its keys: Redis 7's `%R~` (read), `%W~` (write) or `~` (both). */
export type KeyAccess = 'read' | 'write' | 'read-write';

export interface RedisGrant {
  /** What the keys hold and what the app does with them (comments of the generated file). */
  purpose: string;
  /** Key patterns (Redis globs), without the namespace prefix. */
  keys: readonly string[];
  access: KeyAccess;
  /** The commands sent to those keys, a script's own calls included (Redis checks each call of a script). */
  commands: readonly string[];
  /** Only in the sandbox, where the keys exist (the merchants' movable clocks). */
  sandboxOnly?: boolean;
}

export interface RedisUserPermissions {
  user: RedisUser;
  /** Commands that name no key: the connection's own, INFO, TIME in scripts, MULTI/EXEC. */
  keyless: readonly string[];
  grants: RedisGrant[];
}

/**
 * What every app connection sends besides its own work: PING (readiness), CLIENT SETNAME (ioredis names
 * each connection), INFO (ioredis's ready check, the production guards' durability check, BullMQ's version
 * check: server statistics, no data; it is in @dangerous only because of what it tells about the server).
 * AUTH, HELLO and QUIT need no grant.
 */
const CONNECTION = ['ping', 'client|setname', 'info'];

/** The streams each consuming service reads in its consumer group (libs/contracts, the dispatcher's WEBHOOK_SOURCE_APPS default). */
export const CONSUMED_STREAMS: Readonly<Partial<Record<Service, readonly string[]>>> = {
  credit: CREDIT_CONSUMED_STREAMS,
  billing: BILLING_CONSUMED_STREAMS,
  treasury: TREASURY_CONSUMED_STREAMS,
  // The receivables projection's streams and the audit recorder's (every stream; the first are among them).
  insights: [...new Set<string>([...INSIGHTS_CONSUMED_STREAMS, ...AUDIT_CONSUMED_STREAMS])],
  // Every stream but its own: the dispatcher's events (webhook endpoints changed) are no webhook topic.
  'webhook-dispatcher': EVENT_STREAMS.filter((app) => app !== 'webhook-dispatcher').map((app) => streamName(app)),
};

/** The BullMQ queue of webhook deliveries: its key prefix (`bull`) and name (apps/webhook-dispatcher, QueueName). */
export const DELIVERY_QUEUE_KEYS = 'bull:webhook-deliveries:*';
/** The list KEDA reads to scale the dispatcher on deliveries waiting for a worker. */
export const DELIVERY_WAIT_LIST = 'bull:webhook-deliveries:wait';

/**
 * What BullMQ sends for a queue and its workers: its Lua scripts' calls (each checked by Redis as the
 * dispatcher's user), the scripts themselves (EVALSHA, EVAL when the script is not cached yet), and what
 * its client code sends directly (the worker's BZPOPMIN on the queue's marker). test/deploy/redis-acl.spec.ts
 * reads the installed BullMQ's scripts and fails when one calls a command missing here. CLIENT LIST (the
 * workers panel of bull-board, which shows none without it) and SCAN (BullMQ's orphan clean-up, unused)
 * are not granted: both see beyond the queue's keys.
 */
export const BULLMQ_COMMANDS = [
  'evalsha',
  'eval',
  'bzpopmin',
  ...['del', 'exists', 'get', 'set', 'incr', 'incrby', 'persist', 'pexpire', 'pexpireat', 'pttl', 'rename', 'type', 'unlink'],
  ...['hdel', 'hexists', 'hget', 'hgetall', 'hincrby', 'hlen', 'hmget', 'hmset', 'hscan', 'hset'],
  ...['lindex', 'llen', 'lpop', 'lpos', 'lpush', 'lrange', 'lrem', 'lset', 'ltrim', 'rpop', 'rpoplpush', 'rpush'],
  ...['sadd', 'scard', 'sismember', 'smembers', 'srem', 'sscan'],
  ...['zadd', 'zcard', 'zcount', 'zlexcount', 'zpopmin', 'zrange', 'zrangebylex', 'zrangebyscore', 'zrem', 'zremrangebyrank', 'zremrangebyscore'],
  ...['zrevrange', 'zrevrangebyscore', 'zscore'],
  ...['xadd', 'xdel', 'xlen', 'xrange', 'xread', 'xtrim'],
];

/** Idempotency records of both edges (libs/edge idempotency-store): SET NX to claim, a compare-and-set script to take over. */
const IDEMPOTENCY: RedisGrant = {
  purpose: 'Idempotency-Key records, per merchant, shared by REST and MCP (libs/edge idempotency-store)',
  keys: ['idempotency:*'],
  access: 'read-write',
  commands: ['get', 'set', 'eval'],
};

/** The sliding-window script of libs/edge rate-limiter (ZSET per subject), and its reset. */
const WINDOW_COMMANDS = ['evalsha', 'eval', 'zremrangebyscore', 'zcard', 'zadd', 'pexpire', 'zrange', 'del'];

const SHARED_WINDOWS: RedisGrant = {
  purpose: 'rate-limit windows per account and per client address, shared by every gateway and MCP replica (libs/edge rate-limiter)',
  keys: ['ratelimit:merchant:*', 'ratelimit:ip:*'],
  access: 'read-write',
  commands: WINDOW_COMMANDS,
};

/** A service's own stream: the outbox relay's XADD, the trimmer's look at the groups and XTRIM (stream-admin). */
function ownStream(service: Service): RedisGrant {
  return {
    purpose: "its own stream: the outbox relay appends, the trimmer reads the groups' positions and trims by age",
    keys: [streamName(service)],
    access: 'read-write',
    commands: ['xadd', 'xinfo|groups', 'xpending', 'xtrim'],
  };
}

/** A consumer group's side of the streams it reads (stream-consumer, stream-metrics): never XADD. */
function consumed(streams: readonly string[], extra: string[] = []): RedisGrant[] {
  return [
    {
      purpose: "its consumer group on these streams: create the group, read, acknowledge, take over idle entries, the lag gauge (no XADD: other apps' streams)",
      keys: streams,
      access: 'read-write',
      commands: ['xgroup|create', 'xreadgroup', 'xack', 'xautoclaim', 'xinfo|groups', ...extra],
    },
    {
      purpose: 'the dead-letter streams of those streams: an entry failed too often is moved there (with its XACK, in MULTI); the dead-letter gauge',
      keys: streams.map((stream) => `${stream}:dead`),
      access: 'read-write',
      commands: ['xadd', 'xlen'],
    },
  ];
}

/** The sandbox's merchant clocks (libs/persistence merchant-clock): credit moves them, the others read them. */
function clock(access: 'read' | 'read-write'): RedisGrant {
  return {
    purpose: access === 'read' ? "the merchants' sandbox clocks, read (credit moves them)" : "the merchants' sandbox clocks: read, and moved by clock-advance",
    keys: ['clock:offsets'],
    access,
    commands: access === 'read' ? ['hget', 'hgetall'] : ['hget', 'hgetall', 'hincrby'],
    sandboxOnly: true,
  };
}

/** Every user's permissions, in the environment's file order (`REDIS_USERS`). */
export const REDIS_PERMISSIONS: readonly RedisUserPermissions[] = [
  {
    user: 'gateway',
    keyless: [...CONNECTION, 'time', 'multi', 'exec'],
    grants: [
      IDEMPOTENCY,
      {
        purpose:
          'every rate-limit window: per account and client address (shared with MCP), the OAuth server per address, dashboard sign-in per address and per email and address, buyer portal sign-in links per address and per email',
        keys: ['ratelimit:*'],
        access: 'read-write',
        commands: WINDOW_COMMANDS,
      },
      {
        purpose: 'failed credential checks per (credential, client address) (libs/edge failure-throttle)',
        keys: ['authfail:*'],
        access: 'read-write',
        commands: ['evalsha', 'eval', 'hmget', 'hincrby', 'hset', 'pexpire', 'del'],
      },
      {
        purpose:
          "dashboard sessions under the SHA-256 of their id, and the set of each user's sessions (dashboard/session-store); the gateway alone writes and reads them",
        keys: ['dashboard:session:*', 'dashboard:user-sessions:*'],
        access: 'read-write',
        commands: ['get', 'set', 'pexpire', 'del', 'sadd', 'srem', 'smembers'],
      },
      {
        purpose: 'buyer portal sessions under the SHA-256 of their id (portal/portal-session-store); the gateway alone writes and reads them',
        keys: ['portal:session:*'],
        access: 'read-write',
        commands: ['get', 'set', 'pexpire', 'del'],
      },
      {
        purpose: 'one token request at a time per OAuth code or refresh token (oauth/credential-locks)',
        keys: ['oauth-credential-lock:*'],
        access: 'read-write',
        commands: ['set', 'eval', 'get', 'del'],
      },
    ],
  },
  {
    user: 'mcp',
    keyless: [...CONNECTION, 'time'],
    grants: [
      IDEMPOTENCY,
      SHARED_WINDOWS,
      {
        purpose: "the handles of tool previews awaiting confirmation, and each confirmed one's binding (mcp tools/confirmations)",
        keys: ['mcp-confirmation:*'],
        access: 'read-write',
        commands: ['get', 'set', 'eval'],
      },
      {
        purpose: "what each access key's calls of a money-moving tool moved in one UTC day, against its policy's max_per_day (mcp tools/key-policies)",
        keys: ['mcp-policy-spend:*'],
        access: 'read-write',
        commands: ['eval', 'get', 'incrby', 'decrby', 'pexpire'],
      },
    ],
  },
  { user: 'identity', keyless: CONNECTION, grants: [ownStream('identity')] },
  {
    user: 'credit',
    keyless: [...CONNECTION, 'multi', 'exec'],
    grants: [ownStream('credit'), ...consumed(CONSUMED_STREAMS.credit!), clock('read-write')],
  },
  {
    user: 'billing',
    keyless: [...CONNECTION, 'multi', 'exec'],
    grants: [ownStream('billing'), ...consumed(CONSUMED_STREAMS.billing!), clock('read')],
  },
  {
    user: 'treasury',
    keyless: [...CONNECTION, 'multi', 'exec'],
    grants: [
      ownStream('treasury'),
      ...consumed(CONSUMED_STREAMS.treasury!),
      clock('read'),
      {
        purpose: 'declined card payments per invoice in a window (payments/online-payments.service)',
        keys: ['online-declines:*'],
        access: 'read-write',
        commands: ['get', 'pttl', 'set', 'incr'],
      },
    ],
  },
  { user: 'fulfillment', keyless: CONNECTION, grants: [ownStream('fulfillment')] },
  {
    user: 'webhook-dispatcher',
    keyless: [...CONNECTION, 'time', 'multi', 'exec'],
    grants: [
      ownStream('webhook-dispatcher'),
      ...consumed(CONSUMED_STREAMS['webhook-dispatcher']!),
      {
        purpose: 'the BullMQ queue of webhook deliveries: jobs, their states and events (dispatch/delivery-queue, deliver-webhook.processor)',
        keys: [DELIVERY_QUEUE_KEYS],
        access: 'read-write',
        commands: BULLMQ_COMMANDS,
      },
    ],
  },
  {
    user: 'insights',
    keyless: [...CONNECTION, 'multi', 'exec'],
    // Rebuilding the projection puts its group back to the start of each stream (receivables/rebuild.service).
    grants: [ownStream('insights'), ...consumed(CONSUMED_STREAMS.insights!, ['xgroup|destroy', 'xlen']), clock('read')],
  },
  {
    user: 'admin',
    keyless: ['ping', 'client|setname', 'info', 'scan', 'multi', 'exec'],
    grants: [
      {
        purpose: 'the operator CLI (apps/admin commands/events): dead letters listed (SCAN) and replayed onto their stream, groups rewound, streams tailed',
        keys: ['events:*'],
        access: 'read-write',
        commands: ['xrange', 'xrevrange', 'xread', 'xlen', 'xinfo|groups', 'xadd', 'xdel', 'xgroup|setid'],
      },
    ],
  },
  {
    user: 'keda',
    keyless: ['ping'],
    grants: [
      {
        purpose: "KEDA's scalers, read only: each consumer group's lag and pending count, and the deliveries waiting for a worker",
        keys: [...new Set(Object.values(CONSUMED_STREAMS).flat()), DELIVERY_WAIT_LIST],
        access: 'read',
        commands: ['xinfo|groups', 'xinfo|stream', 'xpending', 'xlen', 'llen'],
      },
    ],
  },
];

/** The environment variable holding a user's Redis password (the app's REDIS_PASSWORD, and render-acl.sh's input). */
export function redisPasswordVariable(user: RedisUser): string {
  return `REDIS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;
}

/** One user's permissions in an environment (the sandbox-only grants dropped in production). */
export function redisPermissions(appEnv: 'sandbox' | 'production'): RedisUserPermissions[] {
  return REDIS_PERMISSIONS.map((entry) => ({ ...entry, grants: entry.grants.filter((grant) => appEnv === 'sandbox' || !grant.sandboxOnly) }));
}

const KEY_PERMISSION: Record<KeyAccess, string> = { read: '%R~', write: '%W~', 'read-write': '~' };

/** One user's line: no password (render-acl.sh adds its hash), no channels, nothing but what is listed. */
export function redisAclLine(entry: RedisUserPermissions, namespace = ''): string {
  const prefix = namespace ? `${namespace}:` : '';
  const selectors = entry.grants.map(
    (grant) =>
      `(${[...grant.keys.map((key) => `${KEY_PERMISSION[grant.access]}${prefix}${key}`), ...grant.commands.map((command) => `+${command}`)].join(' ')})`,
  );
  return ['user', entry.user, 'on', 'resetpass', 'resetkeys', 'resetchannels', '-@all', ...entry.keyless.map((command) => `+${command}`), ...selectors].join(
    ' ',
  );
}

/**
 * The ACL file of one environment, as `scripts/redis-acl.js` writes it to `deploy/redis/<env>.acl`: the
 * `default` user off (no command runs without a login), then one user per app, KEDA and the admin CLI.
 * Passwords are not in it: deploy/redis/render-acl.sh adds each user's `#<sha256>` from
 * REDIS_PASSWORD_<USER> when the server is deployed, and drops the comment lines (Redis refuses them).
 */
export function renderRedisAcl(appEnv: 'sandbox' | 'production', options: { namespace?: string } = {}): string {
  const lines = [
    `# Redis ACL users for APP_ENV=${appEnv}. Generated from libs/catalogue/src/redis-permissions.ts by`,
    '# scripts/redis-acl.js (npm run redis:acl): do not edit; test/deploy/redis-acl.spec.ts fails when stale.',
    '# Give it to redis-server (aclfile) through deploy/redis/render-acl.sh, which adds the hash of each',
    "# user's password from REDIS_PASSWORD_<USER> and drops these comments. Redis 7.0 or newer (selectors).",
    '# Each (...) is a selector: the keys (%R~ read, %W~ write, ~ both) and the only commands allowed on them.',
    'user default off resetpass resetkeys resetchannels -@all',
  ];
  for (const entry of redisPermissions(appEnv)) {
    lines.push('#', `# ${entry.user}:`);
    for (const grant of entry.grants) lines.push(`#   ${grant.keys.join(' ')}: ${grant.purpose}`);
    lines.push(redisAclLine(entry, options.namespace));
  }
  return `${lines.join('\n')}\n`;
}
