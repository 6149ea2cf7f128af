import { useEffect, useState } from 'react';
import { call } from './api';

/** A page of the customers list as large as the API gives, and how many pages a lookup reads at most. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * Business names for customer ids that other records carry (reports, emails). The names are read from
 * the customers list a page at a time until every id asked for is named, so a screen of rows costs one
 * request (or a few) rather than one per customer, which the API's per-minute limit would soon refuse. An
 * id still unnamed after that (a customer beyond the pages read, or a failed request) is shown as itself.
 */
export function useCustomerNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].sort().join(',');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const wanted = new Set(key ? key.split(',') : []);
    if (wanted.size === 0) return;
    let live = true;
    void (async () => {
      const found = new Map<string, string>();
      for (let page = 0; page < MAX_PAGES; page++) {
        const list = await call('get', '/customers', { query: { page, limit: PAGE_SIZE, sort: 'business_name' } }).catch(() => undefined);
        if (!list) break;
        for (const customer of list.results) if (wanted.has(customer.id)) found.set(customer.id, customer.business_name);
        if (found.size === wanted.size || (page + 1) * list.limit >= list.count) break;
      }
      if (live) setNames(found);
    })();
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
