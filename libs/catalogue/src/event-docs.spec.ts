import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAsyncApiDocument, withEventList } from './asyncapi';

/** The committed event documentation is what the catalogue generates (`npm run events:docs` rewrites it). */
describe('committed event documentation', () => {
  const docs = join(__dirname, '..', '..', '..', 'docs');

  it('docs/events.asyncapi.json is the AsyncAPI document of the current catalogue', () => {
    const committed = JSON.parse(readFileSync(join(docs, 'events.asyncapi.json'), 'utf8'));
    expect(committed).toEqual(buildAsyncApiDocument());
  });

  it('docs/events.md lists the current catalogue', () => {
    const committed = readFileSync(join(docs, 'events.md'), 'utf8');
    expect(committed).toBe(withEventList(committed));
  });
});
