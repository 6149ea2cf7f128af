import { Init1763700000000 } from './1763700000000-init';
import { CreditLedger1763800000000 } from './1763800000000-credit-ledger';
import { PartnerCustomers1764100000000 } from './1764100000000-partner-customers';
import { AuthorizationSweep1764700000000 } from './1764700000000-authorization-sweep';
import { CaptureSweep1764800000000 } from './1764800000000-capture-sweep';
import { SearchPrefixes1765300000000 } from './1765300000000-search-prefixes';
import { AppendOnlyDecisions1765600000000 } from './1765600000000-append-only-decisions';
import { ListIndexes1766100000000 } from './1766100000000-list-indexes';
import { InvoiceDisputes1766300000000 } from './1766300000000-invoice-disputes';
import { CreditLineRequests1766320000000 } from './1766320000000-credit-line-requests';
import { CustomersByEmail1766330000000 } from './1766330000000-customers-by-email';
import { KeptRowCounts1767200000000 } from './1767200000000-kept-row-counts';
import { KeptFacetCounts1767400000000 } from './1767400000000-kept-facet-counts';
import { CoveringPrefixes1767470000000 } from './1767470000000-covering-prefixes';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const CREDIT_MIGRATIONS = [
  Init1763700000000,
  CreditLedger1763800000000,
  PartnerCustomers1764100000000,
  AuthorizationSweep1764700000000,
  CaptureSweep1764800000000,
  SearchPrefixes1765300000000,
  AppendOnlyDecisions1765600000000,
  ListIndexes1766100000000,
  InvoiceDisputes1766300000000,
  CreditLineRequests1766320000000,
  CustomersByEmail1766330000000,
  KeptRowCounts1767200000000,
  KeptFacetCounts1767400000000,
  CoveringPrefixes1767470000000,
];
