import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARTNER_TOPIC_NAMES, PUBLIC_TOPIC_NAMES } from '@netline/contracts';
import { buildAsyncApiDocument } from './asyncapi';
import { GENERATED_DOC_PARTS, merchantTopicsMarkdown, partnerTopicsMarkdown, withGeneratedParts } from './event-docs';

/** The committed event documentation is what the catalogue generates (`npm run generate` rewrites it). */
describe('committed event documentation', () => {
  const docs = join(__dirname, '..', '..', '..', 'docs');

  it('docs/events.asyncapi.json is the AsyncAPI document of the current catalogue', () => {
    const committed = JSON.parse(readFileSync(join(docs, 'events.asyncapi.json'), 'utf8'));
    expect(committed).toEqual(buildAsyncApiDocument());
  });

  it.each(Object.keys(GENERATED_DOC_PARTS))('docs/%s holds the current generated lists', (file) => {
    const committed = readFileSync(join(docs, file), 'utf8');
    expect(committed).toBe(withGeneratedParts(file, committed));
  });

  it('lists every merchant topic in the merchant table and only the partner-only ones in the partner table', () => {
    const merchantTable = merchantTopicsMarkdown();
    for (const topic of PUBLIC_TOPIC_NAMES) expect(merchantTable).toContain(`| \`${topic}\` |`);
    const partnerTable = partnerTopicsMarkdown();
    for (const topic of PARTNER_TOPIC_NAMES) expect(partnerTable.includes(`| \`${topic}\` |`)).toBe(!(PUBLIC_TOPIC_NAMES as readonly string[]).includes(topic));
  });
});
