import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { press, SCREENSHOTS } from './browser';

/** Device checks with Chromium's fake camera and microphone, then into the call. */
export async function joinCall(page: Page) {
  await page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
  await press(page.getByRole('button', { name: 'التالي' }));
  await press(page.getByRole('button', { name: 'ادخل الدرس' }));
  await page.getByTestId('call-screen').waitFor();
}

/** The call screen alone: a whole-page shot of a playing video outlasts a screenshot's wait on a busy machine. */
export const callShot = (page: Page, name: string) =>
  page.getByTestId('call-screen').screenshot({ path: join(SCREENSHOTS, `${name}.png`), timeout: 60_000 });
