import type { CountedList, ListEnvelope } from '@netline/contracts';

/**
 * The total a list answered. Every list counts unless its query said `uncounted` (which only the gateway
 * sets, for API versions that answer `has_more`); a test reading a total asked for one, so an uncounted
 * answer here is a failure, not a zero.
 */
export function totalOf(list: ListEnvelope<unknown> | CountedList<unknown>): number {
  if (!('count' in list)) throw new Error(`the list answered has_more (${String(list.has_more)}) instead of a total`);
  return list.count;
}
