import { stripTags } from '@kalam/core/schemas/fields';

/** What the composer sends: the typed text as HTML the server accepts (escaped, line breaks kept). */
export function toMessageHtml(text: string): string {
  return text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** A stored message's sanitised HTML as plain text with its line breaks, never as markup. */
export function messageText(html: string): string {
  return stripTags(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li)>\s*<(p|li)[^>]*>/gi, '\n'));
}

/** The room list's one-line preview. */
export const previewText = (html: string) => stripTags(html).replace(/\s+/g, ' ');

/** Visible length, as the server counts it. */
export const visibleLength = (text: string) => text.trim().length;
