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
    } else if (entry.name.endsWith('.ts') && !/\.(spec|int-spec|e2e-spec|chaos-spec)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(path);
    }
  }
  return found;
}

function eventPathFiles(): string[] {
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
  return files.filter((file) => {
    const path = relative(root, file).split('\\').join('/');
    return MACHINERY.includes(path) || /-events\.ts$/.test(path) || HANDLER_MARKS.test(readFileSync(file, 'utf8'));
  });
}

describe('event paths', () => {
  const files = eventPathFiles();

  it('finds the event machinery and every handler host', () => {
    const paths = files.map((file) => relative(root, file).split('\\').join('/'));
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
    const offences: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CASTS.some((cast) => cast.test(line))) offences.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });
});
