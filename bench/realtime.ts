import type { Ack, ServerMessage } from '@kalam/core';
import WebSocket from 'ws';
import { percentile, round, type Figure } from './figure';

const CLIENTS = 200;
const MESSAGES = 200;

/**
 * Chat round trip through a room holding 200 sockets: one student's 200 tabs on their inbox room. Each of 200
 * messages, sent one after another to the student's room with a tutor, is timed from send to its ack (after it is
 * stored in libSQL) and to its delivery on every one of the 200 sockets.
 */
export async function roomRoundTripBench(url: string, auth: { token: string; userId: number; roomId: number }, comparison?: string): Promise<Figure[]> {
  const sockets: WebSocket[] = [];
  try {
    const socketUrl = `${url.replace('http', 'ws')}/parties/inbox/${auth.userId}?token=${auth.token}`;
    const arrivals = new Map<string, { sent: number; acked?: number; code?: string; seen: number; lastSeen?: number }>();
    for (let i = 0; i < CLIENTS; i++) {
      const ws = new WebSocket(socketUrl);
      await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        const now = performance.now();
        if (m.type === 'ack') {
          const a = arrivals.get((m as Ack).ref);
          if (a) {
            a.acked = now;
            a.code = (m as Ack).code;
          }
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
      sender.send(JSON.stringify({ type: 'SendMessage', ref, roomId: auth.roomId, text: `رسالة قياس رقم ${i}` }));
      const deadline = Date.now() + 10_000;
      while (arrivals.get(ref)!.lastSeen === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    }
    const all = [...arrivals.values()];
    const acks = all.filter((a) => a.acked).map((a) => a.acked! - a.sent).sort((x, y) => x - y);
    const fanout = all.filter((a) => a.lastSeen).map((a) => a.lastSeen! - a.sent).sort((x, y) => x - y);
    const notOk = all.filter((a) => a.code !== 'ok').length;
    const figures: Figure[] = [
      {
        name: `room round trip p99 (${CLIENTS} sockets; send → ack after storing)`,
        value: round(percentile(acks, 99)),
        unit: 'ms',
        target: '≤ 30 ms',
        ok: percentile(acks, 99) <= 30 && notOk === 0,
        note: `p50 ${round(percentile(acks, 50))} ms · ${acks.length}/${MESSAGES} acked, ${notOk} not ok`,
      },
      {
        name: `room delivery to all ${CLIENTS} sockets p99`,
        value: round(percentile(fanout, 99)),
        unit: 'ms',
        target: 'informational',
        ok: fanout.length === MESSAGES,
        note: `p50 ${round(percentile(fanout, 50))} ms · ${fanout.length}/${MESSAGES} reached every socket`,
      },
    ];
    // a comparison run is informational: only whether every message made it counts
    return comparison
      ? figures.map((f, i) => ({ ...f, name: `${comparison}${f.name}`, target: 'informational', ok: i === 0 ? notOk === 0 && acks.length === MESSAGES : f.ok }))
      : figures;
  } finally {
    sockets.forEach((s) => s.terminate());
  }
}
