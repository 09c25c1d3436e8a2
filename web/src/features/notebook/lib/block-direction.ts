import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

// the first letter decides a block's direction, as the browser's dir="auto" does; digits and punctuation do not
const LETTER = /\p{L}/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LIST_ITEM = 'listItem';

/** A block's own direction from its text, or null while it has no letter. */
export function directionOf(text: string): 'rtl' | 'ltr' | null {
  const letter = text.match(LETTER)?.[0];
  return letter === undefined ? null : RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/**
 * Empty blocks that follow a right-to-left block, or start the notebook, read right to left: with `dir="auto"` alone an
 * empty block is left to right, and the caret of a new line under Arabic jumps to the left until the first letter.
 * A list item takes the direction of its first letter (an empty one, the text's before it), so its bullet or number
 * sits at its own start: its `dir="auto"` finds no letter, as the blocks inside it have a `dir` of their own.
 */
function decorate(doc: PmNode): DecorationSet {
  const found: Decoration[] = [];
  let last: 'rtl' | 'ltr' = 'rtl';
  doc.descendants((node, pos) => {
    // every item keeps a `dir` decoration: one taken away would take the item's own `dir` attribute with it
    if (node.type.name === LIST_ITEM) found.push(Decoration.node(pos, pos + node.nodeSize, { dir: directionOf(node.textContent) ?? last }));
    if (!node.isTextblock) return true;
    const own = directionOf(node.textContent);
    if (own) last = own;
    else if (last === 'rtl') found.push(Decoration.node(pos, pos + node.nodeSize, { class: 'notebook-rtl' }));
    return false;
  });
  return DecorationSet.create(doc, found);
}

const key = new PluginKey<DecorationSet>('blockDirection');

/** The editor extension giving list items their text's direction and empty blocks the direction of the text before them. */
export const BlockDirection = Extension.create({
  name: 'blockDirection',
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
