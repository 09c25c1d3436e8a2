import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serveHttp, urlHost } from './libsql/http';
import { createState } from './libsql/state';
import { closeAll } from './libsql/streams';
import { failWriteWaiters } from './libsql/write-lock';

// A small libSQL server: Hrana v2 over HTTP (`POST /v2/pipeline`, JSON) on top of an embedded database file, so the
// Worker's web client (`@libsql/client/web`) talks to it exactly as it talks to Turso. It follows libSQL's server
// (sqld) where the client can tell: statement results, error messages and codes, batch conditions, limits on stored
// SQL, stream expiry. Each stream (baton) owns one connection to the file, so interactive transactions work;
// idle streams expire after 10 s like Turso's and roll back what they held.
//
// Everything runs on Node's one thread, so a connection must never wait inside SQLite (busy_timeout 0): a lock
// holder needs this same thread to commit. Streams instead take turns for the write lock in JavaScript (see
// libsql/write-lock.ts), and SQLITE_BUSY from writers outside this server is retried asynchronously.
// Its pieces, in libsql/: http → pipeline → batch and statements, on streams (batons), connections and the write lock.

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

export async function startLibsqlServer(opts: LibsqlServerOptions): Promise<LibsqlServer> {
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const host = opts.host ?? '127.0.0.1';
  const state = createState(file, opts.streamIdleMs ?? 10_000, opts.busyTimeoutMs ?? 10_000);
  const http = await serveHttp(state, host, opts.port ?? 0);
  const port = http.port;

  let closed: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    close() {
      closed ??= (async () => {
        state.closing = true;
        failWriteWaiters(state);
        await http.stop();
        closeAll(state);
      })();
      return closed;
    },
  };
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
