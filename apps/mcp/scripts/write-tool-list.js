#!/usr/bin/env node
// Writes the tool tables of apps/mcp/README.md (the merchant, the partner and the buyer tool sets) from the operation
// catalogue (run after `npm run build`). `tool-list.spec.ts` fails when the README's tables differ from
// what this would write.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { buildToolSets } = require('../dist/tools/tool-sets');
const { withToolLists } = require('../dist/tools/tool-list');

const readmePath = join(__dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const next = withToolLists(readme, buildToolSets('sandbox'));
if (next === readme) {
  console.log('apps/mcp/README.md: the tool lists are up to date');
} else {
  writeFileSync(readmePath, next);
  console.log('apps/mcp/README.md: tool lists written');
}
