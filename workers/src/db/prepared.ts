import type { InArgs, InStatement, Row } from '@libsql/client';
import { Column, type DriverValueDecoder, fillPlaceholders, is, type Query, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A statement drizzle builds once per isolate (with the first request's `db`), its per-call values named by
 * `sql.placeholder`: building a query costs more CPU than the rest of a small read, and `db` is made per request.
 */
export function prepared<V extends object>(build: (db: Db) => Query): (db: Db, values: V) => InStatement {
  let query: Query | undefined;
  return (db, values) => {
    query ??= build(db);
    return { sql: query.sql, args: fillPlaceholders(query.params, values as Record<string, unknown>) as InArgs };
  };
}

type Shape = Record<string, Record<string, Column | SQL>>;

/** What `sql\`…\`.mapWith()` set: drizzle keeps it on the fragment without typing it. */
const decoderOf = (field: SQL) => (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * Reads the row of a select of `shape` (groups of columns, in the order drizzle selects them) as drizzle would, through a
 * plan made once per isolate: each value mapped from the database by its column, and a `nullable` (left-joined) group
 * null when none of its columns came back.
 */
export function rowReader<T>(shape: Shape, nullable: readonly string[]): (row: Row, from?: number) => T {
  const plan = Object.entries(shape).map(([group, fields]) => ({
    group,
    nullable: nullable.includes(group),
    fields: Object.entries(fields).map(([key, field]) => ({ key, decode: is(field, Column) ? field : decoderOf(field) })),
  }));
  return (row, from = 0) => {
    const read: Record<string, Record<string, unknown> | null> = {};
    let at = from;
    for (const { group, nullable: mayBeNull, fields } of plan) {
      const values: Record<string, unknown> = {};
      let found = false;
      for (const { key, decode } of fields) {
        const raw = row[at++] ?? null;
        found ||= raw !== null;
        values[key] = raw === null ? null : decode.mapFromDriverValue(raw);
      }
      read[group] = mayBeNull && !found ? null : values;
    }
    return read as T;
  };
}
