import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { presence, roomMembers } from '../db/schema';
import type { Deps } from '../deps';
import { publish } from './events';

const partner = alias(roomMembers, 'partner');

/** Users who share a chat room with `userId`. */
const partnersQuery = (deps: Deps, userId: number) =>
  deps.db
    .selectDistinct({ id: partner.userId })
    .from(roomMembers)
    .innerJoin(partner, and(eq(partner.roomId, roomMembers.roomId), ne(partner.userId, userId)))
    .where(eq(roomMembers.userId, userId));

/**
 * Records whether the user has an inbox socket open and tells their chat partners. The inbox room calls it when the
 * user's first socket opens and when the last one closes.
 */
export async function setOnline(deps: Deps, userId: number, online: boolean): Promise<void> {
  const changedAt = deps.now();
  // one round trip per socket opened or closed: the record and the partners to tell
  const [, partners] = await deps.db.batch([
    deps.db
      .insert(presence)
      .values({ userId, online, changedAt })
      .onConflictDoUpdate({ target: presence.userId, set: { online, changedAt } }),
    partnersQuery(deps, userId),
  ]);
  await publish(
    deps,
    partners.map((r) => r.id),
    { type: 'user-status-changed', userId, online },
  );
}

/** Which of `ids` are online now. */
export async function onlineUsers(deps: Deps, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await onlineQuery(deps, ids)).map((r) => r.id));
}

/** The query behind `onlineUsers`, for a write to read in its own batch whose inboxes have a socket to tell. */
export const onlineQuery = (deps: Deps, ids: number[]) =>
  deps.db
    .select({ id: presence.userId })
    .from(presence)
    .where(and(inArray(presence.userId, [...new Set(ids)]), eq(presence.online, true)));

/** How many users have an inbox socket open now (the admins' "connected users"). */
export async function countOnline(deps: Deps): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(presence).where(eq(presence.online, true));
  return row?.n ?? 0;
}
