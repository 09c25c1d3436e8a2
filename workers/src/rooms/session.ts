import type { Role } from '@kalam/core/enums';
import type { SessionAck, SessionAction, SessionParticipant, SessionRoomEvent } from '@kalam/core/session';
import { type Connection, type ConnectionContext, Server, type WSMessage } from 'partyserver';
import type { Caller, Deps } from '../deps';
import type { Env } from '../env';
import { ROLE_HEADER, USER_HEADER } from './headers';

const work = () => import('./work');

/** Per socket, kept with the socket (connection.setState) so it survives hibernation. */
interface SocketState extends Caller {
  /** JoinSession succeeded on this socket and no LeaveSession since */
  joined: boolean;
  camera: boolean;
  mic: boolean;
  sharing: boolean;
}
type Socket = Connection<SocketState>;

/**
 * One room per lesson or interview (`session/lesson-12`); the router lets in only its two members. A socket may watch
 * (session-state on connect) but only a joined socket — JoinSession passed the service's membership and time rules —
 * signals, toggles and chats. Attendance is written by the service: joined on JoinSession, left when a user's last
 * joined socket leaves or closes.
 */
export class Session extends Server<Env> {
  static override options = { hibernate: true };

  override onConnect(connection: Socket, ctx: ConnectionContext) {
    const id = Number(ctx.request.headers.get(USER_HEADER));
    const role = Number(ctx.request.headers.get(ROLE_HEADER)) as Role;
    connection.setState({ id, role, joined: false, camera: false, mic: false, sharing: false });
    send(connection, { type: 'session-state', participants: this.participants() });
  }

  override async onClose(connection: Socket) {
    const state = connection.state;
    if (state?.joined) await this.departed(connection, state);
  }

  override async onMessage(connection: Socket, message: WSMessage) {
    const raw = typeof message === 'string' ? safeJson(message) : null;
    const { schemas } = await work();
    const action = schemas.realtime.sessionAction.safeParse(raw);
    const state = connection.state;
    if (!state || !action.success) {
      const ref = String((raw as { ref?: unknown } | null)?.ref ?? '').slice(0, 100);
      return send(connection, { type: 'ack', ref, code: 'unallowed' });
    }
    send(connection, await this.perform(connection, state, action.data as SessionAction));
  }

  private async perform(connection: Socket, state: SocketState, a: SessionAction): Promise<SessionAck> {
    const { depsFromEnv, joinSession, leaveSession, sendSessionMessage } = await work();
    const ack = (code: SessionAck['code'], extra: Partial<SessionAck> = {}): SessionAck => ({ type: 'ack', ref: a.ref, code, ...extra });
    switch (a.type) {
      case 'Ping':
        send(connection, { type: 'pong', ref: a.ref, at: Date.now() });
        return ack('ok');
      case 'JoinSession': {
        const result = await joinSession(depsFromEnv(this.env), state, this.name);
        if (result.code !== 'ok') return ack(result.code);
        // closed while the grant was made: it never joined
        if (connection.readyState !== WebSocket.OPEN) {
          if (!this.joinedSockets(state.id).length) await leaveSession(depsFromEnv(this.env), state, this.name);
          return ack('unallowed');
        }
        const now = connection.state ?? state;
        const wasIn = now.joined || this.joinedSockets(state.id, connection.id).length > 0;
        // clients join with camera and microphone on unless they say otherwise (web: features/session/lib/participants.ts)
        const media = { camera: a.camera ?? (now.joined ? now.camera : true), mic: a.mic ?? (now.joined ? now.mic : true) };
        connection.setState({ ...now, joined: true, ...media });
        if (!wasIn) this.tell({ type: 'session-member-joined', userId: state.id, at: result.at, ...media }, connection);
        return ack('ok', { video: result.video, participants: this.participants() });
      }
      case 'LeaveSession':
        if (state.joined) await this.departed(connection, state);
        return ack('ok');
    }
    // everything below is for sockets in the call
    if (!state.joined) return ack('not-member');
    switch (a.type) {
      case 'Signal': {
        const targets = this.joinedSockets(a.to, connection.id);
        if (!targets.length) return ack('unreachable');
        const relay = JSON.stringify({ type: 'signal', from: state.id, signal: a.signal } satisfies SessionRoomEvent);
        for (const t of targets) t.send(relay);
        return ack('ok');
      }
      case 'ToggleCamera':
        connection.setState({ ...state, camera: a.on });
        this.tell({ type: 'camera-toggled', userId: state.id, on: a.on }, connection);
        return ack('ok');
      case 'ToggleMic':
        connection.setState({ ...state, mic: a.on });
        this.tell({ type: 'mic-toggled', userId: state.id, on: a.on }, connection);
        return ack('ok');
      case 'UserSharingScreen':
        connection.setState({ ...state, sharing: a.sharing });
        this.tell({ type: 'screen-sharing', userId: state.id, sharing: a.sharing }, connection);
        return ack('ok');
      case 'SendSessionMessage': {
        const result = await sendSessionMessage(this.deferringEvents(depsFromEnv(this.env)), state, this.name, a.text, a.ref);
        if (result.message) this.tell({ type: 'session-message', message: result.message }, connection);
        return ack(result.code, result.message ? { message: result.message } : {});
      }
    }
  }

  /** The socket leaves the call; the user has left once no other socket of theirs is in it. */
  private async departed(connection: Socket, state: SocketState) {
    if (connection.readyState === WebSocket.OPEN)
      connection.setState({ ...state, joined: false, camera: false, mic: false, sharing: false });
    if (this.joinedSockets(state.id, connection.id).length) return;
    const { depsFromEnv, leaveSession } = await work();
    const result = await leaveSession(depsFromEnv(this.env), state, this.name);
    this.tell({ type: 'session-member-left', userId: state.id, at: result.at ?? Date.now() }, connection);
  }

  /** Open sockets in the call, of one user or of everyone, other than `except`. */
  private joinedSockets(userId: number | null, except?: string): Socket[] {
    const out: Socket[] = [];
    for (const c of this.getConnections<SocketState>()) {
      if (c.id !== except && c.readyState === WebSocket.OPEN && c.state?.joined && (userId === null || c.state.id === userId)) out.push(c);
    }
    return out;
  }

  /** Who is in the call, one entry per user (a user in two tabs shows what either shows). */
  private participants(): SessionParticipant[] {
    const byUser = new Map<number, SessionParticipant>();
    for (const { state } of this.joinedSockets(null)) {
      if (!state) continue;
      const p = byUser.get(state.id) ?? { userId: state.id, camera: false, mic: false, sharing: false };
      byUser.set(state.id, {
        userId: p.userId,
        camera: p.camera || state.camera,
        mic: p.mic || state.mic,
        sharing: p.sharing || state.sharing,
      });
    }
    return [...byUser.values()];
  }

  /** To every other socket in the room (the sender has its ack). */
  private tell(event: SessionRoomEvent, sender: Socket) {
    this.broadcast(JSON.stringify(event), [sender.id]);
  }

  /** The message is stored before the ack; its inbox events go out after, so the sender never waits on other rooms. */
  private deferringEvents(deps: Deps): Deps {
    const { realtime } = deps;
    const later = (p: Promise<void>) => this.ctx.waitUntil(p.catch((err) => console.error('publish failed', err)));
    return {
      ...deps,
      realtime: {
        toUsers: async (ids, event) => later(realtime.toUsers(ids, event)),
        toChannel: async (topic, event) => later(realtime.toChannel(topic, event)),
      },
    };
  }
}

function send(connection: Connection, message: SessionAck | SessionRoomEvent) {
  connection.send(JSON.stringify(message));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
