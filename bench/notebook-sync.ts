import { join } from 'node:path';
import { HOUR_MS, Role } from '@kalam/core';
import { NOTEBOOK_FRAGMENT } from '@kalam/core/notebook';
import Database from 'libsql';
import WebSocket from 'ws';
import YProvider from 'y-partyserver/provider';
import { Doc, getState, XmlElement, XmlText } from 'yjs';
import { mintToken } from './api';
import { type Figure, percentile, round } from './figure';
import type { LargeDatabase } from './large-db';

/** Lessons typing at once, keystrokes a second in each (tutor and student in turn), for how long. */
export const NOTEBOOK_LOAD = { lessons: 50, perLesson: 2, seconds: 20 };
const CONNECTING = 10;
const HEALTH_PER_SECOND = 10;
const TARGET_MS = 100;

export type Side = 'tutor' | 'student';
export interface NotebookMember {
  lessonId: number;
  tutorToken: string;
  studentToken: string;
}

/** Live lessons of the large database starting an hour or more ahead (both members may write), with their members' tokens. */
export async function notebookMembers(db: LargeDatabase, count: number): Promise<NotebookMember[]> {
  const file = new Database(join(db.dataDir, 'kalam.db'), { readonly: true });
  const rows = file
    .prepare('select id, tutor_id, student_id from lessons where canceled_at is null and start >= ? order by start, id limit ?')
    .all(db.now + HOUR_MS, count) as { id: number; tutor_id: number; student_id: number }[];
  file.close();
  return Promise.all(
    rows.map(async (r) => ({
      lessonId: r.id,
      tutorToken: await mintToken(db.jwtSecret, r.tutor_id, Role.Tutor),
      studentToken: await mintToken(db.jwtSecret, r.student_id),
    })),
  );
}

/**
 * The open-loop schedule: keystroke i is due at i / rate seconds whether or not earlier ones arrived; the lessons take
 * turns, and within a lesson tutor and student type in turn.
 */
export function keystrokeSchedule(lessons: number, perLesson: number, seconds: number): { at: number; lesson: number; side: Side }[] {
  const rate = lessons * perLesson;
  return Array.from({ length: Math.round(rate * seconds) }, (_, i) => {
    const turn = Math.floor(i / lessons);
    return { at: (i * 1000) / rate, lesson: i % lessons, side: turn % 2 ? 'student' : 'tutor' };
  });
}

/**
 * Each keystroke's way to the other side. A keystroke is one character, so it raises its writer's Yjs clock by one: it
 * has arrived once the reader's document holds the writer's clock up to that keystroke's.
 */
export class KeystrokeLog {
  /** per lesson and writer: keystrokes not yet seen by the reader, in the order typed */
  private pending = new Map<string, { clock: number; due: number }[]>();
  readonly latencies: number[] = [];
  sent = 0;

  typed(lesson: number, writer: Side, clock: number, due: number) {
    const key = `${lesson}:${writer}`;
    const queue = this.pending.get(key) ?? [];
    queue.push({ clock, due });
    this.pending.set(key, queue);
    this.sent++;
  }

  /** The reader's document now holds the writer's clock up to `clock`. */
  seen(lesson: number, writer: Side, clock: number, now: number) {
    const queue = this.pending.get(`${lesson}:${writer}`);
    while (queue?.length && queue[0]!.clock <= clock) this.latencies.push(now - queue.shift()!.due);
  }

  get waiting(): number {
    return [...this.pending.values()].reduce((n, q) => n + q.length, 0);
  }
}

/** Each side types into a paragraph of its own at the notebook's end, as the editor writes one (decision 053). */
export function newLine(member: { doc: Doc; line?: XmlText }): XmlText {
  const paragraph = new XmlElement('paragraph');
  const line = new XmlText();
  paragraph.insert(0, [line]);
  member.doc.getXmlFragment(NOTEBOOK_FRAGMENT).push([paragraph]);
  member.line = line;
  return line;
}

/** The letters in the notebook's paragraphs. */
export function typedLength(doc: Doc): number {
  let n = 0;
  for (const block of doc.getXmlFragment(NOTEBOOK_FRAGMENT).toArray())
    if (block instanceof XmlElement) for (const child of block.toArray()) if (child instanceof XmlText) n += child.length;
  return n;
}

interface Member {
  doc: Doc;
  provider: YProvider;
  line?: XmlText;
}

/** One side of a lesson: its own document and provider, synced with the room before the load starts. */
async function connectMember(host: string, lessonId: number, token: string): Promise<Member> {
  const doc = new Doc();
  const provider = new YProvider(host, String(lessonId), doc, {
    party: 'notebook',
    protocol: 'ws',
    params: { token },
    disableBc: true,
    WebSocketPolyfill: WebSocket as never,
  });
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`lesson ${lessonId}'s notebook did not sync in 30 s`)), 30_000);
    provider.on('sync', (synced: boolean) => {
      if (!synced) return;
      clearTimeout(timer);
      ok();
    });
  });
  return { doc, provider };
}

const TEXT: Record<Side, string> = {
  tutor: 'Present perfect: I have lived in Cairo since 2019. ',
  student: 'عايز أفهم الفرق بين الماضي والمضارع التام. ',
};

/**
 * The shared notebook under load, on the deployed bundle: in each of 50 lessons the tutor and the student each hold a
 * Yjs document synced through the y-partyserver provider (as the lesson page does, over `ws` in Node), and type in
 * turn at the end of the text, 100 keystrokes a second in all, on a fixed schedule. Each keystroke is timed from when
 * it was due to when the other side's document holds it; `GET /health` is timed in the same run, 10 a second.
 */
