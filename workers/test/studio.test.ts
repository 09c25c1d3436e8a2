import { type Paged, photoUrl, Role, type StudioTutor, type TutorInfo, UPLOAD_LIMITS } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { assets, tutors, users } from '../src/db/schema';
import { type BlobStore, memoryStore, R2_PART_BYTES, type R2Like, r2Store } from '../src/lib/storage';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let studio: Person;
let admin: Person;
let tutor: Person;
/** Names in the uploads bucket now: stored and not removed again. */
const kept = new Set<string>();

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  studio = await addPerson(t, { role: Role.Studio });
  admin = await addPerson(t, { role: Role.RegularAdmin });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Photo Tutor' });
  const base = memoryStore();
  t.deps.storage.uploads = {
    ...base,
    put: (key, body, type) => (kept.add(key), base.put(key, body, type)),
    putStream: async (key, body, type) => {
      const size = await base.putStream(key, body, type);
      kept.add(key);
      return size;
    },
    delete: (key) => (kept.delete(key), base.delete(key)),
  };
});
afterAll(() => t.close());

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** An MP4 start (`ftyp` box, isom brand) followed by `size` bytes of media data. */
const mp4 = (size = 1024) =>
  new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isommp41'), ...new Uint8Array(size)]);
/** A WebM start: EBML header with doc type `webm`. */
const webm = (size = 1024) =>
  new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii('webm'), ...new Uint8Array(size)]);
/** A lossless WebP header of the given size (enough for the size check; not a viewable picture). */
function webp(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  return new Uint8Array([
    ...ascii('RIFF'),
    24,
    0,
    0,
    0,
    ...ascii('WEBPVP8L'),
    5,
    0,
    0,
    0,
    0x2f,
    bits & 0xff,
    (bits >> 8) & 0xff,
    (bits >> 16) & 0xff,
    (bits >> 24) & 0xff,
    ...new Uint8Array(11),
  ]);
}

type Files = Partial<Record<'image' | 'video' | 'thumbnail' | 'other', { bytes: Uint8Array; name?: string; type?: string }>>;
function upload(who: Person, tutorId: number | string, files: Files) {
  const form = new FormData();
  for (const [field, f] of Object.entries(files))
    form.append(
      field,
      new File([f.bytes as Uint8Array<ArrayBuffer>], f.name ?? `${field}.bin`, { type: f.type ?? 'application/octet-stream' }),
    );
  return t.request(`/user/asset/tutor?tutorId=${tutorId}`, {
    method: 'PUT',
    body: form,
    headers: { authorization: who.headers.authorization },
  });
}
const answer = async (res: Response) => (await res.json()) as { code: string; errors?: Record<string, string> };
const UPLOAD_NAME = (kind: string, ext: string) =>
  new RegExp(`^/api/v1/assets/uploads/t\\d+-${kind}-[0-9a-f-]{36}${kind === 'image' ? '-480' : ''}\\.${ext}$`);

