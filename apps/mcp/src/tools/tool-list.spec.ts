import { OPERATIONS } from '@netline/catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolCatalogue } from './tool-catalogue';
import { renderToolList, withToolList } from './tool-list';

describe("the README's tool list", () => {
  it('is the one the catalogue gives (after a change: npm run build && node apps/mcp/scripts/write-tool-list.js)', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    const catalogue = new ToolCatalogue('merchant', OPERATIONS, 'sandbox');
    expect(withToolList(readme, renderToolList(catalogue))).toEqual(readme);
    for (const tool of catalogue.tools) expect(readme).toContain(`| \`${tool.name}\` |`);
  });
});
