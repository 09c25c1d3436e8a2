import { lt } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Deps } from '../deps';

/** Rate-limit windows older than a day are no longer read; drop them so the table stays small. */
export async function purgeRateLimits(deps: Deps): Promise<number> {
  const cutoff = deps.now() - 24 * 60 * 60 * 1000;
  const rows = await deps.db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff)).returning({ key: rateLimits.key });
  return rows.length;
}