describe('tutor photo, intro video and thumbnail uploads', () => {
  it('stores them under server-made names, records them, and the public profile shows them at once', async () => {
    const before = (await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as TutorInfo;
    expect(before).toMatchObject({ image: null, video: null, thumbnail: null });
    t.realtime.sent.length = 0;
    const photo = solidPng(480, 640);
    const video = mp4(200_000);
    const thumb = webp(320, 180);
    const res = await upload(studio, tutor.id, {
      image: { bytes: photo, name: '../../etc/passwd', type: 'text/html' },
      video: { bytes: video, name: '..\\..\\intro.mp4;.exe' },
      thumbnail: { bytes: thumb, name: '/absolute/thumb.webp' },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as StudioTutor;
    // the photo is made anew (square JPEGs of 480 and 96 px); the video and thumbnail are kept as sent
    expect(view.image).toMatch(UPLOAD_NAME('image', 'jpg'));
    expect(view.video).toMatch(UPLOAD_NAME('video', 'mp4'));
    expect(view.thumbnail).toMatch(UPLOAD_NAME('thumbnail', 'webp'));
    for (const [path, px] of [
      [view.image!, 480],
      [photoUrl(view.image!, 'small'), 96],
    ] as const) {
      const served = await t.app.request(path);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(imageSize(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: px, height: px });
    }
    for (const [path, bytes, type] of [
      [view.video, video, 'video/mp4'],
      [view.thumbnail, thumb, 'image/webp'],
    ] as const) {
      const served = await t.app.request(path!);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    const rows = await t.deps.db.select().from(assets).where(eq(assets.ownerId, tutor.id));
    expect(rows.map((r) => [r.kind, r.contentType]).sort()).toEqual([
      ['image', 'image/jpeg'],
      ['image', 'image/jpeg'],
      ['thumbnail', 'image/webp'],
      ['video', 'video/mp4'],
    ]);
    expect(
      rows
        .filter((r) => r.kind !== 'image')
        .map((r) => r.size)
        .sort(),
    ).toEqual([thumb.byteLength, video.byteLength].sort());
    expect(t.realtime.sent).toContainEqual({ to: 'tutors-cache', event: { type: 'tutor-updated', tutorId: tutor.id } });

    const after = (await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as TutorInfo;
    expect(after).toMatchObject({ image: view.image, video: view.video, thumbnail: view.thumbnail });
    const card = ((await (await t.request('/user/tutor/list/onboarded?size=50')).json()) as Paged<{ id: number; image: string }>).list.find(
      (c) => c.id === tutor.id,
    );
    expect(card?.image).toBe(view.image);
  });

  it('replaces only what is sent; admins upload too; WebM videos and JPEG photos pass', async () => {
    const current = (await (await t.request(`/user/tutor/${tutor.id}/for/studio`, { headers: studio.headers })).json()) as StudioTutor;
    const res = await upload(admin, tutor.id, { video: { bytes: webm() } });
    expect(res.status).toBe(200);
    const view = (await res.json()) as StudioTutor;
    expect(view).toMatchObject({ image: current.image, thumbnail: current.thumbnail });
    expect(view.video).toMatch(UPLOAD_NAME('video', 'webm'));
    const jpeg = await sharp(solidPng(512, 512)).jpeg({ quality: 85 }).toBuffer();
    expect(((await (await upload(studio, tutor.id, { image: { bytes: jpeg } })).json()) as StudioTutor).image).toMatch(
      UPLOAD_NAME('image', 'jpg'),
    );
  });

  it('judges every file by its magic bytes, not its name or declared type, and keeps nothing of a refused form', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const keptBefore = new Set(kept);
    const assetsBefore = (await t.deps.db.select().from(assets)).length;
    const cases: [Files, Record<string, string>][] = [
      [{ video: { bytes: html, name: 'intro.mp4', type: 'video/mp4' } }, { video: 'invalid-type' }],
      [{ video: { bytes: solidPng(480, 480), name: 'intro.mp4' } }, { video: 'invalid-type' }],
      // a QuickTime movie shares MP4's box format but is not an MP4
      [
        { video: { bytes: new Uint8Array([0, 0, 0, 0x14, ...ascii('ftypqt  '), 0, 0, 0, 0, ...ascii('qt  '), ...new Uint8Array(64)]) } },
        { video: 'invalid-type' },
      ],
      [{ image: { bytes: mp4(), name: 'photo.png', type: 'image/png' } }, { image: 'invalid-type' }],
      [{ image: { bytes: new Uint8Array([...ascii('GIF89a'), 0xe0, 1, 0xe0, 1, 0, 0, 0]) } }, { image: 'invalid-type' }],
      [{ image: { bytes: solidPng(480, 200) } }, { image: 'small-image' }],
      [{ thumbnail: { bytes: html, name: 'thumb.webp', type: 'image/webp' } }, { thumbnail: 'invalid-type' }],
      // a good video and photo are not kept when the thumbnail is refused
      [{ video: { bytes: mp4() }, image: { bytes: solidPng(480, 480) }, thumbnail: { bytes: html } }, { thumbnail: 'invalid-type' }],
      [{ image: { bytes: solidPng(480, 480) }, video: { bytes: mp4() }, thumbnail: { bytes: webp(1, 1) }, other: { bytes: html } }, {}],
    ];
    for (const [files, errors] of cases.slice(0, -1)) {
      const res = await upload(studio, tutor.id, files);
      expect([res.status, await answer(res)], Object.keys(files).join()).toEqual([400, { code: 'bad-request', errors }]);
    }
    expect(kept).toEqual(keptBefore);
    expect(await t.deps.db.select().from(assets)).toHaveLength(assetsBefore);
    // unknown fields are skipped; a small thumbnail is fine
    expect((await upload(studio, tutor.id, cases.at(-1)![0])).status).toBe(200);
  });

  it('refuses two files for one field, an empty form, and a body that is not a form', async () => {
    const form = new FormData();
    form.append('image', new File([solidPng(480, 480) as Uint8Array<ArrayBuffer>], 'a.png'));
    form.append('image', new File([solidPng(480, 480) as Uint8Array<ArrayBuffer>], 'b.png'));
    const twice = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: studio.headers.authorization },
    });
    expect(await answer(twice)).toMatchObject({ code: 'bad-request', errors: { image: 'invalid' } });
    const empty = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: new FormData(),
      headers: { authorization: studio.headers.authorization },
    });
    expect(await answer(empty)).toMatchObject({ code: 'bad-request', errors: { image: 'required' } });
    const json = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: '{"image":"x"}',
      headers: studio.headers,
    });
    expect(await answer(json)).toMatchObject({ code: 'bad-request', errors: { image: 'required' } });
    const broken = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nno end',
      headers: { authorization: studio.headers.authorization, 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(await answer(broken)).toMatchObject({ code: 'bad-request' });
  });

  it('refuses images over 8 MB and videos over 400 MB, streaming the video rather than holding it', async () => {
    const huge = new Uint8Array(UPLOAD_LIMITS.imageBytes + 1);
    huge.set(solidPng(480, 480));
    const res = await upload(studio, tutor.id, { thumbnail: { bytes: huge } });
    expect([res.status, (await answer(res)).code]).toEqual([413, 'payload-too-large']);

    // a declared length over the whole form's limit is refused before reading
    const declared = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
      method: 'PUT',
      body: 'x',
      headers: {
        authorization: studio.headers.authorization,
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(UPLOAD_LIMITS.videoBytes * 2),
      },
    });
    expect(declared.status).toBe(413);

    // 400 MB and one chunk of video, made on the fly; the store only counts what reaches it
    const uploads = t.deps.storage.uploads;
    let reached = 0;
    t.deps.storage.uploads = {
      ...uploads,
      putStream: async (_key, body) => {
        for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) reached += chunk.byteLength;
        return reached;
      },
    } satisfies BlobStore;
    const encoder = new TextEncoder();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode('--big\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n'),
        );
        controller.enqueue(mp4(0));
      },
      pull(controller) {
        if (sent > UPLOAD_LIMITS.videoBytes) {
          controller.enqueue(encoder.encode('\r\n--big--\r\n'));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    try {
      const big = await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, {
        method: 'PUT',
        body,
        duplex: 'half',
        headers: { authorization: studio.headers.authorization, 'content-type': 'multipart/form-data; boundary=big' },
      } as RequestInit);
      expect([big.status, (await answer(big)).code]).toEqual([413, 'payload-too-large']);
      expect(reached).toBeLessThanOrEqual(UPLOAD_LIMITS.videoBytes);
      expect(reached).toBeGreaterThan(UPLOAD_LIMITS.videoBytes - 2 * chunk.byteLength);
    } finally {
      t.deps.storage.uploads = uploads;
    }
  });

  it('answers tutor-not-found for anyone who is not a tutor, and refuses callers other than the studio and admins', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const manager = await addPerson(t, { role: Role.TutorManager });
    for (const target of [student.id, manager.id, studio.id, 999_999]) {
      expect((await answer(await upload(studio, target, { image: { bytes: solidPng(480, 480) } }))).code).toBe('tutor-not-found');
      expect((await answer(await t.request(`/user/tutor/${target}/for/studio`, { headers: studio.headers }))).code).toBe('tutor-not-found');
    }
    expect((await upload(studio, 'abc', { image: { bytes: solidPng(480, 480) } })).status).toBe(400);
    for (const who of [student, manager]) {
      expect((await upload(who, tutor.id, { image: { bytes: solidPng(480, 480) } })).status).toBe(403);
    }
    for (const who of [student, manager, tutor]) {
      expect((await t.request(`/user/tutor/${tutor.id}/for/studio`, { headers: who.headers })).status).toBe(403);
      expect((await t.request('/user/tutor/all/for/studio', { headers: who.headers })).status).toBe(403);
    }
    expect((await t.request(`/user/asset/tutor?tutorId=${tutor.id}`, { method: 'PUT', body: new FormData() })).status).toBe(401);
  });
});

