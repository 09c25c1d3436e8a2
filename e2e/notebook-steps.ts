import type { Page } from 'playwright-core';
import { sql } from './people';

/** The notebook's editor, reached as a text box named by the notebook's title, as a screen reader finds it. */
export const notebookBox = (page: Page) => page.getByRole('textbox', { name: 'دفتر الحصة' });

/** What the notebook shows on a page. */
export const notebookShown = (page: Page) => () => notebookBox(page).evaluate((el) => el.textContent ?? '');

/** Types a line at the notebook's end, key by key, as the person would. */
export async function typeLine(page: Page, line: string) {
  await notebookBox(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(`${line}\n`);
}

/** The notebook's text as the room last saved it. */
export const savedNotebook = (lessonId: number) => async () =>
  (await sql<{ text: string }>('select text from lesson_notebooks where lesson_id = ?', [lessonId]))[0]?.text ?? '';
