import { createHash } from 'node:crypto';
import { AUDIT_GENESIS_HASH, AuditChainEntry, AuditEvent } from './audit';

/**
 * The audit chain (docs/decisions/0026-audit-trail.md): each merchant's entries are numbered from 1 and
 * each carries `hash` = SHA-256 of its `previous_hash`, a newline, and the canonical JSON of the entry
 * without its two hashes. Changing any field of an entry changes its hash; removing or reordering entries
 * breaks the sequence or the link to the previous hash. A second entry point (`@netline/contracts/audit-chain`)
 * because it needs Node's crypto, which the dashboard's bundle of the contracts must not pull in.
 */

/** JSON with every object's keys sorted, no whitespace: one text per value, whoever serializes it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** The hash of `entry` after `previousHash`. */
export function auditHash(previousHash: string, entry: AuditEvent): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalJson(entry)}`)
    .digest('hex');
}

/** `entry` as a link of the chain after `previousHash`. */
export function chainEntry(previousHash: string, entry: AuditEvent): AuditChainEntry {
  return { ...entry, previous_hash: previousHash, hash: auditHash(previousHash, entry) };
}

export type AuditVerification =
  | { ok: true; count: number; first_sequence: number | null; last_sequence: number | null; last_hash: string | null }
  | { ok: false; sequence: number; reason: string; count: number };

/**
 * Checks a run of one merchant's entries in order: consecutive sequences, each linked to the hash of the
 * one before (the first to the genesis hash when it is sequence 1; a run starting later is trusted for its
 * first `previous_hash`), and each hash matching its content. Answers the first sequence that breaks.
 */
export function verifyAuditChain(entries: readonly AuditChainEntry[]): AuditVerification {
  let previous: AuditChainEntry | undefined;
  let count = 0;
  for (const entry of entries) {
    const { previous_hash: previousHash, hash, ...content } = entry;
    const sequence = entry.sequence;
    const broken = (reason: string): AuditVerification => ({ ok: false, sequence, reason, count });
    if (!Number.isSafeInteger(sequence) || sequence < 1) return broken('the sequence is not a whole number from 1');
    if (previous) {
      if (sequence !== previous.sequence + 1)
        return broken(`expected sequence ${previous.sequence + 1} after ${previous.sequence}: entries are missing or out of order`);
      if (previousHash !== previous.hash) return broken(`its previous_hash is not the hash of entry ${previous.sequence}`);
    } else if (sequence === 1 && previousHash !== AUDIT_GENESIS_HASH) {
      return broken('the first entry does not start from the genesis hash');
    }
    if (typeof previousHash !== 'string' || auditHash(previousHash, content) !== hash)
      return broken('its hash does not match its content: the entry was altered');
    previous = entry;
    count += 1;
  }
  return {
    ok: true,
    count,
    first_sequence: entries[0]?.sequence ?? null,
    last_sequence: previous?.sequence ?? null,
    last_hash: previous?.hash ?? null,
  };
}
