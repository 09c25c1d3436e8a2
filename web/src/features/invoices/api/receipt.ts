import { API_BASE } from '@kalam/core/api';
import { isApiErrorCode } from '@kalam/core/errors';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildUrl } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/resources/invoice';
import { tokenStore } from '../../../lib/token-store';
import { RECEIPT_TYPES } from '../lib/labels';

/**
 * A private receipt as a blob: receipts need the bearer token, which a plain link would not carry. A type other than
 * the three allowed is downloaded, never shown inline.
 */
export async function fetchReceipt(path: string): Promise<Blob> {
  const relative = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(buildUrl(relative), { credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError('network', 0, {}, { cause });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: unknown };
    throw new ApiError(isApiErrorCode(body.code) ? body.code : res.status === 401 ? 'unauthenticated' : 'unexpected', res.status);
  }
  const blob = await res.blob();
  const type = (RECEIPT_TYPES as readonly string[]).includes(blob.type) ? blob.type : 'application/octet-stream';
  return blob.type === type ? blob : new Blob([blob], { type });
}

/** A receipt does not change once uploaded; the blob leaves memory with the viewer. */
export const receiptQuery = (path: string) =>
  queryOptions({ queryKey: invoiceKeys.receipt(path), queryFn: () => fetchReceipt(path), staleTime: Infinity, gcTime: 0 });
