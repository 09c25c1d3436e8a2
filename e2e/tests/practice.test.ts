import { MINUTE_MS } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { DESKTOP, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('practising the words of a lesson', () => {
  it('the student (phone) opens practice from the recap, answers a word and sees it leave; an answer given offline is sent once when back online', {
    timeout: 300_000,
  }, async () => {
    // the lesson took place an hour ago
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 60 * MINUTE_MS, 'طالب التدريب', 'practice');
    const tutorToken = await apiToken(tutorEmail);
    for (const [word, meaning] of [
      ['a deadline', 'موعد نهائي'],
      ['to look forward to', 'يتطلع إلى'],
    ]) {
      const made = await apiCall(`/lesson/${lessonId}/mark`, {
        method: 'POST',
        token: tutorToken,
        body: { kind: 'word', word, meaning, example: `I wrote "${word}" in my notebook.` },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const [studentRow] = await sql<{ id: number }>('select id from users where email = ?', [email]);
    const reviews = async () =>
      sql<{ markId: number; rating: number }>(
        'select mark_id as markId, rating from deck_reviews where student_id = ? order by reviewed_at',
        [studentRow!.id],
      );

    const { page, context, errors } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, email);
    await page.goto(`/lesson/${lessonId}/recap`);
    await press(page.getByTestId('recap-practice'));
    await page.waitForURL('**/practice');
    const word = page.getByTestId('practice-word');
    await expect.poll(() => word.textContent()).toBe('a deadline');
    expect(await page.getByTestId('practice-left').textContent()).toBe('كلمتان للمراجعة');
    await press(page.getByRole('button', { name: 'اعرض المعنى' }));
    await page.getByTestId('practice-meaning').getByText('موعد نهائي').waitFor();
    await screenshot(page, 'practice-phone');
    await screenshot(page, 'practice-desktop', DESKTOP);
    await press(page.getByRole('button', { name: /^تذكرتها/ }));
    // the answered word leaves the list and the server has its one review
    await expect.poll(() => word.textContent()).toBe('to look forward to');
    await expect.poll(async () => (await reviews()).length).toBe(1);

    // offline: the answer waits on the phone
    await context.setOffline(true);
    await press(page.getByRole('button', { name: 'اعرض المعنى' }));
    await press(page.getByRole('button', { name: /^سهلة/ }));
    await page.getByTestId('practice-waiting').waitFor();
    await page.getByTestId('practice-done').waitFor();
    await screenshot(page, 'practice-offline-phone');
    expect(await reviews()).toHaveLength(1);

    // back online: sent once, and the list stays empty
    await context.setOffline(false);
    await page.getByTestId('practice-waiting').waitFor({ state: 'detached' });
    await expect.poll(async () => (await reviews()).length).toBe(2);
    await page.reload();
    await page.getByTestId('practice-done').waitFor();
    expect(await page.getByTestId('practice-done').textContent()).toContain('أحسنت');
    await screenshot(page, 'practice-done-desktop', DESKTOP);
    const cards = await sql<{ reps: number }>('select reps from deck_cards where student_id = ?', [studentRow!.id]);
    expect(cards).toEqual([{ reps: 1 }, { reps: 1 }]);
    expect((await reviews()).map((r) => r.rating)).toEqual([3, 4]);

    // their progress: the lesson of an hour ago, both words (the one answered «سهلة» learned), a day of practice
    await press(page.getByTestId('practice-progress'));
    await page.waitForURL('**/progress');
    const figure = (name: string) => page.getByTestId(`progress-${name}`);
    await expect.poll(() => figure('words').textContent()).toContain('١ من ٢');
    expect(await figure('streak').textContent()).toContain('يوم واحد');
    expect(await figure('homework').textContent()).toContain('لا واجبات بعد');
    expect(await figure('lessons').textContent()).toContain('درس واحد');
    expect(await figure('lessons').textContent()).toContain('٣٠ دقيقة');
    expect(await page.getByTestId('progress-weeks').locator('li').count()).toBe(8);
    // the chart's script loads after the page: the screenshot shows the drawn chart, as the student sees it a moment later
    await page.locator('canvas[role="img"]').waitFor();
    await screenshot(page, 'progress-phone');
    await screenshot(page, 'progress-desktop', DESKTOP);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();

    // their tutor sees the same figures beside the lesson
    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(tutor.page, tutorEmail);
    await tutor.page.goto(`/lesson/${lessonId}`);
    const summary = tutor.page.getByTestId('student-progress');
    await expect.poll(() => summary.textContent()).toContain('١ من ٢');
    expect(await summary.textContent()).toContain('تقدم طالب التدريب');
    await screenshot(tutor.page, 'progress-tutor-desktop');
    await screenshot(tutor.page, 'progress-tutor-phone', PHONE);
    expect(tutor.errors).toEqual([]);
    await tutor.context.close();
  });
});
