import type { LessonView } from '@kalam/core/api';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatDateTime, formatMinutes, formatZone, userTimeZone } from '../../../lib/format';
import { useMoveLesson } from '../api/move-lesson';
import { useTimeChoice } from '../hooks/use-time-choice';
import { BookingError } from './booking-error';
import { LessonTimeGrid } from './lesson-time-grid';
import '../i18n';

/**
 * Moving a lesson on the shared time grid, at its own length (`PATCH /lesson`, the booking rules).
 */
export function RescheduleLesson({ lesson, onClose }: { lesson: LessonView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = userTimeZone();
  const move = useMoveLesson();
  // one key per choice: a retry after a lost answer replays the move instead of failing on the cancelled lesson
  const idempotency = useRef<{ start: number; key: string } | null>(null);
  const from = formatDateTime(lesson.start, timeZone);
  const choice = useTimeChoice(
    move,
    (start) => {
      if (idempotency.current?.start !== start) idempotency.current = { start, key: crypto.randomUUID() };
      return move.mutateAsync({ id: lesson.id, start, duration: lesson.duration, key: idempotency.current.key });
    },
    (moved) => {
      toast({
        type: 'success',
        title: t('booking.move.done'),
        description: t('booking.move.doneBody', { from, to: formatDateTime(moved.start, timeZone) }),
      });
      onClose();
    },
  );

  return (
    <LessonTimePanel
      lesson={lesson}
      name="reschedule"
      title={t('booking.move.title')}
      hint={t('booking.move.hint', { duration: formatMinutes(lesson.duration) })}
      {...choice}
      confirm={move.isPending ? t('booking.move.moving') : t('booking.move.confirm')}
      onClose={onClose}
    />
  );
}

/**
 * A lesson's other time picked on the shared grid, the choice summed up, then confirmed: the student's move and the
 * tutor's proposal (with its note as `children`).
 */
export function LessonTimePanel(props: {
  lesson: LessonView;
  name: string;
  title: string;
  hint: string;
  start: number | null;
  onPick: (start: number | null) => void;
  error: unknown;
  busy: boolean;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { lesson, start } = props;
  return (
    <section
      className="mt-4 min-w-0 rounded-xl border border-brand-100 bg-white p-3 sm:p-4"
      aria-labelledby={`${props.name}-${lesson.id}`}
      data-testid={props.name}
    >
      <h3 id={`${props.name}-${lesson.id}`} className="font-700 text-brand-900">
        {props.title}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        {props.hint} {t('booking.zone', { zone: formatZone(userTimeZone()) })}
      </p>
      <div className="mt-3">
        <LessonTimeGrid lesson={lesson} picked={start} onPick={props.onPick} />
      </div>
      {start !== null && (
        <>
          <MoveSummary from={lesson.start} to={start} />
          {props.children}
        </>
      )}
      {props.error !== null && (
        <div className="mt-3">
          <BookingError error={props.error} next={`/lesson/${lesson.id}`} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {start !== null && (
          <button type="button" className="btn-primary" disabled={props.busy} aria-busy={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={props.onClose}>
          {t('booking.move.back')}
        </button>
      </div>
    </section>
  );
}

/** The current and the new time side by side, the current struck through. */
export function MoveSummary({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation();
  const timeZone = userTimeZone();
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm" data-testid="reschedule-summary">
      <dt className="text-gray-500">{t('booking.move.from')}</dt>
      <dd className="text-gray-700 line-through decoration-gray-400">{formatDateTime(from, timeZone)}</dd>
      <dt className="text-gray-500">{t('booking.move.to')}</dt>
      <dd className="font-700 text-brand-900" data-testid="reschedule-to">
        {formatDateTime(to, timeZone)}
      </dd>
    </dl>
  );
}
