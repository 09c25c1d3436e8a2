import { stripTags } from '@kalam/core/html';

// The HTML ⇄ text conversions live in lib/ since the lesson page's chat uses them too.
export { messageText, toMessageHtml } from '../../../lib/message-text';

/** The room list's one-line preview. */
export const previewText = (html: string) => stripTags(html).replace(/\s+/g, ' ');

/** Visible length, as the server counts it. */
export const visibleLength = (text: string) => text.trim().length;
