import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import Database from 'libsql';
import { analyzeSql, type StatementInfo } from './libsql-sql';

// A small libSQL server: Hrana v2 over HTTP (`POST /v2/pipeline`, JSON) on top of an embedded database file, so the
// Worker's web client (`@libsql/client/web`) talks to it exactly as it talks to Turso. It follows libSQL's server
// (sqld) where the client can tell: statement results, error messages and codes, batch conditions, limits on stored
// SQL, stream expiry. Each stream (baton) owns one connection to the file, so interactive transactions work;
// idle streams expire after 10 s like Turso's and roll back what they held.
//
// Everything runs on Node's one thread, so a connection must never wait inside SQLite (busy_timeout 0): a lock
// holder needs this same thread to commit. Streams instead take turns for the write lock in JavaScript (see
// acquireWriteLock), and SQLITE_BUSY from writers outside this server is retried asynchronously.

export interface LibsqlServerOptions {
  /** the database file; its folder is created when missing */
  file: string;
  /** 0 (the default) picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** how long an unused stream lives, in ms (Turso: 10 s) */
  streamIdleMs?: number;
  /** how long a statement waits for another stream's write lock before failing with SQLITE_BUSY, in ms */
  busyTimeoutMs?: number;
}

export interface LibsqlServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// ---- protocol (JSON encoding of Hrana 2/3) ----

type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface ProtoStmt {
  sql?: string | null;
  sql_id?: number | null;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean | null;
}
type ProtoCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: ProtoCond }
  | { type: 'and' | 'or'; conds: ProtoCond[] }
  | { type: 'is_autocommit' };
