import { join } from 'node:path';
import { MINUTE_MS } from '@kalam/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { DESKTOP, inSight, newPage, PHONE, press, SCREENSHOTS, screenshot, signIn, useBrowser } from '../browser';
import { listMarkers, notebookBox, savedNotebook } from '../notebook-steps';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The notebook's blocks (paragraphs and headings, inside lists too), one line each: what the server saves as text. */
const blocks = (page: Page) => () =>
  notebookBox(page).evaluate((area) => [...area.querySelectorAll('p, h3')].map((block) => block.textContent).join('\n'));
const connected = (page: Page) => page.locator('[data-testid="notebook-status"][data-state="connected"]').waitFor();

/** The block the caret is in: its text, its direction, and whether the caret sits in its right half. */
const caretBlockOf = (page: Page) => () =>
  page.evaluate(() => {
    const selection = getSelection();
    const node = selection?.anchorNode;
    const block = (node instanceof Element ? node : node?.parentElement)?.closest('p, h3');
    if (!selection?.rangeCount || !block) return null;
    const range = selection.getRangeAt(0).cloneRange();
    // an empty block's collapsed range has no box of its own: its line break has
    const caret = range.getClientRects()[0] ?? block.querySelector('br')?.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    return {
      text: block.textContent,
      direction: getComputedStyle(block).direction,
      caretOnRight: caret ? caret.left > box.left + box.width / 2 : null,
    };
  });
const networkEvent = (page: Page, type: 'offline' | 'online') => page.evaluate((t) => window.dispatchEvent(new Event(t)), type);

// typing key by key while the other side's keys arrive is slow on a loaded machine: allow it a minute per line
const TYPING = { timeout: 60_000 };

