#!/usr/bin/env node
// Stops `npm start` / `npm test` at once, naming the piece of infrastructure that is not running.
const { checkInfrastructure } = require('@netline/testing');

checkInfrastructure().then((problems) => {
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
});
