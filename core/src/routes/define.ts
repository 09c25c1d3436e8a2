import type * as z from 'zod';
import type { Access } from '../permissions';

// One definition per API route (decision 024): the Worker's router, the permission check, the OpenAPI document and the
// web client's types all come from these objects. Paths are Hono's, relative to /api/v1; `{[0-9]+}` after a parameter
// keeps other text out of it (and out of the client's path keys, see `PathKey`).

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An answer that is not JSON (a calendar file, an image, a redirect), documented by its media type. */
export interface OtherAnswer {
  contentType: string | null;
  description: string;
}

export interface RouteRequest {
  params?: z.ZodObject;
  query?: z.ZodType;
  /** a JSON body */
  body?: z.ZodType;
  /** a multipart body, parsed by the handler itself (files are decoded there, never trusted) */
  form?: z.ZodObject;
  headers?: z.ZodObject;
}

/** JSON answers by status (a zod schema), or another kind of answer; 503 only for an answer that is not an error */
export type Answers = Partial<Record<200 | 201 | 202 | 204 | 302 | 304 | 503, z.ZodType | OtherAnswer>>;

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  /** what the route does, in a line of English for the API reference */
  summary: string;
  description?: string;
  request: RouteRequest;
  /** built on first read: the Worker never checks its answers; the OpenAPI document, the contract test and the client's types read them */
  responses: Answers;
}

/** A definition as a route file writes it: the answers behind a function, so a new isolate builds only the input schemas. */
export type RouteSource = Omit<RouteDef, 'responses'> & { responses: () => Answers };

/** What `route` makes of a source: the definition with its answers built once, on first read. */
export type Defined<D extends RouteSource> = Omit<D, 'responses'> & { readonly responses: ReturnType<D['responses']> };

/** `build`'s value, built on the first call and kept: answer schemas a new isolate's first request does not need. */
export const onFirstUse = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

/** Keeps the literal method, path and schemas of a definition, which the web client's types are read from. */
export const route = <const D extends RouteSource>(def: D): Defined<D> =>
  Object.defineProperty({ ...def }, 'responses', { enumerable: true, get: onFirstUse(def.responses) }) as never;

type StripPatterns<P extends string> = P extends `${infer A}{${string}}${infer B}` ? `${A}${StripPatterns<B>}` : P;

/** The key a route is known by in the permission table and the web client: `GET /lesson/:id`. */
export type RouteKeyOf<D extends RouteDef> = `${Uppercase<D['method']>} ${StripPatterns<D['path']>}`;

/** The JSON answer of a route's first success status. */
export type AnswerOf<D extends RouteDef> = {
  [S in keyof D['responses']]: D['responses'][S] extends z.ZodType ? z.output<D['responses'][S]> : never;
}[keyof D['responses']];

/**
 * A route's query as a caller writes it: the values the server reads, each optional (the schema fills defaults). Not
 * the schema's input type: query fields read digits from text first, which types them `unknown`.
 */
export type RouteQuery<D extends RouteDef> = D['request']['query'] extends z.ZodType ? Partial<z.output<D['request']['query']>> : never;

/** A route's JSON body as a caller sends it. */
export type RouteBody<D extends RouteDef> = D['request']['body'] extends z.ZodType ? z.input<D['request']['body']> : never;

/** What a caller passes: path parameters, query and JSON body, as the route's schemas accept them. */
export type InputOf<D extends RouteDef> = (D['request']['params'] extends z.ZodType
  ? { params: z.input<D['request']['params']> }
  : unknown) &
  (D['request']['query'] extends z.ZodType ? { query?: RouteQuery<D> } : unknown) &
  (D['request']['body'] extends z.ZodType ? { body: RouteBody<D> } : unknown);
