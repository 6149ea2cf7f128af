#!/usr/bin/env node
// Writes the event documentation generated from the event catalogue (built: libs/*/dist):
// docs/events.asyncapi.json (the AsyncAPI 3.0 document the gateway also serves at /api/docs/events/asyncapi.json)
// and the parts of docs/*.md that list events and webhook topics (GENERATED_DOC_PARTS). `npm run generate` runs it; a unit test (libs/catalogue/src/event-docs.spec.ts)
// fails when the committed files are not what the catalogue generates.
const fs = require('node:fs');
const path = require('node:path');
const { buildAsyncApiDocument, GENERATED_DOC_PARTS, withGeneratedParts } = require('../libs/catalogue/dist');

const docs = path.join(__dirname, '..', 'docs');
const write = (file, content) => {
  const target = path.join(docs, file);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) return;
  fs.writeFileSync(target, content);
  console.log(`wrote docs/${file}`);
};
write('events.asyncapi.json', `${JSON.stringify(buildAsyncApiDocument(), null, 2)}\n`);
for (const file of Object.keys(GENERATED_DOC_PARTS)) write(file, withGeneratedParts(file, fs.readFileSync(path.join(docs, file), 'utf8')));
