import { SELF } from 'cloudflare:test';
import { INTERVIEW_MINUTES, InterviewStatus, MINUTE_MS, Role } from '@kalam/core';
import { NOTEBOOK_FRAGMENT, notebookWritableUntil } from '@kalam/core/notebook';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sync from 'y-protocols/sync';
import { Doc, encodeStateAsUpdate, XmlElement, XmlText } from 'yjs';
import { depsFromEnv } from '../src/deps-from-env';
import { notebookText } from '../src/rooms/notebook-text';
import { loadNotebook } from '../src/services/notebook';
import { db, env, type Person, person } from './helpers';

// The notebook's room (a lesson's, an interview's) in workerd with the real clock: two Yjs clients speak the sync protocol over the Worker's
// router, the room saves the document to libSQL and a new room loads it from there.

const SYNC = 0;

/** A block of the editor's document, as the page's editor writes it: an element holding text or other blocks. */
function block(name: string, content: string | (XmlElement | XmlText)[], attributes: Record<string, unknown> = {}): XmlElement {
  const node = new XmlElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value as string);
  node.insert(0, typeof content === 'string' ? [new XmlText(content)] : content);
  return node;
}
const paragraph = (text: string) => block('paragraph', text);
const item = (...content: XmlElement[]) => block('listItem', content);
/** Adds blocks at the start of a member's notebook, as typing at its top does. */
const write = (doc: Doc, ...blocks: XmlElement[]) => doc.getXmlFragment(NOTEBOOK_FRAGMENT).insert(0, blocks);
let tutor: Person;
let student: Person;
let outsider: Person;
let interviewer: Person;
let applicant: Person;

/** A lesson written straight to the database, starting `startAgo` ms ago (negative: in the future). */
async function lesson(startAgo: number, duration = 30): Promise<number> {
  const now = Date.now();
  const r = await db.execute({
    sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (?, ?, ?, ?, 7500, ?, ?) returning id',
    args: [tutor.id, student.id, now - startAgo, duration, now, now],
  });
  return Number(r.rows[0]!.id);
}

/** An interview written straight to the database, starting `startAgo` ms ago, between the interviewer and the applicant. */
async function interview(startAgo: number, status: InterviewStatus = InterviewStatus.Pending): Promise<number> {
  const now = Date.now();
  const r = await db.execute({
    sql: 'insert into interviews (interviewer_id, interviewee_id, start, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?) returning id',
    args: [interviewer.id, applicant.id, now - startAgo, status, now, now],
  });
  return Number(r.rows[0]!.id);
}

const upgrade = (path: string, token?: string) =>
  SELF.fetch(`http://kalam.test/parties/${path}${token ? `?token=${token}` : ''}`, { headers: { upgrade: 'websocket' } });

/** A member's copy of the notebook (`12` a lesson's, `interview-3` an interview's), kept in sync with the room as y-partyserver's provider would. */
async function member(room: number | string, token: string) {
  const res = await upgrade(`notebook/${room}`, token);
  const ws = res.webSocket;
  if (!ws) throw new Error(`socket refused: ${res.status}`);
  ws.accept();
  const doc = new Doc();
  const frame = (write: (e: encoding.Encoder) => void) => {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, SYNC);
    write(e);
    return encoding.toUint8Array(e);
  };
  // messages arrive as blobs here: read them one after another, in the order they came
  let queue = Promise.resolve();
  ws.addEventListener('message', (event) => {
    if (typeof event.data === 'string') return;
    const data = event.data as Blob | ArrayBuffer;
    queue = queue.then(async () => {
      const decoder = decoding.createDecoder(new Uint8Array(data instanceof Blob ? await data.arrayBuffer() : data));
      if (decoding.readVarUint(decoder) !== SYNC) return;
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, SYNC);
      sync.readSyncMessage(decoder, reply, doc, 'room');
      if (encoding.length(reply) > 1) ws.send(encoding.toUint8Array(reply));
    });
  });
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'room') ws.send(frame((e) => sync.writeUpdate(e, update)));
  });
  ws.send(frame((e) => sync.writeSyncStep1(e, doc)));
  return { ws, doc, text: () => notebookText(doc) };
}

