import type { LessonView } from '@kalam/core/api';
import { notebookWritableUntil } from '@kalam/core/notebook';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, userTimeZone } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { useNotebook } from '../hooks/use-notebook';
import { bindTextArea } from '../lib/text-binding';
import '../i18n';

const DOT = { connected: 'bg-green-500', connecting: 'bg-amber-400', offline: 'bg-red-500' } as const;

/**
 * The lesson's shared notebook: tutor and student write in it at the same time and each sees the other's text as it is
 * typed; what is written offline joins when the connection comes back. Loaded on its own, after the lesson page.
 */
export default function LessonNotebook({ lesson, viewerId }: { lesson: LessonView; viewerId: number }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const until = notebookWritableUntil(
    {
      tutorId: lesson.tutor.id,
      studentId: lesson.student.id,
      start: lesson.start,
      duration: lesson.duration,
      cancelled: lesson.status === 'cancelled',
    },
    viewerId,
  );
  const readOnly = now > until;
  const { text, connection } = useNotebook(lesson.id);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (text && area.current) return bindTextArea(area.current, text);
  }, [text]);

  return (
    <section className="container max-w-4xl pb-6" aria-labelledby="notebook-title" data-testid="notebook">
      <div className="card p-4 sm:p-5">
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <h2 id="notebook-title" className="text-lg font-700 text-brand-900">
            {t('notebook.title')}
          </h2>
          <p
            role="status"
            className="flex items-center gap-1.5 text-xs text-gray-600"
            data-testid="notebook-status"
            data-state={connection}
          >
            <span className={`h-2 w-2 rounded-full ${DOT[connection]}`} aria-hidden />
            {t(`notebook.status.${connection}`)}
          </p>
        </div>
        <p className="mb-3 text-sm text-gray-600" id="notebook-hint">
          {readOnly
            ? t('notebook.readOnly')
            : lesson.tutor.id === viewerId
              ? t('notebook.hintTutor', { when: formatDateTime(until, userTimeZone()) })
              : t('notebook.hintStudent')}
        </p>
        <textarea
          ref={area}
          aria-labelledby="notebook-title"
          aria-describedby="notebook-hint"
          className="input min-h-56 resize-y leading-relaxed"
          // each paragraph takes its own direction: Arabic explanations beside English examples
          dir="auto"
          style={{ unicodeBidi: 'plaintext' }}
          readOnly={readOnly}
          placeholder={readOnly ? undefined : t('notebook.placeholder')}
          spellCheck
          data-testid="notebook-text"
        />
      </div>
    </section>
  );
}
