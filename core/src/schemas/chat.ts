import { z } from 'zod';
import { BOUNDS } from '../constants';
import { htmlText, id } from './fields';
import { paging } from './paging';

/** Sanitised HTML, 1–1000 visible characters (the composer advises 250). */
export const messageText = htmlText(BOUNDS.chatMessage, { html: 'invalid-message-html', short: 'short-message-text', long: 'long-message-text' });
export const newRoom = z.object({ userId: id, message: messageText });
export const roomSettings = z.object({ pinned: z.boolean({ error: 'invalid' }).optional(), muted: z.boolean({ error: 'invalid' }).optional() });
export const listQuery = paging;
