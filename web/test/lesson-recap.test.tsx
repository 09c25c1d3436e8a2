import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../src/lib/session';
import LessonRecap from '../src/routes/lesson-recap';
import { accountOf, lessonOf, mockFetch, renderAt, signInAs } from './render';

const lesson = lessonOf({ id: 9, start: Date.now() - 2 * 3_600_000, status: 'fulfilled' });
const word = {
  id: 1,
  lessonId: 9,
  kind: 'word',
  word: 'to look forward to',
  meaning: 'يتطلع إلى',
  example: null,
  createdAt: 0,
  updatedAt: 0,
} as const;

/** The recap's API: the lesson with one word, and its notebook as saved (`text`). */
const api = (text: string) =>
  mockFetch((url) => {
    if (url.pathname === '/api/v1/lesson/9/recap') return { body: { lesson, marks: [word], editableFrom: 0, editableUntil: 0 } };
    if (url.pathname === '/api/v1/lesson/9/notebook') return { body: { lessonId: 9, text, updatedAt: text ? Date.now() : null } };
    return { status: 404, body: { code: 'not-found' } };
  });

const open = () => renderAt(<LessonRecap />, { path: '/lesson/:id/recap', url: '/lesson/9/recap' });

afterEach(() => endSession());

describe("the recap's notebook", () => {
  it('shows each line of the notebook as its own paragraph, each taking its own direction, as text and never as markup', async () => {
    signInAs(accountOf());
    api('Lesson 1\nالشرح: نستخدم to look forward to للانتظار بحماس\n\n<b>I look forward to the weekend.</b>\n');
    open();
    const notebook = await screen.findByRole('region', { name: 'دفتر الدرس' });
    const lines = within(notebook).getAllByTestId('recap-notebook-line');
    expect(lines.map((p) => p.textContent)).toEqual([
      'Lesson 1',
      'الشرح: نستخدم to look forward to للانتظار بحماس',
      '<b>I look forward to the weekend.</b>',
    ]);
    expect(lines.map((p) => p.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto']);
    expect(notebook.querySelector('b')).toBeNull();
    // the marks stay above it
    expect(screen.getByTestId('lesson-recap').textContent).toContain('يتطلع إلى');
  });

  it('shows no notebook section while nobody has written in it', async () => {
    signInAs(accountOf());
    const calls = api('  \n');
    open();
    await screen.findByText('يتطلع إلى');
    await expect.poll(() => calls.some((c) => c.url.pathname.endsWith('/notebook'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'دفتر الدرس' })).toBeNull();
    expect(screen.queryByText('دفتر الدرس')).toBeNull();
  });
});
