import { Filter, FilterOp, ListQuery } from '@netline/contracts';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

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
