import type { BookingAllowance } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMinutes, formatMoney, isolate } from '../../../lib/format';
import { withNext } from '../../../lib/next-path';
import '../i18n';

type Week = BookingAllowance['weeks'][number];

/** The week of the allowance that holds `at`. */
export const weekAt = (allowance: BookingAllowance | undefined, at: number) => allowance?.weeks.find((w) => at >= w.start && at < w.end);

/** Minutes still free in a week of a plan. */
export const leftIn = (week: Week) => Math.max(0, week.weeklyMinutes - week.usedMinutes);

/**
 * What booking here costs this person, before they pick: a visitor reads the free first lesson and the plans' price;
 * a subscriber, the minutes left this week; a student without a plan, the free lesson or the one they already hold.
 */
export function CostNote({
  allowance,
  planFrom,
  signedIn,
  at,
}: {
  allowance: BookingAllowance | undefined;
  planFrom: number | null;
  signedIn: boolean;
  /** the chosen day's start, or now: whose week to read */
  at: number;
}) {
  const { t } = useTranslation();
  let text: string;
  if (!signedIn || !allowance) {
    text = planFrom === null ? t('booking.cost.visitorFree') : t('booking.cost.visitor', { price: formatMoney(planFrom) });
  } else if (allowance.plan) {
    const week = weekAt(allowance, at);
    text =
      week && week.weeklyMinutes > 0
        ? t('booking.cost.plan', {
            plan: isolate(allowance.plan.nameAr),
            left: formatMinutes(leftIn(week)),
            total: formatMinutes(week.weeklyMinutes),
            from: formatDate(week.start),
            to: formatDate(week.end - 1),
          })
        : t('booking.cost.planEnds', { plan: isolate(allowance.plan.nameAr), end: formatDate(allowance.plan.end) });
  } else if (allowance.held) {
    text = t('booking.cost.held', { when: formatDateTime(allowance.held.start), tutor: isolate(allowance.held.tutorName) });
  } else {
    text = t('booking.cost.free');
  }
  return (
    <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900" data-testid="booking-cost">
      {text}
    </p>
  );
}

/** The price row of a summary: what this lesson costs the student, as the server will count it. */
export function costText(
  t: ReturnType<typeof useTranslation>['t'],
  cover: 'plan' | 'free',
  week: Week | undefined,
  duration: number,
  booked: boolean,
) {
  if (cover === 'free') return t('booking.cost.rowFree');
  if (!week) return t('booking.cost.rowPlan');
  // before booking the lesson is not counted yet; after, it is
  const left = booked ? leftIn(week) : leftIn(week) - duration;
  return t('booking.cost.rowPlanLeft', { left: formatMinutes(Math.max(0, left)) });
}

/** A way to subscribe that brings the student back to this very time. */
export function SubscribeLink({ next, label }: { next: string; label: string }) {
  return (
    <Link to={withNext('/subscription', next)} className="btn-ghost mt-3 w-full" data-testid="booking-subscribe">
      {label}
    </Link>
  );
}
