import { type LessonView, lessonDurations } from '@kalam/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/confirm-dialog';
import { Field, SelectField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { useMoveLesson } from '../../features/booking/api/move-lesson';
import { isTakenTime } from '../../features/booking/components/booking-error';
import { LessonTimeGrid } from '../../features/booking/components/lesson-time-grid';
import { MoveSummary } from '../../features/booking/components/reschedule-lesson';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/error-message';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useForm } from '../../lib/use-form-errors';

const REASON_MIN = 5;
const REASON_MAX = 500;

/**
 * Admins move a lesson that has not started to another free time of its tutor, picked on the members' time grid
 * (`PATCH /lesson`, the members' rules), with a reason both members are told.
 */
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
  const move = useMoveLesson();
  const [duration, setDuration] = useState<LessonView['duration']>(lesson.duration);
  const [start, setStart] = useState<number | null>(null);
  const form = useForm({ reason: '' });
  const reason = form.values.reason;
  const [tried, setTried] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const taken = isTakenTime(move.error);
  const reasonShort = reason.trim().length < REASON_MIN;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (start === null || reasonShort) return;
    // Not mutate's onSuccess: the move's refetch of the lessons (one key, the admin's list too) shows the old lesson
    // cancelled first, which unmounts this dialog, and React Query skips a call-site callback once its caller is gone.
    move.mutateAsync({ id: lesson.id, start, duration, key, reason: reason.trim() }).then(
      (moved) => {
        toast({ type: 'success', title: t('admin.lessons.move.done', { time: formatDateTime(moved.start) }) });
        onClose();
      },
      () => setStart(null), // shown in the dialog from move.error; a refused time is picked again
    );
  }

  return (
    <Modal title={t('admin.lessons.move.title')} onClose={onClose} wide>
      <p className="text-gray-700">
        {t('admin.lessons.move.body', {
          student: lesson.student.displayName,
          tutor: lesson.tutor.displayName,
          time: formatDateTime(lesson.start),
        })}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid min-w-0 gap-4">
        <SelectField
          label={t('admin.lessons.move.duration')}
          value={duration}
          error={move.error instanceof ApiError ? move.error.errors.duration : undefined}
          onChange={(e) => (setDuration(lessonDurations.find((d) => d === Number(e.target.value)) ?? duration), setStart(null))}
        >
          {lessonDurations.map((d) => (
            <option key={d} value={d}>
              {t('admin.lessons.move.minutes', { count: d, n: formatNumber(d) })}
            </option>
          ))}
        </SelectField>
        <fieldset className="min-w-0" data-testid="admin-move-time">
          <legend className="mb-1.5 font-600 text-gray-800">{t('admin.lessons.move.time')}</legend>
          <p className="mb-2 text-sm text-gray-600">{t('admin.lessons.move.pickTime')}</p>
          <LessonTimeGrid lesson={lesson} duration={duration} picked={start} onPick={(s) => (setStart(s), move.reset())} />
          {start !== null && <MoveSummary from={lesson.start} to={start} />}
        </fieldset>
        <Field
          label={t('admin.lessons.move.reason')}
          multiline
          rows={3}
          dir="auto"
          maxLength={REASON_MAX}
          placeholder={t('admin.lessons.move.reasonHint')}
          {...form.field('reason')}
          error={tried && reasonShort ? 'required' : undefined}
          errorText={t('admin.lessons.move.reasonRequired')}
        />
        <FormActions
          error={move.isError ? (taken ? t('admin.lessons.move.taken') : apiErrorMessage(t, move.error)) : undefined}
          busy={move.isPending}
          disabled={start === null}
          submit={t('admin.lessons.move.confirm')}
          cancel={t('admin.lessons.move.back')}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
