import { API_BASE } from '@kalam/core/api';
import { UPLOAD_LIMITS } from '@kalam/core/constants';

export const MB = 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;
const VIDEO_NAME = /\.(mp4|webm)$/i;

export type MediaKind = 'image' | 'video' | 'thumbnail';
export type MediaProblem = 'type' | 'size';

/** Why a file cannot be sent as this kind (the server checks the bytes too), or null when it can. */
export function mediaProblem(kind: MediaKind, file: File): MediaProblem | null {
  const video = kind === 'video';
  const types: readonly string[] = video ? VIDEO_TYPES : IMAGE_TYPES;
  // some browsers leave the type empty: judge by the name then
  const typed = file.type ? types.includes(file.type) : (video ? VIDEO_NAME : IMAGE_NAME).test(file.name);
  if (!typed) return 'type';
  if (file.size > (video ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes)) return 'size';
  return null;
}

export const limitMb = (kind: MediaKind) => (kind === 'video' ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes) / MB;

/** Upload fields hold the full path (`/api/v1/assets/uploads/…`) or, in older rows, a stored name. */
export const mediaUrl = (value: string) =>
  /^(\/|https?:|blob:)/.test(value) ? value : `${API_BASE}/assets/uploads/${encodeURIComponent(value)}`;
