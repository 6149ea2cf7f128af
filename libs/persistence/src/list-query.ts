import { Filter, FilterOp, ListPage, ListQuery } from '@netline/contracts';
import { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { keptRangeCount, rangeCountKey, rangeCountPlan, rangeOf, RangeScale } from './range-counts';
import { keptCountKey, keptRowCount } from './row-counts';

const SQL_OPS: Record<Exclude<FilterOp, 'prefix'>, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/**
 * The condition keeping a list inside a merchant scope, on `column` (e.g. `customer.merchant_id`). A scope of
 * one merchant is matched with `=`: only then can an index led by `merchant_id` hand the rows over in the
 * list's order, so the first page reads a page of the index rather than sorting all the merchant's rows
 * (docs/persistence.md, "Indexes for lists"). A partner's wider scope matches `= ANY(:scope)`. Both
 * parameters are always bound, so that more conditions of the same builder may use `:scope`.
 */
export function scopeCondition(column: string, scope: readonly string[]): [string, { scope: string[]; scopeMerchant: string | undefined }] {
  const condition = scope.length === 1 ? `${column} = :scopeMerchant` : `${column} = ANY(:scope)`;
  return [condition, { scope: [...scope], scopeMerchant: scope[0] }];
}

/** A LIKE pattern matching text that starts with `prefix` literally: its own `%`, `_` and `\` match only themselves. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Applies a parsed list query to a query builder. `columns` maps each public field name the endpoint
 * allows to a SQL expression; fields arrive already checked against the endpoint's allow-list, and
 * values are always bound as parameters. The id is the final sort key so that paging is stable.
 */
export function applyListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  columns: Record<string, string>,
  idColumn: string,
): SelectQueryBuilder<T> {
  query.filters.forEach((filter: Filter, index) => {
    const column = columns[filter.field];
    if (!column) throw new Error(`no column mapped for filter field ${filter.field}`);
    const parameter = `filter_${index}`;
    if (filter.op === 'prefix') {
      // lower() on both sides rather than ILIKE, so that an index on lower(column) text_pattern_ops serves it.
      builder.andWhere(`lower(${column}) LIKE lower(:${parameter})`, { [parameter]: likePrefix(String(filter.value)) });
      return;
    }
    builder.andWhere(`${column} ${SQL_OPS[filter.op]} :${parameter}`, { [parameter]: filter.value });
  });
  let ordered = false;
  for (const key of query.sort) {
    const column = columns[key.field];
    if (!column) throw new Error(`no column mapped for sort field ${key.field}`);
    builder.addOrderBy(column, key.direction === 'asc' ? 'ASC' : 'DESC');
    ordered = true;
  }
  const lastDirection = query.sort.at(-1)?.direction === 'asc' || !ordered ? 'ASC' : 'DESC';
  builder.addOrderBy(idColumn, lastDirection);
  return builder.skip(query.offset).take(query.limit);
}

/**
 * A list whose table keeps per-merchant row counts (`keepRowCounts`): its table, the scope the builder
 * selects, and the columns whose values are counted too (`keepFacetCounts`), named as the list's filter
 * fields (the same names as the columns).
 */
export interface KeptCountOf {
  table: string;
  scope: readonly string[];
  facets?: readonly string[];
  /**
   * The filter fields whose values are counted by bucket (`keepRangeCounts`), each with its column as SQL
   * over the builder's alias and its scale: a page filtered on a range of one of them alone counts only the
   * rows of the buckets its ends cut into.
   */
  ranges?: Readonly<Record<string, { column: string; scale: RangeScale }>>;
}

