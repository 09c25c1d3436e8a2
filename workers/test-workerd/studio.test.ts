import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';

// Studio uploads inside workerd: the multipart body streamed into R2's multipart upload, and the isolate's tutor cache.
const API = 'http://kalam.test/api/v1';
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

async function studioToken(): Promise<string> {
  const res = await SELF.fetch(`${API}/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.61' },
    body: JSON.stringify({ email: 'studio@kalam.test', password: 'Kalam@2026' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('studio uploads in workerd', () => {
  it('streams a video of several R2 parts into the uploads bucket and the public profile shows it', async () => {
    const token = await studioToken();
    const tutor = ((await (await SELF.fetch(`${API}/user/tutor/list/onboarded?size=1`)).json()) as { list: { id: number }[] }).list[0]!;
    const infoUrl = `${API}/user/tutor/info/${tutor.id}`;
    await SELF.fetch(infoUrl);
    expect((await SELF.fetch(infoUrl)).headers.get('x-cache')).toBe('hit');

    // 17 MB: two full 8 MiB parts and a small last one
    const video = new Uint8Array(17 * 1024 * 1024);
    video.set([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isommp41')]);
    video[video.length - 1] = 0x7f;
    const form = new FormData();
    form.set('video', new File([video], 'intro.mp4', { type: 'video/mp4' }));
    form.set('image', new File([solidPng(480, 480) as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }));
    const res = await SELF.fetch(`${API}/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as { video: string; image: string };
    expect(view.video).toMatch(/^\/api\/v1\/assets\/uploads\/t\d+-video-[0-9a-f-]{36}\.mp4$/);

    const served = await SELF.fetch(`http://kalam.test${view.video}`);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBe(video.length);
    expect([bytes[4], bytes[bytes.length - 1]]).toEqual([video[4], 0x7f]);

    const info = await SELF.fetch(infoUrl);
    expect(info.headers.get('x-cache')).toBe('miss');
    expect(await info.json()).toMatchObject({ video: view.video, image: view.image });
  });
});
