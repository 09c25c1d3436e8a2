import type { Role } from '@kalam/core/enums';
import type { Ack, ClientAction, ServerEvent } from '@kalam/core/realtime';
import { type Connection, type ConnectionContext, Server, type WSMessage } from 'partyserver';
import type { Caller, Deps } from '../deps';
import type { Env } from '../env';
import { deferredRealtime, PUBLISH_PATH } from '../lib/realtime';
import { ROLE_HEADER, SIGN_IN_HEADER, USER_HEADER } from './headers';

const work = () => import('./work');

/**
 * One room per user: every tab of the user holds a socket here. Chat actions arrive here and are answered with an ack
 * after the chat service has stored them; events from services are published here and reach every tab. The user is
 * online while at least one socket is open.
 */
export class Inbox extends Server<Env> {
  static override options = { hibernate: true };

  override async onConnect(connection: Connection<Caller>, ctx: ConnectionContext) {
    const caller = {
      id: Number(ctx.request.headers.get(USER_HEADER)),
      role: Number(ctx.request.headers.get(ROLE_HEADER)) as Role,
      signInId: Number(ctx.request.headers.get(SIGN_IN_HEADER)),
    };
    connection.setState(caller);
    if (this.openSockets(connection.id) === 0) {
      const { depsFromEnv, setOnline } = await work();
      await setOnline(depsFromEnv(this.env), caller.id, true);
    }
  }

  override async onClose(connection: Connection<Caller>) {
    const caller = connection.state;
    if (!caller || this.openSockets(connection.id) !== 0) return;
    const { depsFromEnv, setOnline } = await work();
    await setOnline(depsFromEnv(this.env), caller.id, false);
  }

  override async onMessage(connection: Connection<Caller>, message: WSMessage) {
    const caller = connection.state;
    const { schemas } = await work();
    const action = schemas.realtime.clientAction.safeParse(typeof message === 'string' ? safeJson(message) : null);
    if (!caller || !action.success) {
      const ref = typeof message === 'string' ? String((safeJson(message) as { ref?: unknown } | null)?.ref ?? '') : '';
      return connection.send(JSON.stringify({ type: 'ack', ref, code: 'unallowed' } satisfies Ack));
    }
    const ack = await this.perform(caller, action.data);
    connection.send(JSON.stringify(ack));
  }

  override async onRequest(request: Request) {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== PUBLISH_PATH) return new Response('Not found', { status: 404 });
    const text = await request.text();
    this.broadcast(text);
    this.closeEndedSignIns(safeJson(text) as ServerEvent | null);
    return new Response(null, { status: 204 });
  }

  private async perform(caller: Caller, a: ClientAction): Promise<Ack> {
    const { depsFromEnv, deleteMessage, markRead, sendMessage, setTyping, updateMessage } = await work();
    const deps = this.deferringEvents(depsFromEnv(this.env));
    const result =
      a.type === 'SendMessage'
        ? await sendMessage(deps, caller, { roomId: a.roomId, text: a.text, ref: a.ref })
        : a.type === 'UpdateMessage'
          ? await updateMessage(deps, caller, { messageId: a.messageId, text: a.text })
          : a.type === 'DeleteMessage'
            ? await deleteMessage(deps, caller, { messageId: a.messageId })
            : a.type === 'MarkMessageAsRead'
              ? await markRead(deps, caller, { roomId: a.roomId, messageId: a.messageId })
              : await setTyping(deps, caller, { roomId: a.roomId, typing: a.typing });
    return { type: 'ack', ref: a.ref, ...result };
  }

  /** The action is stored before the ack; its events go out right after, so the sender never waits on other rooms. */
  private deferringEvents(deps: Deps): Deps {
    return { ...deps, realtime: deferredRealtime(deps.realtime, (push) => this.ctx.waitUntil(push)) };
  }

  /** Sockets of sign-ins just ended are closed, after they were told why. */
  private closeEndedSignIns(event: ServerEvent | null) {
    if (event?.type !== 'signed-out') return;
    for (const c of this.getConnections<Caller>()) {
      if (c.state?.signInId !== undefined && event.signInIds.includes(c.state.signInId)) c.close(4001, 'signed out');
    }
  }

  /** Sockets still open besides the one opening or closing now. */
  private openSockets(except: string): number {
    let n = 0;
    for (const c of this.getConnections()) if (c.id !== except && c.readyState === WebSocket.OPEN) n++;
    return n;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