interface ProtoBatch {
  steps: { condition?: ProtoCond | null; stmt: ProtoStmt }[];
}
type ProtoRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: ProtoBatch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe'; sql?: string | null; sql_id?: number | null }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };
interface ProtoError {
  message: string;
  code?: string;
}
interface StmtResult {
  cols: { name: string; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}
type StreamResult = { type: 'ok'; response: { type: string } & Record<string, unknown> } | { type: 'error'; error: ProtoError };

/** Fails the whole HTTP request with 400 (a client that follows the protocol never sees it). */
class ProtocolError extends Error {}
/** Fails the whole HTTP request with 500 and a JSON error, like sqld's stream errors. */
class StreamError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
/** The error result of one request (or one batch step). */
class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const MAX_STORED_SQLS = 50;
const MAX_STORED_SQL_BYTES = 5_000;
const EXPIRED_BATON_MEMORY_MS = 5 * 60_000;
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const MAX_IDLE_CONNECTIONS = 8;

// ---- connections and streams ----

interface Conn {
  db: Database.Database;
  /** `SELECT changes(), last_insert_rowid()`, with 64-bit integers */
  counters: Database.Statement;
}

interface Stream {
  conn: Conn;
  sqls: Map<number, string>;
  closed: boolean;
  timer?: NodeJS.Timeout;
}

interface Prepared {
  sql: string;
  info: StatementInfo;
  params: unknown[];
  wantRows: boolean;
}

export async function startLibsqlServer(opts: LibsqlServerOptions): Promise<LibsqlServer> {
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const streamIdleMs = opts.streamIdleMs ?? 10_000;
  const busyTimeoutMs = opts.busyTimeoutMs ?? 10_000;
  const host = opts.host ?? '127.0.0.1';

  const idle: Conn[] = [];
  const all = new Set<Conn>();
  const available = new Map<string, Stream>();
  const expired = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;

  // The file's journal mode is persistent: set WAL once, before any stream opens.
  const first = new Database(file);
  first.pragma('journal_mode = WAL');
  first.close();

  function connect(): Conn {
    const reused = idle.pop();
    const db = reused?.db ?? new Database(file);
    db.pragma('busy_timeout = 0');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    if (reused) return reused;
    const counters = db.prepare('SELECT changes(), last_insert_rowid()');
    counters.raw(true);
    counters.safeIntegers(true);
    const conn = { db, counters };
    all.add(conn);
    return conn;
  }

  function disconnect(conn: Conn) {
    try {
      if (conn.db.inTransaction) conn.db.exec('ROLLBACK');
    } catch {
      // a failed rollback leaves the connection unusable: drop it
      closeConn(conn);
      return;
    }
    if (!closing && idle.length < MAX_IDLE_CONNECTIONS) idle.push(conn);
    else closeConn(conn);
  }

  function closeConn(conn: Conn) {
    all.delete(conn);
    try {
      conn.db.close();
    } catch {
      // already closed
    }
  }

  function closeStream(stream: Stream) {
    clearTimeout(stream.timer);
    if (stream.closed) return;
    stream.closed = true;
    disconnect(stream.conn);
    releaseWriteLock(stream);
  }

  function newBaton(): string {
    return randomBytes(24).toString('base64url');
  }

  function park(stream: Stream): string {
    const baton = newBaton();
    stream.timer = setTimeout(() => {
      available.delete(baton);
      closeStream(stream);
      expired.set(baton, Date.now() + EXPIRED_BATON_MEMORY_MS);
    }, streamIdleMs);
    stream.timer.unref();
    available.set(baton, stream);
    return baton;
  }

  function acquire(baton: string | null | undefined): Stream {
    if (baton === null || baton === undefined) return { conn: connect(), sqls: new Map(), closed: false };
    const stream = available.get(baton);
    if (stream) {
      available.delete(baton);
      clearTimeout(stream.timer);
      return stream;
    }
    const now = Date.now();
    for (const [old, until] of expired) if (until < now) expired.delete(old);
    if (expired.has(baton)) throw new StreamError('The stream has expired due to inactivity', 'STREAM_EXPIRED');
    throw new ProtocolError('Invalid baton: the stream is unknown, closed, or its baton was already used');
  }

  // ---- requests ----

  async function pipeline(body: unknown, baseUrl: string) {
    if (!isObject(body) || !Array.isArray(body.requests)) throw new ProtocolError('Expected a JSON object with `requests`');
    if (body.baton !== undefined && body.baton !== null && typeof body.baton !== 'string') throw new ProtocolError('`baton` must be a string');
    const stream = acquire(body.baton as string | null | undefined);
    const results: StreamResult[] = [];
    try {
      for (const request of body.requests as unknown[]) {
        if (stream.closed) throw new ProtocolError('The stream was closed by an earlier request of this pipeline');
        results.push(await handle(stream, request));
      }
    } catch (err) {
      closeStream(stream);
      throw err;
    }
    const baton = stream.closed || closing ? null : park(stream);
    if (closing) closeStream(stream);
    return { baton, base_url: baseUrl, results };
  }

  async function handle(stream: Stream, request: unknown): Promise<StreamResult> {
    if (!isObject(request) || typeof request.type !== 'string') throw new ProtocolError('Each request must be an object with a `type`');
    const req = request as ProtoRequest;
    const ok = (response: { type: string } & Record<string, unknown>): StreamResult => ({ type: 'ok', response });
    try {
      switch (req.type) {
        case 'close':
          closeStream(stream);
          return ok({ type: 'close' });
        case 'execute': {
          const prepared = prepare(stream, req.stmt);
          return ok({ type: 'execute', result: await run(stream, prepared) });
        }
        case 'batch':
          return ok({ type: 'batch', result: await batch(stream, req.batch) });
        case 'sequence':
          await sequence(stream, sqlOf(stream, req));
          return ok({ type: 'sequence' });
        case 'describe':
          return ok({ type: 'describe', result: describe(stream.conn, sqlOf(stream, req)) });
        case 'store_sql': {
          if (!Number.isInteger(req.sql_id) || typeof req.sql !== 'string') throw new ProtocolError('store_sql needs `sql_id` and `sql`');
          if (stream.sqls.has(req.sql_id)) throw new ProtocolError(`SQL text with id ${req.sql_id} already exists`);
          if (stream.sqls.size >= MAX_STORED_SQLS)
            throw new RequestError(`The server already stores ${stream.sqls.size} SQL texts, it cannot store more`, 'SQL_STORE_TOO_MANY');
          const bytes = Buffer.byteLength(req.sql);
          if (bytes > MAX_STORED_SQL_BYTES)
            throw new RequestError(`The statement is too large to be stored: ${bytes} B/${MAX_STORED_SQL_BYTES} B`, 'SQL_STORE_TOO_LARGE');
          stream.sqls.set(req.sql_id, req.sql);
          return ok({ type: 'store_sql' });
        }
        case 'close_sql':
          stream.sqls.delete(req.sql_id);
          return ok({ type: 'close_sql' });
        case 'get_autocommit':
          return ok({ type: 'get_autocommit', is_autocommit: !stream.conn.db.inTransaction });
        default:
          throw new ProtocolError(`Unknown request type ${JSON.stringify((req as { type: string }).type)}`);
      }
    } catch (err) {
      if (err instanceof ProtocolError || err instanceof StreamError) throw err;
      return { type: 'error', error: toProtoError(err) };
    }
  }

  function sqlOf(stream: Stream, s: { sql?: string | null; sql_id?: number | null }): string {
    const hasSql = s.sql !== undefined && s.sql !== null;
    const hasId = s.sql_id !== undefined && s.sql_id !== null;
    if (hasSql && hasId) throw new ProtocolError('Both `sql` and `sql_id` were given');
    if (hasSql) {
      if (typeof s.sql !== 'string') throw new ProtocolError('`sql` must be a string');
      return s.sql;
    }
    if (!hasId) throw new ProtocolError('Either `sql` or `sql_id` is required');
    const stored = stream.sqls.get(s.sql_id!);
    if (stored === undefined) throw new ProtocolError(`SQL text with id ${s.sql_id} was not found`);
    return stored;
  }

  /** Turns a protocol statement into SQL and positional parameters, as sqld checks it before running anything. */
  function prepare(stream: Stream, input: unknown): Prepared {
    if (!isObject(input)) throw new ProtocolError('`stmt` must be an object');
    const stmt = input as ProtoStmt;
    if (!Array.isArray(stmt.args ?? []) || !Array.isArray(stmt.named_args ?? []))
      throw new ProtocolError('`args` and `named_args` must be arrays');
    const sql = sqlOf(stream, stmt);
    const statements = analyzeSql(sql);
    if (statements.length === 0) throw new RequestError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
    if (statements.length > 1) throw new RequestError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
    const { info } = statements[0]!;
    const args = (stmt.args ?? []).map(decodeValue);
    const named = (stmt.named_args ?? []).map((a) => {
      if (!isObject(a) || typeof a.name !== 'string') throw new ProtocolError('Each named argument needs a `name`');
      return { name: a.name, value: decodeValue(a.value) };
    });
    if (args.length > 0 && named.length > 0)
      throw new RequestError('Specifying both positional and named arguments is not supported', 'ARGS_BOTH_POSITIONAL_AND_NAMED');
    // Bind everything by position (the native binding of named values cannot be trusted with every statement);
    // unbound slots are NULL, as in SQLite.
    const params: unknown[] = Array.from({ length: info.paramCount }, () => null);
    if (args.length > info.paramCount)
      throw new RequestError(
        `Arguments do not match SQL parameters: too many parameters, expected ${info.paramCount} found ${args.length}`,
        'ARGS_INVALID',
      );
    args.forEach((v, i) => (params[i] = v));
    for (const { name, value } of named) {
      const candidates = /^[:@$]/.test(name) ? [name] : [`:${name}`, `@${name}`, `$${name}`];
      const index = info.paramNames.findIndex((p) => p !== null && candidates.includes(p));
      if (index > 0) params[index - 1] = value;
    }
    return { sql, info, params, wantRows: stmt.want_rows !== false };
  }

  // ---- the write lock ----
  // SQLite lets one connection write at a time. Streams take turns here, in order, before a statement that may
  // write; the holder keeps its turn until its connection leaves the transaction. SQLite's own SQLITE_BUSY then
  // only comes from writers outside this server, and is retried below.

  let writer: Stream | null = null;
  const writeQueue: { stream: Stream; grant(): void; fail(err: Error): void }[] = [];

  function acquireWriteLock(stream: Stream, deadline: number): Promise<void> | undefined {
    if (writer === null || writer === stream) {
      writer = stream;
      return undefined;
    }
    if (closing) throw busyError();
    return new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => {
        writeQueue.splice(writeQueue.indexOf(entry), 1);
        fail(busyError());
      }, Math.max(0, deadline - Date.now()));
      const entry = {
        stream,
        grant: () => {
          clearTimeout(timer);
          ok();
        },
        fail: (err: Error) => {
          clearTimeout(timer);
          fail(err);
        },
      };
      writeQueue.push(entry);
    });
  }

  function releaseWriteLock(stream: Stream) {
    if (writer !== stream || (!stream.closed && stream.conn.db.inTransaction)) return;
    writer = null;
    const next = writeQueue.shift();
    if (next) {
      writer = next.stream;
      next.grant();
    }
  }

  /** Runs one statement for a stream: waits for the write lock if it needs it, retries SQLite's SQLITE_BUSY. */
  async function run(stream: Stream, p: Prepared): Promise<StmtResult> {
    const deadline = Date.now() + busyTimeoutMs;
    if (p.info.needsWriteLock) await acquireWriteLock(stream, deadline);
    try {
      const conn = stream.conn;
      let stmt: Database.Statement;
      try {
        stmt = conn.db.prepare(p.sql);
      } catch (err) {
        throw inputError(err);
      }
      for (let delay = 1; ; delay = Math.min(delay * 2, 25)) {
        const inTransaction = conn.db.inTransaction;
        try {
          return execute(conn, stmt, p);
        } catch (err) {
          const code = String((err as { code?: unknown }).code ?? '');
          if (!code.startsWith('SQLITE_BUSY')) throw err;
          // SQLITE_BUSY_SNAPSHOT cannot succeed by waiting; a transaction that SQLite rolled back must not go on
          const wait =
            code !== 'SQLITE_BUSY_SNAPSHOT' && !closing && Date.now() + delay <= deadline && (!inTransaction || conn.db.inTransaction);
          if (!wait) {
            // SQLite keeps a statement that met a lock pending (it would block COMMIT and DROP) until it runs again
            // or is finalized; this binding cannot finalize, so outside a transaction the connection is replaced
            if (!conn.db.inTransaction && !stream.closed) {
              stream.conn = connect();
              closeConn(conn);
            }
            throw err;
          }
          await new Promise((r) => setTimeout(r, delay));
        }
      }
    } finally {
      releaseWriteLock(stream);
    }
  }

  /** Runs a prepared statement once, synchronously. */
  function execute(conn: Conn, stmt: Database.Statement, p: Prepared): StmtResult {
    let cols: StmtResult['cols'] = [];
    let rows: ProtoValue[][] = [];
    if (stmt.reader) {
      stmt.raw(true);
      stmt.safeIntegers(true);
      cols = stmt.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
      const raw = stmt.all(p.params) as unknown[][];
      if (p.wantRows) rows = raw.map((r) => r.map(encodeValue));
    } else {
      stmt.run(p.params);
    }
    let affected = 0;
    let lastId: string | null = null;
    if (p.info.isIud) {
      const [changes, rowid] = (conn.counters.all([]) as [bigint, bigint][])[0]!;
      affected = Number(changes);
      if (p.info.isInsert) lastId = rowid.toString();
    }
    return { cols, rows, affected_row_count: affected, last_insert_rowid: lastId };
  }

  async function batch(stream: Stream, b: ProtoBatch | undefined) {
    if (!isObject(b) || !Array.isArray(b.steps)) throw new ProtocolError('`batch.steps` must be an array');
    // like sqld: every step is checked before any runs; a bad statement fails the whole request
    const steps = b.steps.map((step, i) => {
      if (!isObject(step)) throw new ProtocolError('Each batch step must be an object');
      if (step.condition !== undefined && step.condition !== null) checkCond(step.condition, i);
      return { condition: step.condition ?? null, prepared: prepare(stream, step.stmt) };
    });
    // sqld's rule: a step counts as ok only if it ran and succeeded; `error` is its negation (a skipped step is an error)
    const succeeded: boolean[] = [];
    const holds = (c: ProtoCond): boolean => {
      switch (c.type) {
        case 'ok':
          return succeeded[c.step]!;
        case 'error':
          return !succeeded[c.step]!;
        case 'not':
          return !holds(c.cond);
        case 'and':
          return c.conds.every(holds);
        case 'or':
          return c.conds.some(holds);
        case 'is_autocommit':
          return !stream.conn.db.inTransaction;
      }
    };
    const step_results: (StmtResult | null)[] = [];
    const step_errors: (ProtoError | null)[] = [];
    for (const step of steps) {
      if (step.condition && !holds(step.condition)) {
        step_results.push(null);
        step_errors.push(null);
        succeeded.push(false);
        continue;
      }
      try {
        step_results.push(await run(stream, step.prepared));
        step_errors.push(null);
        succeeded.push(true);
      } catch (err) {
        step_results.push(null);
        step_errors.push(toProtoError(err));
        succeeded.push(false);
      }
    }
    return { step_results, step_errors };
  }

  /** Runs the statements of an SQL text one by one, without arguments; stops at the first error. */
  async function sequence(stream: Stream, sql: string) {
    for (const { sql: text, info } of analyzeSql(sql)) {
      const prepared: Prepared = { sql: text, info, params: Array.from({ length: info.paramCount }, () => null), wantRows: false };
      await run(stream, prepared);
    }
  }

  function describe(conn: Conn, sql: string) {
    const statements = analyzeSql(sql);
    if (statements.length === 0) throw new RequestError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
    if (statements.length > 1) throw new RequestError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
    const { info } = statements[0]!;
    let stmt: Database.Statement;
    try {
      stmt = conn.db.prepare(sql);
    } catch (err) {
      throw inputError(err);
    }
    return {
      params: info.paramNames.slice(1).map((name) => ({ name })),
      cols: stmt.reader ? stmt.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [],
      is_explain: info.isExplain,
      is_readonly: info.isReadonly,
    };
  }

  // ---- HTTP ----

  const server = createServer((req, res) => {
    const work = route(req, res).catch((err) => {
      if (!res.headersSent) sendText(res, 500, `Internal error: ${(err as Error).message}`);
    });
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && (path === '/' || path === '/v2')) return sendText(res, 200, 'Hello, this is HTTP API v2 (Hrana over HTTP)');
    if (req.method === 'GET' && path === '/health') return sendText(res, 200, 'OK');
    if (path === '/v2/pipeline') {
      if (req.method !== 'POST') return sendText(res, 405, 'Method not allowed');
      if (closing) return sendText(res, 503, 'The server is shutting down');
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch (err) {
        return sendText(res, 400, `Could not deserialize JSON request body: ${(err as Error).message}`);
      }
      try {
        const prefix = path.slice(0, -'v2/pipeline'.length);
        const baseUrl = `http://${req.headers.host ?? `${urlHost(host)}:${port}`}${prefix}`;
        return sendJson(res, 200, await pipeline(body, baseUrl));
      } catch (err) {
        if (err instanceof StreamError) return sendJson(res, 500, { message: err.message, code: err.code });
        if (err instanceof ProtocolError) return sendText(res, 400, err.message);
        throw err;
      }
    }
    // /v3, /v3-protobuf and everything else: not implemented here, so the client stays on v2
    sendText(res, 404, 'Not found');
  }

  // keep idle client sockets longer than clients keep them pooled, so a reused socket is not closed under a request
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://${urlHost(host)}:${port}`;

  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closed ??= (async () => {
        closing = true;
        for (const waiter of writeQueue.splice(0)) waiter.fail(busyError());
        const stopped = new Promise<void>((ok) => server.close(() => ok()));
        server.closeIdleConnections();
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await stopped;
        for (const stream of available.values()) closeStream(stream);
        available.clear();
        expired.clear();
        for (const conn of [...all]) closeConn(conn);
        idle.length = 0;
      })();
      return closed;
    },
  };
}

