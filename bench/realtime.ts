import type { Ack, ServerMessage } from '@kalam/core';
import WebSocket from 'ws';
import { type Figure, percentile, round } from './figure';

const CLIENTS = 200;
const MESSAGES = 200;

/**
 * Chat round trip through a room holding 200 sockets: one student's 200 tabs on their inbox room. Each of 200
 * messages, sent one after another to the student's room with a tutor, is timed from send to its ack (after it is
 * stored in libSQL) and to its delivery on every one of the 200 sockets.
 */
export async function roomRoundTripBench(
  url: string,
  auth: { token: string; userId: number; roomId: number },
  comparison?: string,
): Promise<Figure[]> {
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
    const acks = all
      .filter((a) => a.acked)
      .map((a) => a.acked! - a.sent)
      .sort((x, y) => x - y);
    const fanout = all
      .filter((a) => a.lastSeen)
      .map((a) => a.lastSeen! - a.sent)
      .sort((x, y) => x - y);
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
      ? figures.map((f, i) => ({
          ...f,
          name: `${comparison}${f.name}`,
          target: 'informational',
          ok: i === 0 ? notOk === 0 && acks.length === MESSAGES : f.ok,
        }))
      : figures;
  } finally {
    sockets.forEach((s) => s.terminate());
  }
}

const INBOXES = 1_000;
const CONNECTING = 20;
const SENDERS = 100;
const SCALE_MESSAGES = 300;
const PER_SECOND = 50;

/**
 * Rooms at scale: 1,000 students each with their own inbox socket open (1,000 inbox rooms, 20 connecting at a time),
 * then, while all stay connected, every tenth of them sends to their chat room with a tutor: 300 messages at 50 a
 * second on a fixed schedule (a busy evening: each of the 1,000 writing every 20 s), each timed from send to its ack
 * (after it is stored) and to the room's event arriving back on the sender's socket.
 */
export async function inboxesAtScaleBench(url: string, students: { token: string; userId: number; roomId: number }[]): Promise<Figure[]> {
  if (students.length < INBOXES) throw new Error(`${INBOXES} students needed, ${students.length} given`);
  const sockets: WebSocket[] = [];
  const arrivals = new Map<string, { sent: number; acked?: number; code?: string; back?: number }>();
  let closed = 0;
  try {
    const connects: number[] = [];
    const t0 = performance.now();
    const connect = async (s: (typeof students)[number], at: number) => {
      const started = performance.now();
      const ws = new WebSocket(`${url.replace('http', 'ws')}/parties/inbox/${s.userId}?token=${s.token}`);
      await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
      connects.push(performance.now() - started);
      ws.on('close', () => closed++);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        const now = performance.now();
        if (m.type === 'ack') {
          const a = arrivals.get((m as Ack).ref);
          if (a) Object.assign(a, { acked: now, code: (m as Ack).code });
        } else if (m.type === 'room-message-created' && m.message.refId) {
          const a = arrivals.get(m.message.refId);
          if (a && a.back === undefined) a.back = now;
        }
      });
      sockets[at] = ws;
    };
    for (let i = 0; i < INBOXES; i += CONNECTING) await Promise.all(students.slice(i, i + CONNECTING).map((s, k) => connect(s, i + k)));
    const connectSeconds = (performance.now() - t0) / 1000;

    const senders = students
      .slice(0, INBOXES)
      .map((s, i) => ({ ...s, ws: sockets[i]! }))
      .filter((_, i) => i % (INBOXES / SENDERS) === 0);
    const start = performance.now();
    for (let i = 0; i < SCALE_MESSAGES; i++) {
      const due = start + (i * 1000) / PER_SECOND;
      if (performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
      const s = senders[i % SENDERS]!;
      const ref = `scale-${i}-${Date.now()}`;
      arrivals.set(ref, { sent: performance.now() });
      s.ws.send(JSON.stringify({ type: 'SendMessage', ref, roomId: s.roomId, text: `رسالة قياس رقم ${i}` }));
    }
    const deadline = Date.now() + 10_000;
    while ([...arrivals.values()].some((a) => a.back === undefined) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));

    const all = [...arrivals.values()];
    const acks = all
      .filter((a) => a.acked)
      .map((a) => a.acked! - a.sent)
      .sort((x, y) => x - y);
    const back = all
      .filter((a) => a.back)
      .map((a) => a.back! - a.sent)
      .sort((x, y) => x - y);
    const notOk = all.filter((a) => a.code !== 'ok').length;
    connects.sort((x, y) => x - y);
    const n = INBOXES.toLocaleString('en');
    return [
      {
        name: `rooms at scale: message round trip p99 (${n} inbox sockets of ${n} students; ${SENDERS} send ${PER_SECOND}/s; send → ack after storing)`,
        value: round(percentile(acks, 99)),
        unit: 'ms',
        target: '≤ 30 ms',
        ok: percentile(acks, 99) <= 30 && notOk === 0 && closed === 0,
        note: `p50 ${round(percentile(acks, 50))} ms · ${acks.length}/${SCALE_MESSAGES} acked, ${notOk} not ok · sockets closed during the run: ${closed}`,
      },
      {
        name: `rooms at scale: the message back on the sender's socket p99`,
        value: round(percentile(back, 99)),
        unit: 'ms',
        target: 'informational',
        ok: back.length === SCALE_MESSAGES,
        note: `p50 ${round(percentile(back, 50))} ms · ${back.length}/${SCALE_MESSAGES} arrived`,
      },
      {
        name: `rooms at scale: opening ${n} inbox sockets (${CONNECTING} at a time), each p99`,
        value: round(percentile(connects, 99)),
        unit: 'ms',
        target: 'informational',
        ok: true,
        note: `p50 ${round(percentile(connects, 50))} ms · all open in ${round(connectSeconds)} s`,
      },
    ];
  } finally {
    sockets.forEach((s) => s.terminate());
  }
}
