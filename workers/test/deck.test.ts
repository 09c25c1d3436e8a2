import { TZDate } from '@date-fns/tz';
import { DAY_MS, type DeckView, HOUR_MS, type LessonView, type MarkView, MINUTE_MS, type ReviewAnswer, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deckReviews } from '../src/db/schema';
import { startSignIn } from '../src/services/sign-in';
import { addPerson, makeTestApp, openEveryDay, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo; the clock is set per step (lessons are booked ahead, then held).
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();
// the schedule the deck must follow: ts-fsrs's defaults without fuzz, computed here from the same inputs
const f = fsrs({ enable_fuzz: false });
const GRADE = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;

let clock = TEST_NOW;
let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false, now: () => clock });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Mona Tutor' });
  await openEveryDay(t, tutor);
});
beforeEach(() => {
  clock = TEST_NOW;
});
afterAll(() => t.close());

/** A new student with a 30-minute lesson at `start` and the tutor's words marked 10 minutes into it. */
async function studentWithWords(start: number, words: string[]) {
  clock = TEST_NOW;
  const student = await addPerson(t, { role: Role.Student });
  const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
  expect(res.status).toBe(201);
  const lesson = (await res.json()) as LessonView;
  clock = start + 10 * MINUTE_MS;
  const marks: MarkView[] = [];
  for (const word of words) {
    const body = { kind: 'word', word, meaning: 'معنى الكلمة', example: `I use ${word} every day.` };
    const made = await t.json(`/lesson/${lesson.id}/mark`, body, { headers: tutor.headers });
    expect(made.status).toBe(201);
    marks.push((await made.json()) as MarkView);
  }
  return { student, lesson, marks, markedAt: clock };
}

