import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { ApiError } from './errors';

const SIGNATURES: { type: 'image/jpeg' | 'image/png' | 'application/pdf'; ext: string; bytes: number[] }[] = [
  { type: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** A payment receipt: JPG, PNG or PDF by its magic bytes (never by name or declared type), at most 8 MB. */
export function checkReceipt(bytes: Uint8Array): { type: string; ext: string } {
  if (bytes.byteLength > UPLOAD_LIMITS.receiptBytes) throw new ApiError('payload-too-large');
  const kind = SIGNATURES.find((s) => bytes.byteLength > s.bytes.length && s.bytes.every((b, i) => bytes[i] === b));
  if (!kind) throw new ApiError('bad-request', { errors: { receipt: 'invalid-type' } });
  return { type: kind.type, ext: kind.ext };
}
