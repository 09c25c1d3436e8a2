import type { MatchMode } from '@kalam/core';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Case-insensitive text match in the spec's modes; LIKE wildcards in the search are taken literally. */
export function textMatches(column: SQLWrapper, search: string, mode: MatchMode): SQL {
  const s = search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const pattern = mode === 'exact' ? s : mode === 'prefix' ? `${s}%` : mode === 'suffix' ? `%${s}` : `%${s}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}
