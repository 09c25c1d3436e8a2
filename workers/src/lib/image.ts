import { UPLOAD_LIMITS } from '@kalam/core';
import { imageSize } from 'image-size';
import { ApiError } from './errors';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const SIGNATURES: { type: ImageType; ext: string; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'image/jpeg', ext: 'jpg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'image/png', ext: 'png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'image/gif', ext: 'gif', parts: [{ at: 0, bytes: [0x47, 0x49, 0x46, 0x38] }] },
  {
    type: 'image/webp',
    ext: 'webp',
    parts: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('WEBP') },
    ],
  },
];

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
  const kind = SIGNATURES.find((s) => opts.accept.includes(s.type) && s.parts.every((p) => p.bytes.every((b, i) => bytes[p.at + i] === b)));
  if (!kind) throw new ApiError('bad-request', { errors: { [opts.field]: 'invalid-type' } });
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
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

type Photon = typeof import('@cf-wasm/photon');
let photon: Promise<Photon> | undefined;
// the codec (precompiled wasm in workerd) is instantiated on the first photo, not when the Worker starts
const loadPhoton = () => (photon ??= import('@cf-wasm/photon'));

const JPEG_QUALITY = 82;

/**
 * A photo decoded whole (a truncated file, a bare header or a polyglot does not decode) and made anew as square JPEGs
 * of each size, centre-cropped, transparency on white: nothing of the upload's bytes or metadata (GPS, camera) is kept.
 * Answers each JPEG with its size, in the order of `sizes`. What does not decode is refused as `invalid-type` on `field`.
 */
export async function squarePhotos(
  bytes: Uint8Array,
  field: string,
  sizes: readonly number[],
): Promise<{ px: number; jpeg: Uint8Array }[]> {
  const refuse = () => new ApiError('bad-request', { errors: { [field]: 'invalid-type' } });
  const { width, height } = imageSize(bytes);
  if ((width ?? 0) * (height ?? 0) > UPLOAD_LIMITS.photoMaxPixels) throw refuse();
  const { PhotonImage, crop, resize, SamplingFilter } = await loadPhoton();
  let decoded: InstanceType<Photon['PhotonImage']>;
  try {
    decoded = PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw refuse();
  }
  // shrink first, so the full-size pixels are freed before anything else is made; bilinear: Lanczos cost ~1.5× the CPU here
  const side = Math.max(...sizes);
  const scale = side / Math.min(decoded.get_width(), decoded.get_height());
  const w = Math.max(side, Math.round(decoded.get_width() * scale));
  const h = Math.max(side, Math.round(decoded.get_height() * scale));
  const shrunk = resize(decoded, w, h, SamplingFilter.Triangle);
  decoded.free();
  const x = (w - side) >> 1;
  const y = (h - side) >> 1;
  const square = onWhite(PhotonImage, crop(shrunk, x, y, x + side, y + side));
  shrunk.free();
  try {
    return sizes.map((px) => {
      const sized = px === side ? square : resize(square, px, px, SamplingFilter.Lanczos3);
      const jpeg = sized.get_bytes_jpeg(JPEG_QUALITY);
      if (sized !== square) sized.free();
      return { px, jpeg };
    });
  } finally {
    square.free();
  }
}

/** JPEG has no transparency: see-through pixels are laid on white rather than turning black. */
function onWhite(Image: Photon['PhotonImage'], image: InstanceType<Photon['PhotonImage']>) {
  const px = image.get_raw_pixels();
  let opaque = true;
  for (let i = 3; i < px.length; i += 4) {
    const a = px[i] ?? 255;
    if (a === 255) continue;
    opaque = false;
    for (let c = i - 3; c < i; c++) px[c] = Math.round(((px[c] ?? 0) * a + 255 * (255 - a)) / 255);
    px[i] = 255;
  }
  if (opaque) return image;
  const flat = new Image(px, image.get_width(), image.get_height());
  image.free();
  return flat;
}