export async function notebookSyncBench(url: string, members: NotebookMember[], load = NOTEBOOK_LOAD): Promise<Figure[]> {
  if (members.length < load.lessons) throw new Error(`${load.lessons} lessons needed, ${members.length} given`);
  const host = new URL(url).host;
  const lessons: Record<Side, Member>[] = [];
  // each provider listens for the process's exit to close its socket
  process.setMaxListeners(process.getMaxListeners() + 2 * load.lessons);
  try {
    const t0 = performance.now();
    for (let i = 0; i < load.lessons; i += CONNECTING) {
      const batch = members.slice(i, Math.min(i + CONNECTING, load.lessons));
      const joined = await Promise.all(
        batch.map(async (m) => ({
          tutor: await connectMember(host, m.lessonId, m.tutorToken),
          student: await connectMember(host, m.lessonId, m.studentToken),
        })),
      );
      lessons.push(...joined);
    }
    const connectSeconds = (performance.now() - t0) / 1000;

    const log = new KeystrokeLog();
    const before = lessons.map((l) => typedLength(l.tutor.doc));
    lessons.forEach((l, lesson) => {
      for (const [reader, writer] of [
        ['tutor', 'student'],
        ['student', 'tutor'],
      ] as const) {
        const writerId = l[writer].doc.clientID;
        l[reader].doc.on('update', () => log.seen(lesson, writer, getState(l[reader].doc.store, writerId), performance.now()));
      }
    });

    const schedule = keystrokeSchedule(load.lessons, load.perLesson, load.seconds);
    const typedBy = schedule.map(() => 0);
    const health: number[] = [];
    let healthErrors = 0;
    const checks: Promise<void>[] = [];
    const start = performance.now();
    let nextHealth = 0;
    const typedIn = lessons.map(() => ({ tutor: 0, student: 0 }));
    for (const k of schedule) {
      const due = start + k.at;
      while (start + (nextHealth * 1000) / HEALTH_PER_SECOND <= due) {
        // sent with the keystroke it precedes, so timed from when it left if that was before it was due
        const healthDue = Math.min(start + (nextHealth++ * 1000) / HEALTH_PER_SECOND, performance.now());
        checks.push(
          fetch(`${url}/api/v1/health`)
            .then(async (r) => {
              await r.arrayBuffer();
              if (r.ok) health.push(performance.now() - healthDue);
              else healthErrors++;
            })
            .catch(() => void healthErrors++),
        );
      }
      const wait = due - performance.now();
      if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
      const { doc } = lessons[k.lesson]![k.side];
      const text = lessons[k.lesson]![k.side].line ?? newLine(lessons[k.lesson]![k.side]);
      const source = TEXT[k.side];
      text.insert(text.length, source[typedIn[k.lesson]![k.side]++ % source.length]!);
      log.typed(k.lesson, k.side, getState(doc.store, doc.clientID), due);
      typedBy[k.lesson]!++;
    }
    const deadline = Date.now() + 10_000;
    while (log.waiting && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await Promise.all(checks);

    // nothing lost: every keystroke arrived, and both sides of every lesson hold the same text with all of them
    const differing = lessons.filter((l, i) => {
      const [a, b] = [l.tutor.doc.getXmlFragment(NOTEBOOK_FRAGMENT).toString(), l.student.doc.getXmlFragment(NOTEBOOK_FRAGMENT).toString()];
      return a !== b || typedLength(l.tutor.doc) !== before[i]! + typedBy[i]!;
    }).length;
    if (log.waiting || differing)
      throw new Error(
        `${log.waiting} of ${log.sent} keystrokes never reached the other side in 10 s; ${differing} lessons' two documents differ`,
      );

    const rtt = [...log.latencies].sort((a, b) => a - b);
    health.sort((a, b) => a - b);
    const p99 = percentile(rtt, 99);
    const healthP99 = percentile(health, 99);
    const rate = load.lessons * load.perLesson;
    return [
      {
        name: `notebook sync round trip p99 (${load.lessons} lessons × ${load.perLesson} keystrokes/s, tutor and student in turn, ${load.seconds} s; keystroke → in the other side's document)`,
        value: round(p99),
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        ok: p99 <= TARGET_MS,
        note: `p50 ${round(percentile(rtt, 50))} ms, max ${round(rtt.at(-1)!)} ms · ${rtt.length}/${log.sent} keystrokes arrived (${rate}/s), none lost · ${round(p99 / healthP99, 2)}× GET /health's p99`,
      },
      {
        name: `GET /health during the notebook load p99 (${HEALTH_PER_SECOND}/s, open loop)`,
        value: round(healthP99),
        unit: 'ms',
        target: 'informational',
        ok: healthErrors === 0,
        note: `p50 ${round(percentile(health, 50))} ms · ${health.length} answers, ${healthErrors} errors`,
      },
      {
        name: `notebook: ${load.lessons * 2} members synced with their lessons' rooms (${CONNECTING} lessons at a time)`,
        value: round(connectSeconds),
        unit: 's',
        target: 'informational',
        ok: true,
      },
    ];
  } finally {
    for (const l of lessons)
      for (const m of [l.tutor, l.student]) {
        m.provider.destroy();
        m.doc.destroy();
      }
    process.setMaxListeners(Math.max(0, process.getMaxListeners() - 2 * load.lessons));
  }
}
