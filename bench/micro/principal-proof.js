// Micro benchmark of vouching for a principal on the bus (docs/decisions/0023-verifiable-principals.md):
// what one request costs the sender (its proof) and the receiver (checking it), as Netline does it (an
// HMAC under a key the two apps derive once), against signing and verifying every request with Ed25519,
// and the one-time Diffie-Hellman a pair of keys costs.
//
//   npm run build && node bench/micro/principal-proof.js
const { join } = require('node:path');
const crypto = require('node:crypto');

const root = join(__dirname, '..', '..');
const { newBusKeys, PrincipalKeyring } = require(join(root, 'libs/messaging/dist/principal-proof'));

const principal = {
  merchant_id: 'mer_01J9Z6N4Q5R8S7T6V5W4X3Y2Z1',
  actor: { type: 'secret_key', id: 'mer_01J9Z6N4Q5R8S7T6V5W4X3Y2Z1' },
  scopes: ['merchant:read', 'merchant:write'],
};
const subject = 'credit.customers.get';

/**
 * Microseconds per call of `fn`, after a warm-up: the fastest of five rounds, since on a shared machine
 * the slower rounds measure the neighbours.
 */
function measure(fn, n = 20_000) {
  for (let i = 0; i < 2_000; i += 1) fn(i);
  let best = Infinity;
  for (let round = 0; round < 5; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) fn(i);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / n / 1000);
  }
  return best;
}

const keys = newBusKeys(['gateway', 'credit']);
const publicKeys = keys.publicKeys.split(',');
const gateway = PrincipalKeyring.fromSettings({ PRINCIPAL_KEY: keys.privateKeys.gateway, PRINCIPAL_PUBLIC_KEYS: publicKeys }, 'gateway');
const credit = PrincipalKeyring.fromSettings({ PRINCIPAL_KEY: keys.privateKeys.credit, PRINCIPAL_PUBLIC_KEYS: publicKeys }, 'credit');
const proofs = [];
const proof = measure((i) => (proofs[i % 1000] = gateway.proof('credit', subject, `req_${i % 1000}`, principal)));
const verify = measure((i) => credit.verify(subject, subject, `req_${i % 1000}`, principal, proofs[i % 1000]));

const ed = crypto.generateKeyPairSync('ed25519');
const text = (i) => `gateway\ncredit\n${subject}\nreq_${i % 1000}\n${Date.now()}\n${JSON.stringify(principal)}`;
const signatures = [];
const texts = [];
const edSign = measure((i) => {
  texts[i % 1000] = text(i);
  signatures[i % 1000] = crypto.sign(null, Buffer.from(texts[i % 1000]), ed.privateKey);
});
const edVerify = measure((i) => crypto.verify(null, Buffer.from(texts[i % 1000]), ed.publicKey, signatures[i % 1000]));

const x1 = crypto.generateKeyPairSync('x25519');
const x2 = crypto.generateKeyPairSync('x25519');
const derive = measure(
  () => crypto.hkdfSync('sha256', crypto.diffieHellman({ privateKey: x1.privateKey, publicKey: x2.publicKey }), Buffer.alloc(0), 'pair', 32),
  1_000,
);

const row = (name, value) => process.stdout.write(`${name.padEnd(52)} ${value.toFixed(1).padStart(7)} µs\n`);
row('proof (sender, per request: HMAC)', proof);
row('verify (receiver, per request: HMAC)', verify);
row('Ed25519 sign (sender, per request)', edSign);
row('Ed25519 verify (receiver, per request)', edVerify);
row('pair key: X25519 + HKDF (once per pair of keys)', derive);
