import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import Database from 'libsql';

// A small libSQL server: Hrana v2 over HTTP (`/v2/pipeline`) on top of an embedded database file, so the Worker's
// web client talks to it exactly as it talks to Turso. One connection per stream (baton); idle streams are closed.

type Value = { type: 'null' } | { type: 'integer'; value: string } | { type: 'float'; value: number } | { type: 'text'; value: string } | { type: 'blob'; base64: string };
interface Stmt { sql?: string; sql_id?: number; args?: Value[]; named_args?: { name: string; value: Value }[]; want_rows?: boolean }
type Cond = { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: Cond } | { type: 'and' | 'or'; conds: Cond[] } | { type: 'is_autocommit' };
interface Batch { steps: { condition?: Cond | null; stmt: Stmt }[] }
type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: Batch }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

interface StmtResult { cols: { name: string; decltype: string | null }[]; rows: Value[][]; affected_row_count: number; last_insert_rowid: string | null }
class HranaError extends Error {
  constructor(message: string, readonly code?: string) {
    super(message);
  }
}

const STREAM_IDLE_MS = 30_000;
const BUSY_RETRY_MS = 10_000;

interface Stream {
  db: Database.Database;
  sqls: Map<number, string>;
  timer?: NodeJS.Timeout;
}

export interface LibsqlServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startLibsqlServer(opts: { file: string; port?: number; host?: string }): Promise<LibsqlServer> {
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const idle: Database.Database[] = [];
  const streams = new Map<string, Stream>();
  let nextBaton = 1;

  const open = () => {
    const db = idle.pop() ?? new Database(file);
    // No busy wait on this thread: a lock held by another stream is retried asynchronously instead.
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    return db;
  };
  const release = (stream: Stream) => {
    clearTimeout(stream.timer);
    if (stream.db.inTransaction) stream.db.exec('ROLLBACK');
    if (idle.length < 8) idle.push(stream.db);
    else stream.db.close();
  };