/**
 * The page a builder (with `applyListQuery` applied) selects, and its total; or, for a query marked
 * `uncounted`, one row past the page instead of the total, which answers whether a page follows without
 * counting every match (docs/api-conventions.md, "Lists: paging, filters, sorting"). Given `kept`, a
 * query without filters, or with one `eq` filter on a kept facet, takes its total from the kept row
 * counts rather than counting the scope's rows (docs/persistence.md, "Kept row counts"): the builder
 * must then select the scope's rows and no other condition than that filter. A query whose filters are
 * all a range of one of `kept.ranges` adds the kept buckets the range covers to a count of the rows in
 * the buckets its ends cut into ("Kept range counts"), on the same condition. Given `keysFirst`, or on a
 * page at least `DEEP_PAGE_OFFSET` rows into a list of one table keyed by one column, the page is read as
 * its keys, then its rows (`pageRows`).
 */
export async function pageOf<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: Pick<ListQuery, 'limit' | 'uncounted' | 'filters'>,
  kept?: KeptCountOf,
  keysFirst?: KeysFirst<T>,
): Promise<ListPage<T>> {
  const byKeys = keysFirst ?? deepPageKeys(builder);
  const rows = () => pageRows(builder, byKeys);
  if (query.uncounted) {
    builder.take(query.limit + 1);
    return pastThePage(query.limit, await rows());
  }
  const key = kept ? keptCountKey(kept.table, kept.facets ?? [], query.filters) : null;
  if (kept && key) {
    const [items, count] = await Promise.all([rows(), keptRowCount(builder.connection, key, kept.scope)]);
    return { items, count };
  }
  const ranged = kept && rangeCountOf(kept, query.filters);
  if (kept && ranged) {
    const { field, column, scale, range } = ranged;
    const countMatches = (extra?: { below: number } | { from: number }) => {
      const counting = builder.clone();
      if (extra) {
        const [operator, edge] = 'below' in extra ? ['<', extra.below] : ['>=', extra.from];
        counting.andWhere(`${column} ${operator} :rangeEdge`, { rangeEdge: scale === 'day' ? new Date(edge) : edge });
      }
      return counting.getCount();
    };
    const [items, count] = await Promise.all([
      rows(),
      keptRangeCount(builder.connection, rangeCountKey(kept.table, field), kept.scope, rangeCountPlan(scale, range), countMatches),
    ]);
    return { items, count };
  }
  if (query.filters.length > 0) {
    // A filter nothing keeps a count of is counted by reading its matches from an index, which on a large
    // merchant costs as much as the page (docs/persistence.md, "Indexes for lists"): the two are read at
    // once, each on a pool connection of its own, where TypeORM's pair below sends one after the other.
    const [items, count] = await Promise.all([rows(), builder.getCount()]);
    return { items, count };
  }
  // TypeORM's own pair: it skips the count query when the page it read is the last one.
  const [items, count] = byKeys ? await Promise.all([rows(), builder.getCount()]) : await builder.getManyAndCount();
  return { items, count };
}

/** The entity property that keys a list's rows, for `pageOf` to read a page's keys before its rows. */
export interface KeysFirst<T> {
  key: keyof T & string;
}

/**
 * How many rows a page skips before it is read keys first (`pageOf`, and lists read in plain SQL with
 * `plainPageRows`): ten pages of the default size. An offset is a walk over every row it skips; read whole, each of those rows is a read of
 * the table, which a cold cache pays in disk reads (page 100 of a list skips 2,475). Read as keys, the walk
 * reads index entries alone, and only the page's own rows come from the table (docs/persistence.md,
 * "Deep pages"). Nearer the start the skipped rows cost less than the second round trip.
 */
export const DEEP_PAGE_OFFSET = 250;

/**
 * `keysFirst` for a builder whose page skips at least `DEEP_PAGE_OFFSET` rows, when its rows are one
 * table's (no joins: TypeORM applies `skip` as an OFFSET only then), selected whole (the rows are read
 * again by key with the entity's own columns, so a builder that selects more or less keeps its offset
 * walk), and that table has a one-column key.
 */
