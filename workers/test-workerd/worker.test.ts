import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { photoUrl, Role } from '@kalam/core';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { withGpsExif } from '../../dev/fixtures/exif';
import { solidPng } from '../../dev/fixtures/png';
import worker from '../src/index';
import { person } from './helpers';

/** A profile photo upload as the app sends it. */
function uploadPhoto(token: string, bytes: Uint8Array, name = 'photo.png') {
  const form = new FormData();
  form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return SELF.fetch('http://kalam.test/api/v1/user/asset', { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
}

// The Worker as deployed, inside workerd, over Hrana to the local libSQL server.
describe('the Worker in workerd', () => {
  it('reaches the database through the libSQL web client', async () => {
    const res = await SELF.fetch('http://kalam.test/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: 'up' });
  });

  it('lists seeded onboarded tutors', async () => {
    const res = await SELF.fetch('http://kalam.test/api/v1/user/tutor/list/onboarded?size=5');
    const body = (await res.json()) as { list: { name: string; topics: unknown[] }[]; total: number };
    expect(body.list).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.list[0]!.topics.length).toBeGreaterThan(0);
  });

  it('stores a contact request and rejects a short title', async () => {
    const post = (title: string) =>
      SELF.fetch('http://kalam.test/api/v1/contact-request/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.44' },
        body: JSON.stringify({ name: 'Omar Ali', email: 'omar@example.com', title, message: 'رسالة تجريبية طويلة بما يكفي' }),
      });
    const bad = await post('abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'bad-request', errors: { title: 'short-contact-title' } });
    const good = await post('سؤال عن الدروس');
    expect(good.status).toBe(201);
    expect(((await good.json()) as { id: number }).id).toBeGreaterThan(0);
  });

  it('makes a profile photo through the Images binding inside workerd: 96 and 480 px JPEGs; refuses what does not decode', async () => {
    const me = await person(Role.Student, 'Photo Student');
    const send = (bytes: Uint8Array) => uploadPhoto(me.token, bytes);
    const png = solidPng(800, 600);
    const started = Date.now();
    const res = await send(png);
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: string };
    const sizes: number[] = [];
    for (const [url, px] of [
      [image, 480],
      [photoUrl(image, 'small'), 96],
    ] as const) {
      const served = await SELF.fetch(`http://kalam.test${url}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(imageSize(bytes)).toMatchObject({ width: px, height: px });
      sizes.push(bytes.byteLength);
    }
    console.log(`workerd photo: 800×600 PNG → 480 px ${sizes[0]} B, 96 px ${sizes[1]} B in ${took} ms`);
    // Miniflare's binding answers a cut PNG with a cut JPEG rather than an error: the Worker refuses it all the same
    const gifHtml = new Uint8Array([
      ...new TextEncoder().encode('GIF89a'),
      0xe0,
      1,
      0xe0,
      1,
      0,
      0,
      0,
      ...new TextEncoder().encode('<html></html>'),
    ]);
    for (const [name, bytes] of [
      ['header', png.slice(0, 60)],
      ['truncated', png.slice(0, png.byteLength - 20)],
      ['gif-html', gifHtml],
    ] as const)
      expect(await (await send(bytes)).json(), name).toEqual({ code: 'bad-request', errors: { image: 'invalid-type' } });
    expect((await send(png)).status).toBe(200);
  });

  it('keeps no metadata through the Images binding; refuses a pixel bomb and markup named .png before anything decodes', async () => {
    const me = await person(Role.Student, 'Exif Student');
    // a phone's JPEG: made by the binding itself (no codec in workerd's tests), then given a GPS position
    const made = await env.IMAGES.input(new Blob([solidPng(600, 600) as Uint8Array<ArrayBuffer>]).stream()).output({
      format: 'image/jpeg',
    });
    const jpeg = withGpsExif(new Uint8Array(await made.response().arrayBuffer()));
    expect(new TextDecoder('latin1').decode(jpeg)).toContain('GPSLatitude');
    const res = await uploadPhoto(me.token, jpeg, 'phone.jpg');
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: string };
    for (const [url, px] of [
      [image, 480],
      [photoUrl(image, 'small'), 96],
    ] as const) {
      const stored = new Uint8Array(await (await SELF.fetch(`http://kalam.test${url}`)).arrayBuffer());
      expect(imageSize(stored)).toMatchObject({ width: px, height: px, type: 'jpg' });
      const text = new TextDecoder('latin1').decode(stored);
      expect(text).not.toContain('GPSLatitude');
      expect(text).not.toContain('Exif');
    }
    // a header claiming 5000×4000 (20 MP, each side under the 10,000 px cap): a bomb for any decoder
    const bomb = solidPng(480, 480);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 5000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 4000);
    const markup = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const [name, bytes] of [
      ['bomb', bomb],
      ['markup', markup],
    ] as const)
      expect(await (await uploadPhoto(me.token, bytes)).json(), name).toEqual({ code: 'bad-request', errors: { image: 'invalid-type' } });
  });

  it('hashes and verifies passwords with argon2id wasm inside workerd', async () => {
    const register = await SELF.fetch('http://kalam.test/api/v1/user/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Nour Hassan',
        email: 'nour.workerd@example.com',
        password: 'secret12!',
        confirmPassword: 'secret12!',
        role: 4,
      }),
    });
    expect(register.status).toBe(201);
    const signIn = await SELF.fetch('http://kalam.test/api/v1/auth/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.45' },
      body: JSON.stringify({ email: 'nour.workerd@example.com', password: 'secret12!' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const me = await SELF.fetch('http://kalam.test/api/v1/user/current', { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { name: string }).name).toBe('Nour Hassan');
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const res = await SELF.fetch('http://kalam.test/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not-found' });
  });

  it('answers the OpenAPI document the web build wrote beside the SPA', async () => {
    const res = await SELF.fetch('http://kalam.test/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/lesson/list');
  });

  it('serves the SPA for app routes (fallback to index.html)', async () => {
    const res = await SELF.fetch('http://kalam.test/tutors');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar-EG"');
  });

  it('refuses room sockets until they are authenticated', async () => {
    const res = await SELF.fetch('http://kalam.test/parties/inbox/1', { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(401);
  });

  it('runs the scheduled jobs', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }), env as never, ctx);
    await waitOnExecutionContext(ctx);
  });
});