  async function pipeline(body: { baton?: string | null; requests: StreamRequest[] }) {
    let baton = body.baton ?? null;
    let stream: Stream;
    if (baton) {
      const found = streams.get(baton);
      if (!found) throw new HranaError('Stream not found: its baton is unknown or expired', 'STREAM_EXPIRED');
      streams.delete(baton);
      clearTimeout(found.timer);
      stream = found;
    } else {
      stream = { db: open(), sqls: new Map() };
    }
    const results: unknown[] = [];
    let closed = false;
    for (const req of body.requests) {
      if (closed) {
        results.push({ type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } });
        continue;
      }
      try {
        results.push({ type: 'ok', response: await handle(stream, req) });
        if (req.type === 'close') closed = true;
      } catch (err) {
        results.push({ type: 'error', error: toProtoError(err) });
      }
    }
    if (closed) {
      release(stream);
      baton = null;
    } else {
      baton = `b${nextBaton++}.${Math.random().toString(36).slice(2)}`;
      stream.timer = setTimeout(() => {
        streams.delete(baton!);
        release(stream);
      }, STREAM_IDLE_MS);
      streams.set(baton, stream);
    }
    return { baton, base_url: null, results };
  }

  async function handle(stream: Stream, req: StreamRequest): Promise<unknown> {
    switch (req.type) {
      case 'close':
        return { type: 'close' };
      case 'execute':
        return { type: 'execute', result: await retryBusy(stream, () => execute(stream, req.stmt)) };
      case 'batch':
        return { type: 'batch', result: await retryBusy(stream, () => batch(stream, req.batch)) };
      case 'sequence':
        await retryBusy(stream, () => stream.db.exec(sqlOf(stream, req)));
        return { type: 'sequence' };
      case 'describe': {
        const stmt = stream.db.prepare(sqlOf(stream, req));
        const sql = sqlOf(stream, req).trim();
        return {
          type: 'describe',
          result: {
            params: [],
            cols: stmt.reader ? stmt.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [],
            is_explain: /^explain\b/i.test(sql),
            is_readonly: /^(select|with|explain|pragma|values)\b/i.test(sql),
          },
        };
      }
      case 'store_sql':
        stream.sqls.set(req.sql_id, req.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        stream.sqls.delete(req.sql_id);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !stream.db.inTransaction };
      default:
        throw new HranaError(`Unknown request type ${(req as { type: string }).type}`, 'PROTO');
    }
  }

  /** Waits for another stream's write lock, but only when nothing of this stream's own is held. */
  async function retryBusy<T>(stream: Stream, fn: () => T): Promise<T> {
    const until = Date.now() + BUSY_RETRY_MS;
    for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
      const wasAutocommit = !stream.db.inTransaction;
      try {
        return fn();
      } catch (err) {
        const busy = /SQLITE_BUSY|database is locked/i.test(String((err as { code?: string }).code ?? '') + (err as Error).message);
        if (!busy || !wasAutocommit || Date.now() > until) throw err;
        if (stream.db.inTransaction) stream.db.exec('ROLLBACK');
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  function batch(stream: Stream, b: Batch) {
    const outcomes: ('ok' | 'error' | undefined)[] = [];
    const step_results: (StmtResult | null)[] = [];
    const step_errors: ({ message: string; code?: string } | null)[] = [];
    const holds = (c: Cond): boolean => {
      switch (c.type) {
        case 'ok':
        case 'error':
          return outcomes[c.step] === c.type;
        case 'not':
          return !holds(c.cond);
        case 'and':
          return c.conds.every(holds);
        case 'or':
          return c.conds.some(holds);
        case 'is_autocommit':
          return !stream.db.inTransaction;
      }
    };
    const startedAutocommit = !stream.db.inTransaction;
    for (const [i, step] of b.steps.entries()) {
      if (step.condition && !holds(step.condition)) {
        step_results.push(null);
        step_errors.push(null);
        continue;
      }
      try {
        step_results.push(execute(stream, step.stmt));
        step_errors.push(null);
        outcomes[i] = 'ok';
      } catch (err) {
        // A busy lock in a batch that began outside a transaction is retried whole.
        if (startedAutocommit && /SQLITE_BUSY/.test(String((err as { code?: string }).code))) throw err;
        step_results.push(null);
        step_errors.push(toProtoError(err));
        outcomes[i] = 'error';
      }
    }
    return { step_results, step_errors };
  }

  function execute(stream: Stream, s: Stmt): StmtResult {
    const sql = sqlOf(stream, s);
    const stmt = stream.db.prepare(sql);
    const params = s.named_args?.length
      ? Object.fromEntries(s.named_args.map((a) => [a.name.replace(/^[:@$]/, ''), decode(a.value)]))
      : (s.args ?? []).map(decode);
    if (stmt.reader) {
      stmt.raw(true).safeIntegers(true);
      const rows = stmt.all(params) as unknown[][];
      const cols = stmt.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
      let affected = 0;
      let lastId: string | null = null;
      if (!/^\s*(select|with|pragma|explain|values)\b/i.test(sql)) {
        const info = stream.db.prepare('select changes(), last_insert_rowid()').raw(true).get() as [number, number];
        affected = Number(info[0]);
        lastId = String(info[1]);
      }
      return { cols, rows: s.want_rows === false ? [] : rows.map((r) => r.map(encode)), affected_row_count: affected, last_insert_rowid: lastId };
    }
    const info = stmt.run(params);
    return { cols: [], rows: [], affected_row_count: Number(info.changes), last_insert_rowid: String(info.lastInsertRowid) };
  }

  function sqlOf(stream: Stream, s: { sql?: string; sql_id?: number }): string {
    if (s.sql !== undefined && s.sql !== null) return s.sql;
    const stored = s.sql_id === undefined ? undefined : stream.sqls.get(s.sql_id);
    if (stored === undefined) throw new HranaError('SQL text or a stored SQL id is required', 'SQL_NOT_FOUND');
    return stored;
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err) => send(res, 500, { message: String((err as Error).message) }));
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
    if (req.method === 'GET' && (path === '' || path === '/v2' || path === '/health')) return send(res, 200, {});
    if (req.method === 'POST' && path === '/v2/pipeline') {
      let body: { baton?: string | null; requests: StreamRequest[] };
      try {
        body = JSON.parse(await readBody(req));
        if (!Array.isArray(body.requests)) throw new Error('requests must be an array');
      } catch (err) {
        return send(res, 400, { message: `Bad pipeline request: ${(err as Error).message}` });
      }
      try {
        return send(res, 200, await pipeline(body));
      } catch (err) {
        return send(res, 400, toProtoError(err));
      }
    }
    send(res, 404, { message: 'Not found' });
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => ok());
  });
  const address = server.address() as { port: number };
  const url = `http://${opts.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url,
    port: address.port,
    close: async () => {
      for (const s of streams.values()) release(s);
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      for (const db of idle.splice(0)) db.close();
    },
  };
}

function decode(v: Value): unknown {
  switch (v.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(v.value);
    case 'float':
      return Number(v.value);
    case 'text':
      return v.value;
    case 'blob':
      return Buffer.from(v.base64, 'base64');
  }
}

function encode(v: unknown): Value {
  if (v === null || v === undefined) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return Number.isInteger(v) ? { type: 'integer', value: String(v) } : { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v).toString('base64').replace(/=+$/, '') };
  return { type: 'text', value: String(v) };
}

function toProtoError(err: unknown): { message: string; code?: string } {
  const e = err as { message?: string; code?: string };
  return { message: e.message ?? String(err), ...(e.code ? { code: e.code } : {}) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

// CLI: tsx dev/libsql-server.ts --file .data/kalam.db --port 4001
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const arg = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback);
  const server = await startLibsqlServer({ file: arg('--file', '.data/kalam.db'), port: Number(arg('--port', '4001')), host: arg('--host', '127.0.0.1') });
  console.log(`libSQL server (Hrana v2 over HTTP) at ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
}
