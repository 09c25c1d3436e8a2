import { Editor } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Collaboration from '@tiptap/extension-collaboration';
import Document from '@tiptap/extension-document';
import Heading from '@tiptap/extension-heading';
import Highlight from '@tiptap/extension-highlight';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { Placeholder } from '@tiptap/extensions/placeholder';
import type { XmlFragment } from 'yjs';
import { BlockDirection } from './block-direction';

/** The notebook's headings sit under its own title (h2), so they are h3. */
export const NOTEBOOK_HEADING = 3;

/**
 * A rich-text editor on the notebook's shared fragment (decision 053): headings, lists, highlight and bold, each block
 * with `dir="auto"` so an Arabic explanation and an English example each read in their own direction (an empty block
 * takes the direction of the one before it).
 */
export function createNotebookEditor(options: {
  element: HTMLElement;
  fragment: XmlFragment;
  placeholder: string;
  attributes: Record<string, string>;
}): Editor {
  return new Editor({
    element: options.element,
    textDirection: 'auto',
    // the page's stylesheet has the few rules the editor needs; no style element is added at run time
    injectCSS: false,
    extensions: [
      Document,
      Paragraph,
      Text,
      Heading.configure({ levels: [NOTEBOOK_HEADING] }),
      Bold,
      Highlight,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      // Yjs keeps the history: undo takes back one's own edits, never the other member's
      Collaboration.configure({ fragment: options.fragment }),
      Placeholder.configure({ placeholder: options.placeholder }),
      BlockDirection,
    ],
    editorProps: { attributes: options.attributes },
  });
}