const deckOf = async (who: Person) => {
  const res = await t.request('/deck', { headers: who.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as DeckView;
};
const review = (who: Person, body: Record<string, unknown>) => t.json('/deck/review', body, { headers: who.headers });
const answer = async (who: Person, markId: number, answer: keyof typeof GRADE, id = crypto.randomUUID()) => {
  const res = await review(who, { id, markId, answer });
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewAnswer;
};
const dueOf = (card: Card, at: number, grade: Grade) => f.next(card, new Date(at), grade).card;

describe('the word deck', () => {
  it('holds every new word of the student’s lessons, due from when it was marked, with the next due time of each answer', async () => {
    const { student, marks, markedAt } = await studentWithWords(cairo(23, 10), ['to look forward to', 'a deadline']);
    clock = markedAt + 5 * MINUTE_MS;
    const deck = await deckOf(student);
    expect(deck).toMatchObject({ due: 2, words: 2, learned: 0, nextDue: null });
    expect(deck.cards.map((c) => c.markId)).toEqual(marks.map((m) => m.id));
    const preview = f.repeat(createEmptyCard(new Date(markedAt)), new Date(clock));
    expect(deck.cards[0]).toMatchObject({
      word: 'to look forward to',
      meaning: 'معنى الكلمة',
      example: 'I use to look forward to every day.',
      state: 'new',
      due: markedAt,
      reps: 0,
      lastReview: null,
      next: {
        again: preview[Rating.Again].card.due.getTime(),
        hard: preview[Rating.Hard].card.due.getTime(),
        good: preview[Rating.Good].card.due.getTime(),
        easy: preview[Rating.Easy].card.due.getTime(),
      },
    });
    // the tutor's other students and the tutor's own lessons add nothing to it
    const other = await studentWithWords(cairo(23, 12), ['a bargain']);
    expect((await deckOf(other.student)).words).toBe(1);
  });

  it('schedules each answer as FSRS does, review after review, and a word leaves the due list until it is due again', async () => {
    const words = ['again', 'hard', 'good', 'easy'] as const;
    const { student, marks, markedAt } = await studentWithWords(cairo(23, 14), [...words]);
    const cards = new Map<number, Card>(marks.map((m) => [m.id, createEmptyCard(new Date(markedAt))]));
    // three rounds a day apart, each word always given its own answer
    for (const [round, at] of [markedAt + HOUR_MS, markedAt + 2 * DAY_MS, markedAt + 30 * DAY_MS].entries()) {
      clock = at;
      // a month on, the student has signed in again
      student.headers.authorization = `Bearer ${await startSignIn(t.deps, { id: student.id, role: Role.Student }, { ip: '192.0.2.200' })}`;
      for (const [i, word] of words.entries()) {
        const mark = marks[i]!;
        const expected = dueOf(cards.get(mark.id)!, at, GRADE[word]);
        const { applied, card } = await answer(student, mark.id, word);
        expect(applied, `${word}, round ${round}`).toBe(true);
        expect(card.due, `${word}, round ${round}`).toBe(expected.due.getTime());
        expect(card).toMatchObject({ reps: expected.reps, lapses: expected.lapses, lastReview: at });
        cards.set(mark.id, expected);
      }
    }
    const deck = await deckOf(student);
    const dueNow = [...cards.entries()].filter(([, c]) => c.due.getTime() <= clock).map(([id]) => id);
    expect(deck.cards.map((c) => c.markId)).toEqual(dueNow);
    expect(deck.due).toBe(dueNow.length);
    expect(deck.learned).toBe([...cards.values()].filter((c) => c.state === 2).length);
    expect(deck.nextDue).toBe(Math.min(...[...cards.values()].map((c) => c.due.getTime()).filter((d) => d > clock)));
    // the easy word is out of the due list for days
    expect(deck.cards.map((c) => c.markId)).not.toContain(marks[3]!.id);
  });

  it('dates a review queued offline when it was answered, never before the last review nor in the future', async () => {
    const { student, marks, markedAt } = await studentWithWords(cairo(24, 10), ['a receipt', 'a refund']);
    clock = markedAt + 3 * DAY_MS;
    const answeredOffline = markedAt + DAY_MS;
    const first = await review(student, { id: crypto.randomUUID(), markId: marks[0]!.id, answer: 'good', reviewedAt: answeredOffline });
    const expected = dueOf(createEmptyCard(new Date(markedAt)), answeredOffline, Rating.Good);
    expect(await first.json()).toMatchObject({ applied: true, card: { due: expected.due.getTime(), lastReview: answeredOffline } });
    // a later review dated before it counts at the last review; one dated ahead counts now
    const back = await answer(student, marks[0]!.id, 'good', crypto.randomUUID());
    expect(back.card.lastReview).toBe(clock);
    const ahead = await review(student, { id: crypto.randomUUID(), markId: marks[1]!.id, answer: 'hard', reviewedAt: clock + DAY_MS });
    expect(await ahead.json()).toMatchObject({ card: { lastReview: clock } });
  });
});

describe('a review sent again', () => {
  it('is applied once, whether replayed later or sent many times at once', async () => {
    const { student, marks, markedAt } = await studentWithWords(cairo(24, 14), ['a schedule', 'an invoice']);
    clock = markedAt + HOUR_MS;
    const id = crypto.randomUUID();
    const first = await answer(student, marks[0]!.id, 'good', id);
    clock += DAY_MS;
    const again = await answer(student, marks[0]!.id, 'good', id);
    expect(first.applied).toBe(true);
    expect(again).toEqual({ applied: false, card: { ...first.card, next: again.card.next } });

    const burstId = crypto.randomUUID();
    const burst = await Promise.all(Array.from({ length: 6 }, () => answer(student, marks[1]!.id, 'easy', burstId)));
    expect(burst.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(burst.map((r) => r.card.due)).size).toBe(1);
    expect(burst[0]!.card.reps).toBe(1);
    const stored = await t.deps.db.select().from(deckReviews).where(eq(deckReviews.studentId, student.id));
    expect(stored.map((r) => r.id).sort()).toEqual([id, burstId].sort());

    // different reviews of one word at once are each applied, one over the other
    const many = await Promise.all(Array.from({ length: 3 }, () => answer(student, marks[1]!.id, 'again')));
    expect(many.every((r) => r.applied)).toBe(true);
    expect(Math.max(...many.map((r) => r.card.reps))).toBe(4);
  });

  it('under an id already used for another word is refused', async () => {
    const { student, marks, markedAt } = await studentWithWords(cairo(25, 10), ['a receipt', 'a refund']);
    clock = markedAt + HOUR_MS;
    const id = crypto.randomUUID();
    await answer(student, marks[0]!.id, 'good', id);
    const res = await review(student, { id, markId: marks[1]!.id, answer: 'good' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { id: 'invalid' } });
  });
});

describe('the deck is the student’s own', () => {
  it('is read and reviewed only by its student: tutors are refused, other students hear card-not-found', async () => {
    const { student, lesson, marks, markedAt } = await studentWithWords(cairo(25, 14), ['a landlord']);
    clock = markedAt;
    const correction = (await (
      await t.json(`/lesson/${lesson.id}/mark`, { kind: 'correction', said: 'I am agree', better: 'I agree' }, { headers: tutor.headers })
    ).json()) as MarkView;
    const stranger = await addPerson(t, { role: Role.Student });
    const admin = await addPerson(t, { role: Role.SuperAdmin });
    expect((await t.request('/deck')).status).toBe(401);
    for (const who of [tutor, admin]) {
      expect((await t.request('/deck', { headers: who.headers })).status).toBe(403);
      expect((await review(who, { id: crypto.randomUUID(), markId: marks[0]!.id, answer: 'good' })).status).toBe(403);
    }
    expect(await deckOf(stranger)).toEqual({ cards: [], due: 0, words: 0, learned: 0, nextDue: null });
    // another student's word, a correction, a mark that does not exist
    const tries: [Person, number][] = [
      [stranger, marks[0]!.id],
      [student, correction.id],
      [student, 999_999],
    ];
    for (const [who, markId] of tries) {
      const res = await review(who, { id: crypto.randomUUID(), markId, answer: 'good' });
      expect(res.status, String(markId)).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'card-not-found' });
    }
    expect((await deckOf(student)).cards[0]).toMatchObject({ markId: marks[0]!.id, reps: 0 });
  });

  it('takes only well-formed reviews', async () => {
    const { student, marks } = await studentWithWords(cairo(26, 10), ['a fee']);
    const refused: [Record<string, unknown>, Record<string, string>][] = [
      [{ id: 'not-a-uuid', markId: marks[0]!.id, answer: 'good' }, { id: 'invalid' }],
      [{ id: crypto.randomUUID(), markId: marks[0]!.id, answer: 'meh' }, { answer: 'invalid' }],
      [{ id: crypto.randomUUID(), markId: marks[0]!.id }, { answer: 'required' }],
      [{ id: crypto.randomUUID(), markId: marks[0]!.id, answer: 'good', reviewedAt: 1.5 }, { reviewedAt: 'invalid' }],
      [{ id: crypto.randomUUID(), markId: 'x', answer: 'good' }, { markId: 'invalid' }],
    ];
    for (const [body, errors] of refused) {
      const res = await review(student, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors });
    }
  });
});
