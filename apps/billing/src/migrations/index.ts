import { Billing1763900000000 } from './1763900000000-billing';
import { PaymentApplications1764000000000 } from './1764000000000-payment-applications';
import { SubMerchants1764100000000 } from './1764100000000-sub-merchants';
import { InvoiceLineItems1764250000000 } from './1764250000000-invoice-line-items';
import { MerchantPdfFetches1764600000000 } from './1764600000000-merchant-pdf-fetches';
import { PaymentBookings1764800000000 } from './1764800000000-payment-bookings';
import { Collections1765000000000 } from './1765000000000-collections';
import { SearchPrefixes1765300000000 } from './1765300000000-search-prefixes';
import { AppendOnlyApplications1765600000000 } from './1765600000000-append-only-applications';
import { ListIndexes1766100000000 } from './1766100000000-list-indexes';
import { Disputes1766300000000 } from './1766300000000-disputes';
import { PromisesToPay1766300100000 } from './1766300100000-promises-to-pay';
import { Statements1766310000000 } from './1766310000000-statements';
import { KeptRowCounts1767200000000 } from './1767200000000-kept-row-counts';
import { KeptFacetCounts1767400000000 } from './1767400000000-kept-facet-counts';
import { OverdueIndexes1767410000000 } from './1767410000000-overdue-indexes';
import { StatementClosings1767420000000 } from './1767420000000-statement-closings';
import { OpenBalanceIndex1767430000000 } from './1767430000000-open-balance-index';
import { KeptRangeCounts1767440000000 } from './1767440000000-kept-range-counts';
import { SettlementIndex1767450000000 } from './1767450000000-settlement-index';
import { CoveringPrefixes1767470000000 } from './1767470000000-covering-prefixes';
import { CollectableCovering1767480000000 } from './1767480000000-collectable-covering';
import { ApplicationsByInvoice1767510000000 } from './1767510000000-applications-by-invoice';
import { ListWithNumber1767520000000 } from './1767520000000-list-with-number';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const BILLING_MIGRATIONS = [
  Billing1763900000000,
  PaymentApplications1764000000000,
  SubMerchants1764100000000,
  InvoiceLineItems1764250000000,
  MerchantPdfFetches1764600000000,
  PaymentBookings1764800000000,
  Collections1765000000000,
  SearchPrefixes1765300000000,
  AppendOnlyApplications1765600000000,
  ListIndexes1766100000000,
  Disputes1766300000000,
  PromisesToPay1766300100000,
  Statements1766310000000,
  KeptRowCounts1767200000000,
  KeptFacetCounts1767400000000,
  OverdueIndexes1767410000000,
  StatementClosings1767420000000,
  OpenBalanceIndex1767430000000,
  KeptRangeCounts1767440000000,
  SettlementIndex1767450000000,
  CoveringPrefixes1767470000000,
  CollectableCovering1767480000000,
  ApplicationsByInvoice1767510000000,
  ListWithNumber1767520000000,
];
