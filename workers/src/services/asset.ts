import { Role } from '@kalam/core';
import { and, eq } from 'drizzle-orm';
import { assets, invoices, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { isAdmin } from '../lib/access';
import { checkProfileImage } from '../lib/image';
import { checkReceipt } from '../lib/receipt';
import { tutorChanged } from './events';
import { findCurrentUser } from './user';

export const UPLOADS_PATH = '/api/v1/assets/uploads/';
export const RECEIPTS_PATH = '/api/v1/assets/receipts/';
const SAFE_NAME = /^[\w.-]{1,120}$/;

/** Sets a profile image: one's own, or another user's by admins and the studio. Names are made by the server. */
export async function uploadProfileImage(deps: Deps, caller: Caller, file: File, forUser?: number) {
  const ownerId = forUser ?? caller.id;
  if (ownerId !== caller.id && ![Role.SuperAdmin, Role.RegularAdmin, Role.Studio].includes(caller.role as 1 | 2 | 6)) throw new ApiError('forbidden');
  const [owner] = await deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, ownerId));
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
  if (owner.role === Role.Tutor) await tutorChanged(deps, ownerId);
  return (await findCurrentUser(deps, ownerId))!;
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
    const [held] = await deps.db.select({ id: invoices.id }).from(invoices)
      .where(and(eq(invoices.receipt, `${RECEIPTS_PATH}${name}`), eq(invoices.userId, caller.id))).limit(1);
    if (!held) throw new ApiError('asset-not-found');
  }
  const file = await deps.storage.receipts.get(name);
  if (!file) throw new ApiError('asset-not-found');
  return file;
}
