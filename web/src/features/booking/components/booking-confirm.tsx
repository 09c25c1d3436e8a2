import type { BookingAllowance, CurrentUser } from '@kalam/core/api';
import { Role } from '@kalam/core/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMinutes } from '../../../lib/format';
import { withNext } from '../../../lib/next-path';
import { costText, leftIn, SubscribeLink, weekAt } from './cost';
import '../i18n';

type Week = BookingAllowance['weeks'][number];

/**
 * The last step: what is about to be booked, then the one thing to do next — sign up or in (visitors), verify the
 * email, subscribe when the week is full or the free lesson is held, or confirm.
 */
export function BookingConfirm({
  user,
  allowance,
  tutorName,
  start,
  duration,
  timeZone,
  returnTo,
  busy,
  onConfirm,
}: {
  user: CurrentUser | null;
  allowance: BookingAllowance | undefined;
  tutorName: string;
  start: number;
  duration: number;
  timeZone: string;
  /** this page with the choice, where sign-in, sign-up and checkout come back to */
  returnTo: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const student = user?.role === Role.Student;
  const plan = allowance?.plan ?? null;
  const week = weekAt(allowance, start);
  // what the server will answer, known before the press: a full week, or the free lesson already held
  const overWeek = plan !== null && week !== undefined && week.weeklyMinutes > 0 && leftIn(week) < duration;
  const blockedByHeld = student && !plan && allowance?.held != null;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm" data-testid="booking-summary">
        <dt className="text-gray-500">{t('booking.summary.tutor')}</dt>
        <dd className="font-600">{tutorName}</dd>
        <dt className="text-gray-500">{t('booking.summary.when')}</dt>
        <dd className="font-600" data-testid="booking-when">
          {formatDateTime(start, timeZone)}
        </dd>
        <dt className="text-gray-500">{t('booking.summary.duration')}</dt>
        <dd className="font-600">{formatMinutes(duration)}</dd>
        {(!user || allowance) && (
          <>
            <dt className="text-gray-500">{t('booking.summary.price')}</dt>
            <dd className="font-600" data-testid="booking-price">
              {!user ? t('booking.cost.rowVisitor') : costText(t, plan ? 'plan' : 'free', week, duration, false)}
            </dd>
          </>
        )}
      </dl>
      {!user ? (
        <>
          <Link to={withNext('/register/student', returnTo)} className="btn-primary mt-4 w-full" data-testid="booking-register">
            {t('booking.register')}
          </Link>
          <Link to={withNext('/login', returnTo)} className="btn-ghost mt-3 w-full">
            {t('booking.signIn')}
          </Link>
        </>
      ) : !user.verified ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
          data-testid="booking-unverified"
        >
          <p>{t('booking.errors.unverified')}</p>
          <Link to={withNext('/verify-email', returnTo)} className="mt-2 inline-block font-700 underline">
            {t('booking.verify')}
          </Link>
        </div>
      ) : blockedByHeld || overWeek ? (
        <Blocked week={overWeek ? week : undefined} subscribe={blockedByHeld} returnTo={returnTo} />
      ) : (
        <button
          type="button"
          className="btn-primary mt-4 w-full"
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
          data-testid="booking-confirm"
        >
          {busy ? t('booking.booking') : t('booking.confirm')}
        </button>
      )}
      {student && user?.verified && !plan && !blockedByHeld && <SubscribeLink next={returnTo} label={t('booking.subscribeInstead')} />}
    </>
  );
}

/** The week is full (`week`), or the free lesson is already held (`subscribe`: a plan books this one). */
function Blocked({ week, subscribe, returnTo }: { week: Week | undefined; subscribe: boolean; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="booking-blocked">
      <p>
        {week
          ? t('booking.cost.weekFull', { left: formatMinutes(leftIn(week)), renews: formatDateTime(week.end) })
          : t('booking.cost.heldBlocks')}
      </p>
      {subscribe && <SubscribeLink next={returnTo} label={t('booking.subscribeForThis')} />}
    </div>
  );
}
