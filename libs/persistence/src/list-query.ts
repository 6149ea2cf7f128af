import { Filter, FilterOp, ListQuery } from '@netline/contracts';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

const SQL_OPS: Record<FilterOp, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

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
