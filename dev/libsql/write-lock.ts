import { busyError } from './errors';
import type { ServerState, Stream, WriteWaiter } from './state';

// SQLite lets one connection write at a time. Streams take turns here, in order, before a statement that may
// write; the holder keeps its turn until its connection leaves the transaction. SQLite's own SQLITE_BUSY then
// only comes from writers outside this server, and is retried by the statement runner.

export function acquireWriteLock(state: ServerState, stream: Stream, deadline: number): Promise<void> | undefined {
  if (state.writer === null || state.writer === stream) {
    state.writer = stream;
    return undefined;
  }
  if (state.closing) throw busyError();
  return new Promise<void>((ok, fail) => {
    const timer = setTimeout(
      () => {
        state.writeQueue.splice(state.writeQueue.indexOf(entry), 1);
        fail(busyError());
      },
      Math.max(0, deadline - Date.now()),
    );
    const entry: WriteWaiter = {
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
    state.writeQueue.push(entry);
  });
}

export function releaseWriteLock(state: ServerState, stream: Stream) {
  if (state.writer !== stream || (!stream.closed && stream.conn.db.inTransaction)) return;
  state.writer = null;
  const next = state.writeQueue.shift();
  if (next) {
    state.writer = next.stream;
    next.grant();
  }
}

/** Closing: every stream still waiting for its turn fails with SQLITE_BUSY. */
export function failWriteWaiters(state: ServerState) {
  for (const waiter of state.writeQueue.splice(0)) waiter.fail(busyError());
}
