import type { Paged } from '@kalam/core/api';
import type { BatchResponse } from 'drizzle-orm/batch';
import { batch, type Statement } from './batch';
import type { Db } from './client';

/** The page asked for, as every list's query schema defines it: `page` from 1, `size` rows. */
export interface PageQuery {
  page: number;
  size: number;
}

/** A select, ordered, that `pageOf` limits to one page. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): Statement & { _: { result: Row[] } } };
}

/** A select answering one row whose `n` is how many rows the whole list has. */
type Total = Statement & { _: { result: { n: number }[] } };

/**
 * One page of `rows` and the list's `total`, read in one batch: one round trip (decision 010). Every paged list goes
 * through here; the lint gate refuses `.offset(` in the services.
 */
export async function pageOf<Row>(db: Db, q: PageQuery, rows: Pageable<Row>, total: Total): Promise<Paged<Row>> {
  const [page] = await pageWith(db, q, rows, total, []);
  return page;
}

/** `pageOf` with more statements in the same batch (a membership to check, an unread count); their answers follow the page. */
export async function pageWith<Row, const More extends readonly Statement[]>(
  db: Db,
  q: PageQuery,
  rows: Pageable<Row>,
  total: Total,
  more: More,
): Promise<[Paged<Row>, ...BatchResponse<More>]> {
  const [list, counted, ...answers] = await batch(db, [rows.limit(q.size).offset((q.page - 1) * q.size), total, ...more]);
  return [{ list: list as Row[], total: (counted as { n: number }[])[0]?.n ?? 0 }, ...(answers as BatchResponse<More>)];
}

type Limitable = { limit(limit: number): { offset(offset: number): unknown } };

/**
 * Page `q` of an ordered select, as a statement to wrap: for the list that picks its page by sort keys and counts its
 * total over the same candidates in that one statement (the tutor list, decision 040).
 */
export function pageRange<R extends Limitable>(rows: R, q: PageQuery): ReturnType<ReturnType<R['limit']>['offset']> {
  return rows.limit(q.size).offset((q.page - 1) * q.size) as ReturnType<ReturnType<R['limit']>['offset']>;
}
