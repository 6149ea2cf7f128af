'use strict';
// Reference Netline webhook receiver (spec §6.2): verify the signature over the exact body bytes in
// constant time (401 on mismatch), deduplicate by event id, answer 200 quickly, work afterwards.
const { createHmac, timingSafeEqual } = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const { readFileSync } = require('node:fs');

function verify(secret, body, signature) {
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'));
  const given = Buffer.from(String(signature || ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function createReceiver({ secret, onEvent = () => {}, tls }) {
  const seen = new Set(); // use a database table with a unique key on the event id in production
  const handler = (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method !== 'POST' || !verify(secret, body, request.headers['x-webhook-signature'])) {
        response.writeHead(401).end();
        return;
      }
      const event = JSON.parse(body.toString('utf8'));
      response.writeHead(200).end();
      if (seen.has(event.id)) return; // a retry of an event already handled
      seen.add(event.id);
      setImmediate(() => onEvent(event)); // heavy work after the answer
    });
  };
  return tls ? https.createServer(tls, handler) : http.createServer(handler);
}

module.exports = { createReceiver, verify };

if (require.main === module) {
  const tls = process.env.TLS_CERT_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : undefined;
  createReceiver({ secret: process.env.WEBHOOK_SECRET, tls, onEvent: (event) => console.log(event.type, event.data.id) })
    .listen(Number(process.env.PORT || 4000), () => console.log(`listening on ${process.env.PORT || 4000}`));
}