/** Types at the notebook's start or end, key by key, as the person would (a new line is Enter: a new paragraph). */
async function typeAt(box: Locator, where: 'Home' | 'End', text: string) {
  await box.focus();
  await box.press(`ControlOrMeta+${where}`);
  await box.pressSequentially(text, TYPING);
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
    await typeAt(notebookBox(tutor.page), 'End', heading);
    await expect.poll(blocks(student.page)).toBe(heading);
    const fromTutor = 'الشرح: نستخدم to look forward to للتعبير عن انتظار شيء بحماس.\n';
    const fromStudent = 'I look forward to the weekend.\n';
    await Promise.all([typeAt(notebookBox(tutor.page), 'Home', fromTutor), typeAt(notebookBox(student.page), 'End', fromStudent)]);
    const typed = Date.now();
    await expect.poll(blocks(tutor.page)).toContain(fromStudent.trim());
    await expect.poll(blocks(student.page)).toContain(fromTutor.trim());
    console.info(`notebook: both sides saw the other's text ${Date.now() - typed} ms after typing ended`);
    await expect.poll(blocks(student.page)).toBe(await blocks(tutor.page)());
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
    await typeAt(notebookBox(student.page), 'End', offline);
    await typeAt(notebookBox(tutor.page), 'End', online);
    await screenshot(student.page, 'notebook-student-offline-phone', PHONE);
    // the tutor's line reached the room and was saved; the student's offline line did not
    await expect.poll(savedNotebook(lessonId), { timeout: 15_000 }).toContain(online.trim());
    expect(await savedNotebook(lessonId)()).not.toContain(offline.trim());
    expect(await blocks(tutor.page)()).not.toContain(offline.trim());
    await student.context.setOffline(false);
    await networkEvent(student.page, 'online');
    await connected(student.page);
    await expect.poll(blocks(tutor.page)).toContain(offline.trim());
    await expect.poll(blocks(student.page)).toContain(online.trim());
    await expect.poll(blocks(student.page)).toBe(await blocks(tutor.page)());
    const merged = await blocks(tutor.page)();
    for (const line of [heading, fromTutor, fromStudent, offline, online]) expect(merged).toContain(line.trim());

    // saved to the database, and a reload shows it intact
    await expect.poll(savedNotebook(lessonId), { timeout: 15_000 }).toBe(merged);
    await student.page.reload();
    await connected(student.page);
    await expect.poll(blocks(student.page)).toBe(merged);
    await screenshot(student.page, 'notebook-student-desktop', DESKTOP);
    await screenshot(tutor.page, 'notebook-tutor-phone', PHONE);

    expect(tutor.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await tutor.context.close();
    await student.context.close();
  });
  it('the tutor (phone) writes a heading, a list and a highlight that survive a reload, then marks a selected phrase as a new word', {
    timeout: 300_000,
  }, async () => {
    const { lessonId, tutorEmail } = await lessonAt(Date.now() - 5 * MINUTE_MS, 'طالب الدفتر المنسق', 'notebook-rich');
    const tutor = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, tutorEmail);
    await tutor.page.goto(`/lesson/${lessonId}`);
    await connected(tutor.page);
    const page = tutor.page;
    const box = notebookBox(page);
    const tool = (name: string) => page.getByRole('toolbar', { name: 'تنسيق الدفتر' }).getByRole('button', { name });

    await press(box);
    await press(tool('عنوان'));
    await expect.poll(() => tool('عنوان').getAttribute('aria-pressed')).toBe('true');
    await box.pressSequentially('Phrasal verbs\nنستخدم هذه الأفعال كثيرًا في الكلام اليومي.\n', TYPING);
    // the new line under the Arabic one reads right to left before its first letter (its caret on the right), then
    // turns left to right with an English letter
    const caretBlock = caretBlockOf(page);
    await expect.poll(caretBlock).toMatchObject({ text: '', direction: 'rtl', caretOnRight: true });
    await press(tool('نقاط'));
    await expect.poll(caretBlock).toMatchObject({ text: '', direction: 'rtl' });
    await box.pressSequentially('I', TYPING);
    await expect.poll(caretBlock).toMatchObject({ text: 'I', direction: 'ltr' });
    await box.pressSequentially(' look forward to the weekend.\nLet us break the ice', TYPING);
    // the last words are selected with the keyboard, highlighted, and the bar under them makes them a new word
    for (let i = 0; i < 'break the ice'.length; i++) await box.press('Shift+ArrowLeft');
    await press(tool('تظليل'));
    await page.locator('[data-testid="notebook-text"] mark', { hasText: 'break the ice' }).waitFor();
    const bar = page.getByRole('toolbar', { name: 'علِّم العبارة المحددة' });
    await bar.waitFor();
    await screenshot(page, 'notebook-rich-selection-phone');
    await screenshot(page, 'notebook-rich-selection-desktop', DESKTOP);
    // the phone's keyboard is up while the tutor writes: about 500 px of the screen are left above it
    await page.setViewportSize({ width: PHONE.viewport.width, height: 500 });
    await press(bar.getByRole('button', { name: 'كلمة جديدة' }));
    const panel = page.getByTestId('marks-panel');
    const word = panel.getByLabel('الكلمة أو العبارة بالإنجليزية');
    await expect.poll(() => word.inputValue()).toBe('break the ice');
    // the form opens with its heading and first field in sight, under the page's header
    await expect.poll(() => inSight(panel.getByRole('heading', { name: 'ما يأخذه الطالب من الدرس' }))).toBe(true);
    expect(await inSight(word)).toBe(true);
    // what the screen shows above the keyboard
    await page.screenshot({ path: join(SCREENSHOTS, 'notebook-rich-mark-form-keyboard-phone.png') });
    await page.setViewportSize(PHONE.viewport);
    // the form came into view with the next empty field ready for the meaning
    const meaning = panel.getByLabel('معناها بالعربية');
    await expect.poll(() => meaning.evaluate((field) => field === document.activeElement)).toBe(true);
    await meaning.fill('يكسر الجمود');
    await press(panel.getByRole('button', { name: 'أضف الكلمة' }));
    await panel.getByTestId('recap-words').getByText('break the ice').waitFor();
    expect(await sql('select kind, text, detail from lesson_marks where lesson_id = ?', [lessonId])).toEqual([
      { kind: 'word', text: 'break the ice', detail: 'يكسر الجمود' },
    ]);

    const lines = [
      'Phrasal verbs',
      'نستخدم هذه الأفعال كثيرًا في الكلام اليومي.',
      '• I look forward to the weekend.',
      '• Let us break the ice',
    ];
    await expect.poll(savedNotebook(lessonId), { timeout: 15_000 }).toBe(lines.join('\n'));
    await page.reload();
    await connected(page);
    await expect.poll(() => box.locator('h3').textContent()).toBe('Phrasal verbs');
    expect(await box.locator('ul > li').allTextContents()).toEqual(['I look forward to the weekend.', 'Let us break the ice']);
    expect(await box.locator('mark').textContent()).toBe('break the ice');
    // each block reads in its own direction: the Arabic paragraph right to left, the English ones left to right
    const directions = await box.locator('p, h3').evaluateAll((els) => els.map((el) => getComputedStyle(el).direction));
    expect(directions).toEqual(['ltr', 'rtl', 'ltr', 'ltr']);
    await screenshot(page, 'notebook-rich-reloaded-phone');
    await screenshot(page, 'notebook-rich-reloaded-desktop', DESKTOP);
    expect(tutor.errors).toEqual([]);
    await tutor.context.close();
  });

  it("the tutor (phone) writes Arabic and English lists: each item's bullet or number sits at its own start, in the notebook and on the recap", {
    timeout: 300_000,
  }, async () => {
    const { lessonId, tutorEmail } = await lessonAt(Date.now() - 5 * MINUTE_MS, 'طالب القوائم', 'notebook-lists');
    const tutor = await newPage(browser(), baseUrl, PHONE);
    await signIn(tutor.page, tutorEmail);
    const page = tutor.page;
    await page.goto(`/lesson/${lessonId}`);
    await connected(page);
    const box = notebookBox(page);
    const tool = (name: string) => page.getByRole('toolbar', { name: 'تنسيق الدفتر' }).getByRole('button', { name });

    // an Arabic bulleted list, an English numbered one, and a numbered list mixing both (Enter on an empty item ends a list)
    await press(box);
    await press(tool('نقاط'));
    await box.pressSequentially('أفعال نستخدمها كثيرًا\nنبدأ بها كل يوم\n\nExamples:\n', TYPING);
    await press(tool('ترقيم'));
    await box.pressSequentially('I look forward to it\nLet us break the ice\n\nالواجب:\n', TYPING);
    await press(tool('ترقيم'));
    await box.pressSequentially('اكتب خمس جمل\nWrite them in English', TYPING);
    const items = [
      { text: 'أفعال نستخدمها كثيرًا', side: 'right', inside: true },
      { text: 'نبدأ بها كل يوم', side: 'right', inside: true },
      { text: 'I look forward to it', side: 'left', inside: true },
      { text: 'Let us break the ice', side: 'left', inside: true },
      { text: 'اكتب خمس جمل', side: 'right', inside: true },
      { text: 'Write them in English', side: 'left', inside: true },
    ];
    await expect.poll(() => listMarkers(page)).toEqual(items);
    await screenshot(page, 'notebook-lists-phone');
    await screenshot(page, 'notebook-lists-desktop', DESKTOP);

    // the recap shows the same lines, each marker at its own line's start
    await expect.poll(savedNotebook(lessonId), { timeout: 15_000 }).toContain('Write them in English');
    await page.goto(`/lesson/${lessonId}/recap`);
    const lines = page.getByTestId('recap-notebook-line');
    await lines.first().waitFor();
    const markerSides = await lines.evaluateAll((els) =>
      els.flatMap((line) => {
        const text = line.firstChild;
        const marker = line.textContent?.match(/^\s*(•|\d+\.)\s/)?.[0].trimEnd();
        if (!text || !marker) return [];
        const part = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(text, from);
          range.setEnd(text, to);
          return range.getBoundingClientRect();
        };
        const [mark, words] = [part(0, marker.length), part(marker.length + 1, line.textContent!.length)];
        return [{ text: line.textContent!.slice(marker.length + 1), side: mark.left >= words.right - 1 ? 'right' : 'left' }];
      }),
    );
    expect(markerSides).toEqual(items.map(({ text, side }) => ({ text, side })));
    await screenshot(page, 'notebook-lists-recap-phone');
    await screenshot(page, 'notebook-lists-recap-desktop', DESKTOP);
    expect(tutor.errors).toEqual([]);
    await tutor.context.close();
  });
});
