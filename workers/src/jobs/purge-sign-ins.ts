import { DAY_MS, SIGN_IN_MAX_DAYS } from '@kalam/core/constants';
import { lt, or } from 'drizzle-orm';
import { signIns } from '../db/schema';
import type { Deps } from '../deps';

/** Sign-ins ended, or past their lifetime, for 30 days are no longer shown nor asked about: drop them. */
export async function purgeSignIns(deps: Deps): Promise<number> {
  const cutoff = deps.now() - 30 * DAY_MS;
  const rows = await deps.db
    .delete(signIns)
    .where(or(lt(signIns.endedAt, cutoff), lt(signIns.startedAt, cutoff - SIGN_IN_MAX_DAYS * DAY_MS)))
    .returning({ id: signIns.id });
  return rows.length;
}
