import { useEffect, useState } from 'react';
import { call } from './api';

/** A page of the invoices list as large as the API gives, and how many pages a lookup reads at most. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * Invoice numbers for invoice ids that other records carry (disputes, promises to pay), read like
 * customer names (`customer-names.tsx`): the invoices list a page at a time, newest first, until every id
 * asked for is numbered, so a screen of rows costs a request or a few rather than one per invoice. When
 * the records all belong to one customer the list is narrowed to that customer. An id still unnumbered
 * after that is shown as itself.
 */
export function useInvoiceNumbers(ids: readonly string[], customerId?: string): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].sort().join(',');
  const [numbers, setNumbers] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const wanted = new Set(key ? key.split(',') : []);
    if (wanted.size === 0) return;
    let live = true;
    void (async () => {
      const found = new Map<string, string>();
      for (let page = 0; page < MAX_PAGES; page++) {
        const list = await call('get', '/invoices', { query: { page, limit: PAGE_SIZE, 'filter[customer_id][eq]': customerId } }).catch(() => undefined);
        if (!list) break;
        for (const invoice of list.results) if (wanted.has(invoice.id)) found.set(invoice.id, invoice.number);
        if (found.size === wanted.size || (page + 1) * list.limit >= list.count) break;
      }
      if (live) setNumbers(found);
    })();
    return () => {
      live = false;
    };
  }, [key, customerId]);
  return numbers;
}