describe('the studio’s tutor list', () => {
  it('pages tutors newest first, by name, and by missing photo or video', async () => {
    const noMedia = await addPerson(t, { role: Role.Tutor, name: 'Studio Newcomer' });
    const applicant = await addPerson(t, { role: Role.Tutor, name: 'Studio Applicant', activated: false });
    const gone = await addPerson(t, { role: Role.Tutor, name: 'Studio Gone' });
    await t.deps.db.update(users).set({ deactivatedAt: 1 }).where(eq(users.id, gone.id));
    await t.deps.db.update(tutors).set({ video: '/api/v1/assets/uploads/t-video.mp4' }).where(eq(tutors.userId, applicant.id));
    const list = async (query: string) =>
      (await (await t.request(`/user/tutor/all/for/studio?size=50&${query}`, { headers: studio.headers })).json()) as Paged<StudioTutor>;

    const all = await list('');
    expect(all.list.map((s) => s.id)).toEqual([applicant.id, noMedia.id, tutor.id]);
    expect(all.list[2]).toMatchObject({ name: 'Photo Tutor', bio: 'مدرس لغة إنجليزية', activated: true });
    expect((await list('search=newcomer')).list.map((s) => s.id)).toEqual([noMedia.id]);
    expect((await list('missingImage=true')).list.map((s) => s.id)).toEqual([applicant.id, noMedia.id]);
    expect((await list('missingVideo=true')).list.map((s) => s.id)).toEqual([noMedia.id]);
    expect((await list('missingVideo=false')).list.map((s) => s.id)).toEqual([applicant.id, tutor.id]);
    expect((await list('missingImage=true&missingVideo=true')).total).toBe(1);
    const page = (await (
      await t.request('/user/tutor/all/for/studio?size=1&page=2', { headers: studio.headers })
    ).json()) as Paged<StudioTutor>;
    expect([page.list.map((s) => s.id), page.total]).toEqual([[noMedia.id], 3]);
    expect((await t.request('/user/tutor/all/for/studio?missingImage=yes', { headers: studio.headers })).status).toBe(400);
    expect((await t.request('/user/tutor/all/for/studio', { headers: admin.headers })).status).toBe(200);
  });
});

