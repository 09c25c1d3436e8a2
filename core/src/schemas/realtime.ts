import { z } from 'zod';
import { id, typeError } from './fields';

const ref = z.string({ error: typeError() }).min(1, { error: 'required' }).max(100, { error: 'invalid' });
// Text is checked by the chat service, which answers its own ack codes (empty-text, unallowed).
const text = z.string({ error: typeError() }).max(20_000, { error: 'invalid' });

/** A client action over the inbox socket (core/src/realtime.ts ClientAction). */
export const clientAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SendMessage'), ref, roomId: id, text }),
  z.object({ type: z.literal('UpdateMessage'), ref, messageId: id, text }),
  z.object({ type: z.literal('DeleteMessage'), ref, messageId: id }),
  z.object({ type: z.literal('MarkMessageAsRead'), ref, roomId: id, messageId: id }),
  z.object({ type: z.literal('UserTyping'), ref, roomId: id, typing: z.boolean({ error: typeError() }) }),
], { error: 'invalid-type' });
