import type { Role } from '@kalam/core/enums';
import { notebookSessionId, notebookWritableUntil } from '@kalam/core/notebook';
import { parseSessionId, type SessionRef } from '@kalam/core/session';
import type { Connection, ConnectionContext } from 'partyserver';
import { YServer } from 'y-partyserver';
import { applyUpdate, Doc, encodeStateAsUpdate } from 'yjs';
import type { Env } from '../env';
import { ROLE_HEADER, USER_HEADER } from './headers';
import { notebookText } from './notebook-text';

const work = () => import('./work');

interface SocketState {
  id: number;
  role: Role;
}

/**
 * One Yjs document per lesson (`notebook/12`) or interview (`notebook/interview-3`); the router lets in only its two
 * members (tutor and student, interviewer and applicant). The document is
 * loaded from libSQL when the room starts and saved back after edits settle; a member whose time to write is over
 * still syncs and reads, but their updates are dropped (decision 049). Built and called by the `Notebook` Durable
 * Object (`lazy-notebook.ts`), which loads this module on its first event, so Yjs is not evaluated at isolate start.
 */
export class NotebookRoom extends YServer<Env> {
  static override options = { hibernate: true };
  static override callbackOptions = { debounceWait: 1000, debounceMaxWait: 5000, timeout: 5000 };

  /** until when each member may write, known once the room has loaded its lesson */
  private writableUntil: (userId: number) => number = () => 0;
  /** the lesson or interview, once the room has found it: nothing is saved for a room that has none */
  private ref: SessionRef | null = null;

  override async onLoad() {
    const ref = parseSessionId(notebookSessionId(this.name));
    if (!ref) return;
    const { depsFromEnv, loadNotebook } = await work();
    const found = await loadNotebook(depsFromEnv(this.env), ref);
    if (!found) return;
    const { lesson, state } = found;
    this.ref = ref;
    this.writableUntil = (userId) => notebookWritableUntil(lesson, userId);
    if (!state) return;
    const saved = new Doc();
    applyUpdate(saved, state);
    return saved;
  }

  override async onSave() {
    if (!this.ref) return;
    const { depsFromEnv, saveNotebook } = await work();
    await saveNotebook(depsFromEnv(this.env), this.ref, encodeStateAsUpdate(this.document), notebookText(this.document));
  }

  override onConnect(connection: Connection<SocketState>, ctx: ConnectionContext) {
    const id = Number(ctx.request.headers.get(USER_HEADER));
    connection.setState({ id, role: Number(ctx.request.headers.get(ROLE_HEADER)) as Role });
    super.onConnect(connection, ctx);
  }

  override isReadOnly(connection: Connection<SocketState>): boolean {
    const id = connection.state?.id;
    return !id || Date.now() > this.writableUntil(id);
  }
}
