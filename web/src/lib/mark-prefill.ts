import type { MarkKind } from '@kalam/core/takeaways';

/** A phrase the tutor selected in the notebook and the kind of mark they chose for it; `at` tells two choices apart. */
export interface MarkPrefill {
  kind: MarkKind;
  phrase: string;
  at: number;
  /** puts the tutor back in the notebook after the phrase once its mark is saved */
  back?: () => void;
}

/** The mark form's field a selected phrase fills, per kind. */
export const PREFILL_FIELD = { word: 'word', correction: 'said', homework: 'task' } as const satisfies Record<MarkKind, string>;

// quotes, brackets and sentence punctuation around a selected word are not part of the word
const AROUND_WORD = /^[\s"'“”‘’«»()[\]{}.,;:!?؟،؛…-]+|[\s"'“”‘’«»()[\]{}.,;:!?؟،؛…-]+$/g;

/**
 * What the selection puts in the form: its lines and runs of spaces made one space (a selection may cross blocks), and
 * for a new word the punctuation a double tap or a drag picks up around it dropped. The form's schema still checks it.
 */
export function prefillPhrase(kind: MarkKind, selected: string): string {
  const phrase = selected.replace(/\s+/g, ' ').trim();
  return kind === 'word' ? phrase.replace(AROUND_WORD, '') : phrase;
}
