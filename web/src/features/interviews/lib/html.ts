import { stripTags } from '@kalam/core/html';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A textarea's text as the HTML the server stores: each paragraph (blank-line separated) escaped in a `<p>`, lines kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => escapeHtml(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** Stored (sanitised) HTML back to plain text: paragraphs apart by a blank line, line breaks kept; never markup. */
export function htmlToText(html: string): string {
  return stripTags(
    html
      .replace(/<(script|style|template)[\s>][\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|li|div|ul|ol|h[1-6])>\s*(?=<(p|li|div|ul|ol|h[1-6])[\s>])/gi, '$&\n\n'),
  ).replace(/\n{3,}/g, '\n\n');
}

/** The paragraphs of stored HTML, for rendering as text. */
export const paragraphsOf = (html: string) =>
  htmlToText(html)
    .split(/\n\s*\n/)
    .filter((p) => p.trim());
