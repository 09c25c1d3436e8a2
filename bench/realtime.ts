import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ack, ChatRoomView, Paged, ServerMessage } from '@kalam/core';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../dev/seed';
import { startStack } from '../dev/stack';
import type { Figure } from './password-hash';

const CLIENTS = 200;
const MESSAGES = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Chat round trip through a room holding 200 sockets: one user's 200 tabs on the inbox room. Each of 100 messages is
 * timed from send to its ack (stored in libSQL, then answered) and to its delivery on every one of the 200 sockets.
 */
export async function roomRoundTripBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-rt-'));
  const stack = await startStack({ dataDir, apiPort: 4300, dbPort: 4301, quiet: true });
  const sockets: WebSocket[] = [];
  try {
    const signIn = (await (await fetch(`${stack.url}/api/v1/auth/password`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'student1@kalam.test', password: DEMO_PASSWORD }),
    })).json()) as { token: string; user: { id: number } };
    const { token, user } = signIn;
    const rooms = (await (await fetch(`${stack.url}/api/v1/chat/list/rooms/${user.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Paged<ChatRoomView>;
    const roomId = rooms.list[0]!.id;

    const url = `${stack.url.replace('http', 'ws')}/parties/inbox/${user.id}?token=${token}`;
    const arrivals = new Map<string, { sent: number; acked?: number; seen: number; lastSeen?: number }>();
    for (let i = 0; i < CLIENTS; i++) {
      const ws = new WebSocket(url);
      await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        const now = performance.now();
        if (m.type === 'ack') {
          const a = arrivals.get((m as Ack).ref);
          if (a) a.acked = now;
        } else if (m.type === 'room-message-created' && m.message.refId) {
          const a = arrivals.get(m.message.refId);
          if (a && ++a.seen === CLIENTS) a.lastSeen = now;
        }
      });
      sockets.push(ws);
    }
    const sender = sockets[0]!;
    for (let i = 0; i < MESSAGES; i++) {
      const ref = `bench-${i}-${Date.now()}`;
      arrivals.set(ref, { sent: performance.now(), seen: 0 });
      sender.send(JSON.stringify({ type: 'SendMessage', ref, roomId, text: `رسالة قياس رقم ${i}` }));
      const deadline = Date.now() + 10_000;
      while (arrivals.get(ref)!.lastSeen === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    }
    const acks = [...arrivals.values()].filter((a) => a.acked).map((a) => a.acked! - a.sent).sort((x, y) => x - y);
    const fanout = [...arrivals.values()].filter((a) => a.lastSeen).map((a) => a.lastSeen! - a.sent).sort((x, y) => x - y);
    const round = (n: number) => Math.round(n * 10) / 10;
    return [
      { name: `room round trip, send → ack (${CLIENTS} sockets, p50)`, value: round(percentile(acks, 50)), unit: 'ms', target: '—', ok: true },
      { name: `room round trip, send → ack (${CLIENTS} sockets, p99)`, value: round(percentile(acks, 99)), unit: 'ms', target: '≤ 30 ms', ok: percentile(acks, 99) <= 30 },
      { name: `room delivery to all ${CLIENTS} sockets (p50 / p99)`, value: round(percentile(fanout, 99)), unit: `ms p99 (p50 ${round(percentile(fanout, 50))} ms, ${fanout.length}/${MESSAGES} complete)`, target: '—', ok: fanout.length === MESSAGES },
    ];
  } finally {
    sockets.forEach((s) => s.terminate());
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
