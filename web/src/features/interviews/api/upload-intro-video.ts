import { API_BASE } from '@kalam/core/api';
import { api } from '../../../lib/api';

/** The tutor's own intro video as multipart field `video`, with progress in percent; abort with the signal. */
export function uploadIntroVideo(tutorId: number, file: File, opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.set('video', file);
  return api.upload('PUT', '/user/asset/tutor', form, { query: { tutorId }, ...opts });
}

/** Upload fields hold a stored name or the full path. */
export const uploadUrl = (value: string) =>
  /^(\/|https?:|blob:)/.test(value) ? value : `${API_BASE}/assets/uploads/${encodeURIComponent(value)}`;