// ---- values and errors ----

const MIN_I64 = -(2n ** 63n);
const MAX_I64 = 2n ** 63n - 1n;

function decodeValue(v: unknown): unknown {
  if (!isObject(v)) throw new ProtocolError('Each value must be an object with a `type`');
  switch (v.type) {
    case 'null':
      return null;
    case 'integer': {
      const text = typeof v.value === 'number' && Number.isSafeInteger(v.value) ? String(v.value) : v.value;
      if (typeof text !== 'string' || !/^[+-]?\d+$/.test(text)) throw new ProtocolError('An integer value must be a string of digits');
      const n = BigInt(text);
      if (n < MIN_I64 || n > MAX_I64) throw new ProtocolError('An integer value must fit in 64 bits');
      return n;
    }
    case 'float':
      if (typeof v.value !== 'number') throw new ProtocolError('A float value must be a number');
      return v.value;
    case 'text':
      if (typeof v.value !== 'string') throw new ProtocolError('A text value must be a string');
      return v.value;
    case 'blob':
      if (typeof v.base64 !== 'string') throw new ProtocolError('A blob value must have `base64`');
      return Buffer.from(v.base64, 'base64');
    default:
      throw new ProtocolError(`Unknown value type ${JSON.stringify(v.type)}`);
  }
}

