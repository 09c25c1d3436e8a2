import { MINUTE_MS } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { lessonAt } from '../booking-steps';
import { DESKTOP, type Device, inSight, newPage, PHONE, press, signIn, useBrowser } from '../browser';
import { callShot, joinCall } from '../call-steps';
import { notebookBox } from '../notebook-steps';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('marking a phrase of the notebook during the call', () => {
  for (const [device, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as [Device, string][]) {
    it(`the tutor (${name}) selects a phrase in the call's notebook, fills the marks form in front of the call and is back in the notebook`, {
      timeout: 300_000,
    }, async () => {
      const { lessonId, tutorEmail } = await lessonAt(Date.now() - 5 * MINUTE_MS, 'طالب المكالمة', `call-mark-${name}`);
      const { page, context, errors } = await newPage(browser(), baseUrl, device);
      await signIn(page, tutorEmail);
      await page.goto(`/lesson/${lessonId}`);
      await joinCall(page);
      await press(page.getByTestId('toggle-notebook'));
      const panel = page.getByTestId('call-notebook');
      await panel.locator('[data-testid="notebook-status"][data-state="connected"]').waitFor();

      const box = notebookBox(page);
      await press(box);
      await box.pressSequentially('We never say: I am agree', { timeout: 60_000 });
      for (let i = 0; i < 'I am agree'.length; i++) await box.press('Shift+ArrowLeft');
      await press(page.getByRole('toolbar', { name: 'علِّم العبارة المحددة' }).getByRole('button', { name: 'تصحيح' }));

      // the form is in the call's notebook panel, filled in, with the next empty field focused
      const form = panel.getByTestId('mark-form');
      const said = form.getByLabel('قال الطالب');
      await expect.poll(() => said.inputValue()).toBe('I am agree');
      const better = form.getByLabel('والأصح أن يقول');
      await expect.poll(() => better.evaluate((field) => field === document.activeElement)).toBe(true);
      // it opens with its heading and first field in sight in the panel
      await expect.poll(() => inSight(panel.getByRole('heading', { name: 'ما يأخذه الطالب من الدرس' }))).toBe(true);
      expect(await inSight(said)).toBe(true);
      await callShot(page, `call-mark-form-${name}`);
      // a click lands on the field only if nothing covers it
      await better.click();
      await better.fill('I agree');
      await press(form.getByRole('button', { name: 'أضف التصحيح' }));

      // saved: in the marks list beside the notebook, and the tutor writes on after the phrase, still in the call
      await panel.getByTestId('recap-corrections').getByText('I agree', { exact: true }).waitFor();
      await expect.poll(() => box.evaluate((area) => area.contains(document.activeElement) || area === document.activeElement)).toBe(true);
      await page.keyboard.type('.');
      await expect.poll(() => box.textContent()).toBe('We never say: I am agree.');
      await page.getByTestId('call-screen').waitFor();
      expect(await sql('select kind, text, detail from lesson_marks where lesson_id = ?', [lessonId])).toEqual([
        { kind: 'correction', text: 'I am agree', detail: 'I agree' },
      ]);
      await callShot(page, `call-mark-saved-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
