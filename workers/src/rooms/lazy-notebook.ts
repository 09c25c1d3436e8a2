import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import type { NotebookRoom } from './notebook';

/**
 * The notebook's Durable Object (a lesson's or an interview's), light at isolate start: a Yjs room can only extend a
 * class it has loaded, so this one loads the room (`NotebookRoom`, a YServer) on its first event and hands it every
 * event workerd delivers.
 * The room shares this object's state, so its sockets, hibernation and storage are this object's (decision 052).
 */
export class Notebook extends DurableObject<Env> {
  #room: Promise<NotebookRoom> | undefined;

  /** One room per object; a load that failed is tried again by the next event. */
  #loaded(): Promise<NotebookRoom> {
    if (!this.#room) {
      const room = import('./notebook').then(({ NotebookRoom }) => new NotebookRoom(this.ctx, this.env));
      room.catch(() => {
        if (this.#room === room) this.#room = undefined;
      });
      this.#room = room;
    }
    return this.#room;
  }

  override async fetch(request: Request): Promise<Response> {
    return (await this.#loaded()).fetch(request);
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    return (await this.#loaded()).webSocketMessage(ws, message);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string, wasClean: boolean): Promise<void> {
    return (await this.#loaded()).webSocketClose(ws, code, reason, wasClean);
  }

  override async webSocketError(ws: WebSocket, error: unknown): Promise<void> {
    return (await this.#loaded()).webSocketError(ws, error);
  }

  override async alarm(): Promise<void> {
    return (await this.#loaded()).alarm();
  }
}
