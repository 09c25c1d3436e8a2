import { imageSize } from 'image-size';
import { UPLOAD_LIMITS } from '@kalam/core';
import { ApiError } from './errors';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const SIGNATURES: { type: ImageType; ext: string; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'image/jpeg', ext: 'jpg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'image/png', ext: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'image/gif', ext: 'gif', parts: [{ at: 0, bytes: [0x47, 0x49, 0x46, 0x38] }] },
  { type: 'image/webp', ext: 'webp', parts: [{ at: 0, bytes: ascii('RIFF') }, { at: 8, bytes: ascii('WEBP') }] },
];

/**
 * An image of one of the accepted types by its magic bytes (never by name or declared type), at most 8 MB, decodable,
 * at least `minPx` and at most `UPLOAD_LIMITS.imageMaxPx` on each side. Refusals name `field`: `invalid-type`, `small-image`,
 * or `payload-too-large`.
 */
export function checkImage(bytes: Uint8Array, opts: { field: string; accept: readonly ImageType[]; minPx: number }): { type: ImageType; ext: string; width: number; height: number } {
  if (bytes.byteLength > UPLOAD_LIMITS.imageBytes) throw new ApiError('payload-too-large');
  const kind = SIGNATURES.find((s) => opts.accept.includes(s.type) && s.parts.every((p) => p.bytes.every((b, i) => bytes[p.at + i] === b)));
  if (!kind) throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  }
  const { width = 0, height = 0 } = size;
  if (width > UPLOAD_LIMITS.imageMaxPx || height > UPLOAD_LIMITS.imageMaxPx) throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  if (width < Math.max(1, opts.minPx) || height < Math.max(1, opts.minPx)) throw new ApiError('bad-request', { errors: { [opts.field]: 'small-image' } });
  return { type: kind.type, ext: kind.ext, width, height };
}

/**
 * A profile image as the spec advises: JPG, PNG or GIF by its magic bytes (never by name or declared type),
 * at most 8 MB, at least 480×480 pixels.
 */
export function checkProfileImage(bytes: Uint8Array): { type: string; ext: string; width: number; height: number } {
  return checkImage(bytes, { field: 'image', accept: ['image/jpeg', 'image/png', 'image/gif'], minPx: UPLOAD_LIMITS.profileImageMinPx });
}
