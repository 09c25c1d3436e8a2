import { SELF } from 'cloudflare:test';
import { type DeckView, type ReviewAnswer, Role } from '@kalam/core';
import { describe, expect, it } from 'vitest';
import { db, person } from './helpers';

// ts-fsrs inside workerd: the deck's schedule runs in the deployed Worker, not only in Node.
describe('the word deck in workerd', () => {
  it('lists a marked word as due and applies a review once', async () => {
    const tutor = await person(Role.Tutor, 'Deck Tutor');
    const student = await person(Role.Student, 'Deck Student');
    const now = Date.now();
    const lesson = await db.execute({
      sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (?, ?, ?, 30, 0, ?, ?) returning id',
      args: [tutor.id, student.id, now - 3_600_000, now, now],
    });
    const mark = await db.execute({
      sql: "insert into lesson_marks (lesson_id, kind, text, detail, created_at, updated_at) values (?, 'word', 'a deadline', 'موعد نهائي', ?, ?) returning id",
      args: [Number(lesson.rows[0]!.id), now - 3_000_000, now - 3_000_000],
    });
    const markId = Number(mark.rows[0]!.id);
    const headers = { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' };
    const deck = (await (await SELF.fetch('http://kalam.test/api/v1/deck', { headers })).json()) as DeckView;
    expect(deck.cards.map((c) => c.markId)).toEqual([markId]);
    expect(deck.cards[0]!.next.easy).toBeGreaterThan(deck.cards[0]!.next.again);
    const body = JSON.stringify({ id: crypto.randomUUID(), markId, answer: 'good' });
    const send = async () =>
      (await (await SELF.fetch('http://kalam.test/api/v1/deck/review', { method: 'POST', headers, body })).json()) as ReviewAnswer;
    const first = await send();
    const again = await send();
    expect([first.applied, again.applied]).toEqual([true, false]);
    expect(again.card.due).toBe(first.card.due);
    expect(first.card).toMatchObject({ state: 'learning', reps: 1 });
  });
});
