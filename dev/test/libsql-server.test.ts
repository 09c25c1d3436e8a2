import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Client, createClient, LibsqlError } from '@libsql/client/web';
import Database from 'libsql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LibsqlServer, startLibsqlServer } from '../libsql-server';

let dir: string;
let file: string;
let server: LibsqlServer;
let db: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kalam-libsql-'));
  file = join(dir, 'test.db');
  server = await startLibsqlServer({ file, port: 0 });
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One raw Hrana-over-HTTP pipeline request, to check the wire format itself. */
async function pipeline(body: unknown, url = server.url) {
  const res = await fetch(`${url}/v2/pipeline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: res.headers.get('content-type') === 'application/json' ? JSON.parse(text) : text,
  };
}

describe('the local libSQL server (Hrana v2 over HTTP)', () => {
  it('executes with positional and named arguments and round-trips every value type', async () => {
    const blob = new Uint8Array([0, 1, 2, 250, 255]);
    const ins = await db.execute({
      sql: 'INSERT INTO items (name, n, f, b) VALUES (?, ?, ?, ?)',
      args: ['كلام عربي', 9007199254740993n, 1.5, blob],
    });
    expect(ins.rowsAffected).toBe(1);
    expect(ins.lastInsertRowid).toBe(1n);
    await db.execute({ sql: 'INSERT INTO items (name, n) VALUES (:name, :n)', args: { name: 'second', n: null } });
    await db.execute({ sql: 'INSERT INTO items (name, n) VALUES (@name, $n)', args: { name: 'third', n: -9223372036854775808n } });
    const { rows, columns, columnTypes } = await db.execute('SELECT id, name, f, b FROM items ORDER BY id');
    expect(columns).toEqual(['id', 'name', 'f', 'b']);
    expect(columnTypes).toEqual(['INTEGER', 'TEXT', 'REAL', 'BLOB']);
    expect(rows[0]!.id).toBe(1);
    expect(rows[0]!.name).toBe('كلام عربي');
    expect(rows[0]!.f).toBe(1.5);
    expect(new Uint8Array(rows[0]!.b as ArrayBuffer)).toEqual(blob);
    expect(rows[1]!.f).toBeNull();
    expect(rows[1]!.b).toBeNull();
    // a 64-bit integer beyond 2^53 cannot become a JS number: the default client refuses it, bigint mode reads it
    await expect(db.execute('SELECT n FROM items WHERE id = 1')).rejects.toThrow(RangeError);
    const big = createClient({ url: server.url, intMode: 'bigint' });
    const read = await big.execute('SELECT n, 2.0 AS real_two, 2 AS int_two, typeof(?) AS bound FROM items ORDER BY id', [7]);
    expect(read.rows.map((r) => r.n)).toEqual([9007199254740993n, null, -9223372036854775808n]);
    // a REAL stays a float even when it is whole; a JS number is bound as a REAL, as by Turso
    expect(read.rows[0]!.real_two).toBe(2);
    expect(read.rows[0]!.int_two).toBe(2n);
    expect(read.rows[0]!.bound).toBe('real');
    big.close();
  });

  it('reports affected rows and the inserted rowid like Turso, also with RETURNING', async () => {
    await db.batch(["INSERT INTO items (name) VALUES ('a')", "INSERT INTO items (name) VALUES ('b')"], 'write');
    const upd = await db.execute({ sql: 'UPDATE items SET n = ? WHERE id > ?', args: [5, 0] });
    expect(upd.rowsAffected).toBe(2);
    expect(upd.lastInsertRowid).toBeUndefined();
    const sel = await db.execute('SELECT * FROM items');
    expect(sel.rowsAffected).toBe(0);
    const ret = await db.execute({ sql: 'INSERT INTO items (name) VALUES (?) RETURNING id, name', args: ['c'] });
    expect(ret.rowsAffected).toBe(1);
    expect(ret.lastInsertRowid).toBe(3n);
    expect(ret.rows.map((r) => [r.id, r.name])).toEqual([[3, 'c']]);
    const del = await db.execute(
      "WITH gone AS (SELECT id FROM items WHERE name <> 'c') DELETE FROM items WHERE id IN (SELECT id FROM gone)",
    );
    expect(del.rowsAffected).toBe(2);
  });

  it('binds a named argument beside a bare ? by position, and unbound parameters as NULL', async () => {
    const r = await db.execute({ sql: 'SELECT :a AS a, ? AS b, :a || ?3 AS c', args: { a: 'x' } });
    expect([r.rows[0]!.a, r.rows[0]!.b, r.rows[0]!.c]).toEqual(['x', null, null]);
    const prefixed = await db.execute({ sql: 'SELECT $v AS v', args: { $v: 'دولار' } });
    expect(prefixed.rows[0]!.v).toBe('دولار');
  });

  it('commits a write batch atomically and rolls back a failing one completely', async () => {
    await db.batch(["INSERT INTO items (name) VALUES ('a')", "INSERT INTO items (name) VALUES ('b')"], 'write');
    const failed = await db
      .batch(
        ["INSERT INTO items (name) VALUES ('c')", "INSERT INTO items (name) VALUES ('a')", "INSERT INTO items (name) VALUES ('d')"],
        'write',
      )
      .catch((e) => e);
    expect(failed).toBeInstanceOf(LibsqlError);
    expect(failed.code).toBe('SQLITE_CONSTRAINT');
    expect(failed.message).toMatch(/UNIQUE constraint failed: items\.name/);
    const { rows } = await db.execute('SELECT name FROM items ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(['a', 'b']);
    // a batch repeating one statement sends it once (store_sql) and refers to it by id
    const many = Array.from({ length: 35 }, (_, i) => ({ sql: 'INSERT INTO items (name, n) VALUES (?, ?)', args: [`r${i}`, i] }));
    const results = await db.batch(many, 'write');
    expect(results.map((r) => r.lastInsertRowid)).toEqual(Array.from({ length: 35 }, (_, i) => BigInt(i + 3)));
  });

  it('runs interactive write transactions with commit and rollback', async () => {
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('kept')");
    expect((await tx.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(1);
    // not visible outside before the commit
    expect((await db.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(0);
    await tx.commit();
    const tx2 = await db.transaction('write');
    await tx2.execute("INSERT INTO items (name) VALUES ('dropped')");
    await tx2.batch(["INSERT INTO items (name) VALUES ('dropped too')"]);
    await tx2.rollback();
    const { rows } = await db.execute('SELECT name FROM items');
    expect(rows.map((r) => r.name)).toEqual(['kept']);
    // a read transaction and a deferred one work too
    const read = await db.transaction('read');
    expect((await read.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(1);
    await read.commit();
    const deferred = await db.transaction('deferred');
    await deferred.execute("UPDATE items SET n = 1 WHERE name = 'kept'");
    await deferred.commit();
    expect((await db.execute("SELECT n FROM items WHERE name = 'kept'")).rows[0]!.n).toBe(1);
  });

  it('surfaces SQL errors as LibsqlError and keeps serving', async () => {
    const err = await db.execute('SELECT * FROM no_such_table').catch((e) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect(err.code).toBe('SQL_INPUT_ERROR');
    expect(String(err.message)).toMatch(/no such table: no_such_table/);
    const syntax = await db.execute('SELEC 1').catch((e) => e);
    expect(syntax).toBeInstanceOf(LibsqlError);
    expect(String(syntax.message)).toMatch(/syntax error/);
    const unique = await db
      .batch(["INSERT INTO items (name) VALUES ('x')", "INSERT INTO items (name) VALUES ('x')"], 'write')
      .catch((e) => e);
    expect(unique).toBeInstanceOf(LibsqlError);
    expect(String(unique.code)).toMatch(/CONSTRAINT/);
    const notNull = await db.execute('INSERT INTO items (name) VALUES (NULL)').catch((e) => e);
    expect(notNull.code).toBe('SQLITE_CONSTRAINT');
    const two = await db.execute('SELECT 1; SELECT 2').catch((e) => e);
    expect(two.code).toBe('SQL_MANY_STATEMENTS');
    const none = await db.execute('-- nothing').catch((e) => e);
    expect(none.code).toBe('SQL_NO_STATEMENT');
    const tooMany = await db.execute({ sql: 'SELECT ?', args: [1, 2] }).catch((e) => e);
    expect(tooMany.code).toBe('ARGS_INVALID');
    // a failed statement inside a transaction leaves the transaction usable
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('in tx')");
    await expect(tx.execute("INSERT INTO items (name) VALUES ('in tx')")).rejects.toBeInstanceOf(LibsqlError);
    await tx.commit();
    expect((await db.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    expect((await db.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(1);
  });

  it('lets two clients write concurrently without losing rows', async () => {
    const other = createClient({ url: server.url });
    const writes = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? db : other).batch([{ sql: 'INSERT INTO items (name, n) VALUES (?, ?)', args: [`row-${i}`, i] }], 'write'),
    );
    const slow = (async () => {
      const tx = await other.transaction('write');
      await tx.execute("INSERT INTO items (name) VALUES ('in-tx')");
      await sleep(50);
      await tx.commit();
    })();
    const single = Array.from({ length: 10 }, (_, i) => db.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: [`single-${i}`] }));
    await Promise.all([...writes, slow, ...single]);
    expect((await db.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(51);
    other.close();
  });

  it('makes a writer wait for an open write transaction instead of failing', async () => {
    const other = createClient({ url: server.url });
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('first')");
    let done = false;
    const waiting = other.execute("INSERT INTO items (name) VALUES ('second')").then(() => (done = true));
    // readers are never blocked
    expect((await other.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(0);
    await sleep(100);
    expect(done).toBe(false);
    await tx.commit();
    await waiting;
    expect((await db.execute('SELECT name FROM items ORDER BY id')).rows.map((r) => r.name)).toEqual(['first', 'second']);
    other.close();
  });

  it('runs several statements at once like a migration, trigger bodies included', async () => {
    await db.executeMultiple(`
      CREATE TABLE IF NOT EXISTS extra (id INTEGER PRIMARY KEY, note TEXT DEFAULT 'a;b');
      -- a comment; with a semicolon
      CREATE TABLE log (msg TEXT);
      CREATE TRIGGER extra_log AFTER INSERT ON extra BEGIN
        INSERT INTO log VALUES ('added ' || new.id);
        INSERT INTO log VALUES (CASE WHEN new.id > 1 THEN 'big' ELSE 'small' END);
      END;
      INSERT INTO extra (id) VALUES (1), (2);
    `);
    expect((await db.execute('SELECT count(*) AS c FROM extra')).rows[0]!.c).toBe(2);
    expect((await db.execute('SELECT count(*) AS c FROM log')).rows[0]!.c).toBe(4);
    // a sequence stops at its first error; what ran before stays
    const err = await db
      .executeMultiple('INSERT INTO extra (id) VALUES (3); INSERT INTO extra (id) VALUES (3); INSERT INTO extra (id) VALUES (4);')
      .catch((e) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((await db.execute('SELECT group_concat(id) AS ids FROM extra')).rows[0]!.ids).toBe('1,2,3');
    await db.executeMultiple('DROP TABLE extra; DROP TABLE log;');
  });

  it('speaks the Hrana v2 wire format: versions, batons, stored SQL, conditions, describe, base URL', async () => {
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
    expect((await fetch(`${server.url}/v3`)).status).toBe(404);
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);

    const first = await pipeline({
      baton: null,
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'INSERT INTO items (name, n) VALUES (?, ?)' },
        { type: 'execute', stmt: { sql: 'BEGIN' } },
        {
          type: 'execute',
          stmt: {
            sql_id: 1,
            args: [
              { type: 'text', value: 'w' },
              { type: 'integer', value: '7' },
            ],
            want_rows: false,
          },
        },
        { type: 'get_autocommit' },
        { type: 'describe', sql: 'SELECT id, name FROM items WHERE id = :id AND n > ?' },
      ],
    });
    expect(first.status).toBe(200);
    const body = first.body;
    expect(body.base_url).toBe(`${server.url}/`);
    expect(typeof body.baton).toBe('string');
    expect(body.results.map((r: { type: string }) => r.type)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(body.results[2].response.result).toEqual({ cols: [], rows: [], affected_row_count: 1, last_insert_rowid: '1' });
    expect(body.results[3].response).toEqual({ type: 'get_autocommit', is_autocommit: false });
    expect(body.results[4].response.result).toEqual({
      params: [{ name: ':id' }, { name: null }],
      cols: [
        { name: 'id', decltype: 'INTEGER' },
        { name: 'name', decltype: 'TEXT' },
      ],
      is_explain: false,
      is_readonly: true,
    });

    // the same stream goes on with the baton: its transaction and stored SQL are still there
    const second = await pipeline({
      baton: body.baton,
      requests: [
        { type: 'execute', stmt: { sql_id: 1, args: [{ type: 'text', value: 'v' }, { type: 'null' }] } },
        { type: 'execute', stmt: { sql: 'SELECT group_concat(name) AS names FROM (SELECT name FROM items ORDER BY id)' } },
        { type: 'close_sql', sql_id: 1 },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.results[1].response.result.rows).toEqual([[{ type: 'text', value: 'w,v' }]]);
    // a baton is good for one request only
    expect((await pipeline({ baton: body.baton, requests: [{ type: 'get_autocommit' }] })).status).toBe(400);
    // a stored SQL id used after close_sql is a protocol error, as in sqld: the request fails and the stream is gone
    expect((await pipeline({ baton: second.body.baton, requests: [{ type: 'execute', stmt: { sql_id: 1 } }] })).status).toBe(400);
    expect((await db.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(0);

    await db.execute("INSERT INTO items (name) VALUES ('w')");
    const third = await pipeline({
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'INSERT INTO items (name, n) VALUES (?, ?)' },
        { type: 'execute', stmt: { sql: 'BEGIN' } },
        {
          type: 'batch',
          batch: {
            steps: [
              { stmt: { sql_id: 1, args: [{ type: 'text', value: 'w' }, { type: 'null' }] } },
              { condition: { type: 'error', step: 0 }, stmt: { sql: 'SELECT 1 AS after_error' } },
              { condition: { type: 'ok', step: 0 }, stmt: { sql: 'SELECT 2 AS skipped' } },
              {
                condition: {
                  type: 'and',
                  conds: [
                    { type: 'ok', step: 1 },
                    { type: 'not', cond: { type: 'is_autocommit' } },
                  ],
                },
                stmt: { sql: 'COMMIT' },
              },
              {
                condition: { type: 'or', conds: [{ type: 'ok', step: 2 }, { type: 'is_autocommit' }] },
                stmt: { sql: "SELECT x'00ff' AS b, 0.5 AS f, 3 AS i, NULL AS z, 'نص' AS t" },
              },
            ],
          },
        },
        { type: 'close_sql', sql_id: 1 },
        { type: 'close' },
      ],
    });
    expect(third.status).toBe(200);
    expect(third.body.baton).toBeNull();
    const batch = third.body.results[2].response.result;
    expect(batch.step_errors[0]).toEqual({ message: 'SQLite error: UNIQUE constraint failed: items.name', code: 'SQLITE_CONSTRAINT' });
    expect(batch.step_results.map((r: unknown) => r !== null)).toEqual([false, true, false, true, true]);
    expect(batch.step_results[4].rows).toEqual([
      [
        { type: 'blob', base64: 'AP8' },
        { type: 'float', value: 0.5 },
        { type: 'integer', value: '3' },
        { type: 'null' },
        { type: 'text', value: 'نص' },
      ],
    ]);
    expect(batch.step_results[4].cols).toEqual(['b', 'f', 'i', 'z', 't'].map((name) => ({ name, decltype: null })));
  });

  it('answers protocol mistakes with HTTP errors and SQL mistakes with Hrana errors, and keeps serving', async () => {
    const bad = await fetch(`${server.url}/v2/pipeline`, { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect((await pipeline({ baton: 'made-up', requests: [] })).status).toBe(400);
    expect((await pipeline({ requests: [{ type: 'execute', stmt: { sql: 'SELECT ?', args: [{ type: 'bogus' }] } }] })).status).toBe(400);
    expect((await pipeline({ requests: [{ type: 'nope' }] })).status).toBe(400);
    const both = await pipeline({
      requests: [
        { type: 'execute', stmt: { sql: 'SELECT ?, :a', args: [{ type: 'null' }], named_args: [{ name: 'a', value: { type: 'null' } }] } },
        { type: 'close' },
      ],
    });
    expect(both.status).toBe(200);
    expect(both.body.results[0]).toEqual({
      type: 'error',
      error: { message: 'Specifying both positional and named arguments is not supported', code: 'ARGS_BOTH_POSITIONAL_AND_NAMED' },
    });
    expect((await db.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('expires idle streams, rolls back what they held and says so', async () => {
    const quick = await startLibsqlServer({ file, port: 0, streamIdleMs: 150 });
    try {
      const client = createClient({ url: quick.url });
      const tx = await client.transaction('write');
      await tx.execute("INSERT INTO items (name) VALUES ('abandoned')");
      await sleep(400);
      const err = await tx.execute('SELECT 1').catch((e) => e);
      expect(err).toBeInstanceOf(LibsqlError);
      expect(err.code).toBe('STREAM_EXPIRED');
      // the lock is free and nothing was kept
      await client.execute("INSERT INTO items (name) VALUES ('next')");
      expect((await client.execute('SELECT name FROM items')).rows.map((r) => r.name)).toEqual(['next']);
      client.close();
    } finally {
      await quick.close();
    }
  });

  it('fails a writer with SQLITE_BUSY after the busy timeout, then recovers', async () => {
    const quick = await startLibsqlServer({ file, port: 0, busyTimeoutMs: 150 });
    try {
      const a = createClient({ url: quick.url });
      const b = createClient({ url: quick.url });
      const tx = await a.transaction('write');
      await tx.execute("INSERT INTO items (name) VALUES ('held')");
      const err = await b.execute("INSERT INTO items (name) VALUES ('late')").catch((e) => e);
      expect(err).toBeInstanceOf(LibsqlError);
      expect(err.code).toBe('SQLITE_BUSY');
      await tx.commit();
      await b.execute("INSERT INTO items (name) VALUES ('late')");
      expect((await b.execute('SELECT count(*) AS c FROM items')).rows[0]!.c).toBe(2);
      a.close();
      b.close();
    } finally {
      await quick.close();
    }
  });

  it('waits for a writer outside the server (another process on the file) and stays usable after giving up', async () => {
    const outside = new Database(file);
    try {
      outside.exec('BEGIN IMMEDIATE');
      outside.exec("INSERT INTO items (name) VALUES ('outside')");
      const waiting = db.execute("INSERT INTO items (name) VALUES ('inside')");
      await sleep(100);
      outside.exec('COMMIT');
      await waiting;
      expect((await db.execute('SELECT name FROM items ORDER BY id')).rows.map((r) => r.name)).toEqual(['outside', 'inside']);

      const quick = await startLibsqlServer({ file, port: 0, busyTimeoutMs: 100 });
      const client = createClient({ url: quick.url });
      try {
        outside.exec('BEGIN IMMEDIATE');
        const err = await client.execute("INSERT INTO items (name) VALUES ('refused')").catch((e) => e);
        expect(err.code).toBe('SQLITE_BUSY');
        outside.exec('ROLLBACK');
        // the connection that met the lock is not left with a pending statement (that would block COMMIT and DROP)
        await client.batch(["INSERT INTO items (name) VALUES ('after')"], 'write');
        await client.executeMultiple('CREATE TABLE scratch (x); DROP TABLE scratch;');
      } finally {
        client.close();
        await quick.close();
      }
    } finally {
      if (outside.inTransaction) outside.exec('ROLLBACK');
      outside.close();
    }
  });

  it('runs as a command: creates the folder, prints its URL, stops on SIGTERM', async () => {
    const target = join(dir, 'cli', 'nested', 'cli.db');
    const tsx = resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const child = spawn(tsx, [resolve(import.meta.dirname, '../libsql-server.ts'), '--file', target, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((ok, fail) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) ok(m[1]!);
        });
        child.once('exit', (code) => fail(new Error(`exited early with ${code}`)));
      });
      expect(existsSync(target)).toBe(true);
      const client = createClient({ url });
      expect((await client.execute('SELECT 40 + 2 AS answer')).rows[0]!.answer).toBe(42);
      client.close();
      const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
