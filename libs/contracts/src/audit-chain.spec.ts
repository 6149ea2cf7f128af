import { AUDIT_GENESIS_HASH, AuditChainEntry, AuditEvent } from './audit';
import { auditHash, canonicalJson, chainEntry, verifyAuditChain } from './audit-chain';

function entry(sequence: number): AuditEvent {
  return {
    id: `aud_${sequence}`,
    sequence,
    created_at: `2026-12-01T10:00:0${sequence % 10}.000Z`,
    occurred_at: '2026-12-01T10:00:00.000Z',
    type: 'invoice.balance_updated',
    object_type: 'invoice',
    object_id: 'inv_1',
    actor: { type: 'secret_key', id: 'mer_1', channel: 'api' },
    request_id: `req_${sequence}`,
    changes: { amount_balance: { before: 1500 - sequence, after: 1500 - sequence - 1 } },
  };
}

function chain(length: number): AuditChainEntry[] {
  const entries: AuditChainEntry[] = [];
  for (let sequence = 1; sequence <= length; sequence += 1) entries.push(chainEntry(entries.at(-1)?.hash ?? AUDIT_GENESIS_HASH, entry(sequence)));
  return entries;
}

describe('audit chain', () => {
  it('writes JSON with sorted keys and no whitespace, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true } })).toBe('{"a":{"c":true,"d":[1,"x",null]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('hashes the previous hash and the canonical entry with SHA-256', () => {
    const first = chainEntry(AUDIT_GENESIS_HASH, entry(1));
    expect(first.previous_hash).toBe(AUDIT_GENESIS_HASH);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(auditHash(AUDIT_GENESIS_HASH, entry(1)));
    expect(chainEntry('f'.repeat(64), entry(1)).hash).not.toBe(first.hash);
  });

  it('verifies an intact chain and an intact later run of it', () => {
    const entries = chain(5);
    expect(verifyAuditChain(entries)).toEqual({ ok: true, count: 5, first_sequence: 1, last_sequence: 5, last_hash: entries[4].hash });
    expect(verifyAuditChain(entries.slice(2))).toMatchObject({ ok: true, count: 3, first_sequence: 3 });
    // A round trip through JSON (the export file) keeps it verifiable.
    expect(verifyAuditChain(JSON.parse(JSON.stringify(entries)) as AuditChainEntry[])).toMatchObject({ ok: true, count: 5 });
    expect(verifyAuditChain([])).toMatchObject({ ok: true, count: 0, last_hash: null });
  });

  it('breaks at the entry whose field was altered', () => {
    const entries = chain(5);
    entries[2] = { ...entries[2], changes: { amount_balance: { before: 1497, after: 0 } } };
    expect(verifyAuditChain(entries)).toMatchObject({ ok: false, sequence: 3, count: 2, reason: expect.stringMatching(/altered/) });

    const actor = chain(5);
    actor[3] = { ...actor[3], actor: { ...actor[3].actor, id: 'someone_else' } };
    expect(verifyAuditChain(actor)).toMatchObject({ ok: false, sequence: 4 });
  });

  it('breaks at the entry after a removed one', () => {
    const entries = chain(5);
    entries.splice(1, 1);
    expect(verifyAuditChain(entries)).toMatchObject({ ok: false, sequence: 3, count: 1, reason: expect.stringMatching(/expected sequence 2/) });
  });

  it('breaks where an altered entry was re-hashed, at the next link', () => {
    const entries = chain(4);
    const forged = { ...entries[1], request_id: 'req_forged' };
    const { previous_hash: previousHash, hash: _hash, ...content } = forged;
    entries[1] = { ...forged, hash: auditHash(previousHash, content) };
    expect(verifyAuditChain(entries)).toMatchObject({ ok: false, sequence: 3, reason: expect.stringMatching(/previous_hash/) });
  });

  it('breaks when the first entry does not start from the genesis hash, or a sequence is renumbered', () => {
    const entries = chain(3);
    entries[0] = chainEntry('a'.repeat(64), entry(1));
    expect(verifyAuditChain(entries)).toMatchObject({ ok: false, sequence: 1 });

    const renumbered = chain(3);
    renumbered[2] = { ...renumbered[2], sequence: 7 };
    expect(verifyAuditChain(renumbered)).toMatchObject({ ok: false, sequence: 7 });
  });
});
