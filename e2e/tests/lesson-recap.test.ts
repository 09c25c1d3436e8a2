import { MINUTE_MS } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { fireScheduled } from '../../dev/cron';
import { lessonAt } from '../booking-steps';
import { DESKTOP, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const homeworkDone = (lessonId: number) => async () =>
  (
    await sql<{ done: number }>("select done_at is not null as done from lesson_marks where lesson_id = ? and kind = 'homework'", [
      lessonId,
    ])
  )[0]?.done;

describe('what a student takes away from a lesson', () => {
  it('the tutor (desktop) adds a word, a correction and homework on the lesson page; the student (phone) opens the recap from the bell and ticks the homework; the tutor sees it done', {
    timeout: 300_000,
  }, async () => {
    // the lesson is on now: it began ten minutes ago
    const { lessonId, tutorEmail, email } = await lessonAt(Date.now() - 10 * MINUTE_MS, 'طالبة الملخص', 'recap');

    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(tutor.page, tutorEmail);
    await tutor.page.goto(`/lesson/${lessonId}`);
    const panel = tutor.page.getByTestId('marks-panel');
    await panel.getByLabel('الكلمة أو العبارة بالإنجليزية').fill('to look forward to');
    await panel.getByLabel('معناها بالعربية').fill('يتطلع إلى');
    await panel.getByLabel('مثال في جملة').fill('I look forward to our next lesson.');
    await press(panel.getByRole('button', { name: 'أضف الكلمة' }));
    await panel.getByTestId('recap-words').getByText('to look forward to').waitFor();
    await press(panel.getByRole('radio', { name: 'تصحيح' }));
    await panel.getByLabel('قال الطالب').fill('I am agree');
    await panel.getByLabel('والأصح أن يقول').fill('I agree');
    await press(panel.getByRole('button', { name: 'أضف التصحيح' }));
    await panel.getByTestId('recap-corrections').getByText('I agree', { exact: true }).waitFor();
    await press(panel.getByRole('radio', { name: 'واجب' }));
    await panel.getByLabel('المطلوب').fill('اكتب خمس جمل عن يومك');
    // a due day typed in Arabic-Indic digits, as on an Egyptian keyboard
    await panel.getByLabel('موعد التسليم (اختياري)', { exact: true }).fill('٣١/١٢/٢٠٣٠');
    await press(panel.getByRole('button', { name: 'أضف الواجب' }));
    await panel.getByTestId('recap-homework').getByText('اكتب خمس جمل عن يومك').waitFor();
    expect(await panel.getByTestId('recap-homework').textContent()).toContain('٣١ ديسمبر');
    await screenshot(tutor.page, 'lesson-marks-tutor-desktop');
    await screenshot(tutor.page, 'lesson-marks-tutor-phone', PHONE);
    expect(await sql('select kind, due from lesson_marks where lesson_id = ? order by id', [lessonId])).toEqual([
      { kind: 'word', due: null },
      { kind: 'correction', due: null },
      { kind: 'homework', due: '2030-12-31' },
    ]);

    // the lesson ends; the next cron tick tells the student
    await sql('update lessons set start = ? where id = ?', [Date.now() - 40 * MINUTE_MS, lessonId]);
    await fireScheduled(baseUrl, inject('triggerSecret'), '*/5 * * * *', Date.now());

    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(student.page, email);
    await press(student.page.getByRole('button', { name: /^الإشعارات/ }));
    const notice = student.page.getByRole('link', { name: /ملخص درسك مع .+ جاهز/ });
    await notice.waitFor();
    await screenshot(student.page, 'lesson-recap-bell-phone');
    await press(notice);
    await student.page.waitForURL(`**/lesson/${lessonId}/recap`);
    const recap = student.page.getByTestId('lesson-recap');
    await recap.getByTestId('recap-words').getByText('يتطلع إلى').waitFor();
    expect(await recap.getByTestId('recap-corrections').textContent()).toContain('I am agree');
    const homework = recap.getByRole('checkbox', { name: 'اكتب خمس جمل عن يومك' });
    expect(await homework.isChecked()).toBe(false);
    await screenshot(student.page, 'lesson-recap-student-phone');
    await press(homework);
    await expect.poll(() => homework.isChecked()).toBe(true);
    await expect.poll(homeworkDone(lessonId)).toBe(1);
    // the saved tick stays once the answer is in
    await expect.poll(() => recap.getByRole('checkbox', { name: 'اكتب خمس جمل عن يومك', disabled: false }).isChecked()).toBe(true);
    await screenshot(student.page, 'lesson-recap-student-desktop', DESKTOP);

    // the tutor finds the recap from their past lessons and sees the homework done
    await tutor.page.goto('/t/dashboard');
    await press(tutor.page.getByTestId('past-lesson').filter({ hasText: 'طالبة الملخص' }).getByTestId('recap-link'));
    await tutor.page.waitForURL(`**/lesson/${lessonId}/recap`);
    await expect.poll(async () => (await tutor.page.getByTestId('homework-state').textContent()) ?? '').toContain('أنجزه الطالب');
    await screenshot(tutor.page, 'lesson-recap-tutor-desktop');
    expect(tutor.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await tutor.context.close();
    await student.context.close();
  });
});
