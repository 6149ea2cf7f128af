'use strict';
// Reference Netline webhook receiver: verify the Standard Webhooks signature and timestamp over the exact
// body bytes in constant time (401 on mismatch or on a timestamp more than 5 minutes off), deduplicate by
// event id, answer 200 quickly, work afterwards.
const { createHmac, timingSafeEqual } = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const { readFileSync } = require('node:fs');

/** How far `webhook-timestamp` may be from this server's clock: older captured deliveries are refused. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * True when the delivery is authentic and fresh: `webhook-signature` holds (among its space-separated
 * `v1,<base64>` values, one per live secret) the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`
 * keyed with the bytes the secret's base64 after `whsec_` encodes (the Standard Webhooks scheme; its
 * libraries, such as the `standardwebhooks` npm package, verify the same way), and `webhook-timestamp`
 * (UNIX seconds) is within 5 minutes of `nowSeconds`. The timestamp is inside what is signed, so a
 * captured delivery cannot be replayed later with a new one.
 */
function verify(secret, body, headers, nowSeconds = Math.floor(Date.now() / 1000)) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof signatures !== 'string' || !/^\d{1,12}$/.test(String(timestamp || ''))) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64')}`);
  return signatures.split(' ').some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** `now` (milliseconds) is injectable so the timestamp window can be tested without waiting. */
function createReceiver({ secret, onEvent = () => {}, tls, now = Date.now }) {
  const seen = new Set(); // use a database table with a unique key on the event id in production
  const handler = (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method !== 'POST' || !verify(secret, body, request.headers, Math.floor(now() / 1000))) {
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

module.exports = { createReceiver, verify, TOLERANCE_SECONDS };

if (require.main === module) {
  const tls = process.env.TLS_CERT_FILE ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) } : undefined;
  createReceiver({ secret: process.env.WEBHOOK_SECRET, tls, onEvent: (event) => console.log(event.type, event.data.id) }).listen(
    Number(process.env.PORT || 4000),
    () => console.log(`listening on ${process.env.PORT || 4000}`),
  );
}
