#!/usr/bin/env node
'use strict';
// Writes the SDK's webhook event list (libs/sdk/src/generated/events.ts) from the event catalogue (built:
// libs/contracts/dist): every webhook topic, merchant and partner, with the `object` its events concern,
// who may subscribe to it and when it is sent. `npm run generate` runs it; test/sdk-events.spec.ts fails while
// the committed file differs from what this writes.
//
// The SDK imports nothing of Netline's own code (it is published on its own), so the catalogue's topics are
// written into it as source rather than imported; the types receivers narrow on are derived from this list
// in libs/sdk/src/webhooks.ts.
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const SDK_EVENTS_FILE = join(ROOT, 'libs', 'sdk', 'src', 'generated', 'events.ts');

/**
 * The `object` of the test event. The contracts name the test event's type but not its object, which the
 * dispatcher sets when it sends one (apps/webhook-dispatcher/README.md, `POST /webhooks/test`).
 */
const TEST_EVENT_OBJECT = 'webhook_endpoint';

/** A one-line doc comment (a `*` followed by `/` in the text would end it early). */
const docComment = (text) => `/** ${text.replace(/\*\//g, '*\\/')} */`;

/** The file's text as it should be committed, from the contracts given (built, or the source under Jest). */
function eventsText(contracts) {
  const { EVENT_CATALOGUE, PARTNER_TOPIC_NAMES, WEBHOOK_TEST_EVENT_TYPE } = contracts;
  // The partner topics are every topic (partners also receive the merchant topics), in the order the
  // subscription rows and the docs' tables list them.
  const topics = PARTNER_TOPIC_NAMES.map((type) => {
    // The topic's summary, not the event's description: the description speaks of the event's internal
    // `data`, of which a delivery carries only `data.id`.
    const { object, webhook } = EVENT_CATALOGUE[type];
    const entry = `${JSON.stringify(type)}: { object: ${JSON.stringify(object)}, audience: ${JSON.stringify(webhook.audience)} },`;
    return `  ${docComment(`${webhook.summary}.`)}\n  ${entry}`;
  });
  return [
    '// Generated from the event catalogue (libs/contracts/src/event-catalogue.ts) by scripts/sdk-events.js',
    '// (`npm run generate`); do not edit. test/sdk-events.spec.ts fails while it differs from what the script writes.',
    '',
    '/**',
    ' * Every webhook topic: the `object` its events concern (what `data.id` names) and who may subscribe to it,',
    ' * `merchants` (merchants and partners) or `partners` (partners only: events about their sub-merchants).',
    ' */',
    'export const WEBHOOK_TOPICS = {',
    ...topics,
    '} as const;',
    '',
    docComment("What `POST /webhooks/test` sends to one registered endpoint, whatever its topics: `data.id` is the endpoint's id."),
    `export const WEBHOOK_TEST_EVENT = { type: ${JSON.stringify(WEBHOOK_TEST_EVENT_TYPE)}, object: ${JSON.stringify(TEST_EVENT_OBJECT)} } as const;`,
    '',
  ].join('\n');
}

module.exports = { eventsText, SDK_EVENTS_FILE };

if (require.main === module) {
  const content = eventsText(require(join(ROOT, 'libs', 'contracts', 'dist')));
  if (!existsSync(SDK_EVENTS_FILE) || readFileSync(SDK_EVENTS_FILE, 'utf8') !== content) {
    writeFileSync(SDK_EVENTS_FILE, content);
    console.log(`wrote ${SDK_EVENTS_FILE.slice(ROOT.length + 1)}`);
  }
}
