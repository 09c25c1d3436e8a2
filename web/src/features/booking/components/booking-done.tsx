import type { BookingAllowance, LessonView } from '@kalam/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMinutes } from '../../../lib/format';
import { costText } from './cost';
import '../i18n';

/** The booked lesson, read back from the server's answer, and where to go next. */
export function BookingDone({
  lesson,
  week,
  tutorName,
  timeZone,
  onAgain,
}: {
  lesson: LessonView;
  /** the lesson's week of the student's plan, refreshed after the booking */
  week: BookingAllowance['weeks'][number] | undefined;
  tutorName: string;
  timeZone: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // the panel's content is replaced: move focus to the news so screen readers announce it
  useEffect(() => title.current?.focus(), []);
  // the app's own module (loaded on signed-in pages) may now offer reminders on this phone and installing, once
  useEffect(() => void window.dispatchEvent(new Event('kalam:lesson-booked')), []);
  return (
    <section className="card p-5 md:p-6" aria-labelledby="booking-done-title" data-testid="booking-done">
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-100 text-xl text-brand-800" aria-hidden>
          ✓
        </span>
        <h2 id="booking-done-title" className="text-xl font-700 text-brand-900" tabIndex={-1} ref={title}>
          {t('booking.done.title')}
        </h2>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-500">{t('booking.summary.tutor')}</dt>
        <dd className="font-600">{tutorName}</dd>
        <dt className="text-gray-500">{t('booking.summary.when')}</dt>
        <dd className="font-600">{formatDateTime(lesson.start, timeZone)}</dd>
        <dt className="text-gray-500">{t('booking.summary.duration')}</dt>
        <dd className="font-600">{formatMinutes(lesson.duration)}</dd>
        <dt className="text-gray-500">{t('booking.summary.price')}</dt>
        <dd className="font-600" data-testid="booking-done-price">
          {costText(t, lesson.cover, week, lesson.duration, true)}
        </dd>
      </dl>
      <p className="mt-4 text-sm text-gray-600">{t('booking.done.body')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/upcoming-lessons" className="btn-primary">
          {t('booking.done.upcoming')}
        </Link>
        <Link to="/s/dashboard" className="btn-ghost">
          {t('booking.done.dashboard')}
        </Link>
        <button type="button" className="btn-ghost" onClick={onAgain}>
          {t('booking.done.another')}
        </button>
      </div>
    </section>
  );
}
