import { API_BASE } from '@kalam/core/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoiceKeys } from '../../../lib/resources/invoice';
import { RECEIPT_TYPES } from '../lib/labels';

/**
 * A private receipt as a blob: receipts need the bearer token, which a plain link would not carry. A type other than
 * the three allowed is downloaded, never shown inline.
 */
export async function fetchReceipt(path: string): Promise<Blob> {
  const blob = await api.file(path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path);
  const type = (RECEIPT_TYPES as readonly string[]).includes(blob.type) ? blob.type : 'application/octet-stream';
  return blob.type === type ? blob : new Blob([blob], { type });
}

/** A receipt does not change once uploaded; the blob leaves memory with the viewer. */
export const receiptQuery = (path: string) =>
  queryOptions({ queryKey: invoiceKeys.receipt(path), queryFn: () => fetchReceipt(path), staleTime: Infinity, gcTime: 0 });
