import type { LessonView } from '@kalam/core/api';
import { notebookRoomName, notebookWritableUntil } from '@kalam/core/notebook';
import type { SessionKind } from '@kalam/core/session';
import type { Editor } from '@tiptap/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, userTimeZone } from '../../../lib/format';
import type { MarkPrefill } from '../../../lib/mark-prefill';
import { useNow } from '../../../lib/use-now';
import { useNotebook } from '../hooks/use-notebook';
import { createNotebookEditor } from '../lib/editor';
import { NotebookToolbar } from './notebook-toolbar';
import { SelectionBar } from './selection-bar';
import '../i18n';
import '../notebook.css';

const DOT = { connected: 'bg-green-500', connecting: 'bg-amber-400', offline: 'bg-red-500' } as const;

/** The editable area's attributes: reachable by its title as a text box, the page's direction until a block has its own. */
const areaAttributes = (readOnly: boolean) => ({
  id: 'notebook-body',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': 'notebook-title',
  'aria-describedby': 'notebook-hint',
  'aria-readonly': String(readOnly),
  dir: 'rtl',
  spellcheck: 'true',
  class: 'notebook-body input min-h-56 leading-relaxed',
  'data-testid': 'notebook-text',
});

/**
 * The lesson's shared notebook: tutor and student write in it at the same time and each sees the other's text as it is
 * typed; what is written offline joins when the connection comes back. The tutor turns a selected phrase into a mark
 * (`onMark`). An interview has one too, in the lesson's shape (interviewer as tutor, applicant as student). Loaded on
 * its own, after the page.
 */
export default function LessonNotebook({
  lesson,
  kind = 'lesson',
  viewerId,
  onMark,
}: {
  lesson: LessonView;
  kind?: SessionKind;
  viewerId: number;
  onMark?: (prefill: MarkPrefill) => void;
}) {
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
  const tutor = lesson.tutor.id === viewerId;
  const { fragment, connection } = useNotebook(notebookRoomName({ kind, id: lesson.id }));
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // the toolbar and the selection bar follow the editor's state
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const placeholder = t('notebook.placeholder', { context: kind });

  useEffect(() => {
    if (!fragment || !host.current) return;
    const made = createNotebookEditor({ element: host.current, fragment, placeholder, attributes: areaAttributes(false) });
    for (const event of ['transaction', 'focus', 'blur'] as const) made.on(event, refresh);
    // a turned phone moves the selection, and the bar under it
    window.addEventListener('resize', refresh);
    setEditor(made);
    return () => {
      window.removeEventListener('resize', refresh);
      made.destroy();
      setEditor(null);
    };
  }, [fragment, placeholder]);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { attributes: areaAttributes(readOnly) } });
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <section className="container max-w-4xl pb-6" aria-labelledby="notebook-title" data-testid="notebook">
      <div className="card p-4 sm:p-5">
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <h2 id="notebook-title" className="text-lg font-700 text-brand-900">
            {t('notebook.title', { context: kind })}
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
            : tutor
              ? t('notebook.hintTutor', { when: formatDateTime(until, userTimeZone()), context: kind })
              : t('notebook.hintStudent', { context: kind })}
        </p>
        {editor && !readOnly && <NotebookToolbar editor={editor} />}
        <div className="relative">
          <div ref={host} />
          {editor && onMark && tutor && !readOnly && now >= lesson.start && <SelectionBar editor={editor} onMark={onMark} />}
        </div>
      </div>
    </section>
  );
}
