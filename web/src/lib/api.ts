import { API_BASE } from '@kalam/core/api';
import { type ApiErrorCode, type FieldErrorCode, isApiErrorCode } from '@kalam/core/errors';
import type { AnswerOf, InputOf, RouteBody, RouteDef, RouteQuery } from '@kalam/core/routes/define';
import type { ApiRoutes } from '@kalam/core/routes/index';
import { tokenStore } from './token-store';

/** An error answered by the API with a catalogue code; anything else keeps the raw error as `cause`. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode | 'network',
    readonly status: number,
    readonly errors: Record<string, FieldErrorCode> = {},
    options?: { cause?: unknown; message?: string; details?: unknown },
  ) {
    super(options?.message ?? code, { cause: options?.cause });
    this.details = options?.details;
  }

  /** extra data some codes carry (the lessons behind a `conflicting-lessons` when removing availability) */
  readonly details: unknown;

  /** The spec: a 401 or a `forbidden` code means the sign-in is no longer good. */
  get isAuthFailure() {
    return this.status === 401 || this.code === 'forbidden';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** extra request headers, e.g. `Idempotency-Key` */
  headers?: Record<string, string>;
  /** the answer is a file: its bytes, not JSON */
  blob?: boolean;
}

let onAuthFailure: (() => void) | undefined;
/** Called once per failing request when the API says the sign-in is no longer good. */
export function setAuthFailureHandler(fn: (() => void) | undefined) {
  onAuthFailure = fn;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** The server renderer answers the API in-process instead of over the network. */
export function setApiTransport(fn: Transport) {
  transport = fn;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await transport(buildUrl(path, opts.query), {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (cause) {
    throw new ApiError('network', 0, {}, { cause });
  }
  if (res.ok && opts.blob) return (await res.blob()) as T;
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (res.ok) return data as T;
  const body = (data ?? {}) as { code?: unknown; message?: string; errors?: Record<string, FieldErrorCode>; details?: unknown };
  const code = isApiErrorCode(body.code) ? body.code : res.status === 401 ? 'unauthenticated' : 'unexpected';
  const error = new ApiError(code, res.status, body.errors ?? {}, {
    cause: isApiErrorCode(body.code) ? undefined : (data ?? text),
    message: body.message,
    details: body.details,
  });
  if (error.isAuthFailure) onAuthFailure?.();
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Multipart upload with progress (fetch cannot report upload progress); same errors as every call. */
function upload<T>(
  method: 'PUT' | 'POST',
  path: string,
  form: FormData,
  opts: { query?: Query; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, opts.query));
    xhr.withCredentials = true;
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError('network', 0));
    xhr.onabort = () => reject(new ApiError('network', 0, {}, { message: 'aborted' }));
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const body = (data ?? {}) as { code?: unknown; errors?: Record<string, FieldErrorCode> };
      const error = new ApiError(isApiErrorCode(body.code) ? body.code : 'unexpected', xhr.status, body.errors ?? {});
      if (error.isAuthFailure) onAuthFailure?.();
      reject(error);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** A route's query as hooks take it, read from its definition: `QueryOf<'GET /lesson/list'>`. */
export type QueryOf<K extends keyof ApiRoutes> = RouteQuery<ApiRoutes[K]>;
/** A route's JSON body as hooks take it: `BodyOf<'POST /lesson'>`. */
export type BodyOf<K extends keyof ApiRoutes> = RouteBody<ApiRoutes[K]>;

/** A defined route's path for a method (`/lesson/:id`); its definition in core/src/routes types the inputs and answer. */
type PathOf<M extends string> = { [K in keyof ApiRoutes]: K extends `${M} ${infer P}` ? P : never }[keyof ApiRoutes];
type DefOf<M extends string, P extends string> = ApiRoutes[`${M} ${P}` & keyof ApiRoutes];
type Call<D extends RouteDef> = InputOf<D> & { signal?: AbortSignal; headers?: Record<string, string> };
/** The options are required when the route takes path parameters or a body. */
type Args<D extends RouteDef> = object extends InputOf<D> ? [opts?: Call<D>] : [opts: Call<D>];
type Verb<M extends string> = <P extends PathOf<M>>(path: P, ...args: Args<DefOf<M, P>>) => Promise<AnswerOf<DefOf<M, P>>>;
type Untyped = {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

const verb =
  <M extends string>(method: M): Verb<M> =>
  (path, ...[opts]) => {
    const { params = {}, query, body, signal, headers } = (opts ?? {}) as Untyped;
    return request(method, fill(path, params), { query, body, signal, headers });
  };

type Upload = <M extends 'PUT' | 'POST', P extends PathOf<M>>(
  method: M,
  path: P,
  form: FormData,
  opts?: Partial<InputOf<DefOf<M, P>>> & { onProgress?: (percent: number) => void; signal?: AbortSignal },
) => Promise<AnswerOf<DefOf<M, P>>>;

/** The API by its route definitions: `api.get('/lesson/:id', { params: { id } })` answers a typed lesson (decision 024). */
export const api = {
  get: verb('GET'),
  post: verb('POST'),
  put: verb('PUT'),
  patch: verb('PATCH'),
  delete: verb('DELETE'),
  /** A file the API answers (a receipt, a spreadsheet) as a blob: a plain link would not carry the bearer token. */
  file: (path: string, query?: Query) => request<Blob>('GET', path, { query, blob: true, headers: { accept: '*/*' } }),
  upload: ((method, path, form, opts = {}) => {
    const { params = {}, query, ...rest } = opts as Untyped & { onProgress?: (percent: number) => void };
    return upload(method, fill(path, params), form, { query, ...rest });
  }) as Upload,
};
