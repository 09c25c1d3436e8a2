import { stripTags } from '@kalam/core/html';

// Chat messages travel as sanitised HTML; people type and read plain text. Shared by /chat and the lesson page.

/** What a composer sends: the typed text as HTML the server accepts (escaped, line breaks kept). */
export function toMessageHtml(text: string): string {
  return text.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** A stored message's sanitised HTML as plain text with its line breaks, never as markup. */
export function messageText(html: string): string {
  return stripTags(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li)>\s*<(p|li)[^>]*>/gi, '\n'));
}
