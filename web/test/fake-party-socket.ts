import type { ServerEvent } from '@kalam/core';

/**
 * Stands in for partysocket in tests: `vi.mock('partysocket', () => import('./fake-party-socket'))`. Each socket the app
 * opens is listed in `sockets`; `receive` plays an event from the server.
 */
export class PartySocket {
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  closed = false;

  constructor(readonly options: { party: string; room: string; query?: Record<string, string> }) {
    sockets.push(this);
  }

  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send() {}

  close() {
    this.closed = true;
  }

  receive(event: ServerEvent) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data: JSON.stringify(event) });
  }
}

export const sockets: PartySocket[] = [];

/** The open socket to a room, e.g. `channel/tutors-cache`. */
export const socketTo = (party: string, room: string) =>
  sockets.find((s) => !s.closed && s.options.party === party && s.options.room === room);
