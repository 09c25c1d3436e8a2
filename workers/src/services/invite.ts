import type { InviteView, Paged } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { invites, plans, transactions } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { appLink } from './tell';

type InviteRow = typeof invites.$inferSelect;
const toView = (r: InviteRow): InviteView => ({ id: r.id, email: r.email, planId: r.planId, usedAt: r.usedAt, createdAt: r.createdAt });

async function assertPlanExists(deps: Deps, planId: number): Promise<{ nameAr: string }> {
  const [plan] = await deps.db.select({ nameAr: plans.nameAr }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw new ApiError('plan-not-found');
  return plan;
}

export async function getInvite(deps: Deps, id: number): Promise<InviteView> {
  const [row] = await deps.db.select().from(invites).where(eq(invites.id, id));
  if (!row) throw new ApiError('invite-not-found');
  return toView(row);
}

/** An invite that still unlocks the plan for this email (emails are stored lower-cased). */
export async function unusedInvite(deps: Deps, email: string, planId: number): Promise<{ id: number } | null> {
  const [row] = await deps.db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.email, email.trim().toLowerCase()), eq(invites.planId, planId), isNull(invites.usedAt)))
    .orderBy(invites.id)
    .limit(1);
  return row ?? null;
}

/** Newest first, optionally for one plan or one email. */
export async function listInvites(
  deps: Deps,
  q: { page: number; size: number; planId?: number; email?: string },
): Promise<Paged<InviteView>> {
  const where = and(
    q.planId === undefined ? undefined : eq(invites.planId, q.planId),
    q.email === undefined ? undefined : eq(invites.email, q.email.toLowerCase()),
  );
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    deps.db.select().from(invites).where(where).orderBy(desc(invites.createdAt), desc(invites.id)),
    deps.db.select({ n: count() }).from(invites).where(where),
  );
  return { list: rows.map(toView), total };
}

export async function createInvite(deps: Deps, input: z.infer<typeof schemas.invite.create>): Promise<InviteView> {
  const plan = await assertPlanExists(deps, input.planId);
  const row = theRow(
    await deps.db.insert(invites).values({ email: input.email.toLowerCase(), planId: input.planId, createdAt: deps.now() }).returning(),
  );
  // the invited person may have no account yet: the link's checkout asks them to sign up with this email first
  await deps.mailer
    .send({
      to: row.email,
      subject: `دعوة للاشتراك في باقة ${plan.nameAr} — كلام`,
      text: `دعاك فريق كلام للاشتراك في باقة «${plan.nameAr}»، وهي متاحة بدعوة فقط. ادخل أو أنشئ حسابك بهذا البريد (${row.email}) ثم اشترك من هنا:\n\n${appLink(deps, `/checkout/${row.planId}/0`)}`,
    })
    .catch((err: unknown) => console.error('mail: invite not sent', err));
  return toView(row);
}

export async function updateInvite(deps: Deps, id: number, input: z.infer<typeof schemas.invite.update>): Promise<InviteView> {
  await getInvite(deps, id);
  if (input.planId !== undefined) await assertPlanExists(deps, input.planId);
  const [row] = await deps.db
    .update(invites)
    .set({ ...input, ...(input.email !== undefined && { email: input.email.toLowerCase() }) })
    .where(eq(invites.id, id))
    .returning();
  if (!row) throw new ApiError('invite-not-found');
  return toView(row);
}

/**
 * Answers the invite: removed when no payment refers to it, else marked used so that it unlocks nothing more and the
 * payment keeps its invite. The check sits inside the delete statement, so a payment made meanwhile wins.
 */
export async function deleteInvite(deps: Deps, id: number): Promise<InviteView> {
  const current = await getInvite(deps, id);
  const removed = await deps.db
    .delete(invites)
    .where(and(eq(invites.id, id), notExists(deps.db.select({ one: sql`1` }).from(transactions).where(eq(transactions.inviteId, id)))))
    .returning({ id: invites.id });
  if (removed.length) return current;
  const [row] = await deps.db
    .update(invites)
    .set({ usedAt: sql`coalesce(${invites.usedAt}, ${deps.now()})` })
    .where(eq(invites.id, id))
    .returning();
  if (!row) throw new ApiError('invite-not-found');
  return toView(row);
}
