import * as contracts from '@netline/contracts';
import { EVENT_CATALOGUE, PARTNER_TOPIC_NAMES, PUBLIC_TOPIC_NAMES, WEBHOOK_TEST_EVENT_TYPE } from '@netline/contracts';
import { WEBHOOK_TEST_EVENT, WEBHOOK_TOPICS } from '@netline/sdk';
import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { eventsText, SDK_EVENTS_FILE } = require('../scripts/sdk-events.js') as {
  eventsText(source: typeof contracts): string;
  SDK_EVENTS_FILE: string;
};

/**
 * The SDK's webhook events (libs/sdk/src/generated/events.ts) are the event catalogue's webhook topics. The
 * SDK may not import the catalogue (it is published on its own), so they are generated into it, and here
 * compared with the catalogue: a topic added, renamed or moved to another object without
 * `npm run generate` fails here, and once generated, receivers' code naming the old topic stops compiling
 * (libs/sdk/test/webhook-events.spec.ts).
 */
describe("the SDK's webhook events", () => {
  it('libs/sdk/src/generated/events.ts is what the event catalogue generates (run `npm run generate`)', () => {
    expect(readFileSync(SDK_EVENTS_FILE, 'utf8') === eventsText(contracts)).toBe(true);
  });

  it('lists every merchant and partner topic with its object, and the test event', () => {
    expect(Object.keys(WEBHOOK_TOPICS)).toEqual(PARTNER_TOPIC_NAMES);
    const merchantTopics = Object.entries(WEBHOOK_TOPICS).filter(([, topic]) => topic.audience === 'merchants');
    expect(merchantTopics.map(([type]) => type)).toEqual(PUBLIC_TOPIC_NAMES);
    for (const [type, topic] of Object.entries(WEBHOOK_TOPICS)) {
      expect({ type, object: topic.object }).toEqual({ type, object: EVENT_CATALOGUE[type as keyof typeof EVENT_CATALOGUE].object });
    }
    expect(WEBHOOK_TEST_EVENT.type).toBe(WEBHOOK_TEST_EVENT_TYPE);
  });
});
