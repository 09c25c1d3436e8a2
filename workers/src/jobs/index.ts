import type { Deps } from '../deps';
import { purgeRateLimits } from './purge-rate-limits';

/** Cron entry: every job is idempotent, so a repeated or late tick is harmless. */
export async function runScheduledJobs(deps: Deps, _cron: string): Promise<void> {
  await purgeRateLimits(deps);
}
