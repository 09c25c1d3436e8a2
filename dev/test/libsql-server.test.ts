import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client/web';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLibsqlServer, type LibsqlServer } from '../libsql-server';

let dir: string;
let server: LibsqlServer;
let db: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kalam-libsql-'));
  server = await startLibsqlServer({ file: join(dir, 'test.db'), port: 0 });
  db = createClient({ url: server.url });
});
afterAll(async () => {
  db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.executeMultiple(`
    DROP TABLE IF EXISTS items;
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, n INTEGER, f REAL, b BLOB);
  `);
});

describe('the local libSQL server (Hrana v2 over HTTP)', () => {
  it('executes with positional and named arguments and round-trips every value type', async () => {
    const blob = new Uint8Array([0, 1, 2, 250, 255]);
    const ins = await db.execute({ sql: 'INSERT INTO items (name, n, f, b) VALUES (?, ?, ?, ?)', args: ['كلام', 9007199254740993n, 1.5, blob] });
    expect(ins.rowsAffected).toBe(1);
    expect(ins.lastInsertRowid).toBe(1n);
    await db.execute({ sql: 'INSERT INTO items (name, n) VALUES (:name, :n)', args: { name: 'second', n: null } });
    const { rows, columns } = await db.execute('SELECT name, f, b, CASE WHEN id = 2 THEN n END AS n FROM items ORDER BY id');
    expect(columns).toEqual(['name', 'f', 'b', 'n']);
    expect(rows[0]!.name).toBe('كلام');
    expect(rows[0]!.f).toBe(1.5);
    expect(new Uint8Array(rows[0]!.b as ArrayBuffer)).toEqual(blob);
    expect(rows[1]!.n).toBeNull();
    const big = createClient({ url: server.url, intMode: 'bigint' });
    expect((await big.execute('SELECT n FROM items WHERE id = 1')).rows[0]!.n).toBe(9007199254740993n);
    big.close();
  });

  it('commits a write batch atomically and rolls back a failing one completely', async () => {
    await db.batch(['INSERT INTO items (name) VALUES (\'a\')', 'INSERT INTO items (name) VALUES (\'b\')'], 'write');
    await expect(
      db.batch(['INSERT INTO items (name) VALUES (\'c\')', 'INSERT INTO items (name) VALUES (\'a\')'], 'write'),
    ).rejects.toBeInstanceOf(LibsqlError);
    const { rows } = await db.execute('SELECT name FROM items ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('runs interactive write transactions with commit and rollback', async () => {
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('kept')");
    expect((await tx.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(1);
    await tx.commit();
    const tx2 = await db.transaction('write');
    await tx2.execute("INSERT INTO items (name) VALUES ('dropped')");
    await tx2.rollback();
    const { rows } = await db.execute('SELECT name FROM items');
    expect(rows.map((r) => r.name)).toEqual(['kept']);
  });

  it('surfaces SQL errors as LibsqlError and keeps serving', async () => {
    const err = await db.execute('SELECT * FROM no_such_table').catch((e) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect(String(err.message)).toMatch(/no such table/);
    const unique = await db.batch(["INSERT INTO items (name) VALUES ('x')", "INSERT INTO items (name) VALUES ('x')"], 'write').catch((e) => e);
    expect(String(unique.code)).toMatch(/CONSTRAINT/);
    expect((await db.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('lets two clients write concurrently without losing rows', async () => {
    const other = createClient({ url: server.url });
    const writes = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? db : other).batch([{ sql: 'INSERT INTO items (name, n) VALUES (?, ?)', args: [`row-${i}`, i] }], 'write'),
    );
    const slow = (async () => {
      const tx = await other.transaction('write');
      await tx.execute("INSERT INTO items (name) VALUES ('in-tx')");
      await new Promise((r) => setTimeout(r, 50));
      await tx.commit();
    })();
    await Promise.all([...writes, slow]);
    expect((await db.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(41);
    other.close();
  });

  it('runs several statements at once like a migration', async () => {
    await db.executeMultiple(`
      CREATE TABLE IF NOT EXISTS extra (id INTEGER PRIMARY KEY);
      INSERT INTO extra (id) VALUES (1), (2);
    `);
    expect((await db.execute('SELECT count(*) AS c FROM extra')).rows[0]!.c).toBe(2);
    await db.execute('DROP TABLE extra');
  });
});
