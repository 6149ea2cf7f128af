#!/usr/bin/env node
'use strict';
// Writes the Redis ACL file of each environment (deploy/redis/<env>.acl) from the Redis inventory
// (libs/catalogue/src/redis-permissions.ts): one user per app, KEDA and the admin CLI, each with its keys and
// commands. Run after an app starts using a new key or command (npm run redis:acl);
// test/deploy/redis-acl.spec.ts fails while the files are stale.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { renderRedisAcl } = require('../libs/catalogue/dist');

for (const appEnv of ['sandbox', 'production']) {
  const file = join(__dirname, '..', 'deploy', 'redis', `${appEnv}.acl`);
  writeFileSync(file, renderRedisAcl(appEnv));
  console.log(`wrote ${file}`);
}
