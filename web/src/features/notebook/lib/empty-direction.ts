import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

// the first letter decides a block's direction, as the browser's dir="auto" does; digits and punctuation do not
const LETTER = /\p{L}/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A block's own direction from its text, or null while it has no letter. */
export function directionOf(text: string): 'rtl' | 'ltr' | null {
  const letter = text.match(LETTER)?.[0];
  return letter === undefined ? null : RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/**
 * Empty blocks that follow a right-to-left block, or start the notebook, read right to left: with `dir="auto"` alone an
 * empty block is left to right, and the caret of a new line under Arabic jumps to the left until the first letter.
 */
function decorate(doc: PmNode): DecorationSet {
  const rtl: Decoration[] = [];
  let last: 'rtl' | 'ltr' = 'rtl';
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const own = directionOf(node.textContent);
    if (own) last = own;
    else if (last === 'rtl') rtl.push(Decoration.node(pos, pos + node.nodeSize, { class: 'notebook-rtl' }));
    return false;
  });
  return DecorationSet.create(doc, rtl);
}

const key = new PluginKey<DecorationSet>('emptyDirection');

/** The editor extension giving empty blocks the direction of the text before them (the page's, at the start). */
export const EmptyDirection = Extension.create({
  name: 'emptyDirection',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: (_, state) => decorate(state.doc),
          apply: (tr, old) => (tr.docChanged ? decorate(tr.doc) : old),
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});
