import { imageSize } from 'image-size';
import { UPLOAD_LIMITS } from '@kalam/core';
import { ApiError } from './errors';

const SIGNATURES: { type: 'image/jpeg' | 'image/png' | 'image/gif'; ext: string; bytes: number[] }[] = [
  { type: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', ext: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/**
 * A profile image as the spec advises: JPG, PNG or GIF by its magic bytes (never by name or declared type),
 * at most 8 MB, at least 480×480 pixels.
 */
export function checkProfileImage(bytes: Uint8Array): { type: string; ext: string; width: number; height: number } {
  if (bytes.byteLength > UPLOAD_LIMITS.imageBytes) throw new ApiError('payload-too-large');
  const kind = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (!kind) throw new ApiError('bad-request', { errors: { image: 'invalid-type' } });
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError('bad-request', { errors: { image: 'invalid-type' } });
  }
  const { width = 0, height = 0 } = size;
  const min = UPLOAD_LIMITS.profileImageMinPx;
  if (width < min || height < min) throw new ApiError('bad-request', { errors: { image: 'small-image' } });
  return { type: kind.type, ext: kind.ext, width, height };
}
