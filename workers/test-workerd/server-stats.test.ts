import { SELF } from 'cloudflare:test';
import { Role, type ServerEvent } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, person } from './helpers';

type Reading = Extract<ServerEvent, { type: 'server-stats' }>;

/** A socket to a room with the events it received, or the status that refused it. */
async function open(path: string, token: string) {
  const res = await SELF.fetch(`http://kalam.test/parties/${path}?token=${token}`, { headers: { upgrade: 'websocket' } });
  const ws = res.webSocket;
  if (!ws) return { status: res.status } as const;
  ws.accept();
  const received: Reading[] = [];
  ws.addEventListener('message', (e) => void received.push(JSON.parse(String(e.data)) as Reading));
  /** Waits for a reading that passes `match`. */
  const reading = async (match: (r: Reading) => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = received.find((r) => r.type === 'server-stats' && match(r));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching reading; got ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { status: 101, ws, received, reading } as const;
}

let admin: Awaited<ReturnType<typeof person>>;
let student: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  admin = await person(Role.RegularAdmin, 'Stats Admin');
  student = await person(Role.Student, 'Stats Student');
});
afterAll(() => db.close());

describe('the server-stats channel in workerd', () => {
  it('refuses a student', async () => {
    expect((await open('channel/server-stats', student.token)).status).toBe(403);
  });

  it('sends an admin a reading at once, then readings whose request rate counts the requests made', async () => {
    // the admin's own inbox makes them a connected user
    const inbox = await open(`inbox/${admin.id}`, admin.token);
    const channel = await open('channel/server-stats', admin.token);
    if (!channel.ws || !inbox.ws) throw new Error('socket refused');
    const first = await channel.reading(() => true, 3_000);
    const made = 12;
    const sentAt = Date.now();
    for (let i = 0; i < made; i++) expect((await SELF.fetch('http://kalam.test/api/v1/health')).status).toBe(200);
    // counts reach the room within a flush period, readings follow every 5 s
    const later = await channel.reading((r) => r.at > sentAt && r.requestsPerMinute >= first.requestsPerMinute + made);
    expect(later.errorsPerMinute).toBeGreaterThanOrEqual(0);
    expect(later.errorsPerMinute).toBeLessThan(later.requestsPerMinute);
    expect(later.connectedUsers).toBeGreaterThanOrEqual(1);
    channel.ws.close();
    inbox.ws.close();
  });
});
