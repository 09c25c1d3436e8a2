import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api';
import '../i18n';
import '../../../lib/error-messages';

const OWN_MESSAGES = ['busy-tutor', 'reached-booking-limit', 'conflicting-lessons'] as const;

/** A time the server refused because it is no longer free: the times are fetched again and another is asked for. */
export const isTakenTime = (err: unknown) => err instanceof ApiError && (err.code === 'busy-tutor' || err.errors.start !== undefined);

/** Why a booking failed, in Arabic, with the way forward when there is one. */
export function BookingError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  let message = t('common.genericError');
  if (api?.errors.verified) message = t('booking.errors.unverified');
  else if (api?.errors.start) message = t('booking.errors.taken');
  else if (api && (OWN_MESSAGES as readonly string[]).includes(api.code))
    message = t(`booking.errors.${api.code as (typeof OWN_MESSAGES)[number]}`);
  else if (api && i18n.exists(`errors.api.${api.code}`)) message = t(`errors.api.${api.code}`);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="booking-error">
      <p>{message}</p>
      {api?.code === 'reached-booking-limit' && (
        <Link to="/subscription" className="mt-2 inline-block font-700 underline">
          {t('booking.seePlans')}
        </Link>
      )}
      {api?.errors.verified && (
        <Link to="/verify-email" className="mt-2 inline-block font-700 underline">
          {t('booking.verify')}
        </Link>
      )}
    </div>
  );
}
