import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { Role, roles } from '@kalam/core/enums';
import { apiErrorCodes, errorStatus, fieldErrorCodes } from '@kalam/core/errors';
import { routeKey } from '@kalam/core/permissions';
import type { RouteDef } from '@kalam/core/routes/define';
import { allRoutes } from '@kalam/core/routes/index';
import * as z from 'zod';

const ROLE_NAMES = Object.fromEntries(Object.entries(Role).map(([name, role]) => [role, name]));
const ERROR_STATUSES = [...new Set(apiErrorCodes.map(errorStatus))].sort();

/** The error envelope of one status, its `code` limited to the catalogue's codes of that status. */
const envelopeOf = (status: number) =>
  z.strictObject({
    code: z.enum(apiErrorCodes.filter((code) => errorStatus(code) === status)),
    message: z.string().optional(),
    errors: z.record(z.string(), z.enum(fieldErrorCodes)).optional().describe('field path (dotted) → field error code'),
    details: z.unknown().optional().describe('extra data some codes carry (the lessons behind a conflicting-lessons)'),
  });

/** The error answers a route may give: by status, each with the catalogue's codes of that status. */
function errorsOf(def: RouteDef): number[] {
  const { params, query, body, headers, form } = def.request;
  const statuses = new Set([429, 500, 503]);
  if (params || query || body || headers || form) statuses.add(400);
  if (params) statuses.add(404);
  if (!def.access.anonymous) statuses.add(401);
  if (def.access.roles.length < roles.length) statuses.add(403);
  if (def.method !== 'get') statuses.add(409);
  if (form) statuses.add(413);
  return ERROR_STATUSES.filter((s) => statuses.has(s));
}

const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 503: 'Service unavailable' };

function answerOf(answer: RouteDef['responses'][200], status: number): ResponseConfig {
  if (!answer) return { description: String(status) };
  if (answer instanceof z.ZodType)
    return { description: STATUS_TEXT[status] ?? String(status), content: { 'application/json': { schema: answer } } };
  return { description: answer.description, content: answer.contentType ? { [answer.contentType]: { schema: {} } } : undefined };
}

function operationOf(def: RouteDef): RouteConfig {
  const { params, query, body, headers, form } = def.request;
  const responses: RouteConfig['responses'] = {};
  for (const [status, answer] of Object.entries(def.responses)) responses[status] = answerOf(answer, Number(status));
  for (const status of errorsOf(def)) responses[status] ??= { $ref: `#/components/responses/Error${status}` } as never;
  return {
    method: def.method,
    path: openApiPath(def.path),
    operationId: routeKey(def.method, def.path),
    tags: [def.path.split('/')[1] ?? ''],
    summary: def.summary,
    description: def.description,
    security: def.access.anonymous ? [{}, { bearer: [] }] : [{ bearer: [] }],
    'x-roles': def.access.roles.map((role) => ROLE_NAMES[role]),
    request: {
      params,
      query: query as z.ZodObject | undefined,
      headers,
      body: body
        ? { required: true, content: { 'application/json': { schema: body } } }
        : form
          ? { required: true, content: { 'multipart/form-data': { schema: form } } }
          : undefined,
    },
    responses,
  };
}

let built: unknown;

/** The OpenAPI 3.1 document of every defined route, built on first request and kept for the isolate's life. */
export function openApiDocument(): unknown {
  if (built) return built;
  // the registry names components through zod's prototype; only ZodType is patched, and passing zod's whole namespace
  // would keep all of it (its 40 locales) in the Worker (decision 018)
  extendZodWithOpenApi({ ZodType: z.ZodType } as unknown as Parameters<typeof extendZodWithOpenApi>[0]);
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const status of ERROR_STATUSES) {
    registry.register(`Error${status}`, envelopeOf(status));
    registry.registerComponent('responses', `Error${status}`, {
      description: `An error of status ${status}: one of the catalogue's codes`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` } } },
    });
  }
  for (const def of allRoutes()) registry.registerPath(operationOf(def));
  built = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kalam API',
      version: '1',
      description:
        'The API of Kalam, a marketplace of English lessons for Egyptian students. Times are UTC epoch milliseconds, money is ' +
        'integer piasters. Every error answers with the envelope `{ code, message?, errors?, details? }`; `code` is from the ' +
        'catalogue. Sign in with `POST /auth/password` and send the token as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/api/v1' }],
  });
  return built;
}
