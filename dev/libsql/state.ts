import Database from 'libsql';

// Everything one running server holds: its connections, its streams by baton, and its write lock. Each server has
// its own (tests run several at once).

export interface Conn {
  db: Database.Database;
  /** `SELECT changes(), last_insert_rowid()`, with 64-bit integers */
  counters: Database.Statement;
}

export interface Stream {
  conn: Conn;
  sqls: Map<number, string>;
  closed: boolean;
  timer?: NodeJS.Timeout;
}

export interface WriteWaiter {
  stream: Stream;
  grant(): void;
  fail(err: Error): void;
}

export interface ServerState {
  /** the database file, resolved */
  file: string;
  /** how long an unused stream lives, in ms */
  streamIdleMs: number;
  /** how long a statement waits for the write lock or retries SQLITE_BUSY, in ms */
  busyTimeoutMs: number;
  /** set when close() starts: no new waits, no parked streams, no pooled connections */
  closing: boolean;
  /** connections of closed streams, kept for the next streams */
  idle: Conn[];
  all: Set<Conn>;
  /** parked streams by their baton */
  available: Map<string, Stream>;
  /** batons of streams that expired, until when they are remembered (so the client hears STREAM_EXPIRED) */
  expired: Map<string, number>;
  /** the stream holding the write lock */
  writer: Stream | null;
  writeQueue: WriteWaiter[];
}

export function createState(file: string, streamIdleMs: number, busyTimeoutMs: number): ServerState {
  // The file's journal mode is persistent: set WAL once, before any stream opens.
  const first = new Database(file);
  first.pragma('journal_mode = WAL');
  first.close();
  return {
    file,
    streamIdleMs,
    busyTimeoutMs,
    closing: false,
    idle: [],
    all: new Set(),
    available: new Map(),
    expired: new Map(),
    writer: null,
    writeQueue: [],
  };
}
