import { NOTEBOOK_TEXT } from '@kalam/core/notebook';
import type { Doc } from 'yjs';

/** The notebook's plain text, saved beside its Yjs state for the REST read and the recap (the API never carries Yjs). */
export function notebookText(doc: Doc): string {
  return doc.getText(NOTEBOOK_TEXT).toString();
}
