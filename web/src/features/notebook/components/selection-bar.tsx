import { MARK_KINDS } from '@kalam/core/takeaways';
import type { Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { type MarkPrefill, prefillPhrase } from '../../../lib/mark-prefill';

// below the selection's last line, clear of a phone's selection handles
const GAP_PX = 28;

/**
 * The tutor's bar under a selected phrase: a new word, a correction or homework, each opening the marks form with the
 * phrase filled in. Shown while the editor has the focus and a non-blank selection.
 */
export function SelectionBar({ editor, onMark }: { editor: Editor; onMark: (prefill: MarkPrefill) => void }) {
  const { t } = useTranslation();
  const { from, to, empty } = editor.state.selection;
  const selected = empty ? '' : editor.state.doc.textBetween(from, to, ' ');
  if (!editor.isFocused || !selected.trim()) return null;
  const top = editor.view.coordsAtPos(to).bottom - editor.view.dom.getBoundingClientRect().top + GAP_PX;
  return (
    <div className="pointer-events-none absolute inset-x-0 z-10 flex justify-center px-2" style={{ top }}>
      <div
        role="toolbar"
        aria-label={t('notebook.mark.label')}
        className="pointer-events-auto flex gap-1 rounded-xl bg-gray-900 p-1 shadow-lg"
        data-testid="selection-bar"
      >
        {MARK_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onMark({ kind, phrase: prefillPhrase(kind, selected), at: Date.now(), back: () => editor.commands.focus(to) })}
            className="min-h-10 rounded-lg px-3 text-sm font-700 text-white hover:bg-white/15"
          >
            {t(`notebook.mark.${kind}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
