import type { Paged, StudioTutor } from '@kalam/core/api';
import { UPLOAD_LIMITS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { assets, type NewAsset, tutors, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { checkImage } from '../lib/image';
import { textMatches } from '../lib/match';
import { multipartBoundary, readMultipart } from '../lib/multipart';
import { checkedVideoStream } from '../lib/video-file';
import { storePhoto, UPLOADS_PATH } from './asset';
import { tutorChanged } from './events';

const studioColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  video: tutors.video,
  thumbnail: tutors.thumbnail,
  bio: tutors.bio,
  activated: tutors.activated,
  createdAt: users.createdAt,
};
/** Tutors (applicants too: the studio may shoot them before their interview) whose accounts are open. */
const studioTutors = () => and(eq(users.role, Role.Tutor), isNull(users.deactivatedAt));

const missing = (column: typeof users.image | typeof tutors.video, yes: boolean) =>
  yes ? or(isNull(column), eq(column, '')) : and(isNotNull(column), ne(column, ''));

/** `GET /user/tutor/all/for/studio`: newest first, by name, optionally only those missing a photo or an intro video. */
export async function listStudioTutors(deps: Deps, q: z.infer<typeof schemas.tutor.studioListQuery>): Promise<Paged<StudioTutor>> {
  const where = and(
    studioTutors(),
    q.search ? textMatches(users.name, q.search, 'loose') : undefined,
    q.missingImage === undefined ? undefined : missing(users.image, q.missingImage),
    q.missingVideo === undefined ? undefined : missing(tutors.video, q.missingVideo),
  );
  return pageOf(
    deps.db,
    q,
    deps.db
      .select(studioColumns)
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    deps.db.select({ n: count() }).from(users).innerJoin(tutors, eq(tutors.userId, users.id)).where(where),
  );
}

/** `GET /user/tutor/{tutorId}/for/studio`: anyone else than a tutor is `tutor-not-found`. */
export async function getStudioTutor(deps: Deps, tutorId: number): Promise<StudioTutor> {
  const [row] = await deps.db
    .select(studioColumns)
    .from(users)
    .innerJoin(tutors, eq(tutors.userId, users.id))
    .where(and(eq(users.id, tutorId), studioTutors()));
  if (!row) throw new ApiError('tutor-not-found');
  return row;
}

type Kind = 'image' | 'video' | 'thumbnail';
const KINDS: readonly string[] = ['image', 'video', 'thumbnail'] satisfies Kind[];
/** The whole form: an intro video, two images and the multipart framing around them. */
const MAX_FORM_BYTES = UPLOAD_LIMITS.videoBytes + 2 * UPLOAD_LIMITS.imageBytes + 1024 * 1024;

/** Reads a part up to `limit` bytes; one byte more is `payload-too-large`. */
async function readUpTo(data: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new ApiError('payload-too-large');
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  chunks.reduce((offset, c) => (out.set(c, offset), offset + c.byteLength), 0);
  return out;
}

/**
 * `PUT /user/asset/tutor?tutorId=`: the studio (or an admin, or the tutor themself) uploads any of a tutor's photo (`image`: JPEG, PNG or
 * WebP, 480×480 or more), intro video (`video`: MP4 or WebM, up to 400 MB) and its `thumbnail` (JPEG, PNG or WebP).
 * Files are judged by their bytes and stored under names the server makes; the video streams to storage as it
 * arrives. If any part is refused, nothing is recorded and what was stored is removed. The public profile shows the
 * new media at once (tutor-updated).
 */
export async function uploadTutorAssets(deps: Deps, caller: Caller, tutorId: number, request: Request): Promise<StudioTutor> {
  // a tutor applicant uploads their own intro video during onboarding; the studio and admins anyone's media
  if (caller.role === Role.Tutor && caller.id !== tutorId) throw new ApiError('tutor-not-found');
  await getStudioTutor(deps, tutorId);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_FORM_BYTES) throw new ApiError('payload-too-large');
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary) throw new ApiError('bad-request', { message: 'Send the files as multipart/form-data.', errors: { image: 'required' } });

  const stored: (NewAsset & { kind: Kind; path: string })[] = [];
  const now = deps.now();
  const store = async (kind: Kind, ext: string, contentType: string, put: (name: string) => Promise<number>) => {
    const name = `t${tutorId}-${kind}-${crypto.randomUUID()}.${ext}`;
    const size = await put(name);
    stored.push({ name, kind, ownerId: tutorId, bucket: 'uploads', contentType, size, createdAt: now, path: `${UPLOADS_PATH}${name}` });
  };
  try {
    await readMultipart(request.body, boundary, { maxBytes: MAX_FORM_BYTES, maxParts: 10 }, async (head, data) => {
      if (!KINDS.includes(head.name) || head.filename === null) return; // other fields are skipped
      const kind = head.name as Kind;
      if (stored.some((s) => s.kind === kind))
        throw new ApiError('bad-request', { message: `Send one ${kind}.`, errors: { [kind]: 'invalid' } });
      if (kind === 'video') {
        const video = await checkedVideoStream(data, kind);
        await store(kind, video.ext, video.type, (name) => deps.storage.uploads.putStream(name, video.stream, video.type));
        return;
      }
      const bytes = await readUpTo(data, UPLOAD_LIMITS.imageBytes);
      const image = checkImage(bytes, {
        field: kind,
        accept: ['image/jpeg', 'image/png', 'image/webp'],
        minPx: kind === 'image' ? UPLOAD_LIMITS.profileImageMinPx : 0,
      });
      if (kind === 'image') {
        // the photo is stored as the profile photo is: decoded, square, in each size, largest last
        const photos = await storePhoto(deps, `t${tutorId}-image-${crypto.randomUUID()}`, bytes, kind);
        stored.push(
          ...photos.map((p) => ({
            ...p,
            kind,
            ownerId: tutorId,
            bucket: 'uploads' as const,
            createdAt: now,
            path: `${UPLOADS_PATH}${p.name}`,
          })),
        );
        return;
      }
      await store(kind, image.ext, image.type, async (name) => (await deps.storage.uploads.put(name, bytes, image.type), bytes.byteLength));
    });
    if (!stored.length)
      throw new ApiError('bad-request', { message: 'Send an image, a video or a thumbnail.', errors: { image: 'required' } });
    const path = (kind: Kind) => stored.findLast((s) => s.kind === kind)?.path;
    const image = path('image');
    const video = path('video');
    const thumbnail = path('thumbnail');
    await deps.db.batch([
      deps.db.insert(assets).values(stored.map(({ path: _, ...asset }) => asset)),
      deps.db
        .update(users)
        .set({ ...(image && { image }), updatedAt: now })
        .where(eq(users.id, tutorId)),
      deps.db
        .update(tutors)
        .set({ ...(video && { video }), ...(thumbnail && { thumbnail }), updatedAt: now })
        .where(eq(tutors.userId, tutorId)),
    ]);
  } catch (err) {
    // a refused or failed upload leaves no file behind
    await Promise.all(stored.map((s) => deps.storage.uploads.delete(s.name).catch(() => undefined)));
    throw err;
  }
  await tutorChanged(deps, tutorId);
  return getStudioTutor(deps, tutorId);
}
