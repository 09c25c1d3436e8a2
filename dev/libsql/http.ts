import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from './pipeline';
import { ProtocolError, StreamError } from './protocol';
import type { ServerState } from './state';

// The HTTP side: sqld's greeting and health check, `POST /v2/pipeline`, and 404 for the rest.

const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface HttpServer {
  port: number;
  /** stops accepting, lets the requests in flight finish, then drops every socket */
  stop(): Promise<void>;
}

export async function serveHttp(state: ServerState, host: string, port: number): Promise<HttpServer> {
  const inFlight = new Set<Promise<unknown>>();
  // the Host header names the server in base_url; this is the fallback for a request without one
  let authority = '';
  const server = createServer((req, res) => {
    const work = route(state, authority, req, res).catch((err) => {
      if (!res.headersSent) sendText(res, 500, `Internal error: ${(err as Error).message}`);
    });
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });
  // keep idle client sockets longer than clients keep them pooled, so a reused socket is not closed under a request
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const bound = (server.address() as { port: number }).port;
  authority = `${urlHost(host)}:${bound}`;
  return {
    port: bound,
    async stop() {
      const stopped = new Promise<void>((ok) => server.close(() => ok()));
      server.closeIdleConnections();
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await stopped;
    },
  };
}

async function route(state: ServerState, authority: string, req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method === 'GET' && (path === '/' || path === '/v2')) return sendText(res, 200, 'Hello, this is HTTP API v2 (Hrana over HTTP)');
  if (req.method === 'GET' && path === '/health') return sendText(res, 200, 'OK');
  if (path === '/v2/pipeline') {
    if (req.method !== 'POST') return sendText(res, 405, 'Method not allowed');
    if (state.closing) return sendText(res, 503, 'The server is shutting down');
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (err) {
      return sendText(res, 400, `Could not deserialize JSON request body: ${(err as Error).message}`);
    }
    try {
      const prefix = path.slice(0, -'v2/pipeline'.length);
      const baseUrl = `http://${req.headers.host ?? authority}${prefix}`;
      return sendJson(res, 200, await pipeline(state, body, baseUrl));
    } catch (err) {
      if (err instanceof StreamError) return sendJson(res, 500, { message: err.message, code: err.code });
      if (err instanceof ProtocolError) return sendText(res, 400, err.message);
      throw err;
    }
  }
  // /v3, /v3-protobuf and everything else: not implemented here, so the client stays on v2
  sendText(res, 404, 'Not found');
}

/** A host as it goes into a URL: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
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
