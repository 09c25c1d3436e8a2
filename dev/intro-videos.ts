import { Role } from '@kalam/core';
import type { Client } from '@libsql/client';
import sharp from 'sharp';
import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import { avatarPng, superAdminToken } from './avatars';

// Demo intro videos: a few demo tutors get a short clip of their portrait (decision 054), made offline at first start
// and uploaded through the studio's route, so the profile's video tab plays a real stored WebM as it would a tutor's.

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const SECONDS = 4;
/** How many demo tutors get a clip: enough for the list and profiles to show some with a video and some without. */
export const DEMO_VIDEO_TUTORS = 4;

/** The VP8 frame inside a lossy WebP file (its `VP8 ` chunk): a WebM video track carries the same bitstream. */
export function vp8Of(webp: Uint8Array): Uint8Array {
  const tag = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP file');
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('not a lossy WebP file');
}

/** A frame's backdrop: the brand's colours, and bars that rise and fall as if the tutor were speaking. */
function backdrop(frame: number): Buffer {
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = 24 + Math.round(40 * Math.abs(Math.sin((frame + i * 3) / 3)));
    return `<rect x="${212 + i * 24}" y="${HEIGHT - 24 - h}" width="12" height="${h}" rx="6" fill="#ffffff" opacity="0.7"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${bars}</svg>`,
  );
}

/** Each frame as a lossy WebP: the portrait breathing in and out over the backdrop. */
async function framesOf(portrait: Buffer): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (let i = 0; i < FPS * SECONDS; i++) {
    const side = 236 + 2 * Math.round(8 * Math.sin((2 * Math.PI * i) / (FPS * 2)));
    const face = await sharp(portrait).resize(side, side).png().toBuffer();
    frames.push(
      await sharp(backdrop(i))
        .composite([{ input: face, top: Math.round((HEIGHT - 64 - side) / 2) + 8, left: (WIDTH - side) / 2 }])
        .flatten()
        .webp({ quality: 70 })
        .toBuffer(),
    );
  }
  return frames;
}

/** A demo tutor's clip (WebM, VP8, 640 × 360, 12 frames a second, 4 s) and its thumbnail (the first frame, WebP). */
export async function introVideo(seed: string): Promise<{ webm: Uint8Array<ArrayBuffer>; thumbnail: Buffer }> {
  const frames = await framesOf(await avatarPng(seed));
  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: 'V_VP8', width: WIDTH, height: HEIGHT, frameRate: FPS } });
  // every frame is a key frame: a still image coder makes no deltas, and a seek lands anywhere
  frames.forEach((f, i) => muxer.addVideoChunkRaw(vp8Of(f), 'key', Math.round((i * 1_000_000) / FPS)));
  muxer.finalize();
  return { webm: new Uint8Array(muxer.target.buffer), thumbnail: frames[0] as Buffer };
}

/**
 * Gives the first few onboarded demo tutors without an intro video their clip and thumbnail, uploaded by the super
 * admin through `PUT /api/v1/user/asset/tutor?tutorId=` (the studio's route). Answers how many.
 */
export async function uploadDemoIntroVideos(workerUrl: string, db: Client): Promise<number> {
  const { rows } = await db.execute({
    sql: `select u.id, u.email from users u join tutors t on t.user_id = u.id
      where u.role = ? and t.activated = 1 and t.video is null and u.email like '%@kalam.test' order by u.id limit ?`,
    args: [Role.Tutor, DEMO_VIDEO_TUTORS],
  });
  if (!rows.length) return 0;
  const token = await superAdminToken(workerUrl);
  for (const row of rows) {
    const { webm, thumbnail } = await introVideo(String(row.email));
    const form = new FormData();
    form.set('video', new Blob([webm], { type: 'video/webm' }), 'intro.webm');
    form.set('thumbnail', new Blob([new Uint8Array(thumbnail)], { type: 'image/webp' }), 'intro.webp');
    const res = await fetch(`${workerUrl}/api/v1/user/asset/tutor?tutorId=${row.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`demo intro video for ${row.email}: ${res.status} ${await res.text()}`);
  }
  return rows.length;
}
