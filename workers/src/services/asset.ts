import { PHOTO_SIZES } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { and, eq } from 'drizzle-orm';
import { assets, invoices, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { checkProfileImage, squarePhotos } from '../lib/image';
import { checkReceipt } from '../lib/receipt';
import { getCurrentUser } from './current-user';
import { tutorChanged } from './events';

export const UPLOADS_PATH = '/api/v1/assets/uploads/';
export const RECEIPTS_PATH = '/api/v1/assets/receipts/';
const SAFE_NAME = /^[\w.-]{1,120}$/;

/** Sets a profile image: one's own, or another user's by admins and the studio. Names are made by the server. */
export async function uploadProfileImage(deps: Deps, caller: Caller, file: File, forUser?: number) {
  const ownerId = forUser ?? caller.id;
  if (ownerId !== caller.id && ![Role.SuperAdmin, Role.RegularAdmin, Role.Studio].includes(caller.role as 1 | 2 | 6))
    throw new ApiError('forbidden');
  const [owner] = await deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw new ApiError('user-not-found');
  const bytes = new Uint8Array(await file.arrayBuffer());
  checkProfileImage(bytes);
  const photos = await storePhoto(deps, `u${ownerId}-${crypto.randomUUID()}`, bytes, 'image');
  // the profile shows the largest, stored last
  const image = photos.at(-1)?.name;
  const now = deps.now();
  await deps.db.batch([
    deps.db
      .insert(assets)
      .values(photos.map((p) => ({ ...p, kind: 'image' as const, ownerId, bucket: 'uploads' as const, createdAt: now }))),
    deps.db
      .update(users)
      .set({ ...(image && { image: `${UPLOADS_PATH}${image}` }), updatedAt: now })
      .where(eq(users.id, ownerId)),
  ]);
  if (owner.role === Role.Tutor) await tutorChanged(deps, ownerId);
  return getCurrentUser(deps, ownerId);
}

/**
 * A profile photo decoded and stored anew as square JPEGs in each of `PHOTO_SIZES` (`<base>-96.jpg`, `<base>-480.jpg`),
 * largest last; the uploaded bytes themselves are never stored.
 */
export async function storePhoto(deps: Deps, base: string, bytes: Uint8Array, field: string) {
  const squares = await squarePhotos(deps.images, bytes, field, [PHOTO_SIZES.small, PHOTO_SIZES.large]);
  return Promise.all(
    squares.map(async ({ px, jpeg }) => {
      const photo = { name: `${base}-${px}.jpg`, contentType: 'image/jpeg', size: jpeg.byteLength };
      await deps.storage.uploads.put(photo.name, jpeg, photo.contentType);
      return photo;
    }),
  );
}

export async function readUpload(deps: Deps, name: string) {
  const file = SAFE_NAME.test(name) ? await deps.storage.uploads.get(name) : null;
  if (!file) throw new ApiError('asset-not-found');
  return file;
}

/**
 * Puts an invoice's receipt (checked by magic bytes and size) in the private bucket under a server-made name. The
 * caller records it (assets row, invoices.receipt) in the same batch as the invoice change.
 */
export async function storeReceipt(deps: Deps, invoiceId: number, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const receipt = checkReceipt(bytes);
  const name = `inv${invoiceId}-${crypto.randomUUID()}.${receipt.ext}`;
  await deps.storage.receipts.put(name, bytes, receipt.type);
  return { name, path: `${RECEIPTS_PATH}${name}`, contentType: receipt.type, size: bytes.byteLength };
}

/** A receipt for admins and the tutor whose invoice holds it; to anyone else it does not exist. */
export async function readReceipt(deps: Deps, caller: Caller, name: string) {
  if (!SAFE_NAME.test(name)) throw new ApiError('asset-not-found');
  if (!isAdmin(caller)) {
    const [held] = await deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.receipt, `${RECEIPTS_PATH}${name}`), eq(invoices.userId, caller.id)))
      .limit(1);
    if (!held) throw new ApiError('asset-not-found');
  }
  const file = await deps.storage.receipts.get(name);
  if (!file) throw new ApiError('asset-not-found');
  return file;
}
