#!/usr/bin/env node
'use strict';
// Writes the merchant API's OpenAPI document (docs/openapi.json) from the operation catalogue (built:
// libs/catalogue/dist), and the SDK's types generated from it by openapi-typescript
// (libs/sdk/src/generated/openapi.ts). `npm run generate` runs it; test/openapi-sdk.spec.ts fails while
// either committed file differs from what this writes, so the SDK cannot drift from the API.
//
// The document is the sandbox's: the production API plus the sandbox's helpers, which the SDK offers for
// tests (a production account answers them 404). Its server is the local address; clients name their own.
//
// It also writes the merchant dashboard's types (apps/dashboard/src/generated/api.ts) from the dashboard's
// document (the same API plus the dashboard's session operations; not committed as JSON), with the same
// generator: the dashboard's client is typed by route, parameters, body and answer. And the partners API's
// answer types (libs/testing/src/generated/partners-api.ts), which type the tests' calls as partners, as the
// SDK's types type their calls as merchants.
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ROOT = join(__dirname, '..');
const OPENAPI_FILE = join(ROOT, 'docs', 'openapi.json');
const SDK_TYPES_FILE = join(ROOT, 'libs', 'sdk', 'src', 'generated', 'openapi.ts');
const DASHBOARD_TYPES_FILE = join(ROOT, 'apps', 'dashboard', 'src', 'generated', 'api.ts');
const PARTNER_TYPES_FILE = join(ROOT, 'libs', 'testing', 'src', 'generated', 'partners-api.ts');
const SERVER_URL = 'http://127.0.0.1:3000/api';
const header = (source) =>
  [
    `// Generated from ${source} by scripts/openapi-sdk.js (\`npm run generate\`); do not edit.`,
    '// test/openapi-sdk.spec.ts fails while it differs from what the script writes.',
    '/* eslint-disable */',
    '',
  ].join('\n');
const HEADER = header('docs/openapi.json');
const DASHBOARD_HEADER = header("the dashboard's OpenAPI document (the operation catalogue)");
const PARTNER_HEADER = header("the partners API's OpenAPI document (the operation catalogue)");

/** The document's text as it should be committed, from the catalogue given (built, or the source under Jest). */
function documentText(catalogue) {
  return `${JSON.stringify(catalogue.buildOpenApiDocument(catalogue.OPERATIONS, SERVER_URL, 'sandbox'), null, 2)}\n`;
}

/**
 * A document reduced to what answer types are made of: examples, descriptions and the headers every answer
 * repeats would only swell the generated file, and refusals are read as the contract's error whatever the
 * status, so only the success answers are typed per operation.
 */
function typesDocument(catalogue, operations, options) {
  // `properties` and `schemas` map names chosen by the API (a field may be called `description`): their keys stay.
  const strip = (value, names = false) => {
    if (Array.isArray(value)) return value.map((child) => strip(child));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => names || !['example', 'examples', 'description', 'summary', 'headers', 'x-error-codes'].includes(key))
        .map(([key, child]) => [key, strip(child, !names && (key === 'properties' || key === 'schemas'))]),
    );
  };
  const document = strip(catalogue.buildOpenApiDocument(operations, '/api', 'sandbox', options));
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      for (const status of Object.keys(operation.responses ?? {})) if (Number(status) >= 300) delete operation.responses[status];
  return JSON.stringify(document);
}

/** The dashboard's document: the merchant API and the dashboard's session operations. */
function dashboardDocument(catalogue) {
  return typesDocument(catalogue, [...catalogue.OPERATIONS, ...catalogue.DASHBOARD_OPERATIONS], catalogue.DASHBOARD_API_DOCUMENT);
}

/** The partners API's document. */
function partnersDocument(catalogue) {
  return typesDocument(catalogue, catalogue.PARTNER_OPERATIONS, catalogue.PARTNER_API_DOCUMENT);
}

/** The SDK types' text as it should be committed, from the document's text. */
async function typesText(document, head = HEADER) {
  // openapi-typescript loads ES modules through require, which Node does and Jest's module runtime does
  // not: the spec runs this file's --check-types in a process of its own.
  const { default: openapiTS, astToString } = require('openapi-typescript');
  return `${head}${astToString(await openapiTS(JSON.parse(document)))}`;
}

function write(file, content) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${file.slice(ROOT.length + 1)}`);
}

module.exports = { dashboardDocument, documentText, partnersDocument, DASHBOARD_TYPES_FILE, OPENAPI_FILE, PARTNER_TYPES_FILE, SDK_TYPES_FILE };

/** The files generated from a document the catalogue builds: `--check-<name>-types` reads that document from stdin. */
const DOCUMENT_TYPES = {
  dashboard: { file: DASHBOARD_TYPES_FILE, head: DASHBOARD_HEADER },
  partner: { file: PARTNER_TYPES_FILE, head: PARTNER_HEADER },
};
const checked = Object.keys(DOCUMENT_TYPES).find((name) => process.argv.includes(`--check-${name}-types`));

if (require.main === module && checked) {
  // Whether the committed types are what the document (read from stdin) generates.
  const { file, head } = DOCUMENT_TYPES[checked];
  const chunks = [];
  process.stdin.on('data', (chunk) => chunks.push(chunk));
  process.stdin.on('end', () =>
    typesText(Buffer.concat(chunks).toString('utf8'), head).then((expected) => {
      if (readFileSync(file, 'utf8') === expected) return;
      console.error(`${file.slice(ROOT.length + 1)} is not what the catalogue generates: run \`npm run generate\``);
      process.exitCode = 1;
    }),
  );
} else if (require.main === module && process.argv.includes('--check-types')) {
  // Whether the committed types are what the committed document generates (exit 1 when not).
  typesText(readFileSync(OPENAPI_FILE, 'utf8')).then((expected) => {
    if (readFileSync(SDK_TYPES_FILE, 'utf8') === expected) return;
    console.error('libs/sdk/src/generated/openapi.ts is not what docs/openapi.json generates: run `npm run generate`');
    process.exitCode = 1;
  });
} else if (require.main === module) {
  const catalogue = require(join(ROOT, 'libs', 'catalogue', 'dist'));
  const document = documentText(catalogue);
  write(OPENAPI_FILE, document);
  typesText(document).then((types) => write(SDK_TYPES_FILE, types));
  typesText(dashboardDocument(catalogue), DASHBOARD_HEADER).then((types) => write(DASHBOARD_TYPES_FILE, types));
  typesText(partnersDocument(catalogue), PARTNER_HEADER).then((types) => write(PARTNER_TYPES_FILE, types));
}
