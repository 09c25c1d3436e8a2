import type Database from 'libsql';
import { closeConn, connect } from './connections';
import { inputError } from './errors';
import { analyzeSql, type StatementInfo } from './lexer';
import {
  decodeValue,
  encodeValue,
  isObject,
  ProtocolError,
  type ProtoStmt,
  type ProtoValue,
  RequestError,
  type StmtResult,
} from './protocol';
import type { Conn, ServerState, Stream } from './state';
import { acquireWriteLock, releaseWriteLock } from './write-lock';

// Statements on a stream's connection: a protocol statement checked and bound as sqld does, run under the write
// lock, its rows and counters encoded; `sequence` and `describe` too.

export interface Prepared {
  sql: string;
  info: StatementInfo;
  params: unknown[];
  wantRows: boolean;
}

/** The SQL text a request gives inline or by the id it was stored under. */
export function sqlOf(stream: Stream, s: { sql?: string | null; sql_id?: number | null }): string {
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
export function prepare(stream: Stream, input: unknown): Prepared {
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

/** Runs one statement for a stream: waits for the write lock if it needs it, retries SQLite's SQLITE_BUSY. */
export async function run(state: ServerState, stream: Stream, p: Prepared): Promise<StmtResult> {
  const deadline = Date.now() + state.busyTimeoutMs;
  if (p.info.needsWriteLock) await acquireWriteLock(state, stream, deadline);
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
          code !== 'SQLITE_BUSY_SNAPSHOT' && !state.closing && Date.now() + delay <= deadline && (!inTransaction || conn.db.inTransaction);
        if (!wait) {
          // SQLite keeps a statement that met a lock pending (it would block COMMIT and DROP) until it runs again
          // or is finalized; this binding cannot finalize, so outside a transaction the connection is replaced
          if (!conn.db.inTransaction && !stream.closed) {
            stream.conn = connect(state);
            closeConn(state, conn);
          }
          throw err;
        }
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  } finally {
    releaseWriteLock(state, stream);
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

/** Runs the statements of an SQL text one by one, without arguments; stops at the first error. */
export async function sequence(state: ServerState, stream: Stream, sql: string) {
  for (const { sql: text, info } of analyzeSql(sql)) {
    const prepared: Prepared = { sql: text, info, params: Array.from({ length: info.paramCount }, () => null), wantRows: false };
    await run(state, stream, prepared);
  }
}

export function describe(conn: Conn, sql: string) {
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
