#!/usr/bin/env node
// Writes the tool table of apps/mcp/README.md from the operation catalogue (run after `npm run build`).
// `tool-list.spec.ts` fails when the README's table differs from what this would write.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { OPERATIONS } = require('@netline/catalogue');
const { ToolCatalogue } = require('../dist/tools/tool-catalogue');
const { renderToolList, withToolList } = require('../dist/tools/tool-list');

const readmePath = join(__dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const next = withToolList(readme, renderToolList(new ToolCatalogue('merchant', OPERATIONS, 'sandbox')));
if (next === readme) {
  console.log('apps/mcp/README.md: the tool list is up to date');
} else {
  writeFileSync(readmePath, next);
  console.log('apps/mcp/README.md: tool list written');
}
