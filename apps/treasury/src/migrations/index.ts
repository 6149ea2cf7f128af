import { Treasury1764000000000 } from './1764000000000-treasury';
import { SubMerchants1764100000000 } from './1764100000000-sub-merchants';
import { OnlinePayments1765300000000 } from './1765300000000-online-payments';
import { AppendOnlyTransactions1765600000000 } from './1765600000000-append-only-transactions';
import { ListIndexes1766100000000 } from './1766100000000-list-indexes';
import { KeptRowCounts1767200000000 } from './1767200000000-kept-row-counts';
import { KeptFacetCounts1767400000000 } from './1767400000000-kept-facet-counts';
import { InvoiceSumsIndexes1767500000000 } from './1767500000000-invoice-sums-indexes';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const TREASURY_MIGRATIONS = [
  Treasury1764000000000,
  SubMerchants1764100000000,
  OnlinePayments1765300000000,
  AppendOnlyTransactions1765600000000,
  ListIndexes1766100000000,
  KeptRowCounts1767200000000,
  KeptFacetCounts1767400000000,
  InvoiceSumsIndexes1767500000000,
];
