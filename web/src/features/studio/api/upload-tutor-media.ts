import { api } from '../../../lib/api';
import type { MediaKind } from '../lib/media';

export type MediaFiles = Partial<Record<MediaKind, File>>;

/**
 * `PUT /user/asset/tutor?tutorId=`: any of the photo (`image`), intro video (`video`) and its `thumbnail` in one
 * multipart form, with progress in percent; abort with the signal. Answers the tutor with the stored media.
 */
export function uploadTutorMedia(
  tutorId: number,
  files: MediaFiles,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  for (const kind of ['image', 'thumbnail', 'video'] as const) {
    const file = files[kind];
    if (file) form.set(kind, file);
  }
  return api.upload('PUT', '/user/asset/tutor', form, { query: { tutorId }, ...opts });
}
