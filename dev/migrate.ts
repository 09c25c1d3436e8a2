import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';

const MIGRATIONS = resolve(import.meta.dirname, '../migrations');
const TABLE = '__drizzle_migrations';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * Applies drizzle-kit's migrations (`migrations/`) with drizzle's libSQL migrator: the pending ones run in one write
 * batch and are recorded in drizzle's `__drizzle_migrations` table, so running it again changes nothing.
 * Resolves to the tags it applied (empty when the database was up to date).
 */
export async function applyMigrations(client: Client, dir = MIGRATIONS): Promise<string[]> {
  const journal = JSON.parse(readFileSync(resolve(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const exists = await client.execute({ sql: "select 1 from sqlite_master where type = 'table' and name = ?", args: [TABLE] });
  const last = exists.rows.length ? Number((await client.execute(`select max(created_at) from ${TABLE}`)).rows[0]?.[0] ?? 0) : 0;
  await migrate(drizzle(client), { migrationsFolder: dir, migrationsTable: TABLE });
  return journal.entries.filter((e) => e.when > last).map((e) => e.tag);
}

// CLI: `tsx dev/migrate.ts --url http://127.0.0.1:4001` (token from LIBSQL_AUTH_TOKEN) or `--file .data/kalam.db`
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const url = arg('--url') ?? `file:${arg('--file') ?? '.data/kalam.db'}`;
  const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
  try {
    const applied = await applyMigrations(client);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    client.close();
  }
}
