#!/usr/bin/env node
'use strict';
// Prints bus keys for a deployment (docs/decisions/0023-verifiable-principals.md), as lines for the
// netline-secrets Secret (`kubectl create secret generic netline-secrets --from-env-file=…`, or an .env):
// a PRINCIPAL_KEY_<APP> for each app named (every app with a NATS user but the operator CLI when none is),
// and PRINCIPAL_PUBLIC_KEYS with their public halves. To rotate one app's key, name it and follow the
// steps of the decision record with the printed pair: its new public key is added to PRINCIPAL_PUBLIC_KEYS
// after the old one, the old private key moves to its PRINCIPAL_KEYS_PREVIOUS.
//
//   npm run -s principal:keys                 # every app
//   npm run -s principal:keys -- identity     # one app (a rotation)
const { BUS_USERS } = require('../libs/catalogue/dist');
const { newBusKeys } = require('../libs/messaging/dist/principal-proof');

const known = BUS_USERS.filter((user) => user !== 'admin');
const apps = process.argv.slice(2);
const unknown = apps.filter((app) => !known.includes(app));
if (unknown.length > 0) {
  console.error(`Unknown app ${unknown.join(', ')}; the apps with bus keys are ${known.join(', ')}.`);
  process.exit(1);
}
const { privateKeys, publicKeys } = newBusKeys(apps.length > 0 ? apps : known);
for (const [app, key] of Object.entries(privateKeys)) console.log(`PRINCIPAL_KEY_${app.toUpperCase().replace(/-/g, '_')}=${key}`);
console.log(`PRINCIPAL_PUBLIC_KEYS=${publicKeys}`);
