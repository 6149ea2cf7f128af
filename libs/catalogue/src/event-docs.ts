import { apiVersionsMarkdown } from './api-versions';
import { EVENT_CATALOGUE, EVENT_STREAMS, EventSpec, eventTypesOf, PARTNER_TOPIC_NAMES, PUBLIC_TOPIC_NAMES } from '@netline/contracts';

/**
 * The parts of docs/events.md, docs/webhooks.md and docs/partners.md that state what the event catalogue
 * already says: written between markers by `npm run generate` (scripts/events-docs.js), checked by
 * event-docs.spec.ts, so the prose around them never restates a list or a count.
 */

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/events.md: one row per catalogue event. */
export function eventListMarkdown(): string {
  const rows = EVENT_STREAMS.flatMap((stream) =>
    eventTypesOf(stream).map((type) => {
      const spec = EVENT_CATALOGUE[type] as EventSpec;
      const fields = Object.keys(spec.data.shape)
        .map((field) => `\`${field}\``)
        .join(', ');
      return `| \`${type}\` | \`events:${stream}\` | ${spec.version} | ${spec.webhook?.audience ?? 'no'} | ${cell(spec.description)} | ${fields} |`;
    }),
  );
  return ['| Event | Stream | Version | Webhook topic for | Meaning | `data` fields |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** A table of webhook topics: the name, when it is sent (the subscription rows' description) and what `data.id` names. */
function topicTable(topics: readonly string[]): string {
  const rows = topics.map((type) => {
    const spec = EVENT_CATALOGUE[type as keyof typeof EVENT_CATALOGUE] as EventSpec;
    return `| \`${type}\` | ${cell(spec.webhook?.summary ?? '')} | \`${spec.object}\` |`;
  });
  return ['| Topic | Sent when | `object` (what `data.id` names) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** docs/webhooks.md: the merchant topics. */
export function merchantTopicsMarkdown(): string {
  return `${topicTable(PUBLIC_TOPIC_NAMES)}\n\n${PUBLIC_TOPIC_NAMES.length} topics.`;
}

/** docs/partners.md: the topics only partners receive, after the merchant topics. */
export function partnerTopicsMarkdown(): string {
  const partnerOnly = PARTNER_TOPIC_NAMES.filter((type) => !(PUBLIC_TOPIC_NAMES as readonly string[]).includes(type));
  return `${topicTable(partnerOnly)}\n\n${PARTNER_TOPIC_NAMES.length} flags in all: the ${PUBLIC_TOPIC_NAMES.length} merchant topics of docs/webhooks.md and these ${partnerOnly.length}.`;
}

/** One generated part of a document: its name in the markers and what goes between them. */
export interface GeneratedPart {
  name: string;
  content: () => string;
  /** What it is generated from, as the start marker says (default: the event catalogue). */
  source?: string;
}

/** The generated parts of each document under docs/. */
export const GENERATED_DOC_PARTS: Record<string, GeneratedPart[]> = {
  'events.md': [{ name: 'event-list', content: eventListMarkdown }],
  'webhooks.md': [{ name: 'merchant-topics', content: merchantTopicsMarkdown }],
  'partners.md': [{ name: 'partner-topics', content: partnerTopicsMarkdown }],
  'api-conventions.md': [{ name: 'api-versions', content: apiVersionsMarkdown, source: 'the API version registry' }],
};

export const generatedStart = (name: string, source = 'the event catalogue') =>
  `<!-- ${name}:start (generated from ${source} by \`npm run generate\`; do not edit) -->`;
export const generatedEnd = (name: string) => `<!-- ${name}:end -->`;

/** `markdown` (the document `file` under docs/) with each of its generated parts replaced by the current one. */
export function withGeneratedParts(file: string, markdown: string): string {
  let result = markdown;
  for (const part of GENERATED_DOC_PARTS[file] ?? []) {
    const marker = generatedStart(part.name, part.source);
    const start = result.indexOf(marker);
    const end = result.indexOf(generatedEnd(part.name));
    if (start < 0 || end < start) throw new Error(`docs/${file} has no ${part.name} markers`);
    result = `${result.slice(0, start + marker.length)}\n${part.content()}\n${result.slice(end)}`;
  }
  return result;
}
