import { randomUUID } from 'node:crypto';
import { MINUTE_MS } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { fireScheduled } from '../../dev/cron';
import { lessonAt } from '../booking-steps';
import { DESKTOP, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { callShot, joinCall } from '../call-steps';
import { notebookShown, savedNotebook, typeLine } from '../notebook-steps';
import { apiCall, apiToken, newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const pushUrl = inject('pushUrl');
const browser = useBrowser();

type Received = { subscriptionId: string; payload: { title: string; body: string; url: string } };
const received = async () => (await (await fetch(`${pushUrl}/messages`)).json()) as Received[];

/** The student's phone subscribed to pushes: the local push service stands in for the browser vendor's. */
async function subscribePhone(token: string): Promise<string> {
  const key = await apiCall<{ publicKey: string }>('/notification/push-key', { token });
  const res = await fetch(`${pushUrl}/subscribe`, { method: 'POST', body: JSON.stringify({ applicationServerKey: key.body.publicKey }) });
  const sub = (await res.json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  const saved = await apiCall('/notification/push-subscription', {
    method: 'POST',
    token,
    body: { endpoint: sub.endpoint, keys: sub.keys },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return sub.id;
}

describe('what a student keeps from a lesson, end to end', () => {
  it('tutor and student write in the notebook from the call; after it the recap arrives by push with the notebook and the word; the word is practised; an outsider reads none of it', {
    timeout: 600_000,
  }, async () => {
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 10 * MINUTE_MS, 'طالبة الرحلة', 'journey');
    const studentToken = await apiToken(email);
    const tutorToken = await apiToken(tutorEmail);
    const subscription = await subscribePhone(studentToken);

    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, tutorEmail);
    await signIn(student.page, email);
    await Promise.all([tutor.page.goto(`/lesson/${lessonId}`), student.page.goto(`/lesson/${lessonId}`)]);
    await Promise.all([joinCall(tutor.page), joinCall(student.page)]);

    // in the call: the notebook opens beside the video (desktop) and over it (phone); closing it keeps the call
    await press(tutor.page.getByTestId('toggle-notebook'));
    await press(student.page.getByTestId('toggle-notebook'));
    const heading = 'Lesson: looking forward';
    const explained = 'نستخدم to look forward to للتعبير عن انتظار شيء بحماس.';
    const example = 'I look forward to the weekend.';
    await typeLine(tutor.page, heading);
    await typeLine(tutor.page, explained);
    await expect.poll(notebookShown(student.page)).toContain(explained);
    await typeLine(student.page, example);
    await expect.poll(notebookShown(tutor.page)).toContain(example);
    await callShot(tutor.page, 'call-notebook-tutor-desktop');
    await callShot(student.page, 'call-notebook-student-phone');
    await press(student.page.getByRole('button', { name: 'إغلاق الدفتر' }));
    await student.page.getByTestId('call-notebook').waitFor({ state: 'hidden' });
    await student.page.getByTestId('call-screen').waitFor();
    const lines = [heading, explained, example];
    for (const line of lines) await expect.poll(savedNotebook(lessonId)).toContain(line);

    // the tutor marks the new word; the lesson ends and the next cron tick tells the student
    const word = await apiCall<{ id: number }>(`/lesson/${lessonId}/mark`, {
      method: 'POST',
      token: tutorToken,
      body: { kind: 'word', word: 'to look forward to', meaning: 'يتطلع إلى', example },
    });
    expect(word.status, JSON.stringify(word.body)).toBe(201);
    await tutor.context.close();
    await sql('update lessons set start = ? where id = ?', [Date.now() - 40 * MINUTE_MS, lessonId]);
    await fireScheduled(baseUrl, inject('triggerSecret'), '*/5 * * * *', Date.now());
    const recapUrl = `/lesson/${lessonId}/recap`;
    const push = async () => (await received()).find((r) => r.subscriptionId === subscription && r.payload.url === recapUrl)?.payload;
    await expect.poll(push, { timeout: 20_000 }).toMatchObject({
      title: expect.stringMatching(/^ملخص درسك مع /),
      body: 'الكلمات الجديدة والتصحيحات والواجب في مكان واحد.',
    });

    // the push opens the recap: the notebook, a paragraph per line, and the word
    await student.page.goto((await push())!.url);
    const recapNotebook = student.page.getByRole('region', { name: 'دفتر الدرس' });
    await expect.poll(() => recapNotebook.getByTestId('recap-notebook-line').allTextContents()).toEqual(lines);
    await student.page.getByTestId('recap-words').getByText('يتطلع إلى').waitFor();
    await screenshot(student.page, 'recap-notebook-phone');
    await screenshot(student.page, 'recap-notebook-desktop', DESKTOP);

    // and practises the word
    await press(student.page.getByTestId('recap-practice'));
    await student.page.waitForURL('**/practice');
    await expect.poll(() => student.page.getByTestId('practice-word').textContent()).toBe('to look forward to');
    await press(student.page.getByRole('button', { name: 'اعرض المعنى' }));
    await student.page.getByTestId('practice-meaning').getByText('يتطلع إلى').waitFor();
    await press(student.page.getByRole('button', { name: /^تذكرتها/ }));
    await student.page.getByTestId('practice-done').waitFor();
    // the answer is sent after the word leaves the screen
    await expect
      .poll(() => sql('select mark_id as markId from deck_reviews where mark_id = ?', [word.body.id]))
      .toEqual([{ markId: word.body.id }]);
    expect(student.errors).toEqual([]);
    await student.context.close();

    // another student reads neither the notebook, nor the recap, nor the word of the deck
    const outsiderEmail = await newVerifiedStudent('طالب غريب', 'outsider');
    const outsider = await apiToken(outsiderEmail);
    for (const path of [`/lesson/${lessonId}/notebook`, recapUrl]) {
      const answer = await apiCall<{ code: string }>(path, { token: outsider });
      expect([403, 404], `${path}: ${answer.status}`).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain('look forward');
    }
    const review = await apiCall<{ code: string }>('/deck/review', {
      method: 'POST',
      token: outsider,
      body: { id: randomUUID(), markId: word.body.id, answer: 'good' },
    });
    expect([403, 404], JSON.stringify(review.body)).toContain(review.status);
    const deck = await apiCall('/deck', { token: outsider });
    expect(deck.status).toBe(200);
    expect(JSON.stringify(deck.body)).not.toContain('look forward');
    const stranger = await newPage(browser(), baseUrl, PHONE);
    await signIn(stranger.page, outsiderEmail);
    await stranger.page.goto(recapUrl);
    await stranger.page.getByText('لم نجد ملخص هذا الدرس.').waitFor();
    expect(await stranger.page.getByRole('region', { name: 'دفتر الدرس' }).count()).toBe(0);
    await screenshot(stranger.page, 'recap-outsider-phone');
    expect(stranger.errors.filter((e) => !/404/.test(e))).toEqual([]);
    await stranger.context.close();
  });
});
