#!/usr/bin/env node
'use strict';
// Writes the nats-server configuration of each environment (deploy/nats/<env>.conf) from the operation
// catalogue's bus permissions: one user per app, what each may send and receive. Run after adding an
// operation or a subject (npm run nats:config); test/deploy/nats-config.spec.ts fails while the files are stale.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { renderNatsServerConfig } = require('../libs/catalogue/dist');

for (const appEnv of ['sandbox', 'production']) {
  const file = join(__dirname, '..', 'deploy', 'nats', `${appEnv}.conf`);
  writeFileSync(file, renderNatsServerConfig(appEnv));
  console.log(`wrote ${file}`);
}
