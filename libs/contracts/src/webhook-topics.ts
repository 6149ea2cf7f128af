import { EVENT_CATALOGUE, EVENT_TYPES, EventCatalogue, EventType } from './event-catalogue';

/**
 * The webhook topics, derived from the event catalogue's `webhook` field: an event is a merchant topic
 * when its audience is `merchants`, a partner topic when it has any audience (partners also receive the
 * merchant topics). Adding a topic is one catalogue entry; the subscription flags, the topic rows, the
 * dispatcher's routing and the docs' tables follow (docs/webhooks.md).
 */

type AudienceOf<T extends EventType> = EventCatalogue[T]['webhook'] extends { audience: infer A } ? A : never;

// An event with no audience (`never`) would pass any `extends` test: it is ruled out first.
export type PublicTopic = { [T in EventType]: [AudienceOf<T>] extends [never] ? never : [AudienceOf<T>] extends ['merchants'] ? T : never }[EventType];
export type PartnerTopic = { [T in EventType]: [AudienceOf<T>] extends [never] ? never : T }[EventType];

/**
 * The order topics are listed in (subscription rows, flags, docs): by object, then in catalogue order.
 * The catalogue itself is ordered by the stream that writes each event.
 */
const OBJECT_ORDER = ['invoice', 'customer', 'payment', 'payout', 'merchant'];
const objectRank = (type: string) => {
  const rank = OBJECT_ORDER.indexOf(type.slice(0, type.indexOf('.')));
  return rank < 0 ? OBJECT_ORDER.length : rank;
};
const byObject = <T extends string>(types: T[]): T[] => [...types].sort((a, b) => objectRank(a) - objectRank(b));

export const PUBLIC_TOPIC_NAMES = byObject(EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].webhook?.audience === 'merchants') as PublicTopic[]);
export const PARTNER_TOPIC_NAMES = byObject(EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].webhook !== null) as PartnerTopic[]);

const summaries = <T extends EventType>(names: T[]) =>
  Object.fromEntries(names.map((name) => [name, (EVENT_CATALOGUE[name].webhook as { summary: string }).summary])) as Record<T, string>;

/** Each merchant topic with the one line its subscription rows show. */
export const PUBLIC_TOPICS: Readonly<Record<PublicTopic, string>> = summaries(PUBLIC_TOPIC_NAMES);
/** The partners API's topics: the merchant topics and those about sub-merchants. */
export const PARTNER_TOPICS: Readonly<Record<PartnerTopic, string>> = summaries(PARTNER_TOPIC_NAMES);

export function isPublicTopic(type: string): type is PublicTopic {
  return Object.prototype.hasOwnProperty.call(PUBLIC_TOPICS, type);
}

export function isPartnerTopic(type: string): type is PartnerTopic {
  return Object.prototype.hasOwnProperty.call(PARTNER_TOPICS, type);
}
