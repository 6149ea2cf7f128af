import { Parser } from '@asyncapi/parser';
import { EVENT_CATALOGUE, EVENT_TYPES } from '@netline/contracts';
import { buildAsyncApiDocument } from './asyncapi';
import { renderAsyncApiHtml } from './asyncapi-html';

// Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
const ERROR = 0;
const WARNING = 1;

/** The document as the parser takes it, typed where the checks below read it. */
type Document = { asyncapi: string; info: { title: string; description: string } } & Record<string, unknown>;

/** An event's envelope schema, where the checks below read it. */
interface EnvelopeSchema {
  properties: { type: { const: string }; data: { type: string; properties: Record<string, unknown> } };
}

describe('AsyncAPI document of the event catalogue', () => {
  const document = buildAsyncApiDocument('sandbox') as Document;

  it('is a valid AsyncAPI 3.0 document for the official parser, without errors or warnings', async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(structuredClone(document));
    const problems = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR || diagnostic.severity === WARNING);
    expect(problems.map((problem) => `${problem.code}: ${problem.message} at ${problem.path.join('.')}`)).toEqual([]);
    expect(parsed).toBeDefined();
    expect(parsed!.version()).toBe('3.0.0');
    // The parsed model: one channel per stream, every event a message of its own stream's channel.
    const channels = parsed!.channels().all();
    expect(channels.map((channel) => channel.address()).sort()).toEqual([
      'events:billing',
      'events:credit',
      'events:fulfillment',
      'events:identity',
      'events:treasury',
      'events:webhook-dispatcher',
    ]);
    const streamOf = new Map(
      channels.flatMap((channel) =>
        channel
          .messages()
          .all()
          .map((message) => [message.name(), channel.address()] as const),
      ),
    );
    const parsedMessages = new Map(
      parsed!
        .messages()
        .all()
        .map((message) => [message.name(), message]),
    );
    for (const type of EVENT_TYPES) {
      const message = parsedMessages.get(type);
      expect(message).toBeDefined();
      expect(streamOf.get(type)).toBe(`events:${EVENT_CATALOGUE[type].stream}`);
      expect(message!.hasPayload()).toBe(true);
      const payload = message!.payload()!.json<EnvelopeSchema>();
      expect(payload.properties.type.const).toBe(type);
      expect(payload.properties.data.type).toBe('object');
      expect(Object.keys(payload.properties.data.properties)).toEqual(Object.keys(EVENT_CATALOGUE[type].data.shape));
      expect(message!.examples().all()[0].payload()).toEqual(expect.objectContaining({ type, data: EVENT_CATALOGUE[type].example }));
    }
    expect(parsedMessages.size).toBe(EVENT_TYPES.length);
    expect(streamOf.size).toBe(EVENT_TYPES.length);
  });

  it('states the consumer-group, inbox, ordering and retention rules', () => {
    const description: string = document.info.description;
    for (const rule of ['Consumer groups', 'At-least-once', 'Inbox for exactly-once effects', 'Ordering', 'Retention', 'Validation and versions']) {
      expect(description).toContain(`**${rule}.**`);
    }
  });

  it('renders a browsable page listing every event with its fields and example, escaping text', () => {
    const html = renderAsyncApiHtml(document);
    expect(html).toContain('<title>Netline domain events reference</title>');
    for (const type of EVENT_TYPES) expect(html).toContain(`<code>${type}</code>`);
    expect(html).toContain('<td><code>applied[].invoice_id</code></td>');
    expect(html).toContain('&quot;unapplied&quot;: 37500');
    const hostile = renderAsyncApiHtml({ ...document, info: { ...document.info, title: '<script>alert(1)</script>' } });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&lt;script&gt;');
  });
});
