import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MAX_BASE = 24;
const MIN_BASE = 3;

/**
 * A sub-merchant's id comes from its name (docs/partners.md): the DBA name, else the legal name, in
 * lowercase letters and digits only ("Acme Supply Co." → `acmesupplyco`), at most 24 characters. A name
 * with fewer than 3 usable characters gets a random tail, and so does a name whose id is taken
 * (`acmesupplyco7k2q`). Such ids never collide with Netline's prefixed ids (`mer_…`, `ptr_…`).
 */
export function baseMerchantId(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_BASE);
  return base.length >= MIN_BASE ? base : `${base}${randomTail(MIN_BASE + 5 - base.length)}`;
}

export function withRandomTail(base: string, length = 4): string {
  return `${base}${randomTail(length)}`;
}

function randomTail(length: number): string {
  let tail = '';
  for (let index = 0; index < length; index += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return tail;
}
