import { MINUTE_MS } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { DESKTOP, newPage, PHONE, signIn, useBrowser } from '../browser';
import { notebookShown, savedNotebook, typeLine } from '../notebook-steps';
import { refusedWhileDown, workerControl } from '../worker-control';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const state = (page: Page) => page.getByTestId('notebook-status').getAttribute('data-state');

describe('the notebook when the Worker dies', () => {
  it('keeps every line both members typed: what was saved before the kill, and what the student typed while the Worker was down', {
    timeout: 600_000,
  }, async () => {
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 5 * MINUTE_MS, 'طالبة الإعادة', 'restart');
    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, tutorEmail);
    await signIn(student.page, email);
    await Promise.all([tutor.page.goto(`/lesson/${lessonId}`), student.page.goto(`/lesson/${lessonId}`)]);
    await expect.poll(() => state(tutor.page)).toBe('connected');
    await expect.poll(() => state(student.page)).toBe('connected');

    const fromTutor = 'Present perfect: I have lived in Cairo for ten years.';
    const fromStudent = 'سؤال: متى نستخدم since بدل for؟';
    await typeLine(tutor.page, fromTutor);
    await typeLine(student.page, fromStudent);
    await expect.poll(notebookShown(student.page)).toContain(fromTutor);
    await expect.poll(notebookShown(tutor.page)).toContain(fromStudent);
    // the room saved both lines before the Worker dies
    await expect.poll(savedNotebook(lessonId), { timeout: 20_000 }).toContain(fromStudent);
    expect(await savedNotebook(lessonId)()).toContain(fromTutor);

    await workerControl(inject('workerControlUrl'), 'kill');
    await expect.poll(() => state(student.page), { timeout: 30_000 }).not.toBe('connected');
    const whileDown = 'I have studied English since 2020.';
    await typeLine(student.page, whileDown);
    expect(await notebookShown(student.page)()).toContain(whileDown);
    await workerControl(inject('workerControlUrl'), 'restart');

    // both sockets come back by themselves; the student's line reaches the room, the tutor and the database
    const lines = [fromTutor, fromStudent, whileDown];
    for (const page of [tutor.page, student.page]) {
      await expect.poll(() => state(page), { timeout: 60_000 }).toBe('connected');
      for (const line of lines) await expect.poll(notebookShown(page), { timeout: 30_000 }).toContain(line);
    }
    for (const line of lines) await expect.poll(savedNotebook(lessonId), { timeout: 30_000 }).toContain(line);
    expect(await notebookShown(tutor.page)()).toBe(await notebookShown(student.page)());

    expect(tutor.errors.filter((e) => !refusedWhileDown(e))).toEqual([]);
    expect(student.errors.filter((e) => !refusedWhileDown(e))).toEqual([]);
    await tutor.context.close();
    await student.context.close();
  });
});
