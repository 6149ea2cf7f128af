import { z } from 'zod';

/** The caps of free-form `metadata` (docs/api-conventions.md, "Metadata"). */
export const METADATA_LIMITS = { keys: 50, keyLength: 64, depth: 3, jsonLength: 8_000 } as const;

/** How deep a JSON value nests: a scalar is 0, `{a: 1}` is 1, `{a: {b: 1}}` is 2. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((deepest, child) => Math.max(deepest, depthOf(child)), 0);
}

/**
 * A merchant's own key-value data on an object: at most 50 keys of at most 64 characters, nested at most 3
 * levels (the top object counts as one), at most 8,000 characters as JSON. Netline stores and returns it
 * and never reads it.
 */
export const metadataInput = () =>
  z
    .record(z.string().max(METADATA_LIMITS.keyLength), z.unknown())
    .refine((value) => Object.keys(value).length <= METADATA_LIMITS.keys, `holds at most ${METADATA_LIMITS.keys} keys`)
    .refine((value) => depthOf(value) <= METADATA_LIMITS.depth, `nests at most ${METADATA_LIMITS.depth} levels deep`)
    .refine(
      (value) => JSON.stringify(value).length <= METADATA_LIMITS.jsonLength,
      `must be at most ${METADATA_LIMITS.jsonLength.toLocaleString('en-US')} characters as JSON`,
    )
    .meta({
      description: `Your own key-value data: at most ${METADATA_LIMITS.keys} keys, nested at most ${METADATA_LIMITS.depth} levels, ${METADATA_LIMITS.jsonLength.toLocaleString('en-US')} characters as JSON`,
    });
