import type { LessonView, MarkView } from '@kalam/core/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime, isolate, userTimeZone } from '../../../lib/format';
import type { MarkPrefill } from '../../../lib/mark-prefill';
import { scrollTopIntoSight } from '../../../lib/scroll-into-sight';
import { useNow } from '../../../lib/use-now';
import { useRecap, useRemoveMark } from '../api';
import { MarkForm } from './mark-form';
import { MarkList } from './mark-list';
import '../i18n';

/**
 * The lesson page's takeaways: the tutor adds new words, corrections and homework from the lesson's start until 24 hours
 * after its end, and edits or deletes them; the student reads them (and, once the lesson is over, opens the recap). A
 * phrase the tutor marks in the notebook (`prefill`) opens the same form filled in.
 */
export function MarksPanel({ lesson, viewerId, prefill }: { lesson: LessonView; viewerId: number; prefill?: MarkPrefill | null }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const tutor = lesson.tutor.id === viewerId;
  const end = lesson.start + lesson.duration * 60_000;
  const recap = useRecap(lesson.id, now >= lesson.start && now < end);
  const [editing, setEditing] = useState<MarkView | null>(null);
  const [removing, setRemoving] = useState<MarkView | null>(null);
  const remove = useRemoveMark(lesson.id);
  const card = useRef<HTMLDivElement>(null);
  // a phrase marked in the notebook brings the panel in with its heading and the form's first fields showing
  useEffect(() => {
    if (!prefill) return;
    setEditing(null);
    if (card.current) scrollTopIntoSight(card.current);
  }, [prefill]);
  if (lesson.status === 'cancelled' || !recap.data) return null;
  const { marks, editableFrom, editableUntil } = recap.data;
  const open = tutor && now >= editableFrom && now <= editableUntil;
  if (!tutor && !marks.length) return null;
  const actions = open
    ? (m: MarkView) => (
        <div className="flex shrink-0 gap-1">
          <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setEditing(m)}>
            {t('takeaways.edit')}
          </button>
          <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-700" onClick={() => setRemoving(m)}>
            {t('takeaways.remove')}
          </button>
        </div>
      )
    : undefined;
  return (
    <section className="container max-w-4xl pb-10" aria-labelledby="takeaways-title" data-testid="marks-panel">
      <div ref={card} className="card @container p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="takeaways-title" className="text-lg font-700 text-brand-900">
            {tutor ? t('takeaways.panel.tutorTitle') : t('takeaways.panel.studentTitle')}
          </h2>
          {now >= end && marks.length > 0 && (
            <Link to={`/lesson/${lesson.id}/recap`} className="text-sm font-700 text-brand-700 underline">
              {t('takeaways.openRecap')}
            </Link>
          )}
        </div>
        {tutor && (
          <p className="mb-3 text-sm text-gray-600">
            {now < editableFrom
              ? t('takeaways.panel.fromStart')
              : open
                ? t('takeaways.panel.until', { when: formatDateTime(editableUntil, userTimeZone()) })
                : t('takeaways.panel.closed')}
          </p>
        )}
        {/* columns by the card's own width: the same panel sits in the page and in the call's narrow notebook panel */}
        <div className="grid gap-5 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {open && (
            <div className="@2xl:order-last">
              {editing ? (
                <MarkForm key={editing.id} lessonId={lesson.id} mark={editing} onDone={() => setEditing(null)} />
              ) : (
                <MarkForm key={prefill?.at} lessonId={lesson.id} prefill={prefill ?? undefined} onDone={prefill?.back} />
              )}
            </div>
          )}
          <div className={open ? '' : '@2xl:col-span-2'}>
            {marks.length ? (
              <MarkList lessonId={lesson.id} marks={marks} student={!tutor} actions={actions} />
            ) : (
              <p className="text-sm text-gray-500">{t('takeaways.panel.empty', { name: isolate(lesson.student.displayName) })}</p>
            )}
          </div>
        </div>
      </div>
      {removing && (
        <ConfirmDialog
          title={t('takeaways.removeTitle')}
          body={t('takeaways.removeBody')}
          confirm={t('takeaways.remove')}
          cancel={t('takeaways.cancel')}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
