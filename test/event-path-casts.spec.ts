import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Events reach their handlers validated and typed from the catalogue (docs/events.md, "Consuming events"),
 * so nothing on an event path needs to tell the compiler what a payload is. This guard fails when a cast
 * (`as unknown as`, or `event.data as …`) appears in a non-test source file of an event path:
 *
 * - the event machinery itself: the catalogue, the envelope, the outbox, the stream consumer and the kit;
 * - every file that declares event handlers (`@OnDomainEvent…`), implements a `StreamHandler`, or builds
 *   a service's events (`*-events.ts`).
 */
const root = join(__dirname, '..');

const MACHINERY = [
  'libs/contracts/src/event-catalogue.ts',
  'libs/contracts/src/events.ts',
  'libs/messaging/src/outbox.ts',
  'libs/messaging/src/stream-consumer.ts',
  'libs/messaging/src/domain-events.ts',
  'libs/messaging/src/domain-events.module.ts',
  'libs/messaging/src/trace-propagation.ts',
  'libs/messaging/src/stream-admin.ts',
];

const HANDLER_MARKS = /@OnDomainEvent|@OnDomainEventBatch|@AfterDomainEventsCommit|implements\s+[^{]*\bStreamHandler\b/;
const CASTS = [/\bas unknown as\b/, /\bevent\.data as\b/, /\bevents?\[[^\]]*\]\.data as\b/];

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') found.push(...sourceFiles(path));
    } else if (
      entry.name.endsWith('.ts') &&
      !/\.(spec|int-spec|medium-spec|e2e-spec|platform-spec|chaos-spec)\.ts$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      found.push(path);
    }
  }
  return found;
}

/** Every non-test source file under the src folder of each app and library. */
function allSourceFiles(): string[] {
  const files: string[] = [];
  for (const top of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, top), { withFileTypes: true })) {
      if (!project.isDirectory()) continue;
      const src = join(root, top, project.name, 'src');
      try {
        files.push(...sourceFiles(src));
      } catch {
        // A project without src (none today): nothing to check.
      }
    }
  }
  return files;
}

const pathOf = (file: string): string => relative(root, file).split('\\').join('/');

function eventPathFiles(): string[] {
  return allSourceFiles().filter((file) => {
    const path = pathOf(file);
    return MACHINERY.includes(path) || /-events\.ts$/.test(path) || HANDLER_MARKS.test(readFileSync(file, 'utf8'));
  });
}

/**
 * RPC paths are typed the same way from the RPC map (libs/contracts rpc-map.ts): `@RpcHandler` hands a
 * handler its validated message, `ask`/`askAs` give a caller the reply's type. So no `as unknown as` in
 * the map and the messaging library, in any file declaring a handler, or in any file asking.
 */
const RPC_LIBRARIES = ['libs/contracts/src/', 'libs/messaging/src/'];
const RPC_MARKS = /@RpcHandler\(|\.(ask|askAs|tryAsk|tryAskAs)\(/;
const RPC_CASTS = [/\bas unknown as\b/];

function rpcPathFiles(): string[] {
  return allSourceFiles().filter((file) => RPC_LIBRARIES.some((dir) => pathOf(file).startsWith(dir)) || RPC_MARKS.test(readFileSync(file, 'utf8')));
}

function offencesIn(files: string[], casts: RegExp[]): string[] {
  const offences: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (casts.some((cast) => cast.test(line))) offences.push(`${pathOf(file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return offences;
}

describe('event paths', () => {
  const files = eventPathFiles();

  it('finds the event machinery and every handler host', () => {
    const paths = files.map(pathOf);
    expect(paths).toEqual(
      expect.arrayContaining([
        'libs/messaging/src/stream-consumer.ts',
        'apps/credit/src/ledger/ledger.consumer.ts',
        'apps/billing/src/payments/payments.consumer.ts',
        'apps/treasury/src/jobs/treasury.consumer.ts',
        'apps/webhook-dispatcher/src/dispatch/event-intake.ts',
      ]),
    );
  });

  it('cast no payload', () => {
    expect(offencesIn(files, CASTS)).toEqual([]);
  });
});

describe('RPC paths', () => {
  const files = rpcPathFiles();

  it('finds the RPC machinery, the handlers and the callers', () => {
    expect(files.map(pathOf)).toEqual(
      expect.arrayContaining([
        'libs/contracts/src/rpc-map.ts',
        'libs/messaging/src/nats.ts',
        'libs/messaging/src/rpc-handler.ts',
        'apps/identity/src/users/users.handler.ts',
        'apps/gateway/src/auth/authenticator.ts',
        'libs/edge/src/identity-lookup.ts',
        'apps/admin/src/commands/treasury.ts',
      ]),
    );
  });

  it('cast nothing through unknown', () => {
    expect(offencesIn(files, RPC_CASTS)).toEqual([]);
  });
});
