import { type LessonView, lessonDurations, startTimes } from '@kalam/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { useFreeTimes, useMoveLesson } from '../../features/booking/api/move-lesson';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/error-message';
import { formatDateTime, formatNumber } from '../../lib/format';

/** Admins move a lesson that has not started to another free time of its tutor (`PATCH /lesson`, the members' rules). */
export function MoveLesson({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (lesson.status !== 'pending') return null;
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {t('admin.lessons.move.button')}
      </button>
      {open && <MoveDialog lesson={lesson} onClose={() => setOpen(false)} />}
    </>
  );
}

function MoveDialog({ lesson, onClose }: { lesson: LessonView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const free = useFreeTimes(lesson.tutor.id, true);
  const move = useMoveLesson();
  const [duration, setDuration] = useState<LessonView['duration']>(lesson.duration);
  const [start, setStart] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const times = free.data ? startTimes(free.data.bookable, duration) : [];
  const taken = move.error instanceof ApiError && move.error.errors.start;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!start) return;
    // Not mutate's onSuccess: the move's refetch of the lessons (one key, the admin's list too) shows the old lesson
    // cancelled first, which unmounts this dialog, and React Query skips a call-site callback once its caller is gone.
    move.mutateAsync({ id: lesson.id, start: Number(start), duration, key }).then(
      (moved) => {
        toast({ type: 'success', title: t('admin.lessons.move.done', { time: formatDateTime(moved.start) }) });
        onClose();
      },
      () => undefined, // shown in the dialog from move.error
    );
  }

  return (
    <Modal title={t('admin.lessons.move.title')} onClose={onClose}>
      <p className="text-gray-700">
        {t('admin.lessons.move.body', {
          student: lesson.student.displayName,
          tutor: lesson.tutor.displayName,
          time: formatDateTime(lesson.start),
        })}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <label className="grid gap-1.5 font-600 text-gray-800">
          {t('admin.lessons.move.duration')}
          <select
            className="input"
            value={duration}
            onChange={(e) => (setDuration(lessonDurations.find((d) => d === Number(e.target.value)) ?? duration), setStart(''))}
          >
            {lessonDurations.map((d) => (
              <option key={d} value={d}>
                {t('admin.lessons.move.minutes', { count: d, n: formatNumber(d) })}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 font-600 text-gray-800">
          {t('admin.lessons.move.time')}
          <select
            className="input"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            disabled={free.isPending}
            data-testid="admin-move-time"
          >
            <option value="">
              {free.isPending
                ? t('admin.lessons.move.loading')
                : times.length
                  ? t('admin.lessons.move.pick')
                  : t('admin.lessons.move.none')}
            </option>
            {times.map((s) => (
              <option key={s} value={s}>
                {formatDateTime(s)}
              </option>
            ))}
          </select>
        </label>
        {move.isError && (
          <p role="alert" className="text-sm font-600 text-red-700">
            {taken ? t('admin.lessons.move.taken') : apiErrorMessage(t, move.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={!start || move.isPending} aria-busy={move.isPending}>
            {t('admin.lessons.move.confirm')}
          </button>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('admin.lessons.move.back')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
