import type { Text as YText, YTextEvent } from 'yjs';

// A plain text area kept equal to a Yjs text: the user's input becomes the smallest edit, the other member's edits
// land without moving the caret off what the user was writing.

const LOCAL = Symbol('text-area');

/** The one place where `before` and `after` differ: at `at`, `remove` characters gave way to `insert`. */
export function changeBetween(before: string, after: string): { at: number; remove: number; insert: string } | null {
  if (before === after) return null;
  let at = 0;
  const shortest = Math.min(before.length, after.length);
  while (at < shortest && before[at] === after[at]) at++;
  let tail = 0;
  while (tail < shortest - at && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return { at, remove: before.length - at - tail, insert: after.slice(at, after.length - tail) };
}

/** Where a caret at `position` moves to when the text changes by `delta`; text typed right at the caret goes after it. */
export function moveThrough(position: number, delta: YTextEvent['delta']): number {
  // `index` counts characters of the text before the change
  let index = 0;
  let moved = position;
  for (const op of delta) {
    if (index > position) break;
    if (op.retain) index += op.retain;
    else if (typeof op.insert === 'string') {
      if (index < position) moved += op.insert.length;
    } else if (op.delete) {
      moved -= Math.min(op.delete, Math.max(0, position - index));
      index += op.delete;
    }
  }
  return moved;
}

/** Binds the text area to the text until the returned function is called. */
export function bindTextArea(area: HTMLTextAreaElement, text: YText): () => void {
  area.value = text.toString();
  const onInput = () => {
    const change = changeBetween(text.toString(), area.value);
    if (!change || !text.doc) return;
    text.doc.transact(() => {
      if (change.remove) text.delete(change.at, change.remove);
      if (change.insert) text.insert(change.at, change.insert);
    }, LOCAL);
  };
  const onChange = (event: YTextEvent) => {
    if (event.transaction.origin === LOCAL) return;
    const { selectionStart, selectionEnd, selectionDirection } = area;
    const focused = area.ownerDocument.activeElement === area;
    area.value = text.toString();
    if (focused)
      area.setSelectionRange(moveThrough(selectionStart, event.delta), moveThrough(selectionEnd, event.delta), selectionDirection);
  };
  area.addEventListener('input', onInput);
  text.observe(onChange);
  return () => {
    area.removeEventListener('input', onInput);
    text.unobserve(onChange);
  };
}
