import { Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { assets, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { checkProfileImage } from '../lib/image';
import { findCurrentUser } from './user';

export const UPLOADS_PATH = '/api/v1/assets/uploads/';

/** Sets a profile image: one's own, or another user's by admins and the studio. Names are made by the server. */
export async function uploadProfileImage(deps: Deps, caller: Caller, file: File, forUser?: number) {
  const ownerId = forUser ?? caller.id;
  if (ownerId !== caller.id && ![Role.SuperAdmin, Role.RegularAdmin, Role.Studio].includes(caller.role as 1 | 2 | 6)) throw new ApiError('forbidden');
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw new ApiError('user-not-found');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = checkProfileImage(bytes);
  const name = `u${ownerId}-${crypto.randomUUID()}.${image.ext}`;
  await deps.storage.uploads.put(name, bytes, image.type);
  const now = deps.now();
  await deps.db.batch([
    deps.db.insert(assets).values({ name, kind: 'image', ownerId, bucket: 'uploads', contentType: image.type, size: bytes.byteLength, createdAt: now }),
    deps.db.update(users).set({ image: `${UPLOADS_PATH}${name}`, updatedAt: now }).where(eq(users.id, ownerId)),
  ]);
  return (await findCurrentUser(deps, ownerId))!;
}

export async function readUpload(deps: Deps, name: string) {
  const file = /^[\w.-]{1,120}$/.test(name) ? await deps.storage.uploads.get(name) : null;
  if (!file) throw new ApiError('asset-not-found');
  return file;
}
