/**
 * A browsable page of the AsyncAPI document (`/api/docs/events`), rendered on the server from the document
 * itself: a contents list of streams and events, then per event its description, the fields of `data`
 * (type, required, description) and its example. Plain HTML and CSS, no script, so it works offline and
 * behind any content security policy.
 */

/** The JSON Schema keywords the page shows. */
interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Message {
  name: string;
  description?: string;
  payload?: Schema;
  examples?: Array<{ payload?: unknown }>;
  'x-netline-version'?: number;
  'x-netline-webhook'?: string;
}

/** The parts of an AsyncAPI 3.0 document the page reads. */
export interface AsyncApiDocument {
  asyncapi?: string;
  info?: { title?: string; version?: string; description?: string };
  channels?: Record<string, { address: string; description?: string; messages?: Record<string, { $ref: string }> }>;
  components?: { messages?: Record<string, Message> };
}

const escape = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Inline code (`x`) and bold (**x**) of the descriptions; everything else stays text. */
const inline = (text: string): string =>
  escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** The few Markdown forms the descriptions use: `##` headings, `-` lists and paragraphs. */
function markdown(text: string): string {
  const html: string[] = [];
  let list = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      if (!list) html.push('<ul>');
      list = true;
      html.push(`<li>${inline(line.slice(2))}</li>`);
      continue;
    }
    if (list) html.push('</ul>');
    list = false;
    if (line.startsWith('## ')) html.push(`<h3>${inline(line.slice(3))}</h3>`);
    else if (line.trim()) html.push(`<p>${inline(line)}</p>`);
  }
  if (list) html.push('</ul>');
  return html.join('\n');
}

/** A schema's type in a few words: `string (date-time)`, `integer ≥ 0`, `one of a, b`, `array of object`, `… or null`. */
function typeOf(schema: Schema): string {
  const alternatives: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value: unknown) => JSON.stringify(value)).join(', ')}`;
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'anything'}`;
  const bounds: string[] = [];
  if (schema.format) bounds.push(schema.format);
  if (typeof schema.minimum === 'number' && schema.minimum !== -9007199254740991) bounds.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number' && schema.maximum !== 9007199254740991) bounds.push(`≤ ${schema.maximum}`);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return bounds.length ? `${type} (${bounds.join(', ')})` : type;
}

/** Rows for every field of an object schema, nested fields (of objects and arrays of objects) as `a.b` / `a[].b`. */
function fieldRows(schema: Schema, prefix = ''): string[] {
  const rows: string[] = [];
  const required = new Set<string>(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    rows.push(
      `<tr><td><code>${escape(path)}</code></td><td>${escape(typeOf(field))}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${inline(field.description ?? '')}</td></tr>`,
    );
    if (field.type === 'object') rows.push(...fieldRows(field, `${path}.`));
    if (field.type === 'array' && field.items?.type === 'object') rows.push(...fieldRows(field.items, `${path}[].`));
  }
  return rows;
}

const anchor = (name: string) => `event-${name.replace(/[^a-z0-9]+/gi, '-')}`;

export function renderAsyncApiHtml(document: AsyncApiDocument, jsonUrl = '/api/docs/events/asyncapi.json'): string {
  const channels = Object.entries(document.channels ?? {});
  const messages = document.components?.messages ?? {};
  const messageOf = (ref: string): Message => messages[ref.replace('#/components/messages/', '')];

  const contents = channels
    .map(([, channel]) => {
      const items = Object.values(channel.messages ?? {})
        .map((ref) => messageOf(ref.$ref))
        .map(
          (message) =>
            `<li><a href="#${anchor(message.name)}"><code>${escape(message.name)}</code></a>${message['x-netline-webhook'] ? ' <span class="tag">webhook</span>' : ''}</li>`,
        )
        .join('');
      return `<li><strong>${escape(channel.address)}</strong><ul>${items}</ul></li>`;
    })
    .join('\n');

  const sections = channels
    .map(([, channel]) => {
      const events = Object.values(channel.messages ?? {})
        .map((ref) => messageOf(ref.$ref))
        .map((message) => {
          const data: Schema = message.payload?.properties?.data ?? {};
          const example = message.examples?.[0]?.payload;
          return `<section class="event" id="${anchor(message.name)}">
<h3><code>${escape(message.name)}</code> <span class="version">v${escape(message['x-netline-version'])}</span>${message['x-netline-webhook'] ? ` <span class="tag">webhook topic for ${escape(message['x-netline-webhook'])}</span>` : ''}</h3>
${markdown(message.description ?? '')}
<table><thead><tr><th>data field</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>
${fieldRows(data).join('\n')}
</tbody></table>
${example ? `<details><summary>Example</summary><pre>${escape(JSON.stringify(example, null, 2))}</pre></details>` : ''}
</section>`;
        })
        .join('\n');
      return `<section class="stream"><h2>${escape(channel.address)}</h2>${markdown(channel.description ?? '')}${events}</section>`;
    })
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info?.title ?? 'Events')} reference</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 0; color: #1f2933; line-height: 1.45; }
header { background: #134e4a; color: #fff; padding: 16px 32px; }
header a { color: #ccfbf1; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 32px 64px; }
code { background: #f1f5f9; padding: 1px 4px; border-radius: 3px; }
h2 { border-bottom: 2px solid #0f766e; padding-bottom: 4px; margin-top: 40px; }
.event { border: 1px solid #e2e8f0; border-radius: 6px; padding: 4px 16px 12px; margin: 16px 0; }
.tag { background: #ccfbf1; color: #134e4a; font-size: 12px; padding: 2px 6px; border-radius: 10px; }
.version { color: #64748b; font-size: 14px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; border-bottom: 1px solid #e2e8f0; padding: 4px 8px; vertical-align: top; }
pre { background: #0f172a; color: #e2e8f0; padding: 12px; border-radius: 6px; overflow-x: auto; }
</style>
</head>
<body>
<header><h1>${escape(document.info?.title ?? 'Events')}</h1><p>AsyncAPI ${escape(document.asyncapi)} · version ${escape(document.info?.version)} · <a href="${escape(jsonUrl)}">asyncapi.json</a> · <a href="/api/docs">API reference</a></p></header>
<main>
${markdown(document.info?.description ?? '')}
<h2>Streams and events</h2>
<ul>${contents}</ul>
${sections}
</main>
</body>
</html>
`;
}
