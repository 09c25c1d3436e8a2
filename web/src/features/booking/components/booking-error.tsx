import type { BookingLimit } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime, formatMinutes } from '../../../lib/format';
import { withNext } from '../../../lib/next-path';
import '../i18n';
import '../../../lib/error-messages';

const OWN_MESSAGES = ['busy-tutor', 'conflicting-lessons'] as const;

/** A time the server refused because it is no longer free: the times are fetched again and another is asked for. */
export const isTakenTime = (err: unknown) => err instanceof ApiError && (err.code === 'busy-tutor' || err.errors.start !== undefined);

/** The quota refusal in the student's words: the full week of their plan and its renewal, or the free lesson they hold. */
function limitMessage(t: ReturnType<typeof useTranslation>['t'], details: BookingLimit | undefined): string {
  if (details?.kind === 'weekly-minutes') {
    return t('booking.errors.weekFull', {
      plan: details.planName,
      used: formatMinutes(details.week.usedMinutes),
      total: formatMinutes(details.week.weeklyMinutes),
      from: formatDate(details.week.start),
      to: formatDate(details.week.end - 1),
      renews: formatDateTime(details.renewsAt),
    });
  }
  if (details?.kind === 'free-lesson-held' && details.held.start > 0)
    return t('booking.errors.freeHeld', { when: formatDateTime(details.held.start) });
  return t('booking.errors.reached-booking-limit');
}

/** Why a booking failed, in Arabic, with the way forward when there is one. */
export function BookingError({ error, next }: { error: unknown; next: string }) {
  const { t } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  const limit = api?.code === 'reached-booking-limit' ? (api.details as BookingLimit | undefined) : undefined;
  let message = apiErrorMessage(t, error);
  if (api?.errors.verified) message = t('booking.errors.unverified');
  else if (api?.errors.start) message = t('booking.errors.taken');
  else if (api?.code === 'reached-booking-limit') message = limitMessage(t, limit);
  else if (api && (OWN_MESSAGES as readonly string[]).includes(api.code))
    message = t(`booking.errors.${api.code as (typeof OWN_MESSAGES)[number]}`);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="booking-error">
      <p>{message}</p>
      {/* a subscriber with a full week waits for its renewal; a plan is the way forward only without one */}
      {api?.code === 'reached-booking-limit' && limit?.kind !== 'weekly-minutes' && (
        <Link to={withNext('/subscription', next)} className="mt-2 inline-block font-700 underline">
          {t('booking.seePlans')}
        </Link>
      )}
      {api?.errors.verified && (
        <Link to={withNext('/verify-email', next)} className="mt-2 inline-block font-700 underline">
          {t('booking.verify')}
        </Link>
      )}
    </div>
  );
}
