// Small HTML fragments as the rich-text fields send them: their visible text and whether they are well formed.
// Apart from the schemas, so pages that show text need not load the validation library.

const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?(\/?)>/g;
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(match: string, body: string): string {
  if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/** Visible text of a small HTML fragment. */
export function stripTags(html: string): string {
  return html.replace(COMMENT, '').replace(TAG, '').replace(ENTITY, decodeEntity).trim();
}

/** Rejects what no editor produces: a stray '<' or '>', or tags that do not nest and close. */
export function isWellFormedHtml(html: string): boolean {
  const source = html.replace(COMMENT, '');
  if (/[<>]/.test(source.replace(TAG, ''))) return false;
  const open: string[] = [];
  for (const [, closing, rawName = '', selfClosing] of source.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (VOID_ELEMENTS.has(name) || selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}
