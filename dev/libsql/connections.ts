import Database from 'libsql';
import type { Conn, ServerState } from './state';

// Connections to the database file: each stream owns one; a closed stream's connection is rolled back and kept for
// the next stream.

const MAX_IDLE_CONNECTIONS = 8;

export function connect(state: ServerState): Conn {
  const reused = state.idle.pop();
  const db = reused?.db ?? new Database(state.file);
  db.pragma('busy_timeout = 0');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  if (reused) return reused;
  const counters = db.prepare('SELECT changes(), last_insert_rowid()');
  counters.raw(true);
  counters.safeIntegers(true);
  const conn = { db, counters };
  state.all.add(conn);
  return conn;
}

export function disconnect(state: ServerState, conn: Conn) {
  try {
    if (conn.db.inTransaction) conn.db.exec('ROLLBACK');
  } catch {
    // a failed rollback leaves the connection unusable: drop it
    closeConn(state, conn);
    return;
  }
  if (!state.closing && state.idle.length < MAX_IDLE_CONNECTIONS) state.idle.push(conn);
  else closeConn(state, conn);
}

export function closeConn(state: ServerState, conn: Conn) {
  state.all.delete(conn);
  try {
    conn.db.close();
  } catch {
    // already closed
  }
}
