import type { Role } from '@kalam/core/enums';
import { notebookSessionId } from '@kalam/core/notebook';
import { ADMIN_ONLY } from '@kalam/core/permissions';
import { CHANNEL_TOPICS, type ChannelTopic } from '@kalam/core/realtime';
import { routePartykitRequest } from 'partyserver';
import { depsFromEnv } from '../deps-from-env';
import type { Env } from '../env';
import { signedInAccount } from '../lib/access';
import { sessionMemberCondition } from '../services/session';
import { ROLE_HEADER, SIGN_IN_HEADER, USER_HEADER } from './headers';

const CHANNEL_ROLES: Record<ChannelTopic, readonly Role[] | 'signed-in'> = {
  'tutors-cache': 'signed-in',
  'admin-invoices': ADMIN_ONLY.roles,
  'server-stats': ADMIN_ONLY.roles,
};

const refuse = (status: 401 | 403, text: string) => new Response(text, { status });

/**
 * `/parties/<room>/<name>`: sockets open only with a valid token (query `token`, or an Authorization header where the
 * client can set one) — one's own inbox, channels by role, a session's or a notebook's socket for its two members. Plain HTTP to a
 * room from outside is refused: events reach rooms only from inside the Worker.
 */
export async function routeRooms(request: Request, env: Env): Promise<Response> {
  const routed = await routePartykitRequest(request, env as never, {
    onBeforeConnect: async (req, lobby) => {
      const url = new URL(req.url);
      const token = url.searchParams.get('token') ?? req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (!token) return refuse(401, 'Unauthorized');
      const session = memberCondition(lobby.className, lobby.name);
      const found = await signedInAccount(depsFromEnv(env), token, session);
      if (!found) return refuse(401, 'Unauthorized');
      const user = found.users;
      if (!(session ? found.also : allowed(lobby.className, lobby.name, user.id, user.role as Role))) return refuse(403, 'Forbidden');
      const headers = new Headers(req.headers);
      headers.set(USER_HEADER, String(user.id));
      headers.set(ROLE_HEADER, String(user.role));
      headers.set(SIGN_IN_HEADER, String(found.signIn.id));
      return new Request(req, { headers });
    },
    onBeforeRequest: () => refuse(401, 'Unauthorized'),
  });
  return routed ?? new Response('Not found', { status: 404 });
}

/** Rooms of a lesson or interview admit their two members, checked with the token: a session, a notebook. */
function memberCondition(room: string, name: string) {
  if (room === 'Session') return sessionMemberCondition(name);
  // the name must be the lesson's id or the interview's session id as written (`12`, `interview-3`, never `012`): one
  // room, so one document, per lesson or interview
  if (room === 'Notebook') return sessionMemberCondition(notebookSessionId(name));
  return undefined;
}

/** Inbox and channel rules need only the account; a session's (membership) is answered by the token check itself. */
function allowed(room: string, name: string, userId: number, role: Role): boolean {
  if (room === 'Inbox') return name === String(userId);
  if (room === 'Channel') {
    const rule = CHANNEL_ROLES[name as ChannelTopic];
    return (CHANNEL_TOPICS as readonly string[]).includes(name) && (rule === 'signed-in' || rule.includes(role));
  }
  return false;
}
