import { toPiasters } from './signature';
import type { FawryOrderStatus } from './types';

const TIMEOUT_MS = 20_000;

/** Anything Fawry refused or we could not read: HTTP failures, non-200 `statusCode`, network errors, bad signatures. */
export class FawryError extends Error {
  /** Fawry's statusCode (or code), else the HTTP status */
  statusCode?: number;
  /** Fawry's own words (statusDescription), or ours when Fawry said nothing */
  providerMessage: string;

  constructor(providerMessage: string, opts: { statusCode?: number; cause?: unknown } = {}) {
    super(providerMessage, { cause: opts.cause });
    this.name = 'FawryError';
    this.statusCode = opts.statusCode;
    this.providerMessage = providerMessage;
  }
}

const STATUSES: Record<string, FawryOrderStatus> = {
  NEW: 'NEW',
  UNPAID: 'NEW',
  PAID: 'PAID',
  CANCELED: 'CANCELED',
  CANCELLED: 'CANCELED',
  REFUNDED: 'REFUNDED',
  EXPIRED: 'EXPIRED',
  PARTIAL_REFUNDED: 'PARTIAL_REFUNDED',
  FAILED: 'FAILED',
};

export function orderStatus(value: unknown): FawryOrderStatus {
  const status = typeof value === 'string' ? STATUSES[value.toUpperCase()] : undefined;
  if (!status) throw new FawryError(`Fawry answered an unknown order status: ${String(value)}`);
  return status;
}

export type Body = Record<string, unknown>;

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const epochMs = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;

export function amountOf(v: unknown): number {
  try {
    return toPiasters(v as number | string);
  } catch (err) {
    throw new FawryError(`Fawry answered an amount we cannot read: ${String(v)}`, { cause: err });
  }
}

/** Fawry's error shapes: `{statusCode, statusDescription}` on most APIs, `{code, description, reason}` on newer ones. */
function refusalOf(body: Body): { code?: number; message: string } | null {
  const code = body.statusCode ?? body.code;
  if (code === undefined || code === null || Number(code) === 200) return null;
  const message = str(body.statusDescription ?? body.description ?? body.reason) || 'Fawry refused the request';
  return { code: Number.isFinite(Number(code)) ? Number(code) : undefined, message };
}

export type FawryCall = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: { query?: Record<string, string>; json?: unknown },
) => Promise<Body>;

/** One request to Fawry's API at `base`: its JSON answer, or a FawryError for a refusal, a failure or an unreadable answer. */
export const fawryCall =
  (base: string, doFetch: typeof fetch): FawryCall =>
  async (method, path, opts) => {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: { accept: 'application/json', ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new FawryError('Fawry could not be reached', { cause: err });
    }
    const text = await res.text().catch(() => '');
    let body: Body | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
    } catch {
      body = null;
    }
    const refusal = body ? refusalOf(body) : null;
    if (!res.ok) throw new FawryError(refusal?.message ?? `Fawry answered HTTP ${res.status}`, { statusCode: refusal?.code ?? res.status });
    if (!body) throw new FawryError('Fawry answered something that is not JSON', { statusCode: res.status });
    if (refusal) throw new FawryError(refusal.message, { statusCode: refusal.code });
    return body;
  };
