import { InterviewStatus } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { DEMO_PASSWORD } from '../../dev/seed';
import { DESKTOP, type Device, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { mailedCode, newestMail } from '../mailbox';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The smallest MP4 the upload accepts: an `ftyp` box (isom brand) and some media bytes. */
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const tinyMp4 = () => Buffer.from([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isommp41'), ...new Uint8Array(2048)]);

/** A name of letters only, unique per run (names take no digits). */
const uniqueName = (first: string) => `${first} ${(Date.now() % 10_000_000).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const stepButton = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'خطوات الانضمام' }).getByRole('button', { name });

async function journey(device: Device, label: string) {
  const name = uniqueName(label === 'phone' ? 'Salma' : 'Karim');
  const email = `journey.${label}.${Date.now()}@kalam.test`;
  const applicant = await newPage(browser(), baseUrl, device);
  const page = applicant.page;

  // sign up as a tutor: the email's code, then straight into the application (not the working dashboard)
  await page.goto('/register/tutor');
  await page.getByLabel('الاسم').fill(name);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(DEMO_PASSWORD);
  await press(page.getByRole('button', { name: 'إنشاء الحساب' }));
  await page.waitForURL('**/verify-email?**');
  const code = await mailedCode(page, email);
  expect(code).toMatch(/^\d{4}$/);
  await page.getByLabel('كود التأكيد').fill(code!);
  await press(page.getByRole('button', { name: 'تأكيد', exact: true }));
  await page.waitForURL('**/tutor/onboarding');
  await stepButton(page, 'ملفك').and(page.locator('[aria-current="step"]')).waitFor();
  await screenshot(page, `applicant-profile-${label}`);

  // the profile: typed, then the page left through the app (it asks first) and opened again: nothing lost
  const bio = page.getByRole('textbox', { name: 'نبذة قصيرة بالعربية' });
  const about = page.getByRole('textbox', { name: 'عنك', exact: true });
  await bio.fill('مدرسة محادثة ونطق للمبتدئين');
  await about.fill('أدرّس الإنجليزية منذ سبع سنوات، وأركز على المحادثة العملية.');
  await page.getByTestId('draft-note').waitFor();
  await press(stepButton(page, /الفيديو التعريفي/));
  await page.getByRole('heading', { name: 'فيديو تعريفي' }).waitFor();
  await press(page.getByRole('button', { name: 'السابق' }));
  await press(page.getByRole('button', { name: 'السابق' }));
  await expect.poll(() => bio.inputValue()).toBe('مدرسة محادثة ونطق للمبتدئين');
  await press(page.getByRole('banner').getByRole('link', { name: 'كلام', exact: true }));
  const leave = page.getByRole('alertdialog', { name: 'لم تحفظ ملفك بعد' });
  await leave.waitFor();
  await screenshot(page, `applicant-leave-${label}`);
  await press(leave.getByRole('button', { name: 'غادر الصفحة' }));
  await page.waitForURL((u) => u.pathname !== '/tutor/onboarding');
  await page.goto('/tutor/onboarding');
  await expect.poll(() => bio.inputValue()).toBe('مدرسة محادثة ونطق للمبتدئين');
  await expect.poll(() => about.inputValue()).toContain('سبع سنوات');
  await page
    .locator('label')
    .filter({ hasText: /^محادثة$/ })
    .click();
  await expect.poll(() => page.getByRole('checkbox', { name: 'محادثة', exact: true }).isChecked()).toBe(true);
  await press(page.getByRole('button', { name: 'حفظ والمتابعة' }));
  await stepButton(page, /صورتك/).and(page.locator('[aria-current="step"]')).waitFor();
  const [saved] = await sql<{ bio: string; topics: number }>(
    'select t.bio, (select count(*) from tutor_topics tt where tt.tutor_id = t.user_id) as topics from tutors t join users u on u.id = t.user_id where u.email = ?',
    [email],
  );
  expect(saved).toEqual({ bio: 'مدرسة محادثة ونطق للمبتدئين', topics: 1 });
  await stepButton(page, /ملفك.*\(مكتملة\)/).waitFor();

  // the photo: seen in a square frame, zoomed, then the crop alone uploads
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(960, 960, [120, 60, 160])) });
  const cropper = page.getByTestId('photo-cropper');
  await cropper.waitFor();
  await cropper.getByRole('slider', { name: 'التكبير' }).fill('2');
  await screenshot(page, `applicant-crop-${label}`);
  const sent = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/v1/user/asset');
  await press(cropper.getByRole('button', { name: 'رفع الصورة' }));
  expect((await sent).status()).toBe(200);
  await toast(page, 'تم تحديث الصورة').waitFor();
  await stepButton(page, /صورتك.*\(مكتملة\)/).waitFor();

  // the intro video: uploaded, then shown after a reload with its step ticked
  await press(page.getByRole('button', { name: 'التالي' }));
  await page.getByRole('heading', { name: 'فيديو تعريفي' }).waitFor();
  await page.getByTestId('video-input').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await press(page.getByRole('button', { name: 'رفع الفيديو' }));
  await page.locator('p[role="status"]').filter({ hasText: 'تم رفع الفيديو التعريفي.' }).waitFor();
  await page.reload();
  await press(stepButton(page, /الفيديو التعريفي.*\(مكتملة\)/));
  await page.getByTestId('intro-video').waitFor();
  await expect.poll(() => page.getByTestId('video-name').textContent()).toBe('رفعت فيديو تعريفيًا، ويمكنك استبداله.');
  await screenshot(page, `applicant-video-${label}`);

  // the interview: a later time, cancelled, then an earlier one, which shows after a reload with its join link
  await press(page.getByRole('button', { name: 'التالي' }));
  await page.getByRole('heading', { name: 'احجز مقابلتك' }).waitFor();
  await press(page.getByTestId('interview-day').last());
  await press(page.getByTestId('interview-time').last());
  await press(page.getByRole('button', { name: 'تأكيد حجز المقابلة' }));
  const result = page.getByTestId('interview-result');
  await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
  const [first] = await sql<{ start: number }>(
    'select start from interviews where interviewee_id = (select id from users where email = ?)',
    [email],
  );
  await press(result.getByRole('button', { name: 'إلغاء المقابلة' }));
  await press(result.getByRole('button', { name: 'نعم، ألغِ المقابلة' }));
  await press(result.getByRole('button', { name: 'احجز موعدًا جديدًا' }));
  await page.getByRole('heading', { name: 'احجز مقابلتك' }).waitFor();
  await press(page.getByTestId('interview-day').first());
  await press(page.getByTestId('interview-time').first());
  await press(page.getByRole('button', { name: 'تأكيد حجز المقابلة' }));
  await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
  await page.reload();
  await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
  await result.getByRole('link', { name: 'ادخل المقابلة' }).waitFor();
  const [live] = await sql<{ id: number; start: number }>(
    'select id, start from interviews where interviewee_id = (select id from users where email = ?) and status = ?',
    [email, InterviewStatus.Pending],
  );
  expect(live!.start).toBeLessThan(first!.start);
  await screenshot(page, `applicant-booked-${label}`);

  // the interviewer: an email and a notice; the notice opens the whole application
  const manager = await newPage(browser(), baseUrl, DESKTOP);
  const mp = manager.page;
  await signIn(mp, 'manager@kalam.test');
  expect(await newestMail(mp, 'manager@kalam.test')).toContain(`حجز ${name} مقابلة معك`);
  await mp.getByRole('button', { name: /الإشعارات: / }).click();
  const notice = mp.getByRole('link', { name: new RegExp(`مقابلة محجوزة مع .?${name}`) }).first();
  await notice.waitFor();
  await notice.click();
  await mp.waitForURL(`**/interviews?id=${live!.id}`);
  const dialog = mp.getByRole('dialog');
  const application = dialog.getByTestId('application');
  await expect.poll(() => application.getByTestId('application-bio').textContent()).toBe('مدرسة محادثة ونطق للمبتدئين');
  await application.getByTestId('application-video').waitFor();
  await application.getByRole('img', { name: new RegExp(name) }).waitFor();
  await application.getByText('محادثة', { exact: true }).waitFor();
  await screenshot(mp, `applicant-application-${label}`);

  // it takes place; the interviewer passes them with a level and feedback, and signs
  await sql('update interviews set start = ? where id = ?', [Date.now() - 40 * 60_000, live!.id]);
  await mp.reload();
  await dialog.getByTestId('interview-summary').filter({ hasText: name }).waitFor();
  await dialog.getByLabel('النتيجة').selectOption(String(InterviewStatus.Passed));
  await dialog.getByLabel('المستوى').selectOption('4');
  await dialog.getByRole('textbox', { name: 'التقييم للمتقدم' }).fill('نطق واضح ومحادثة طبيعية.');
  await dialog.getByRole('button', { name: 'اعتماد النتيجة' }).click();
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'نعم، اعتمد النتيجة' }).click();
  await dialog.getByTestId('interview-read-only').waitFor();

  // the applicant is told, reads the level and feedback, and goes on to the working dashboard
  expect(await newestMail(page, email)).toContain('Walid Fathy');
  await page.goto('/tutor/onboarding');
  await press(page.getByRole('button', { name: /الإشعارات: / }));
  const passed = page.getByRole('link', { name: /نجحت في مقابلتك مع .?Walid Fathy/ });
  await passed.waitFor();
  await press(passed);
  await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('ناجح');
  await result.getByText('٤ من ٥').waitFor();
  await expect.poll(() => result.getByTestId('interview-feedback').textContent()).toContain('نطق واضح ومحادثة طبيعية.');
  await screenshot(page, `applicant-passed-${label}`);
  await press(result.getByRole('button', { name: 'اذهب إلى لوحة التحكم' }));
  await page.waitForURL('**/t/dashboard');
  await page.getByRole('heading', { level: 1, name }).waitFor();

  expect(applicant.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
  await applicant.context.close();
  await manager.context.close();
}

describe('an applicant’s whole journey to a working tutor', () => {
  it(
    'on a phone: signs up, keeps a draft, crops a photo, uploads a video, re-books an interview, passes and is told',
    () => journey(PHONE, 'phone'),
    300_000,
  );
  it('at a desktop, the same way', () => journey(DESKTOP, 'desktop'), 300_000);
});
