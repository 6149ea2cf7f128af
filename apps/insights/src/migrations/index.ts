import { Insights1765000000000 } from './1765000000000-insights';
import { AgingHistory1765500000000 } from './1765500000000-aging-history';
import { AuditTrail1766000000000 } from './1766000000000-audit-trail';
import { RequestLogs1767000000000 } from './1767000000000-request-logs';
import { ReceivableCustomers1767100000000 } from './1767100000000-receivable-customers';
import { AgingChanges1767300000000 } from './1767300000000-aging-changes';
import { CustomerBalances1767400000000 } from './1767400000000-customer-balances';
import { KeptAgingSums1767460000000 } from './1767460000000-kept-aging-sums';
import { OwedFiguresIndex1767530000000 } from './1767530000000-owed-figures-index';
import { CustomerPaidCredited1767600000000 } from './1767600000000-customer-paid-credited';
import { AuditListIndexes1767610000000 } from './1767610000000-audit-list-indexes';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const INSIGHTS_MIGRATIONS = [
  Insights1765000000000,
  AgingHistory1765500000000,
  AuditTrail1766000000000,
  RequestLogs1767000000000,
  ReceivableCustomers1767100000000,
  AgingChanges1767300000000,
  CustomerBalances1767400000000,
  KeptAgingSums1767460000000,
  OwedFiguresIndex1767530000000,
  CustomerPaidCredited1767600000000,
  AuditListIndexes1767610000000,
];
