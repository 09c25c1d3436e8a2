import { MINUTE_MS } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { newPage, PHONE, press, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, sql } from '../people';
import { refusedWhileDown, workerControl } from '../worker-control';

const baseUrl = inject('baseUrl');
const controlUrl = inject('workerControlUrl');
const browser = useBrowser();

// a new word answered «تذكرتها» (good) comes back after FSRS's second learning step
const GOOD_STEP_MS = 10 * MINUTE_MS;

describe('practice answers when the Worker dies', () => {
  it('an answer the server applied just before the kill (its reply lost) and one given while the Worker was down are each applied once', {
    timeout: 300_000,
  }, async () => {
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 60 * MINUTE_MS, 'طالبة إعادة التدريب', 'practice-restart');
    const tutorToken = await apiToken(tutorEmail);
    const marks: number[] = [];
    for (const [word, meaning] of [
      ['a deadline', 'موعد نهائي'],
      ['to catch up', 'يلحق بـ'],
    ]) {
      const made = await apiCall<{ id: number }>(`/lesson/${lessonId}/mark`, {
        method: 'POST',
        token: tutorToken,
        body: { kind: 'word', word, meaning },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      marks.push(made.body.id);
    }
    const [studentRow] = await sql<{ id: number }>('select id from users where email = ?', [email]);
    const reviews = () =>
      sql<{ id: string; markId: number; rating: number; reviewedAt: number; receivedAt: number; due: number }>(
        `select id, mark_id as markId, rating, reviewed_at as reviewedAt, received_at as receivedAt, due
         from deck_reviews where student_id = ? order by reviewed_at`,
        [studentRow!.id],
      );

    const { page, context, errors } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, email);
    await page.goto('/practice');
    const word = page.getByTestId('practice-word');
    await expect.poll(() => word.textContent()).toBe('a deadline');

    // the first answer reaches the server, which applies it; the Worker dies before the phone hears the reply
    let applied: number | undefined;
    await page.route(
      '**/deck/review',
      async (route) => {
        applied = (await route.fetch()).status();
        await workerControl(controlUrl, 'kill');
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await press(page.getByRole('button', { name: 'اعرض المعنى' }));
    await press(page.getByRole('button', { name: /^تذكرتها/ }));
    await expect.poll(() => applied, { timeout: 60_000 }).toBe(200);
    await expect.poll(async () => (await reviews()).length).toBe(1);
    // the phone still holds it, as not sent
    await page.getByTestId('practice-waiting').waitFor();

    // the second word is answered while the Worker is down: it waits on the phone too
    await expect.poll(() => word.textContent()).toBe('to catch up');
    await press(page.getByRole('button', { name: 'اعرض المعنى' }));
    await press(page.getByRole('button', { name: /^تذكرتها/ }));
    await page.getByTestId('practice-done').waitFor();
    const restarted = Date.now();
    await workerControl(controlUrl, 'restart');

    // back: both answers are sent again by themselves; the one applied before the kill is not applied twice
    await page.getByTestId('practice-waiting').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(async () => (await reviews()).map((r) => r.markId)).toEqual(marks);
    const [first, second] = await reviews();
    expect(first!.receivedAt).toBeLessThan(restarted);
    // the second is dated when it was answered on the phone, not when it arrived
    expect(second!.reviewedAt).toBeLessThan(restarted);
    expect(second!.receivedAt).toBeGreaterThanOrEqual(restarted);
    for (const r of [first!, second!]) expect(r).toMatchObject({ rating: 3, due: r.reviewedAt + GOOD_STEP_MS });

    // a replay of the first (a phone that never heard any reply) is answered as already applied
    const replay = await apiCall<{ applied: boolean }>('/deck/review', {
      method: 'POST',
      token: await apiToken(email),
      body: { id: first!.id, markId: first!.markId, answer: 'good', reviewedAt: first!.reviewedAt },
    });
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.applied).toBe(false);

    // each card took one review and is due when that review said; none is due now, the next comes with the first
    const cards = await sql<{ markId: number; reps: number; due: number; lastReview: number }>(
      'select mark_id as markId, reps, due, last_review as lastReview from deck_cards where student_id = ? order by mark_id',
      [studentRow!.id],
    );
    expect(cards).toEqual([first!, second!].map((r) => ({ markId: r.markId, reps: 1, due: r.due, lastReview: r.reviewedAt })));
    expect((await reviews()).length).toBe(2);
    const deck = await apiCall<{ cards: unknown[]; due: number; words: number; nextDue: number | null }>('/deck', {
      token: await apiToken(email),
    });
    expect(deck.body).toMatchObject({ cards: [], due: 0, words: 2, nextDue: first!.due });
    await page.reload();
    await page.getByTestId('practice-done').waitFor();
    expect(errors.filter((e) => !refusedWhileDown(e))).toEqual([]);
    await context.close();
  });
});
