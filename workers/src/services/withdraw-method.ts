import type { WithdrawMethodView } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type WithdrawMethod, withdrawMethods } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { readSettings } from './settings';

const toView = (m: WithdrawMethod): WithdrawMethodView => ({
  id: m.id,
  type: m.type,
  min: m.min,
  max: m.max,
  enabled: m.enabled,
  updatedAt: m.updatedAt,
});

/** `GET /withdraw-method/list`: the enabled methods; admins see the disabled ones too. */
export async function listWithdrawMethods(deps: Deps, caller: Caller): Promise<WithdrawMethodView[]> {
  const rows = await deps.db
    .select()
    .from(withdrawMethods)
    .where(isAdmin(caller) ? undefined : eq(withdrawMethods.enabled, true))
    .orderBy(asc(withdrawMethods.id));
  if (isAdmin(caller)) return rows.map(toView);
  // tutors see the limits a request is checked against
  const limits = await platformLimits(deps);
  return rows.map((r) => toView(narrowed(r, limits)));
}

const platformLimits = (deps: Deps) => readSettings(deps, ['withdrawalMin', 'withdrawalMax']);
/** A method's own bounds inside the platform's withdrawal limits (platform settings). */
const narrowed = (m: WithdrawMethod, l: Awaited<ReturnType<typeof platformLimits>>): WithdrawMethod => ({
  ...m,
  min: Math.max(m.min, l.withdrawalMin),
  max: Math.min(m.max, l.withdrawalMax),
});

/** An enabled method by type, with the bounds a withdrawal request is checked against. */
export async function enabledWithdrawMethod(deps: Deps, type: WithdrawMethod['type']): Promise<WithdrawMethod> {
  const [[method], limits] = await Promise.all([
    deps.db.select().from(withdrawMethods).where(eq(withdrawMethods.type, type)),
    platformLimits(deps),
  ]);
  if (!method?.enabled) throw new ApiError('withdraw-method-not-found');
  return narrowed(method, limits);
}

/** `POST /withdraw-method`: one row per type; an existing type is updated. */
export async function upsertWithdrawMethod(
  deps: Deps,
  input: z.infer<typeof schemas.withdrawMethod.upsert>,
): Promise<{ method: WithdrawMethodView; created: boolean }> {
  const now = deps.now();
  const [existing] = await deps.db.select({ id: withdrawMethods.id }).from(withdrawMethods).where(eq(withdrawMethods.type, input.type));
  const row = theRow(
    await deps.db
      .insert(withdrawMethods)
      .values({ type: input.type, min: input.min, max: input.max, enabled: input.enabled, updatedAt: now })
      .onConflictDoUpdate({ target: withdrawMethods.type, set: { min: input.min, max: input.max, enabled: input.enabled, updatedAt: now } })
      .returning(),
  );
  return { method: toView(row), created: !existing };
}

/** `PUT /withdraw-method/{id}`: min ≤ max holds for the values after the change, checked in the update itself. */
export async function updateWithdrawMethod(
  deps: Deps,
  id: number,
  input: z.infer<typeof schemas.withdrawMethod.update>,
): Promise<WithdrawMethodView> {
  const min = input.min ?? null;
  const max = input.max ?? null;
  const enabled = input.enabled === undefined ? null : Number(input.enabled);
  const result = await deps.db.run(sql`update withdraw_methods
    set min = coalesce(${min}, min), max = coalesce(${max}, max), enabled = coalesce(${enabled}, enabled), updated_at = ${deps.now()}
    where id = ${id} and coalesce(${min}, min) <= coalesce(${max}, max)`);
  const [row] = await deps.db.select().from(withdrawMethods).where(eq(withdrawMethods.id, id));
  if (!row) throw new ApiError('withdraw-method-not-found');
  if (!result.rowsAffected)
    throw new ApiError('bad-request', { errors: { min: 'withdraw-min-above-max' }, details: { min: row.min, max: row.max } });
  return toView(row);
}
