import { errorStatus, isApiErrorCode } from '@kalam/core';
import type { RouteDef } from '@kalam/core/routes/define';
import { allRoutes } from '@kalam/core/routes/index';
import { Hono } from 'hono';
import * as z from 'zod';

// The contract test: every answer the API tests receive is checked against its route's documented answers (decision
// 024). An answer that does not match makes the request throw, so the test that received it fails and says why.

const defs = allRoutes();
const matcher = new Hono().basePath('/api/v1');
defs.forEach((def, index) => matcher.on([def.method.toUpperCase()], [def.path], (c) => c.text(String(index))));

async function routeOf(req: Request): Promise<RouteDef | undefined> {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const found = await matcher.request(req.url, { method });
  return found.ok ? defs[Number(await found.text())] : undefined;
}

/** Why `res` is not an answer `def` documents, or null when it is one. */
async function mismatch(def: RouteDef, res: Response): Promise<string | null> {
  if (res.status >= 400 && !(def.responses[res.status as keyof RouteDef['responses']] instanceof z.ZodType)) {
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    if (!isApiErrorCode(body?.code)) return `an error answer without a catalogue code: ${JSON.stringify(body)}`;
    return errorStatus(body.code) === res.status ? null : `code ${body.code} answered with status ${res.status}`;
  }
  if (res.status === 304 || res.status === 204) return null;
  const documented = def.responses[res.status as keyof RouteDef['responses']];
  if (!documented) return `status ${res.status} is not documented (documented: ${Object.keys(def.responses).join(', ')})`;
  if (!(documented instanceof z.ZodType)) {
    const type = res.headers.get('content-type')?.split(';')[0] ?? null;
    const [kind, sub] = documented.contentType?.split('/') ?? [];
    const matches = documented.contentType === null || type === documented.contentType || (sub === '*' && type?.startsWith(`${kind}/`));
    return matches ? null : `content type ${type}, documented ${documented.contentType}`;
  }
  const parsed = documented.safeParse(await res.json());
  return parsed.success ? null : z.prettifyError(parsed.error);
}

/** Makes every answer of `app` throw unless it matches the route's documented answers. */
export function checkAnswersAgainstDocument(app: { fetch: (req: Request, ...rest: never[]) => Response | Promise<Response> }) {
  const fetch = app.fetch;
  app.fetch = async (req: Request, ...rest: never[]) => {
    const res = await fetch(req, ...rest);
    if (req.method === 'OPTIONS') return res;
    const def = await routeOf(req);
    const problem = def && (await mismatch(def, res.clone()));
    if (def && problem) {
      throw new Error(`Answer of ${req.method} ${new URL(req.url).pathname} (${res.status}) does not match the document:\n${problem}`);
    }
    return res;
  };
}
