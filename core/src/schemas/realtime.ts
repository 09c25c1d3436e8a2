import * as z from 'zod';
import { id, typeError } from './fields';

const ref = z.string({ error: typeError() }).min(1, { error: 'required' }).max(100, { error: 'invalid' });
// Text is checked by the chat service, which answers its own ack codes (empty-text, unallowed).
const text = z.string({ error: typeError() }).max(20_000, { error: 'invalid' });

/** A client action over the inbox socket (core/src/realtime.ts ClientAction). */
export const clientAction = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('SendMessage'), ref, roomId: id, text }),
    z.object({ type: z.literal('UpdateMessage'), ref, messageId: id, text }),
    z.object({ type: z.literal('DeleteMessage'), ref, messageId: id }),
    z.object({ type: z.literal('MarkMessageAsRead'), ref, roomId: id, messageId: id }),
    z.object({ type: z.literal('UserTyping'), ref, roomId: id, typing: z.boolean({ error: typeError() }) }),
  ],
  { error: 'invalid-type' },
);

const on = z.boolean({ error: typeError() });
const sdp = z.string({ error: typeError() }).min(1, { error: 'required' }).max(100_000, { error: 'invalid' });
const candidate = z.object({
  candidate: z.string({ error: typeError() }).max(2_000, { error: 'invalid' }),
  sdpMid: z.string({ error: typeError() }).max(100, { error: 'invalid' }).nullish(),
  sdpMLineIndex: z.number({ error: typeError() }).int().min(0).max(1_000).nullish(),
  usernameFragment: z.string({ error: typeError() }).max(256, { error: 'invalid' }).nullish(),
});
const signal = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.enum(['offer', 'answer'], { error: 'invalid' }), sdp }), z.object({ kind: z.literal('ice'), candidate })],
  { error: 'invalid' },
);

/** A client action over a session socket (core/src/session.ts SessionAction). */
export const sessionAction = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('JoinSession'), ref, camera: on.optional(), mic: on.optional() }),
    z.object({ type: z.literal('LeaveSession'), ref }),
    z.object({ type: z.literal('Signal'), ref, to: id, signal }),
    z.object({ type: z.literal('Ping'), ref }),
    z.object({ type: z.literal('ToggleCamera'), ref, on }),
    z.object({ type: z.literal('ToggleMic'), ref, on }),
    z.object({ type: z.literal('UserSharingScreen'), ref, sharing: on }),
    z.object({ type: z.literal('SendSessionMessage'), ref, text }),
  ],
  { error: 'invalid-type' },
);
