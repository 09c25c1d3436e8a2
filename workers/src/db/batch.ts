import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from './client';

export type Statement = BatchItem<'sqlite'>;

/**
 * Statements sent as one batch: one round trip, one transaction (decision 010), each answer typed as its statement's.
 * Takes lists built at run time too, which drizzle's `batch` (a non-empty tuple) refuses; an empty list sends nothing.
 */
export async function batch<const T extends readonly Statement[]>(db: Db, statements: T): Promise<BatchResponse<T>> {
  if (!statements.length) return [] as unknown as BatchResponse<T>;
  // the one place the list meets drizzle's tuple type: the answers are what `BatchResponse` says, in the same order
  return (await db.batch(statements as unknown as readonly [Statement, ...Statement[]])) as unknown as BatchResponse<T>;
}
