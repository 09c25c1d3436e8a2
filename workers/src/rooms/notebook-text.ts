import { NOTEBOOK_FRAGMENT } from '@kalam/core/notebook';
import { type Doc, XmlElement, XmlText } from 'yjs';

// The editor's document (decision 053) is a fragment of blocks: paragraphs, headings and lists whose items hold blocks.

const LISTS = new Set(['bulletList', 'orderedList']);

/** The words of one block, its marks (bold, highlight) dropped; a line break inside it stays a line break. */
function inline(node: XmlElement): string {
  let out = '';
  for (const child of node.toArray()) {
    if (child instanceof XmlText)
      for (const op of child.toDelta() as { insert?: unknown }[]) out += typeof op.insert === 'string' ? op.insert : '';
    else if (child instanceof XmlElement) out += child.nodeName === 'hardBreak' ? '\n' : inline(child);
  }
  return out;
}

/** Appends the lines of `nodes`, a list's items starting with "• " or "1. ", a nested list indented under its item. */
function lines(nodes: ReadonlyArray<unknown>, indent: string, out: string[]) {
  for (const node of nodes) {
    if (!(node instanceof XmlElement)) continue;
    if (!LISTS.has(node.nodeName)) {
      out.push(indent + inline(node));
      continue;
    }
    const start = Number(node.getAttribute('start') ?? 1) || 1;
    node.toArray().forEach((item, i) => {
      if (!(item instanceof XmlElement)) return;
      const marker = node.nodeName === 'bulletList' ? '• ' : `${start + i}. `;
      const at = out.length;
      lines(item.toArray(), `${indent}${' '.repeat(marker.length)}`, out);
      // the item's first line carries its marker in place of the indent
      const first = out[at];
      if (first === undefined) out.push(indent + marker);
      else out[at] = indent + marker + first.slice(indent.length + marker.length);
    });
  }
}

/** The notebook's plain text, one line per block, saved beside its Yjs state for the REST read and the recap. */
export function notebookText(doc: Doc): string {
  const out: string[] = [];
  lines(doc.getXmlFragment(NOTEBOOK_FRAGMENT).toArray(), '', out);
  return out.join('\n');
}
