// What the rooms do with the database and the services, loaded on a room's first message or socket: a room's class
// must exist when the isolate starts, its work need not (decision 043).
export { schemas } from '@kalam/core/schemas/index';
export { depsFromEnv } from '../deps-from-env';
export { deleteMessage, markRead, sendMessage, setTyping, updateMessage } from '../services/chat-actions';
export { loadNotebook, saveNotebook } from '../services/notebook';
export { countOnline, setOnline } from '../services/presence';
export { joinSession, leaveSession, sendSessionMessage } from '../services/session';
