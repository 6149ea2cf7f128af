import { Injectable } from '@nestjs/common';
import {
  AGING_BUCKETS,
  AgingBuckets,
  AR_AGING_CUSTOMER_LIMIT,
  ArAgingHistory,
  ArAgingHistoryQuery,
  ArAgingReport,
  DsoReport,
  DSO_PERIOD_DAYS,
  toDollars,
} from '@netline/contracts';
import { MerchantClock } from '@netline/persistence';
import { BucketCents, dso, dsoPeriod, historyPoints } from '../receivables/aging';
import { AgingSumsRow, CustomerFiguresRow, ReceivablesRepository } from '../receivables/receivables.repository';

const asDollars = (buckets: BucketCents): AgingBuckets =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, toDollars(buckets[bucket])])) as AgingBuckets;

/** A row's bucket sums (bigint text) as cents; none at all without a row. */
const bucketCents = (row: AgingSumsRow | undefined): BucketCents =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, Number(row?.[bucket] ?? 0)])) as BucketCents;

/** The reports, read from insights' own tables only and aged at the merchant's time. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly receivables: ReceivablesRepository,
    private readonly clock: MerchantClock,
  ) {}

  /**
   * The merchant's time: its clock (shared by every service through Redis), and never earlier than the
   * last `clock.advanced` insights applied, so a report cannot age at a time the events have passed.
   */
  async now(merchantId: string): Promise<Date> {
    const [clock, announced] = await Promise.all([this.clock.now(merchantId), this.receivables.announcedNow(merchantId)]);
    return announced && announced.getTime() > clock.getTime() ? new Date(announced) : clock;
  }

  /**
   * Ageing at the merchant's time, summed in the database over the open receivables only: the merchant's
   * buckets, and the `AR_AGING_CUSTOMER_LIMIT` customers owing most (then, while there is room, those
   * owing nothing, by id), with what each was invoiced, paid and credited. The merchant's sums cost what
   * its open invoices cost; the customers, picked and counted from what `receivable_customers` keeps, cost
   * what the customers listed cost, not the merchant's history (README, "Reports at scale").
   */
  async arAging(merchantId: string): Promise<ArAgingReport> {
    const now = await this.now(merchantId);
    const [merchant, owing, customerCount] = await Promise.all([
      this.receivables.openAging(merchantId, now),
      this.receivables.openAgingByCustomer(merchantId, now, AR_AGING_CUSTOMER_LIMIT),
      this.receivables.knownCustomerCount(merchantId),
    ]);
    const room = AR_AGING_CUSTOMER_LIMIT - owing.length;
    const owingNothing =
      room > 0
        ? await this.receivables.knownCustomersBesides(
            merchantId,
            owing.map((row) => row.customer_id),
            room,
          )
        : [];
    const listed = [...owing.map((row) => row.customer_id), ...owingNothing];
    // The customers owing something came with their figures; those owing nothing are looked up.
    const others = owingNothing.length > 0 ? await this.receivables.customerFigures(merchantId, owingNothing) : [];
    const figures = new Map<string, CustomerFiguresRow>([...owing, ...others].map((row) => [row.customer_id, row]));
    const aged = new Map(owing.map((row) => [row.customer_id, row]));
    const none = bucketCents(undefined);
    return {
      object: 'ar_aging_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      total: toDollars(Number(merchant.total)),
      buckets: asDollars(bucketCents(merchant)),
      customer_count: customerCount,
      customers: listed
        .map((customerId) => {
          const sums = aged.get(customerId);
          const own = figures.get(customerId);
          return {
            customer_id: customerId,
            open_invoices: Number(sums?.open_invoices ?? 0),
            total: toDollars(Number(sums?.total ?? 0)),
            buckets: asDollars(sums ? bucketCents(sums) : none),
            invoiced: toDollars(Number(own?.invoiced ?? 0)),
            paid: toDollars(Number(own?.paid ?? 0)),
            credited: toDollars(Number(own?.credited ?? 0)),
            cents: Number(sums?.total ?? 0),
          };
        })
        // The database picked them; the order among equal totals is the report's own.
        .sort((a, b) => b.cents - a.cents || a.customer_id.localeCompare(b.customer_id))
        .map(({ cents: _cents, ...customer }) => customer),
    };
  }

  /**
   * The ageing buckets at the end of each day or week of the window (README, "Ageing history"): each
   * point ages the balances and due dates in effect at its moment, at that moment. The last point is
   * now, the ageing report's own sums; every other point ends a UTC day, and its buckets are the sums of
   * the merchant's day changes up to that day (`aging_day_changes`, kept as invoices change), so the report
   * reads a few rows a day whatever the merchant's history.
   */
  async arAgingHistory(merchantId: string, query: ArAgingHistoryQuery): Promise<ArAgingHistory> {
    const now = await this.now(merchantId);
    const points = historyPoints(now, query.days, query.interval);
    const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
    const [changes, current] = await Promise.all([
      this.receivables.agingDayChanges(merchantId, dayOf(points[0]), dayOf(now)),
      this.receivables.openAging(merchantId, now),
    ]);
    // Day by day in order, each point taking the running sums at the end of its day.
    const byDay = new Map<string, number[]>();
    for (const change of changes) {
      let day = byDay.get(change.day);
      if (!day) byDay.set(change.day, (day = AGING_BUCKETS.map(() => 0)));
      day[change.bucket] += Number(change.cents);
    }
    const days = [...byDay.keys()].sort();
    const running = AGING_BUCKETS.map(() => 0);
    let next = 0;
    const aged = points.map((point, index) => {
      if (index === points.length - 1) return bucketCents(current);
      for (; next < days.length && days[next] <= dayOf(point); next += 1) {
        byDay.get(days[next])!.forEach((cents, bucket) => {
          running[bucket] += cents;
        });
      }
      return Object.fromEntries(AGING_BUCKETS.map((bucket, at) => [bucket, running[at]])) as BucketCents;
    });
    return {
      object: 'ar_aging_history',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      interval: query.interval,
      days: query.days,
      points: points.map((point, index) => ({
        as_of: point.toISOString(),
        total: toDollars(Object.values(aged[index]).reduce((sum, cents) => sum + cents, 0)),
        buckets: asDollars(aged[index]),
      })),
    };
  }

  async dso(merchantId: string): Promise<DsoReport> {
    const now = await this.now(merchantId);
    const period = dsoPeriod(now);
    const row = await this.receivables.receivablesAndCreditSales(merchantId, period.start, period.end);
    const receivables = Number(row.receivables);
    const creditSales = Number(row.credit_sales);
    return {
      object: 'dso_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      period_start: period.start.toISOString(),
      period_days: DSO_PERIOD_DAYS,
      receivables: toDollars(receivables),
      credit_sales: toDollars(creditSales),
      dso: dso(receivables, creditSales),
    };
  }
}