function deepPageKeys<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>): KeysFirst<T> | undefined {
  const { skip = 0, joinAttributes, selects } = builder.expressionMap;
  const whole = selects.length === 1 && selects[0].selection === builder.alias;
  if (skip < DEEP_PAGE_OFFSET || joinAttributes.length > 0 || !whole) return undefined;
  const keys = builder.expressionMap.mainAlias?.metadata.primaryColumns ?? [];
  return keys.length === 1 ? { key: keys[0].propertyName as keyof T & string } : undefined;
}

/**
 * A page read as its keys, then its rows: `rows` reads the rows of the keys in any order, and they are put
 * back in the keys' order (`keyOf` names a row's key). A key whose row is gone by then is left out.
 */
export async function keysInOrder<Key, Row>(keys: readonly Key[], rows: (keys: Key[]) => Promise<Row[]>, keyOf: (row: Row) => Key): Promise<Row[]> {
  if (keys.length === 0) return [];
  const read = await rows([...keys]);
  const position = new Map(keys.map((key, index) => [key, index]));
  return read.filter((row) => position.has(keyOf(row))).sort((a, b) => position.get(keyOf(a))! - position.get(keyOf(b))!);
}

/** A merchant's list read in plain SQL from one table, and the column that keys the merchant's rows there. */
export interface PlainList {
  table: string;
  /** The columns answered, as SQL (`*`, `entry`, `sequence, method, …`). */
  select: string;
  /** The key column and its SQL type, for the array of a page's keys (`id` and `text`, `sequence` and `bigint`). */
  key: { column: string; type: 'text' | 'bigint' };
}

/**
 * The rows of one page of such a list. `page.sql` is the statement after its select list (`FROM … WHERE
 * merchant_id = $1 … ORDER BY … LIMIT $n OFFSET $n+1`), `page.values` its parameters, `page.offset` the
 * rows it skips. Nearer the start than `DEEP_PAGE_OFFSET`, one statement; deeper, the page's keys first, from the
 * list's index alone, then its rows by key, put back in order (`keysInOrder`; docs/persistence.md, "Deep
 * pages").
 */
export async function plainPageRows<Row>(
  executor: { query(text: string, values?: unknown[]): Promise<unknown> },
  list: PlainList,
  merchantId: string,
  page: { sql: string; values: unknown[]; offset: number },
): Promise<Row[]> {
  if (page.offset < DEEP_PAGE_OFFSET) return executor.query(`SELECT ${list.select} ${page.sql}`, page.values) as Promise<Row[]>;
  const { column, type } = list.key;
  const keys = ((await executor.query(`SELECT ${column} AS page_key ${page.sql}`, page.values)) as Array<{ page_key: string }>).map((row) => row.page_key);
  // The key is read under a name of its own, so a select list without it (the audit trail's `entry`) still puts the rows in order.
  const rows = await keysInOrder(
    keys,
    (pageKeys) =>
      executor.query(`SELECT ${list.select}, ${column} AS page_key FROM ${list.table} WHERE merchant_id = $1 AND ${column} = ANY($2::${type}[])`, [
        merchantId,
        pageKeys,
      ]) as Promise<Array<Row & { page_key: string }>>,
    (row) => row.page_key,
  );
  return rows.map(({ page_key: _key, ...row }) => row as unknown as Row);
}

/**
 * The page a builder selects; given `keysFirst`, in two statements: the keys of the page, in the list's
 * order, then the rows of those keys, put back in that order. The first names no column but the key, the
 * order and the filters, so an index that holds them all answers it alone: a filter that refuses most of
 * the rows an ordered walk passes then costs index entries, not a read of the table for each
 * (docs/persistence.md, "Indexes for lists"). One more round trip, so only for lists that gain from it.
 * The two statements see the table a moment apart, as a page and its count already do: a row gone
 * between them is left out of the page.
 */
