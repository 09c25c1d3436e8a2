import { createElement, type ReactNode, useMemo } from 'react';
import '../i18n';

// A whitelist of harmless formatting; every other element is unwrapped to its text and no attribute survives but a safe href.
const KEEP = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li']);
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes, toReact);
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    return SAFE_HREF.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow', className: 'underline' }, ...children)
      : createElement('span', { key }, ...children);
  }
  if (tag === 'br') return createElement('br', { key });
  return KEEP.has(tag) ? createElement(tag, { key }, ...children) : createElement('span', { key }, ...children);
}

/** Renders a note's HTML as React elements from a parsed, inert copy: never injected as markup. */
export function InvoiceNote({ html, className = '' }: { html: string; className?: string }) {
  const content = useMemo(() => {
    if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, toReact);
  }, [html]);
  return (
    <div
      className={`whitespace-pre-line break-words text-sm text-gray-700 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 ${className}`}
      data-testid="invoice-note"
    >
      {content}
    </div>
  );
}
