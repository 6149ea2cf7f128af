#!/usr/bin/env node
// Writes the event documentation generated from the event catalogue (built: libs/*/dist):
// docs/events.asyncapi.json (the AsyncAPI 3.0 document the gateway also serves at /api/events/asyncapi.json)
// and the event list of docs/events.md. `npm run generate` runs it; a unit test (libs/catalogue/src/event-docs.spec.ts)
// fails when the committed files are not what the catalogue generates.
const fs = require('node:fs');
const path = require('node:path');
const { buildAsyncApiDocument, withEventList } = require('../libs/catalogue/dist');

const docs = path.join(__dirname, '..', 'docs');
const write = (file, content) => {
  const target = path.join(docs, file);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) return;
  fs.writeFileSync(target, content);
  console.log(`wrote docs/${file}`);
};
write('events.asyncapi.json', `${JSON.stringify(buildAsyncApiDocument(), null, 2)}\n`);
write('events.md', withEventList(fs.readFileSync(path.join(docs, 'events.md'), 'utf8')));