function busyError(): Error {
  return Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', rawCode: 5 });
}

function encodeValue(v: unknown): ProtoValue {
  if (v === null || v === undefined) return { type: 'null' };
  // integers come as bigint (safeIntegers), so every number is a REAL, even 2.0
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array || v instanceof ArrayBuffer)
    return { type: 'blob', base64: Buffer.from(v as Uint8Array).toString('base64').replace(/=+$/, '') };
  return { type: 'text', value: String(v) };
}

// sqld reports a SQLite failure by its primary code, with rusqlite's names (SQLITE_ERROR is "unknown" there)
const PRIMARY_CODES: Record<number, string> = {
  1: 'SQLITE_UNKNOWN', 2: 'SQLITE_INTERNAL', 3: 'SQLITE_PERM', 4: 'SQLITE_ABORT', 5: 'SQLITE_BUSY', 6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM', 8: 'SQLITE_READONLY', 9: 'SQLITE_INTERRUPT', 10: 'SQLITE_IOERR', 11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND', 13: 'SQLITE_FULL', 14: 'SQLITE_CANTOPEN', 15: 'SQLITE_PROTOCOL', 17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG', 19: 'SQLITE_CONSTRAINT', 20: 'SQLITE_MISMATCH', 21: 'SQLITE_MISUSE', 22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH', 25: 'SQLITE_RANGE', 26: 'SQLITE_NOTADB',
};

