import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FAWRY_PATHS } from '../../workers/src/lib/fawry/client';
import { cardTokenPage, deleteCard, listCards } from './cards';
import { charge } from './charge';
import { control, dashboard } from './dashboard';
import { cancelUnpaid, refund, status } from './payments';
import { Refusal, str } from './refusals';
import { json } from './responses';
import { current, type Sandbox, type SandboxRequest } from './state';
import { threeDs } from './three-d-secure';

// The sandbox's HTTP server: Fawry's API paths (logged, refusals answered in Fawry's shape), its hosted pages, and
// the sandbox's own controls under /sandbox.

type Api = (sb: Sandbox, entry: SandboxRequest, input: Record<string, unknown>) => Promise<unknown>;

const APIS: Record<string, Api> = {
  [`POST ${FAWRY_PATHS.charge}`]: charge,
  [`GET ${FAWRY_PATHS.status}`]: status,
  [`POST ${FAWRY_PATHS.refund}`]: refund,
  [`POST ${FAWRY_PATHS.cancelUnpaidOrder}`]: cancelUnpaid,
  [`GET ${FAWRY_PATHS.cardToken}`]: listCards,
  [`DELETE ${FAWRY_PATHS.cardToken}`]: deleteCard,
};

/** Listens and sets `sb.url`; resolves the function that stops the server. */
export async function serveHttp(sb: Sandbox, host: string, port: number | undefined): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    route(sb, req, res).catch((err: unknown) => {
      sb.warn(`${req.method} ${req.url} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) json(res, 500, { error: 'Sandbox error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, host, () => resolve());
  });
  const address = server.address();
  sb.url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

async function route(sb: Sandbox, req: IncomingMessage, res: ServerResponse) {
  const reqUrl = new URL(req.url ?? '/', sb.url);
  const path = reqUrl.pathname;
  const query = Object.fromEntries(reqUrl.searchParams);
  const raw = await readBody(req);
  const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  let body: unknown;
  try {
    body = raw === '' ? undefined : isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
  } catch {
    body = raw;
  }
  const fields = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;

  const api = APIS[`${req.method} ${path}`];
  if (api) {
    const entry: SandboxRequest = { method: req.method!, path, query, body, signatureValid: false };
    sb.requests.push(entry);
    if (typeof body === 'string') return json(res, 400, { statusCode: 400, statusDescription: 'Malformed JSON body' });
    try {
      return json(res, 200, await api(sb, entry, req.method === 'POST' ? fields : { ...fields, ...query }));
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return json(
        res,
        200,
        path === FAWRY_PATHS.cancelUnpaidOrder
          ? { code: err.code, description: err.message, reason: err.message }
          : { type: 'ErrorResponse', statusCode: err.code, statusDescription: err.message },
      );
    }
  }
  const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, str(v)]));
  if (path === FAWRY_PATHS.cardTokenPage && (req.method === 'GET' || req.method === 'POST'))
    return cardTokenPage(sb, req, res, query, strings);
  const threeDsPath = /^\/sandbox\/3ds\/([^/]+)$/.exec(path);
  if (threeDsPath && (req.method === 'GET' || req.method === 'POST'))
    return threeDs(sb, req, res, decodeURIComponent(threeDsPath[1]!), strings);
  if (path === '/sandbox' && req.method === 'GET') return dashboard(sb, res);
  if (path === '/sandbox/orders' && req.method === 'GET')
    return json(
      res,
      200,
      [...sb.orders.values()].map((o) => current(sb, o)),
    );
  const controlPath = /^\/sandbox\/orders\/([^/]+)\/(settle|notify)$/.exec(path);
  if (controlPath && req.method === 'POST') return control(sb, res, decodeURIComponent(controlPath[1]!), controlPath[2]!, fields, isForm);
  // browsers ask every page's host for an icon
  if (path === '/favicon.ico') return void res.writeHead(204).end();
  return json(res, 404, { error: 'Not found' });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1_000_000) req.destroy(new Error('Body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
