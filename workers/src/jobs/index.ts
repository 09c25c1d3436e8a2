import type { Deps } from '../deps';
import { expireUnpaidOrders } from '../services/payment';
import { indexMissingTutors } from '../services/tutor-search';
import { tellRecaps } from './lesson-recaps';
import { sendLessonReminders } from './lesson-reminders';
import { purgeRateLimits } from './purge-rate-limits';
import { purgeSignIns } from './purge-sign-ins';

/** Cron entry: every job is idempotent, so a repeated or late tick is harmless. */
export async function runScheduledJobs(deps: Deps, _cron: string): Promise<void> {
  await Promise.all([
    purgeRateLimits(deps),
    purgeSignIns(deps),
    sendLessonReminders(deps),
    tellRecaps(deps),
    expireUnpaidOrders(deps),
    indexMissingTutors(deps),
  ]);
}
