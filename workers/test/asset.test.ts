import { photoUrl } from '@kalam/core';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGpsExif } from '../../dev/fixtures/exif';
import { solidPng } from '../../dev/fixtures/png';
import { DEMO_PASSWORD } from '../../dev/seed';
import { makeTestApp } from './helpers';

/** A JPEG of the PNG's pixels with an EXIF segment holding a GPS tag, as phones write them. */
const jpegWithGps = async (png: Uint8Array) => withGpsExif(new Uint8Array(await sharp(png).jpeg({ quality: 90 }).toBuffer()));

let t: Awaited<ReturnType<typeof makeTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const email of ['student1@kalam.test', 'student2@kalam.test', 'studio@kalam.test']) {
    tokens[email] = ((await (await t.json('/auth/password', { email, password: DEMO_PASSWORD })).json()) as { token: string }).token;
  }
});
afterAll(() => t.close());

function upload(as: string, bytes: Uint8Array, name = 'photo.png', query = '') {
  const form = new FormData();
  form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return t.request(`/user/asset${query}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${tokens[as]}` } });
}
const codeOf = async (res: Response) => (await res.json()) as { code: string; errors?: Record<string, string> };

describe('profile images', () => {
  it('stores a photo decoded anew as square JPEGs of 96 and 480 px under server-made names, served publicly', async () => {
    const png = solidPng(640, 480);
    const res = await upload('student1@kalam.test', png, '../../etc/passwd.png');
    expect(res.status).toBe(200);
    const user = (await res.json()) as { image: string };
    expect(user.image).toMatch(/^\/api\/v1\/assets\/uploads\/u\d+-[0-9a-f-]{36}-480\.jpg$/);
    const sizes: string[] = [];
    for (const [url, px] of [
      [user.image, 480],
      [photoUrl(user.image, 'small'), 96],
    ] as const) {
      const served = await t.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(imageSize(bytes)).toMatchObject({ width: px, height: px, type: 'jpg' });
      sizes.push(`${px} px ${bytes.byteLength} B`);
    }
    console.log(`profile photo: 640×480 PNG of ${png.byteLength} B stored as ${sizes.join(', ')}`);
  });

  it('refuses what does not decode: a bare PNG header, a truncated PNG, a GIF header followed by HTML', async () => {
    const png = solidPng(480, 480);
    const gifHtml = new Uint8Array([
      ...new TextEncoder().encode('GIF89a'),
      0xe0,
      1,
      0xe0,
      1,
      0,
      0,
      0,
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    ]);
    for (const [name, bytes] of [
      ['header', png.slice(0, 60)],
      ['truncated', png.slice(0, png.byteLength - 20)],
      ['gif-html', gifHtml],
    ] as const) {
      expect(await codeOf(await upload('student1@kalam.test', bytes, `${name}.png`)), name).toEqual({
        code: 'bad-request',
        errors: { image: 'invalid-type' },
      });
    }
  });

  it('keeps none of the upload’s metadata: the GPS position of a JPEG is gone', async () => {
    const jpeg = await jpegWithGps(solidPng(480, 480));
    expect(Buffer.from(jpeg).includes('GPSLatitude')).toBe(true);
    const user = (await (await upload('student2@kalam.test', jpeg, 'phone.jpg')).json()) as { image: string };
    for (const url of [user.image, photoUrl(user.image, 'small')]) {
      const stored = Buffer.from(await (await t.app.request(url)).arrayBuffer());
      expect(stored.includes('GPSLatitude')).toBe(false);
      expect(stored.includes('Exif')).toBe(false);
    }
  });

  it('judges the type by magic bytes, not by name', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await codeOf(await upload('student1@kalam.test', html, 'avatar.png'))).toEqual({
      code: 'bad-request',
      errors: { image: 'invalid-type' },
    });
  });

  it('refuses images under 480×480 and files over 8 MB', async () => {
    expect((await codeOf(await upload('student1@kalam.test', solidPng(200, 600)))).errors).toEqual({ image: 'small-image' });
    const huge = new Uint8Array(9 * 1024 * 1024);
    huge.set(solidPng(480, 480));
    const res = await upload('student1@kalam.test', huge);
    expect(res.status).toBe(413);
    expect((await codeOf(res)).code).toBe('payload-too-large');
  });

  it("lets the studio set a user's image but not another student", async () => {
    const me = (await (
      await t.request('/user/current', { headers: { authorization: `Bearer ${tokens['student1@kalam.test']}` } })
    ).json()) as { id: number };
    expect((await upload('student2@kalam.test', solidPng(480, 480), 'x.png', `?forUser=${me.id}`)).status).toBe(403);
    expect((await upload('studio@kalam.test', solidPng(480, 480), 'x.png', `?forUser=${me.id}`)).status).toBe(200);
  });

  it('answers a missing file and unknown names clearly', async () => {
    const res = await t.request('/user/asset', {
      method: 'PUT',
      body: new FormData(),
      headers: { authorization: `Bearer ${tokens['student1@kalam.test']}` },
    });
    expect(await codeOf(res)).toEqual({ code: 'bad-request', errors: { image: 'required' } });
    expect((await t.request('/assets/uploads/nope.png')).status).toBe(404);
    expect((await t.request('/assets/uploads/..%2F..%2Fsecret')).status).toBe(404);
  });
});
