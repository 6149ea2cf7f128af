#!/usr/bin/env node
// Rewrites libs/contracts/events.snapshot.json from the event catalogue (built: libs/contracts/dist), the
// record the compatibility guard compares the catalogue with (docs/events.md, "Versioning"). It refuses a
// breaking change of an event whose version was not raised: raise the version in the catalogue first.
// Run with `npm run events:snapshot`.
const fs = require('node:fs');
const path = require('node:path');
const { catalogueSnapshot, compareEventSnapshots } = require('../libs/contracts/dist');

const file = path.join(__dirname, '..', 'libs', 'contracts', 'events.snapshot.json');
const current = catalogueSnapshot();
const recorded = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { events: {} };
const report = compareEventSnapshots(recorded, current);

if (report.problems.length > 0) {
  console.error('Breaking changes of events whose version was not raised (raise `version` in libs/contracts/src/event-catalogue.ts):');
  for (const { type, problem } of report.problems) console.error(`  ${type}: ${problem}`);
  process.exit(1);
}
for (const { type, problem } of report.acceptedBreaking) console.log(`accepted (version raised) ${type}: ${problem}`);
for (const addition of report.additions) console.log(`added ${addition}`);
fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)} (${Object.keys(current.events).length} events)`);
