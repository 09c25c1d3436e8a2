import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { ApiError } from './errors';

/** How many leading bytes `sniffVideo` needs. */
export const VIDEO_SNIFF_BYTES = 64;

// ISO base media brands browsers play as MP4 (QuickTime `qt  ` and HEIF images share the box format but are refused)
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV']);

/**
 * An intro video by its magic bytes (never by name or declared type): MP4 (an `ftyp` box with a video brand) or WebM
 * (an EBML header whose doc type is `webm`).
 */
export function sniffVideo(head: Uint8Array, field = 'video'): { type: 'video/mp4' | 'video/webm'; ext: 'mp4' | 'webm' } {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && text(4, 8) === 'ftyp' && MP4_BRANDS.has(text(8, 12))) return { type: 'video/mp4', ext: 'mp4' };
  if (
    head.length >= 8 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3 &&
    text(4, VIDEO_SNIFF_BYTES).includes('webm')
  ) {
    return { type: 'video/webm', ext: 'webm' };
  }
  throw new ApiError('bad-request', { errors: { [field]: 'invalid-type' } });
}

/**
 * A video part read as it arrives: the first bytes are checked by `sniffVideo`, then the rest passes through while
 * counted, failing with `payload-too-large` past 400 MB. Answers the type and a stream that starts with those bytes.
 */
export async function checkedVideoStream(source: ReadableStream<Uint8Array>, field = 'video') {
  const reader = source.getReader();
  let head = new Uint8Array(0);
  while (head.length < VIDEO_SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    const next = new Uint8Array(head.length + value.byteLength);
    next.set(head);
    next.set(value, head.length);
    head = next;
  }
  const video = sniffVideo(head, field);
  let size = 0;
  const count = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size > UPLOAD_LIMITS.videoBytes) throw new ApiError('payload-too-large');
    return chunk;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(count(head));
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(count(value));
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { ...video, stream };
}
