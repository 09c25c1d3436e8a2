import { MINUTE_MS } from '@kalam/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const notebook = (page: Page) => page.getByTestId('notebook-text');
const connected = (page: Page) => page.locator('[data-testid="notebook-status"][data-state="connected"]').waitFor();
const savedText = (lessonId: number) => async () =>
  (await sql<{ text: string }>('select text from lesson_notebooks where lesson_id = ?', [lessonId]))[0]?.text ?? '';

const networkEvent = (page: Page, type: 'offline' | 'online') => page.evaluate((t) => window.dispatchEvent(new Event(t)), type);

/** Types at the notebook's start or end, key by key, as the person would. */
async function typeAt(box: Locator, where: 'Home' | 'End', text: string) {
  await box.focus();
  await box.press(`ControlOrMeta+${where}`);
  await box.pressSequentially(text);
}

describe("the lesson's shared notebook", () => {
  it('tutor (desktop) and student (phone) write at the same time and see each other; an offline side merges on return; a reload keeps it', {
    timeout: 600_000,
  }, async () => {
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 5 * MINUTE_MS, 'طالبة الدفتر', 'notebook');
    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, tutorEmail);
    await signIn(student.page, email);
    await Promise.all([tutor.page.goto(`/lesson/${lessonId}`), student.page.goto(`/lesson/${lessonId}`)]);
    await Promise.all([connected(tutor.page), connected(student.page)]);

    // the tutor opens with a heading; then both type at once, the tutor above it and the student below it: each sees the
    // other's words as they come, and both end with the same text
    const heading = 'Lesson 1\n';
    await typeAt(notebook(tutor.page), 'End', heading);
    await expect.poll(() => notebook(student.page).inputValue()).toBe(heading);
    const fromTutor = 'الشرح: نستخدم to look forward to للتعبير عن انتظار شيء بحماس.\n';
    const fromStudent = 'I look forward to the weekend.\n';
    await Promise.all([typeAt(notebook(tutor.page), 'Home', fromTutor), typeAt(notebook(student.page), 'End', fromStudent)]);
    const typed = Date.now();
    await expect.poll(() => notebook(tutor.page).inputValue()).toContain(fromStudent.trim());
    await expect.poll(() => notebook(student.page).inputValue()).toContain(fromTutor.trim());
    console.info(`notebook: both sides saw the other's text ${Date.now() - typed} ms after typing ended`);
    await expect.poll(() => notebook(student.page).inputValue()).toBe(await notebook(tutor.page).inputValue());
    await screenshot(tutor.page, 'notebook-tutor-desktop');
    await screenshot(student.page, 'notebook-student-phone', PHONE);

    // the student's phone loses its network: what each side writes meanwhile meets when it comes back
    // Chromium's network emulation keeps open sockets and fires no `offline`/`online` events; a phone's browser fires
    // them, so the test sends them beside cutting the network
    await student.context.setOffline(true);
    await networkEvent(student.page, 'offline');
    await student.page.locator('[data-testid="notebook-status"][data-state="offline"]').waitFor();
    const offline = 'Homework? I will write five sentences.\n';
    const online = 'الواجب: اكتبي خمس جمل عن يومك.\n';
    await typeAt(notebook(student.page), 'End', offline);
    await typeAt(notebook(tutor.page), 'End', online);
    await screenshot(student.page, 'notebook-student-offline-phone', PHONE);
    // the tutor's line reached the room and was saved; the student's offline line did not
    await expect.poll(savedText(lessonId), { timeout: 15_000 }).toContain(online.trim());
    expect(await savedText(lessonId)()).not.toContain(offline.trim());
    expect(await notebook(tutor.page).inputValue()).not.toContain(offline.trim());
    await student.context.setOffline(false);
    await networkEvent(student.page, 'online');
    await connected(student.page);
    await expect.poll(() => notebook(tutor.page).inputValue()).toContain(offline.trim());
    await expect.poll(() => notebook(student.page).inputValue()).toContain(online.trim());
    await expect.poll(() => notebook(student.page).inputValue()).toBe(await notebook(tutor.page).inputValue());
    const merged = await notebook(tutor.page).inputValue();
    for (const line of [heading, fromTutor, fromStudent, offline, online]) expect(merged).toContain(line.trim());

    // saved to the database, and a reload shows it intact
    await expect.poll(savedText(lessonId), { timeout: 15_000 }).toBe(merged);
    await student.page.reload();
    await connected(student.page);
    await expect.poll(() => notebook(student.page).inputValue()).toBe(merged);
    await screenshot(student.page, 'notebook-student-desktop', DESKTOP);
    await screenshot(tutor.page, 'notebook-tutor-phone', PHONE);

    expect(tutor.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await tutor.context.close();
    await student.context.close();
  });
});
