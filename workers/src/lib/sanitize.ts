import xss from 'xss';

// js-xss is CommonJS: its helpers hang off the default export (named imports fail under workerd's module loader).
const { escapeAttrValue, FilterXSS, friendlyAttrValue } = xss as unknown as typeof import('xss');

/** Only http(s) links survive, written back normalised so no quote or bracket can break out of the attribute. */
function safeHref(value: string): string | null {
  let url: URL;
  try {
    // the attribute as a browser reads it: entities decoded, control characters dropped
    url = new URL(friendlyAttrValue(value).replace(/&amp;/gi, '&'));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return escapeAttrValue(url.href);
}

const filter = new FilterXSS({
  whiteList: { b: [], i: [], em: [], strong: [], u: [], br: [], p: [], ul: [], ol: [], li: [], a: ['href'] },
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined; // the allow-list decides: no other attribute is kept
    const href = safeHref(value);
    return href ? `href="${href}" rel="noopener noreferrer"` : '';
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'template', 'noscript'],
  allowCommentTag: false,
  css: false,
});

/**
 * HTML from editors (invoice notes, …) reduced to harmless inline formatting: b, i, em, strong, u, br, p, ul, ol, li
 * and http(s) links (rel=noopener). Everything else — scripts, event handlers, styles, other URLs — is removed.
 */
export function sanitizeHtml(text: string): string {
  return filter.process(text).trim();
}
