import { EVENT_CATALOGUE, EVENT_STREAMS, EventSpec, EventStream, eventDataJsonSchema, eventTypesOf } from '@netline/contracts';

/**
 * The AsyncAPI 3.0 document of Netline's domain events, generated from the event catalogue
 * (@netline/contracts, `EVENT_CATALOGUE`): one channel per stream `events:<app>`, one message per event
 * type with the JSON Schema of its envelope and `data`, and its example. The gateway serves it at
 * `/api/docs/events/asyncapi.json` with a browsable page at `/api/docs/events`; docs/events.md says how to subscribe.
 */

export const EVENTS_DOCUMENT_VERSION = '1.0.0';

const STREAM_DESCRIPTIONS: Record<EventStream, string> = {
  identity: 'Merchants, partners, sub-merchant underwriting, users and access keys.',
  credit: 'Customers, their statuses and credit decisions, and the sandbox clock.',
  billing: 'Invoices, credit notes and captured charges.',
  treasury: 'Customer payments and merchant payouts.',
  fulfillment: 'Shipments and their verification.',
  'webhook-dispatcher': "Merchants' and partners' webhook endpoints (none is a webhook topic).",
};

/** The rules every consumer follows, in the document's description (docs/events.md has the long form). */
export const CONSUMER_RULES = [
  '## Subscribing',
  "Each app writes its events to the Redis stream `events:<app>` (prefixed with the deployment's Redis key prefix) through a " +
    'transactional outbox: an event exists if and only if the change it describes committed.',
  '- **Consumer groups.** Read with `XREADGROUP` in a consumer group named after the consuming app (`credit`, `billing`, ' +
    "`treasury`, `webhook-dispatcher`, or your team's app name); every replica joins the same group with its own consumer name, so " +
    'each entry goes to one replica. Acknowledge (`XACK`) only after the effect committed; take over entries a dead replica left ' +
    'pending with `XAUTOCLAIM`.',
  '- **At-least-once.** An event can arrive more than once (a relay that died between publishing and marking, a consumer that died ' +
    'before `XACK`); its `id` stays the same.',
  '- **Inbox for exactly-once effects.** Record `(consumer, event id)` in an `inbox` table in the same database transaction as the ' +
    'effect; an id already there means the event was applied and is acknowledged without doing anything.',
  '- **Ordering.** A stream is roughly in the order events were written, but not strictly (replicas relay concurrently, and outbox ' +
    'rows are numbered before their transaction commits); there is no order across streams. Apply each event idempotently against ' +
    'current state and never rely on arrival order: `payment.paid` may arrive before the `invoice.sent` it pays.',
  '- **Failures.** A transient failure leaves the entry pending and is retried; an entry that fails deterministically 5 times goes to ' +
    '`<stream>:dead` with its reason (replayable with `npm run admin -- events dead-letters replay`).',
  '- **Retention.** A stream keeps about the last 1,000,000 entries (approximate `MAXLEN`); consumers lagging further lose the oldest.',
  '- **Validation and versions.** Parse entries with `parseEvent` of `@netline/contracts`. Fields may be added (ignore those you do not ' +
    "know); any other change raises the event's `version` (carried in the envelope), and consumers are upgraded first.",
].join('\n');

/** The envelope every entry's `event` field holds (JSON), with `data` and the constants of one type. */
function envelopeSchema(type: string, spec: EventSpec): Record<string, unknown> {
  return {
    type: 'object',
    required: ['id', 'type', 'object', 'merchant_id', 'occurred_at', 'data'],
    properties: {
      id: { type: 'string', description: 'Event id (`evt_…`), the same on every delivery of this event: the inbox key.' },
      type: { type: 'string', const: type },
      object: { type: 'string', const: spec.object },
      version: {
        type: 'integer',
        const: spec.version,
        description: 'The catalogue version of this type (absent on events written before versions were recorded: 1).',
      },
      merchant_id: { type: 'string', description: 'The merchant (or partner) the event belongs to.' },
      occurred_at: { type: 'string', format: 'date-time' },
      request_id: { type: 'string', description: 'The API request that caused it, when there was one.' },
      data: eventDataJsonSchema(type as keyof typeof EVENT_CATALOGUE, 'draft-7'),
    },
  };
}

export function buildAsyncApiDocument(appEnv = 'production'): Record<string, unknown> {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const stream of EVENT_STREAMS) {
    const types = eventTypesOf(stream);
    channels[stream] = {
      address: `events:${stream}`,
      title: `events:${stream}`,
      description: `Events written by ${stream}. ${STREAM_DESCRIPTIONS[stream]}`,
      messages: Object.fromEntries(types.map((type) => [type, { $ref: `#/components/messages/${type}` }])),
    };
    operations[`${stream}.publish`] = {
      action: 'send',
      title: `${stream} writes its events`,
      summary: `The ${stream} service's outbox relay appends these events to events:${stream}.`,
      channel: { $ref: `#/channels/${stream}` },
      messages: types.map((type) => ({ $ref: `#/channels/${stream}/messages/${type}` })),
    };
    for (const type of types) {
      const spec = EVENT_CATALOGUE[type] as EventSpec;
      messages[type] = {
        name: type,
        title: type,
        summary: spec.description,
        description:
          `${spec.description}\n\nStream \`events:${stream}\`, object \`${spec.object}\`, version ${spec.version}.` +
          (spec.webhook?.audience === 'merchants'
            ? ' Also a webhook topic for merchants and partners (the webhook carries `data.id` only).'
            : spec.webhook?.audience === 'partners'
              ? ' Also a webhook topic for partners (the webhook carries `data.id` only).'
              : ' Internal: no webhook.'),
        contentType: 'application/json',
        payload: envelopeSchema(type, spec),
        examples: [
          {
            name: `${type}-example`,
            summary: `A ${type} event`,
            payload: {
              id: 'evt_Xb7Qm2rT9wLk4ZpN1cVa',
              type,
              object: spec.object,
              version: spec.version,
              merchant_id: 'mer_2vN8kQ4tLx6WzR1cPa9Y',
              occurred_at: '2026-11-23T09:30:00.000Z',
              data: spec.example,
            },
          },
        ],
        'x-netline-stream': stream,
        'x-netline-version': spec.version,
        'x-netline-webhook': spec.webhook,
      };
    }
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Netline domain events',
      version: EVENTS_DOCUMENT_VERSION,
      description: `The internal events Netline services write (${appEnv}). Amounts are integer cents.\n\n${CONSUMER_RULES}`,
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: { messages },
  };
}
