import { randomBytes } from 'node:crypto';
import { closeConn, connect, disconnect } from './connections';
import { ProtocolError, StreamError } from './protocol';
import type { ServerState, Stream } from './state';
import { releaseWriteLock } from './write-lock';

// Streams and their batons: a pipeline without a baton opens a stream; one that ends open parks it under a fresh
// baton, good for one next pipeline. Idle streams expire like Turso's and roll back what they held.

const EXPIRED_BATON_MEMORY_MS = 5 * 60_000;

/** The stream a pipeline's baton names, or a new one when it has none. */
export function acquireStream(state: ServerState, baton: string | null | undefined): Stream {
  if (baton === null || baton === undefined) return { conn: connect(state), sqls: new Map(), closed: false };
  const stream = state.available.get(baton);
  if (stream) {
    state.available.delete(baton);
    clearTimeout(stream.timer);
    return stream;
  }
  const now = Date.now();
  for (const [old, until] of state.expired) if (until < now) state.expired.delete(old);
  if (state.expired.has(baton)) throw new StreamError('The stream has expired due to inactivity', 'STREAM_EXPIRED');
  throw new ProtocolError('Invalid baton: the stream is unknown, closed, or its baton was already used');
}

/** Keeps a stream for the client's next pipeline; returns the baton that reaches it. */
export function park(state: ServerState, stream: Stream): string {
  const baton = randomBytes(24).toString('base64url');
  stream.timer = setTimeout(() => {
    state.available.delete(baton);
    closeStream(state, stream);
    state.expired.set(baton, Date.now() + EXPIRED_BATON_MEMORY_MS);
  }, state.streamIdleMs);
  stream.timer.unref();
  state.available.set(baton, stream);
  return baton;
}

export function closeStream(state: ServerState, stream: Stream) {
  clearTimeout(stream.timer);
  if (stream.closed) return;
  stream.closed = true;
  disconnect(state, stream.conn);
  releaseWriteLock(state, stream);
}

/** Closing the server: every parked stream and every connection. */
export function closeAll(state: ServerState) {
  for (const stream of state.available.values()) closeStream(state, stream);
  state.available.clear();
  state.expired.clear();
  for (const conn of [...state.all]) closeConn(state, conn);
  state.idle.length = 0;
}
