import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { GIF } from 'image-size/types/gif';
import type { IImage } from 'image-size/types/interface';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';
import { ApiError } from './errors';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
// each type's size reader from image-size, without the dozen other formats its `imageSize` tries
const SIGNATURES: { type: ImageType; ext: string; reader: IImage; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'image/jpeg', ext: 'jpg', reader: JPG, parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'image/png', ext: 'png', reader: PNG, parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'image/gif', ext: 'gif', reader: GIF, parts: [{ at: 0, bytes: [0x47, 0x49, 0x46, 0x38] }] },
  {
    type: 'image/webp',
    ext: 'webp',
    reader: WEBP,
    parts: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  },
];

const kindOf = (bytes: Uint8Array, accept: readonly ImageType[]) =>
  SIGNATURES.find((s) => accept.includes(s.type) && s.parts.every((p) => p.bytes.every((b, i) => bytes[p.at + i] === b)));

/** Width and height as the file's header states them; throws on a header that does not hold them. */
function sizeOf(bytes: Uint8Array, accept: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
  const kind = kindOf(bytes, accept);
  if (!kind?.reader.validate(bytes)) throw new Error('not an image');
  return kind.reader.calculate(bytes);
}

/**
 * An image of one of the accepted types by its magic bytes (never by name or declared type), at most 8 MB, decodable,
 * at least `minPx` and at most `UPLOAD_LIMITS.imageMaxPx` on each side. Refusals name `field`: `invalid-type`, `small-image`,
 * or `payload-too-large`.
 */
export function checkImage(
  bytes: Uint8Array,
  opts: { field: string; accept: readonly ImageType[]; minPx: number },
): { type: ImageType; ext: string; width: number; height: number } {
  if (bytes.byteLength > UPLOAD_LIMITS.imageBytes) throw new ApiError('payload-too-large');
  const kind = kindOf(bytes, opts.accept);
  if (!kind) throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  let size: { width?: number; height?: number };
  try {
    size = sizeOf(bytes, [kind.type]);
  } catch {
    throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  }
  const { width = 0, height = 0 } = size;
  if (width > UPLOAD_LIMITS.imageMaxPx || height > UPLOAD_LIMITS.imageMaxPx)
    throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  if (width < Math.max(1, opts.minPx) || height < Math.max(1, opts.minPx))
    throw new ApiError('bad-request', { errors: { [opts.field]: 'small-image' } });
  return { type: kind.type, ext: kind.ext, width, height };
}

/**
 * A profile image as the spec advises: JPG, PNG or GIF by its magic bytes (never by name or declared type),
 * at most 8 MB, at least 480×480 pixels.
 */
export function checkProfileImage(bytes: Uint8Array): { type: string; ext: string; width: number; height: number } {
  return checkImage(bytes, { field: 'image', accept: ['image/jpeg', 'image/png', 'image/gif'], minPx: UPLOAD_LIMITS.profileImageMinPx });
}

/**
 * What of Cloudflare's Images binding the photos use (the Worker's `ImagesBinding` fits it): production's service,
 * Miniflare's locally, a sharp stand-in in Node tests.
 */
export interface Images {
  input(stream: ReadableStream<Uint8Array>): ImageSteps;
}
interface ImageSteps {
  transform(t: { width: number; height: number; fit: 'cover'; gravity: 'center'; background: string }): ImageSteps;
  output(o: { format: 'image/jpeg'; quality: number }): Promise<{ response(): Response }>;
}

const JPEG_QUALITY = 82;

/**
 * A photo decoded whole (a truncated file, a bare header or a polyglot does not decode) and made anew as square JPEGs
 * of each size, centre-cropped, transparency on white: nothing of the upload's bytes or metadata (GPS, camera) is kept.
 * Answers each JPEG with its size, in the order of `sizes`. What does not decode is refused as `invalid-type` on `field`.
 */
export async function squarePhotos(
  images: Images,
  bytes: Uint8Array,
  field: string,
  sizes: readonly number[],
): Promise<{ px: number; jpeg: Uint8Array }[]> {
  const refuse = () => new ApiError('bad-request', { errors: { [field]: 'invalid-type' } });
  let pixels: number;
  try {
    const { width, height } = sizeOf(bytes);
    pixels = width * height;
  } catch {
    throw refuse();
  }
  // the pixels are decoded whole outside the isolate; a bomb is refused before that all the same
  if (pixels > UPLOAD_LIMITS.photoMaxPixels) throw refuse();
  try {
    return await Promise.all(
      sizes.map(async (px) => {
        const made = await images
          .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
          .transform({ width: px, height: px, fit: 'cover', gravity: 'center', background: '#ffffff' })
          .output({ format: 'image/jpeg', quality: JPEG_QUALITY });
        const jpeg = new Uint8Array(await made.response().arrayBuffer());
        if (!wholeJpeg(jpeg, px)) throw refuse();
        return { px, jpeg };
      }),
    );
  } catch {
    throw refuse();
  }
}

/**
 * What came back is a complete JPEG of the asked size: a decoder that gives up midway may end its stream early rather
 * than fail (Miniflare's sharp on a truncated PNG does), and that must be a refusal, not a broken photo.
 */
function wholeJpeg(jpeg: Uint8Array, px: number) {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8 || jpeg.at(-2) !== 0xff || jpeg.at(-1) !== 0xd9) return false;
  try {
    const { width, height } = sizeOf(jpeg, ['image/jpeg']);
    return width === px && height === px;
  } catch {
    return false;
  }
}
