#!/usr/bin/env node
'use strict';
// Writes the merchant API's OpenAPI document (docs/openapi.json) from the operation catalogue (built:
// libs/catalogue/dist), and the SDK's types generated from it by openapi-typescript
// (libs/sdk/src/generated/openapi.ts). `npm run generate` runs it; test/openapi-sdk.spec.ts fails while
// either committed file differs from what this writes, so the SDK cannot drift from the API.
//
// The document is the sandbox's: the production API plus the sandbox's helpers, which the SDK offers for
// tests (a production account answers them 404). Its server is the local address; clients name their own.
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ROOT = join(__dirname, '..');
const OPENAPI_FILE = join(ROOT, 'docs', 'openapi.json');
const SDK_TYPES_FILE = join(ROOT, 'libs', 'sdk', 'src', 'generated', 'openapi.ts');
const SERVER_URL = 'http://127.0.0.1:3000/api';
const HEADER = [
  '// Generated from docs/openapi.json by scripts/openapi-sdk.js (`npm run generate`); do not edit.',
  '// test/openapi-sdk.spec.ts fails while it differs from what the script writes.',
  '/* eslint-disable */',
  '',
].join('\n');

/** The document's text as it should be committed, from the catalogue given (built, or the source under Jest). */
function documentText(catalogue) {
  return `${JSON.stringify(catalogue.buildOpenApiDocument(catalogue.OPERATIONS, SERVER_URL, 'sandbox'), null, 2)}\n`;
}

/** The SDK types' text as it should be committed, from the document's text. */
async function typesText(document) {
  // openapi-typescript loads ES modules through require, which Node does and Jest's module runtime does
  // not: the spec runs this file's --check-types in a process of its own.
  const { default: openapiTS, astToString } = require('openapi-typescript');
  return `${HEADER}${astToString(await openapiTS(JSON.parse(document)))}`;
}

function write(file, content) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${file.slice(ROOT.length + 1)}`);
}

module.exports = { documentText, OPENAPI_FILE, SDK_TYPES_FILE };

if (require.main === module && process.argv.includes('--check-types')) {
  // Whether the committed types are what the committed document generates (exit 1 when not).
  typesText(readFileSync(OPENAPI_FILE, 'utf8')).then((expected) => {
    if (readFileSync(SDK_TYPES_FILE, 'utf8') === expected) return;
    console.error('libs/sdk/src/generated/openapi.ts is not what docs/openapi.json generates: run `npm run generate`');
    process.exitCode = 1;
  });
} else if (require.main === module) {
  const document = documentText(require(join(ROOT, 'libs', 'catalogue', 'dist')));
  write(OPENAPI_FILE, document);
  typesText(document).then((types) => write(SDK_TYPES_FILE, types));
}
