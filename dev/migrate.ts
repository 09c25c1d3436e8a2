import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';

const MIGRATIONS = resolve(import.meta.dirname, '../migrations');

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/**
 * Applies drizzle-kit's migrations in journal order, each in one write batch, recorded in drizzle's own
 * `__drizzle_migrations` table so drizzle-kit sees the same history. Idempotent.
 */
export async function applyMigrations(client: Client, dir = MIGRATIONS): Promise<string[]> {
  await client.execute(
    'CREATE TABLE IF NOT EXISTS __drizzle_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)',
  );
  const done = new Set((await client.execute('SELECT created_at FROM __drizzle_migrations')).rows.map((r) => Number(r.created_at)));
  const journal = JSON.parse(readFileSync(resolve(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const applied: string[] = [];
  for (const entry of journal.entries) {
    if (done.has(entry.when)) continue;
    const sql = readFileSync(resolve(dir, `${entry.tag}.sql`), 'utf8');
    const statements = sql.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
    await client.batch(
      [
        ...statements,
        { sql: 'INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)', args: [createHash('sha256').update(sql).digest('hex'), entry.when] },
      ],
      'write',
    );
    applied.push(entry.tag);
  }
  return applied;
}

// CLI: tsx dev/migrate.ts --url libsql://… (token from LIBSQL_AUTH_TOKEN) or --file path/to.db
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
  const url = process.argv.includes('--url') ? arg('--url')! : `file:${arg('--file') ?? '.data/kalam.db'}`;
  const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
  const applied = await applyMigrations(client);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date.');
  client.close();
}
