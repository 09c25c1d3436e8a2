import type { Page } from 'playwright-core';
import { sql } from './people';

/** The notebook's editor, a text box named by its title (a lesson's or an interview's), as a screen reader finds it. */
export const notebookBox = (page: Page) => page.getByRole('textbox', { name: /^دفتر (الحصة|المقابلة)$/ });

/** What the notebook shows on a page. */
export const notebookShown = (page: Page) => () => notebookBox(page).evaluate((el) => el.textContent ?? '');

/** Types a line at the notebook's end, key by key, as the person would. */
export async function typeLine(page: Page, line: string) {
  await notebookBox(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(`${line}\n`);
}

/** The notebook's text as the room last saved it: a lesson's, or an interview's. */
export const savedNotebook =
  (id: number, kind: 'lesson' | 'interview' = 'lesson') =>
  async () =>
    (await sql<{ text: string }>(`select text from ${kind}_notebooks where ${kind}_id = ?`, [id]))[0]?.text ?? '';
