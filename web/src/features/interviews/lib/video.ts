import { UPLOAD_LIMITS } from '@kalam/core/constants';

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
const VIDEO_NAME = /\.(mp4|webm)$/i;

/** Why a chosen intro video cannot be sent (MP4 or WebM, up to 400 MB), or null when it can. */
export function videoProblem(file: File): 'type' | 'size' | null {
  const typed = file.type ? (VIDEO_TYPES as readonly string[]).includes(file.type) : VIDEO_NAME.test(file.name);
  if (!typed) return 'type';
  if (file.size > UPLOAD_LIMITS.videoBytes) return 'size';
  return null;
}
