import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../migrate';

// Migrations are written by hand (decision 031's search table is outside drizzle's reach); these hold them to the schema.

const root = resolve(import.meta.dirname, '../..');
const kit = join(root, 'node_modules/.bin/drizzle-kit');
const dir = mkdtempSync(join(tmpdir(), 'schema-drift-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** drizzle-kit with a config of its own in the repo's root (it resolves its config's imports from there). */
function drizzleKit(args: string[], config: string): string {
  const file = join(root, `.schema-drift-${process.pid}.config.ts`);
  writeFileSync(file, `import { defineConfig } from 'drizzle-kit';\nexport default defineConfig(${config});\n`);
  try {
    const r = spawnSync(kit, [...args, '--config', file], { cwd: root, encoding: 'utf8', timeout: 60_000, input: '' });
    return `${r.stdout}\n${r.stderr}`;
  } finally {
    rmSync(file, { force: true });
  }
}

/** What drizzle-kit would change in a database to make it the schema: its statements, one a line. */
const statementsOf = (output: string) => output.split('\n').filter((line) => /^(CREATE|DROP|ALTER)\b/.test(line.trim()));

describe('the schema and the migrations', () => {
  it('a database built by the migrations is the schema: drizzle-kit finds nothing to change but what it cannot describe', async () => {
    const db = join(dir, 'migrated.db');
    const client = createClient({ url: `file:${db}` });
    await applyMigrations(client);
    client.close();
    const schema = JSON.stringify(join(root, 'workers/src/db/schema.ts'));
    const output = drizzleKit(['push', '--verbose'], `{ dialect: 'turso', schema: ${schema}, dbCredentials: { url: 'file:${db}' } }`);
    expect(output).toContain('Pulling schema from database');
    const left = statementsOf(output).filter(
      (s) =>
        // the search index: an FTS5 table and its shadow tables, made by migration 0011, unknown to drizzle
        !/^DROP TABLE `tutor_search(_\w+)?`;$/.test(s) &&
        // an index on an expression or with a WHERE: drizzle-kit always drops and re-creates these two, as written
        !/^(DROP|CREATE UNIQUE) INDEX `(users_email_lower_unique|lesson_proposals_open_unique)`/.test(s),
    );
    expect(left).toEqual([]);
  });

  it('the last snapshot is the schema, so the next `npm run db:generate` writes only what changed', () => {
    const copy = join(dir, 'migrations');
    cpSync(join(root, 'migrations'), copy, { recursive: true }); // drizzle-kit takes `out` relative to its working folder
    const schema = JSON.stringify(join(root, 'workers/src/db/schema.ts'));
    const output = drizzleKit(['generate'], `{ dialect: 'sqlite', schema: ${schema}, out: ${JSON.stringify(relative(root, copy))} }`);
    expect(output).toContain('No schema changes');
  });
});