async function pageRows<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, keysFirst?: KeysFirst<T>): Promise<T[]> {
  if (!keysFirst) return builder.getMany();
  const column = `${builder.alias}.${keysFirst.key}`;
  const keys = (await builder.clone().select(column, 'key').getRawMany<{ key: unknown }>()).map((row) => row.key);
  return keysInOrder(
    keys,
    (pageKeys) =>
      builder.connection
        .getRepository<T>(builder.expressionMap.mainAlias!.target as EntityTarget<T>)
        .createQueryBuilder(builder.alias)
        .where(`${column} IN (:...pageKeys)`, { pageKeys })
        .getMany(),
    (row) => row[keysFirst.key],
  );
}

/** The kept range a query's filters make, when they all filter one of `kept.ranges` (`rangeOf`). */
function rangeCountOf(kept: KeptCountOf, filters: ListQuery['filters']) {
  const field = filters[0]?.field;
  const spec = field === undefined ? undefined : kept.ranges?.[field];
  const range = spec && rangeOf(spec.scale, field, filters);
  return spec && range ? { field, ...spec, range } : null;
}

/** A page read one row longer than `limit`: that row, when there is one, says a page follows. */
export function pastThePage<Row>(limit: number, read: Row[]): { items: Row[]; hasMore: boolean } {
  return { items: read.slice(0, limit), hasMore: read.length > limit };
}

/**
 * A page read with plain SQL: `rows(limit)` reads that many rows of the page, `count()` counts every match.
 * Counted unless the query says `uncounted`; then one row past the page says whether another follows, and
 * nothing is counted.
 */
export async function pageOfRows<Row>(
  query: Pick<ListQuery, 'limit' | 'uncounted'>,
  rows: (limit: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<ListPage<Row>> {
  if (query.uncounted) return pastThePage(query.limit, await rows(query.limit + 1));
  const [items, total] = await Promise.all([rows(query.limit), count()]);
  return { items, count: total };
}

/** A merchant's list read with plain SQL from one table whose rows carry an increasing `sequence`. */
export interface SequencedList {
  table: string;
  /** The columns answered, as SQL (`entry`, `sequence, method, …`). */
  select: string;
  /** The list spec's filter and sort fields and their columns: the only identifiers written into the SQL. */
  columns: Record<string, string>;
}

/**
 * One page of such a list (`GET /audit-events`, `GET /request-logs`) and its count (or, `uncounted`, whether more follow): the filters of the
 * query as bound parameters, its first sort field (default newest `sequence` first) with `sequence` as
 * the tiebreak. The merchant is always the first condition, so the `(merchant_id, …)` indexes serve it.
 * `sequence` keys a merchant's rows: a deep page is read as its sequences, then its rows.
 */
export async function sequencedPage<Row>(
  executor: { query(text: string, values?: unknown[]): Promise<unknown> },
  list: SequencedList,
  merchantId: string,
  query: ListQuery,
): Promise<ListPage<Row>> {
  const where = ['merchant_id = $1'];
  const values: unknown[] = [merchantId];
  for (const filter of query.filters) {
    const column = list.columns[filter.field];
    if (!column || filter.op === 'prefix') throw new Error(`no column mapped for filter ${filter.field} ${filter.op}`);
    values.push(filter.value);
    where.push(`${column} ${SQL_OPS[filter.op]} $${values.length}`);
  }
  const sort = query.sort[0] ?? { field: 'sequence', direction: 'desc' };
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const column = list.columns[sort.field] ?? 'sequence';
  const order = column === 'sequence' ? `sequence ${direction}` : `${column} ${direction}, sequence ${direction}`;
  const condition = where.join(' AND ');
  const page = `FROM ${list.table} WHERE ${condition} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`;
  return pageOfRows(
    query,
    (limit) =>
      plainPageRows<Row>(executor, { ...list, key: { column: 'sequence', type: 'bigint' } }, merchantId, {
        sql: page,
        values: [...values, limit, query.offset],
        offset: query.offset,
      }),
    async () =>
      ((await executor.query(`SELECT count(*)::int AS count FROM ${list.table} WHERE ${condition}`, values)) as Array<{ count: number }>)[0]?.count ?? 0,
  );
}
