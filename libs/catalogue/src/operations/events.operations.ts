import {
  eventIdParams,
  eventListSpec,
  EventSubjects,
  listEnvelopeSchema,
  redeliverEventSchema,
  webhookDeliverySchema,
  webhookEventSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

const RETENTION = 'Events are kept 30 days (the retention of your environment); an older one is gone (404).';

/** The events API (docs/events-api.md), served by the webhook dispatcher beside the delivery log. */
export const eventOperations = defineOperations([
  {
    method: 'GET',
    path: '/events',
    subject: EventSubjects.list,
    operationId: 'listEvents',
    summary: 'List events (filter by type, object_id, occurred_at)',
    description:
      'Every event your account may receive as a webhook, whether or not an endpoint is subscribed to it, newest first, each exactly ' +
      'the body its webhooks carry. Use it to catch up after an endpoint was down longer than the retry window. ' +
      `${RETENTION} \`GET /events/stream\` follows new events live (Server-Sent Events; docs/events-api.md).`,
    tag: 'Events',
    access: 'read',
    list: eventListSpec,
    response: listEnvelopeSchema(webhookEventSchema).meta({ id: 'EventList' }),
  },
  {
    method: 'GET',
    path: '/events/:event_id',
    subject: EventSubjects.get,
    operationId: 'fetchEvent',
    summary: 'Fetch an event (the body its webhooks carry)',
    description: RETENTION,
    tag: 'Events',
    access: 'read',
    params: eventIdParams,
    response: webhookEventSchema,
    errors: [404],
  },
  {
    method: 'POST',
    path: '/events/:event_id/redeliver',
    subject: EventSubjects.redeliver,
    operationId: 'redeliverEvent',
    summary: 'Deliver an event again, to one endpoint or to every endpoint subscribed to its type',
    description:
      'Creates one delivery per endpoint (a resend of an earlier delivery of the event to that endpoint sets `resend_of`), with the same ' +
      'event id and body, and answers them. `endpoint_id` names one of your endpoints (subscribed to the type or not); without it every ' +
      'endpoint subscribed to the event’s type now receives it. Counts towards the resends allowed per minute (429 beyond).',
    tag: 'Events',
    access: 'write',
    destructive: false,
    openWorld: true,
    params: eventIdParams,
    body: redeliverEventSchema,
    bodyOptional: true,
    response: listEnvelopeSchema(webhookDeliverySchema).meta({ id: 'EventRedeliveryList' }),
    errors: [404],
  },
]);