function isSqliteError(err: unknown): err is Error & { code: string; rawCode?: number } {
  const code = (err as { code?: unknown } | null)?.code;
  return err instanceof Error && typeof code === 'string' && code.startsWith('SQLITE_');
}

/** A statement SQLite refused to compile: sqld answers SQL_INPUT_ERROR for those. */
function inputError(err: unknown): unknown {
  if (isSqliteError(err) && ((err.rawCode ?? 1) & 0xff) === 1) return new RequestError(`SQL input error: ${err.message}`, 'SQL_INPUT_ERROR');
  return err;
}

function toProtoError(err: unknown): ProtoError {
  if (err instanceof RequestError) return { message: err.message, code: err.code };
  if (isSqliteError(err)) {
    const code = (typeof err.rawCode === 'number' ? PRIMARY_CODES[err.rawCode & 0xff] : undefined) ?? err.code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1');
    return { message: `SQLite error: ${err.message}`, code };
  }
  return { message: err instanceof Error ? err.message : String(err), code: 'SQLITE_UNKNOWN' };
}

// ---- small helpers ----

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkCond(c: unknown, stepIndex: number): void {
  if (!isObject(c)) throw new ProtocolError('A batch condition must be an object');
  switch (c.type) {
    case 'ok':
    case 'error':
      if (!Number.isInteger(c.step) || (c.step as number) < 0 || (c.step as number) >= stepIndex)
        throw new ProtocolError('A batch condition refers to a step that does not run before it');
      return;
    case 'not':
      return checkCond(c.cond, stepIndex);
    case 'and':
    case 'or':
      if (!Array.isArray(c.conds)) throw new ProtocolError('`conds` must be an array');
      return c.conds.forEach((x) => checkCond(x, stepIndex));
    case 'is_autocommit':
      return;
    default:
      throw new ProtocolError(`Unknown batch condition ${JSON.stringify(c.type)}`);
  }
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        fail(new Error('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

// CLI: tsx dev/libsql-server.ts --file .data/kalam.db --port 4001 [--host 127.0.0.1]
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
  };
  const port = Number(arg('--port', '4001'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('--port must be a port number');
    process.exit(2);
  }
  const server = await startLibsqlServer({ file: arg('--file', '.data/kalam.db'), port, host: arg('--host', '127.0.0.1') });
  console.log(`libSQL server (Hrana v2 over HTTP) at ${server.url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1); // a second signal does not wait
    stopping = true;
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
