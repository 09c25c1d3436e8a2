import type { Ack, ServerEvent } from '@kalam/core/realtime';
import { AckedConnection } from './acked-connection';
import type { ActionInput, SocketFactory, SocketState } from './socket';

// The inbox socket's connection; `./socket` loads this once someone is signed in.

/** The inbox room's connection: chat actions answered by acks, events to the listener. */
export class InboxConnection {
  private readonly connection: AckedConnection<ServerEvent, Ack>;

  constructor(
    factory: SocketFactory,
    options: { userId: number; token: string },
    on: { state: (state: SocketState) => void; event: (event: ServerEvent) => void; reconnect: () => void },
  ) {
    this.connection = new AckedConnection(() => factory(options), 'socket', { state: on.state, event: on.event, reopened: on.reconnect });
  }

  send(action: ActionInput): Promise<Ack> {
    return this.connection.send(action);
  }

  close() {
    this.connection.close('signed out or new token');
  }
}
