import { batch } from './batch';
import { toProtoError } from './errors';
import { isObject, ProtocolError, type ProtoRequest, RequestError, StreamError, type StreamResult } from './protocol';
import type { ServerState, Stream } from './state';
import { describe, prepare, run, sequence, sqlOf } from './statements';
import { acquireStream, closeStream, park } from './streams';

// `POST /v2/pipeline`: the requests of one body run in order on the stream its baton names, and the answer carries
// the baton for the next pipeline (null once the stream is closed).

const MAX_STORED_SQLS = 50;
const MAX_STORED_SQL_BYTES = 5_000;

export async function pipeline(state: ServerState, body: unknown, baseUrl: string) {
  if (!isObject(body) || !Array.isArray(body.requests)) throw new ProtocolError('Expected a JSON object with `requests`');
  if (body.baton !== undefined && body.baton !== null && typeof body.baton !== 'string')
    throw new ProtocolError('`baton` must be a string');
  const stream = acquireStream(state, body.baton as string | null | undefined);
  const results: StreamResult[] = [];
  try {
    for (const request of body.requests as unknown[]) {
      if (stream.closed) throw new ProtocolError('The stream was closed by an earlier request of this pipeline');
      results.push(await handle(state, stream, request));
    }
  } catch (err) {
    closeStream(state, stream);
    throw err;
  }
  const baton = stream.closed || state.closing ? null : park(state, stream);
  if (state.closing) closeStream(state, stream);
  return { baton, base_url: baseUrl, results };
}

/** One request of a pipeline: its result, or its error result; a protocol or stream failure fails the whole pipeline. */
async function handle(state: ServerState, stream: Stream, request: unknown): Promise<StreamResult> {
  if (!isObject(request) || typeof request.type !== 'string') throw new ProtocolError('Each request must be an object with a `type`');
  const req = request as ProtoRequest;
  const ok = (response: { type: string } & Record<string, unknown>): StreamResult => ({ type: 'ok', response });
  try {
    switch (req.type) {
      case 'close':
        closeStream(state, stream);
        return ok({ type: 'close' });
      case 'execute': {
        const prepared = prepare(stream, req.stmt);
        return ok({ type: 'execute', result: await run(state, stream, prepared) });
      }
      case 'batch':
        return ok({ type: 'batch', result: await batch(state, stream, req.batch) });
      case 'sequence':
        await sequence(state, stream, sqlOf(stream, req));
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
