import { SOCKET } from '@kalam/core/constants';
import type { SocketLike, SocketState } from './socket';

export class AckTimeoutError extends Error {
  constructor(readonly ref: string) {
    super('ack-timeout');
  }
}

interface Pending<A> {
  resolve: (ack: A) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ConnectionEvents<M> {
  state(state: SocketState): void;
  /** every message that is not an ack */
  event(message: M): void;
  /** anything arrived: the room is alive */
  heard?(): void;
  /** the socket opened again after a drop */
  reopened(): void;
}

/**
 * A socket to a room (the inbox, a lesson's session): actions sent before it opens wait in a queue, each action's ack
 * resolves its promise by `ref` (or AckTimeoutError when none comes in time), everything else goes to `on.event`.
 */
export class AckedConnection<M extends { type: string }, A extends { type: 'ack'; ref: string }> {
  private socket: SocketLike | null = null;
  private queue: string[] = [];
  private pending = new Map<string, Pending<A>>();
  private closed = false;
  private opened = false;

  constructor(
    connect: () => SocketLike | Promise<SocketLike>,
    private readonly label: string,
    private readonly on: ConnectionEvents<M>,
  ) {
    Promise.resolve()
      .then(connect)
      .then((socket) => {
        if (this.closed) return socket.close();
        this.socket = socket;
        socket.addEventListener('open', () => {
          on.state('open');
          if (this.opened) on.reopened();
          this.opened = true;
        });
        socket.addEventListener('close', () => !this.closed && on.state('connecting'));
        socket.addEventListener('error', () => console.warn(`[${label}] connection error; retrying`));
        socket.addEventListener('message', (e) => this.receive(e.data));
        for (const data of this.queue.splice(0)) socket.send(data);
      })
      .catch((error: unknown) => console.warn(`[${label}] could not connect`, error));
  }

  /** Sends and waits for the ack; a second send with the same ref replaces the first, which times out. */
  send(action: { ref?: string }): Promise<A> {
    const ref = action.ref ?? crypto.randomUUID();
    return new Promise<A>((resolve, reject) => {
      const previous = this.pending.get(ref);
      if (previous) {
        clearTimeout(previous.timer);
        previous.reject(new AckTimeoutError(ref));
      }
      const entry: Pending<A> = {
        resolve,
        reject,
        timer: setTimeout(() => {
          if (this.pending.get(ref) === entry) this.pending.delete(ref);
          reject(new AckTimeoutError(ref));
        }, SOCKET.connectionTimeoutMs),
      };
      this.pending.set(ref, entry);
      this.write(JSON.stringify({ ...action, ref }));
    });
  }

  /** Sends without waiting for the ack (signalling, pings): a lost one is replaced by the next. */
  post(action: { ref?: string }) {
    this.write(JSON.stringify({ ...action, ref: action.ref ?? crypto.randomUUID() }));
  }

  close(reason: string) {
    this.closed = true;
    this.socket?.close(1000, reason);
    for (const [ref, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new AckTimeoutError(ref));
    }
    this.pending.clear();
  }

  private write(data: string) {
    if (this.socket) this.socket.send(data);
    else this.queue.push(data);
  }

  private receive(data: unknown) {
    let message: M | A;
    try {
      message = JSON.parse(String(data)) as M | A;
    } catch {
      return console.warn(`[${this.label}] unreadable message`);
    }
    this.on.heard?.();
    if (message.type !== 'ack') return this.on.event(message as M);
    const ack = message as A;
    const p = this.pending.get(ack.ref);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(ack.ref);
    p.resolve(ack);
  }
}
