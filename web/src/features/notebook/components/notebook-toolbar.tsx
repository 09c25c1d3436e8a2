import type { ChainedCommands, Editor } from '@tiptap/core';
import { useTranslation } from 'react-i18next';
import { NOTEBOOK_HEADING } from '../lib/editor';

interface Tool {
  name: 'heading' | 'bold' | 'highlight' | 'bulletList' | 'orderedList';
  /** how the button's label shows what it does */
  look: string;
  run: (chain: ChainedCommands) => ChainedCommands;
}

const TOOLS: Tool[] = [
  { name: 'heading', look: 'text-base font-700', run: (c) => c.toggleHeading({ level: NOTEBOOK_HEADING }) },
  { name: 'bold', look: 'font-700', run: (c) => c.toggleBold() },
  { name: 'highlight', look: 'rounded bg-yellow-200 px-1', run: (c) => c.toggleHighlight() },
  { name: 'bulletList', look: '', run: (c) => c.toggleBulletList() },
  { name: 'orderedList', look: '', run: (c) => c.toggleOrderedList() },
];

/** The notebook's formatting buttons, big enough for a thumb; each says whether it is on where the caret is. */
export function NotebookToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('notebook.tools.label')} aria-controls="notebook-body" className="mb-2 flex flex-wrap gap-1">
      {TOOLS.map((tool) => {
        const on = editor.isActive(tool.name);
        return (
          <button
            key={tool.name}
            type="button"
            aria-pressed={on}
            // the editor keeps its caret and selection (and a phone its keyboard) while a button is pressed
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => tool.run(editor.chain().focus()).run()}
            className={`min-h-10 rounded-lg border px-2 text-sm text-gray-800 ${
              on ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-gray-300 bg-white hover:bg-gray-50'
            }`}
          >
            <span className={tool.look}>{t(`notebook.tools.${tool.name}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
