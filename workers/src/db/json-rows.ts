import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

// Rows read as a JSON array inside another statement's row (a correlated subquery), then typed as drizzle reads them.

type Fields = Record<string, Column>;
type RowOf<F extends Fields> = { [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null };

/** All columns of a table, to read whole rows as JSON. */
export const allColumns = <T extends SQLiteTable>(table: T) => getTableColumns(table) as T['_']['columns'];

/** `(select json_group_array(json_object(...)) from table where ...)`: the rows of `fields` that pass `where`. */
export function jsonRows<F extends Fields>(fields: F, table: SQLiteTable, where: SQL | undefined): SQL<string> {
  const pairs = Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql<string>`(select json_group_array(json_object(${sql.join(pairs, sql`, `)})) from ${table} where ${where ?? sql`1`})`;
}

/** The rows `jsonRows` read, each value mapped from the database as drizzle maps a selected column. */
export function parseJsonRows<F extends Fields>(fields: F, json: string | null): RowOf<F>[] {
  const rows = JSON.parse(json ?? '[]') as Record<string, unknown>[];
  const mapped = rows.map((row) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, column]) => [key, row[key] === null ? null : column.mapFromDriverValue(row[key])]),
    ),
  );
  return mapped as RowOf<F>[];
}