async function saved(id: number, kind: 'lesson' | 'interview' = 'lesson'): Promise<string | null> {
  const r = await db.execute({ sql: `select text from ${kind}_notebooks where ${kind}_id = ?`, args: [id] });
  return r.rows[0] ? String(r.rows[0].text) : null;
}

const api = (path: string, token: string) =>
  SELF.fetch(`http://kalam.test/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  tutor = await person(Role.Tutor, 'Notebook Tutor');
  student = await person(Role.Student, 'Notebook Student');
  outsider = await person(Role.Student, 'Notebook Outsider');
  interviewer = await person(Role.TutorManager, 'Notebook Interviewer');
  applicant = await person(Role.Tutor, 'Notebook Applicant');
});
afterAll(() => db.close());

describe("the notebook's plain text", () => {
  it('is one line per block, list items numbered or bulleted, marks dropped, a nested list indented', () => {
    const doc = new Doc();
    const bold = new XmlText();
    bold.insert(0, 'Phrasal verbs: ');
    bold.insert(15, 'look forward to', { bold: {} });
    write(
      doc,
      block('heading', 'الدرس الأول', { level: 2 }),
      block('paragraph', [bold]),
      block('bulletList', [
        item(paragraph('شرح بالعربية')),
        item(paragraph('An English example'), block('bulletList', [item(paragraph('nested'))])),
      ]),
      block('orderedList', [item(paragraph('first')), item(paragraph('second'))], { start: 3 }),
      paragraph(''),
      paragraph('the end'),
    );
    expect(notebookText(doc)).toBe(
      [
        'الدرس الأول',
        'Phrasal verbs: look forward to',
        '• شرح بالعربية',
        '• An English example',
        '  • nested',
        '3. first',
        '4. second',
        '',
        'the end',
      ].join('\n'),
    );
    expect(notebookText(new Doc())).toBe('');
  });
});

describe("a lesson's notebook room in workerd", () => {
  it('refuses a socket with no token, an outsider, an unknown lesson and a name that is not the lesson id as written', async () => {
    const id = await lesson(60_000);
    expect((await upgrade(`notebook/${id}`)).status).toBe(401);
    expect((await upgrade(`notebook/${id}`, outsider.token)).status).toBe(403);
    expect((await upgrade(`notebook/0${id}`, student.token)).status).toBe(403);
    expect((await upgrade('notebook/999999999', student.token)).status).toBe(403);
    expect((await upgrade('notebook/x', tutor.token)).status).toBe(403);
  });

  it("merges both members' typing, saves it to libSQL and answers its text to the members only", async () => {
    const id = await lesson(60_000);
    const t = await member(id, tutor.token);
    const s = await member(id, student.token);
    write(t.doc, paragraph('Arabic: شرح'));
    write(s.doc, paragraph('Example: I look forward to it.'));
    await expect.poll(() => s.text(), { timeout: 5000 }).toContain('شرح');
    await expect.poll(() => t.text(), { timeout: 5000 }).toContain('look forward');
    expect(t.text()).toBe(s.text());

    await expect.poll(() => saved(id), { timeout: 10_000 }).toBe(t.text());
    const read = await api(`/lesson/${id}/notebook`, student.token);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ lessonId: id, text: t.text() });
    const stranger = await api(`/lesson/${id}/notebook`, outsider.token);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'lesson-not-found' });
    t.ws.close();
    s.ws.close();
  });

  it('starts from the document saved in libSQL, as a restarted Worker does', async () => {
    const id = await lesson(60_000);
    const before = new Doc();
    write(before, paragraph('kept across a restart'));
    await db.execute({
      sql: 'insert into lesson_notebooks (lesson_id, state, text, updated_at) values (?, ?, ?, ?)',
      args: [id, encodeStateAsUpdate(before), 'kept across a restart', Date.now()],
    });
    const s = await member(id, student.token);
    await expect.poll(() => s.text(), { timeout: 5000 }).toBe('kept across a restart');
    s.ws.close();
  });

  it('after the lesson the student only reads; the tutor still writes for 24 hours', async () => {
    const id = await lesson(2 * 3_600_000);
    const s = await member(id, student.token);
    const t = await member(id, tutor.token);
    write(s.doc, paragraph('too late'));
    write(t.doc, paragraph('Homework: page 12'));
    await expect.poll(() => saved(id), { timeout: 10_000 }).toBe('Homework: page 12');
    // a fresh copy holds what the room kept: the tutor's line, never the student's
    const fresh = await member(id, tutor.token);
    await expect.poll(() => fresh.text(), { timeout: 5000 }).toBe('Homework: page 12');
    for (const c of [s, t, fresh]) c.ws.close();
  });
});

describe("an interview's notebook room in workerd", () => {
  it('refuses no token, a tutor outside it, an unknown interview and a name that is not the session id as written', async () => {
    const id = await interview(60_000);
    expect((await upgrade(`notebook/interview-${id}`)).status).toBe(401);
    expect((await upgrade(`notebook/interview-${id}`, tutor.token)).status).toBe(403);
    expect((await upgrade(`notebook/interview-0${id}`, applicant.token)).status).toBe(403);
    expect((await upgrade('notebook/interview-999999999', applicant.token)).status).toBe(403);
    // a lesson's name never reaches an interview, nor the other way round
    expect((await upgrade(`notebook/lesson-${id}`, applicant.token)).status).toBe(403);
    expect((await upgrade(`notebook/${id}`, interviewer.token)).status).toBe(403);
  });

  it("merges the interviewer's and the applicant's typing and saves it as the interview's, apart from any lesson's", async () => {
    const id = await interview(60_000);
    const room = `interview-${id}`;
    const i = await member(room, interviewer.token);
    const a = await member(room, applicant.token);
    write(i.doc, paragraph('Tell me about your last class.'));
    write(a.doc, paragraph('درّست مجموعة من المبتدئين.'));
    await expect.poll(() => a.text(), { timeout: 5000 }).toContain('last class');
    await expect.poll(() => i.text(), { timeout: 5000 }).toContain('المبتدئين');
    await expect.poll(() => saved(id, 'interview'), { timeout: 10_000 }).toBe(i.text());
    expect(await saved(id)).toBeNull();
    // a new copy (as after a reload) starts from what the room holds
    const again = await member(room, applicant.token);
    await expect.poll(() => again.text(), { timeout: 5000 }).toBe(i.text());
    for (const c of [i, a, again]) c.ws.close();
  });

  it("after the interview's slot the applicant only reads; the interviewer still writes", async () => {
    const id = await interview(2 * 3_600_000);
    const room = `interview-${id}`;
    const a = await member(room, applicant.token);
    const i = await member(room, interviewer.token);
    write(a.doc, paragraph('too late'));
    write(i.doc, paragraph('Level 4: clear speech'));
    await expect.poll(() => saved(id, 'interview'), { timeout: 10_000 }).toBe('Level 4: clear speech');
    const fresh = await member(room, interviewer.token);
    await expect.poll(() => fresh.text(), { timeout: 5000 }).toBe('Level 4: clear speech');
    for (const x of [a, i, fresh]) x.ws.close();
  });

  it("is written by the applicant until the slot's end, by the interviewer 24 hours more, by nobody once cancelled", async () => {
    const deps = depsFromEnv(env);
    const id = await interview(-3_600_000);
    const found = await loadNotebook(deps, { kind: 'interview', id });
    const start = Number((await db.execute({ sql: 'select start from interviews where id = ?', args: [id] })).rows[0]!.start);
    const slotEnd = start + INTERVIEW_MINUTES * MINUTE_MS;
    expect(notebookWritableUntil(found!.lesson, applicant.id)).toBe(slotEnd);
    expect(notebookWritableUntil(found!.lesson, interviewer.id)).toBe(slotEnd + 24 * 3_600_000);
    expect(notebookWritableUntil(found!.lesson, tutor.id)).toBe(0);
    const cancelled = await loadNotebook(deps, { kind: 'interview', id: await interview(-3_600_000, InterviewStatus.Canceled) });
    expect(notebookWritableUntil(cancelled!.lesson, interviewer.id)).toBe(0);
    expect(await loadNotebook(deps, { kind: 'interview', id: 999_999_999 })).toBeNull();
  });
});
