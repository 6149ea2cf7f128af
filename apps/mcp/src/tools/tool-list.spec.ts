import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOL_SET_NAMES } from '../auth/caller';
import { toolListMarkers, withToolLists } from './tool-list';
import { buildToolSets } from './tool-sets';

describe("the README's tool lists", () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
  const sets = buildToolSets('sandbox');

  it('are the ones the catalogues give (after a change: npm run build && node apps/mcp/scripts/write-tool-list.js)', () => {
    expect(withToolLists(readme, sets)).toEqual(readme);
  });

  it('list every tool of each set in its own section', () => {
    for (const toolSet of TOOL_SET_NAMES) {
      const { start, end } = toolListMarkers(toolSet);
      const section = readme.slice(readme.indexOf(start), readme.indexOf(end));
      expect(section.length).toBeGreaterThan(start.length);
      for (const tool of sets[toolSet].tools) expect(section).toContain(`| \`${tool.name}\` |`);
      expect(section).toContain(`${sets[toolSet].tools.length} tools.`);
    }
    const partner = readme.slice(readme.indexOf(toolListMarkers('partner').start), readme.indexOf(toolListMarkers('partner').end));
    expect(partner).toMatch(/\| `create_merchant` \| `\*_partner:write` \| [^|]*partners only/);
    expect(partner).toMatch(/Merchant tools partners do not get: .*`list_charges`/);
    expect(partner).not.toContain('| `list_charges` |');
  });
});
