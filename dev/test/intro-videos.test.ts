import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffVideo } from '../../workers/src/lib/video-file';
import { avatarPng } from '../avatars';
import { introVideo, vp8Of } from '../intro-videos';

const START_CODE = Buffer.from([0x9d, 0x01, 0x2a]);

describe('demo intro videos', () => {
  it('makes each tutor a WebM the upload accepts, the same every time, with a 640 × 360 WebP thumbnail', { timeout: 60_000 }, async () => {
    const [a, again, b] = [
      await introVideo('tutor1@kalam.test'),
      await introVideo('tutor1@kalam.test'),
      await introVideo('tutor2@kalam.test'),
    ];
    expect(sniffVideo(a.webm.subarray(0, 64))).toEqual({ type: 'video/webm', ext: 'webm' });
    expect(Buffer.from(a.webm).equals(Buffer.from(again.webm))).toBe(true);
    expect(Buffer.from(a.webm).equals(Buffer.from(b.webm))).toBe(false);
    expect(a.webm.length).toBeLessThan(400 * 1024);
    expect(await sharp(a.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    // the thumbnail is the first frame, and all 48 (4 s at 12 a second) are VP8 key frames, each with its start code
    const webm = Buffer.from(a.webm);
    expect(webm.indexOf(Buffer.from(vp8Of(a.thumbnail)))).toBeGreaterThan(0);
    let keyFrames = 0;
    for (let at = webm.indexOf(START_CODE); at >= 0; at = webm.indexOf(START_CODE, at + 1)) keyFrames++;
    expect(keyFrames).toBeGreaterThanOrEqual(48);
  });

  it('takes the VP8 frame out of a lossy WebP and refuses anything else', async () => {
    const png = await avatarPng('tutor1@kalam.test');
    const lossy = await sharp(png).flatten().webp({ quality: 70 }).toBuffer();
    const frame = vp8Of(lossy);
    // a VP8 key frame: bit 0 of its first byte clear, then the start code 9d 01 2a
    expect(frame[0]! & 1).toBe(0);
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(() => vp8Of(png)).toThrow('not a WebP file');
    expect(() => vp8Of(new Uint8Array(0))).toThrow('not a WebP file');
    expect(() => vp8Of(Uint8Array.from(Buffer.from(['RIFF', '\0\0\0\0', 'WEBP', 'VP8L', '\0\0\0\0'].join(''), 'latin1')))).toThrow(
      'not a lossy WebP file',
    );
  });
});