describe('r2Store.putStream', () => {
  function fakeBucket(failAfter = Infinity) {
    const log: string[] = [];
    const parts: number[] = [];
    const bucket: R2Like = {
      put: async (key, body) => void log.push(`put ${key} ${body.byteLength}`),
      get: async () => null,
      delete: async (key) => void log.push(`delete ${key}`),
      createMultipartUpload: async (key) => {
        log.push(`create ${key}`);
        return {
          uploadPart: async (n, value) => {
            if (parts.length >= failAfter) throw new Error('R2 is down');
            parts.push(value.byteLength);
            return { partNumber: n, etag: `e${n}` };
          },
          abort: async () => void log.push('abort'),
          complete: async (done) => void log.push(`complete ${done.map((p) => p.partNumber).join(',')}`),
        };
      },
    };
    return { bucket, log, parts };
  }
  const streamOf = (total: number, chunk = 3 * 1024 * 1024) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const n = Math.min(chunk, total);
        total -= n;
        if (n) controller.enqueue(new Uint8Array(n));
        else controller.close();
      },
    });

  it('sends a large body as equal parts with a smaller last one, and a small body as one put', async () => {
    const { bucket, log, parts } = fakeBucket();
    const total = 2 * R2_PART_BYTES + 123;
    expect(await r2Store(bucket).putStream('v.mp4', streamOf(total), 'video/mp4')).toBe(total);
    expect(parts).toEqual([R2_PART_BYTES, R2_PART_BYTES, 123]);
    expect(log).toEqual(['create v.mp4', 'complete 1,2,3']);
    const small = fakeBucket();
    expect(await r2Store(small.bucket).putStream('s.mp4', streamOf(1000), 'video/mp4')).toBe(1000);
    expect(small.log).toEqual(['put s.mp4 1000']);
  });

  it('aborts the upload when the body or R2 fails', async () => {
    const failing = fakeBucket(1);
    await expect(r2Store(failing.bucket).putStream('v.mp4', streamOf(3 * R2_PART_BYTES), 'video/mp4')).rejects.toThrow('R2 is down');
    expect(failing.log).toEqual(['create v.mp4', 'abort']);
    const broken = fakeBucket();
    let left = 2;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => (left-- > 0 ? c.enqueue(new Uint8Array(R2_PART_BYTES)) : c.error(new Error('client went away'))),
    });
    await expect(r2Store(broken.bucket).putStream('v.mp4', body, 'video/mp4')).rejects.toThrow('client went away');
    expect(broken.log).toEqual(['create v.mp4', 'abort']);
  });

  it('lets a tutor upload their own intro video (onboarding) but nobody else’s, and read their own tutor meta', async () => {
    const applicant = await addPerson(t, { role: Role.Tutor, activated: false });
    const own = await upload(applicant, applicant.id, { video: { bytes: webm(4096), name: 'intro.webm' } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as StudioTutor).video).toMatch(UPLOAD_NAME('video', 'webm'));
    expect((await answer(await upload(applicant, tutor.id, { video: { bytes: webm(4096) } }))).code).toBe('tutor-not-found');

    const meta = await t.request(`/user/tutor/meta/${applicant.id}`, { headers: applicant.headers });
    expect(await meta.json()).toMatchObject({ activated: false, video: expect.stringMatching(UPLOAD_NAME('video', 'webm')), topics: [] });
    expect((await answer(await t.request(`/user/tutor/meta/${applicant.id}`, { headers: tutor.headers }))).code).toBe('tutor-not-found');
    expect((await t.request(`/user/tutor/meta/${applicant.id}`, { headers: studio.headers })).status).toBe(200);
    const student = await addPerson(t, { role: Role.Student });
    expect((await answer(await t.request(`/user/tutor/meta/${student.id}`, { headers: student.headers }))).code).toBe('tutor-not-found');
  });
});
