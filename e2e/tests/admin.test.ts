import { InterviewStatus, photoUrl, Role } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { solidPng } from '../../dev/fixtures/png';
import { DEMO_PASSWORD } from '../../dev/seed';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const fawryUrl = inject('fawryUrl');
const browser = useBrowser();

/** Letters only (names take no digits; codes and aliases read better this way too), unique per call. */
let calls = 0;
function uniqueLetters(): string {
  const n = Date.now() * 100 + (calls++ % 100);
  return n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
}
const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** The same unique letters in Arabic script: an Arabic name an admin would type. */
const arabicLetters = (s: string) => [...s.toLowerCase()].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهو'[c.charCodeAt(0) - 97] ?? c).join('');

/** A new tutor applicant with a confirmed email (not activated: no interview yet), signed up through the API. */
async function newVerifiedApplicant(name: string): Promise<string> {
  const email = `applicant.${Date.now()}@kalam.test`;
  const res = await fetch(`${baseUrl}/api/v1/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${150 + (Date.now() % 50)}` },
    body: JSON.stringify({ name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: Role.Tutor }),
  });
  expect(res.status).toBe(201);
  await sql('update users set verified = 1 where email = ?', [email]);
  return email;
}

/** The smallest MP4 the upload accepts: an `ftyp` box (isom brand) and some media bytes. */
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const tinyMp4 = () => Buffer.from([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isommp41'), ...new Uint8Array(2048)]);

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('admin, interviews and studio in a real browser', () => {
  it('an applicant completes onboarding and books an interview; the manager passes and signs it; the new tutor is listed', async () => {
    const name = `Nadia ${capitalised(uniqueLetters())}`;
    const email = await newVerifiedApplicant(name);
    const applicant = await newPage(browser(), baseUrl, PHONE);
    const page = applicant.page;
    await signIn(page, email);
    await page.goto('/tutor/onboarding');

    // step 1: Arabic bio, about, topics, saved by the step's one button
    await page.getByRole('button', { name: /ملفك/, exact: false }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByRole('textbox', { name: 'نبذة قصيرة بالعربية' }).fill('مدرسة محادثة ونطق للمبتدئين');
    await page.getByRole('textbox', { name: 'عنك', exact: true }).fill('أدرّس الإنجليزية منذ سبع سنوات، وأركز على المحادثة العملية.');
    await page
      .locator('label')
      .filter({ hasText: /^محادثة$/ })
      .click();
    await page
      .locator('label')
      .filter({ hasText: /^النطق$/ })
      .click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'محادثة', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'حفظ والمتابعة' }).click();
    await toast(page, 'حُفظ ملفك.').waitFor();
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>('select count(*) as n from tutor_topics tt join users u on u.id = tt.tutor_id where u.email = ?', [
              email,
            ])
          )[0]!.n,
      )
      .toBe(2);
    await screenshot(page, 'onboarding-profile-phone');

    // step 2: the photo, cropped in a square frame before it uploads
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(480, 480, [120, 60, 160])) });
    await page.getByRole('button', { name: 'رفع الصورة' }).click();
    await toast(page, 'تم تحديث الصورة').waitFor();

    // step 3: the intro video, uploaded with progress
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('heading', { name: 'فيديو تعريفي' }).waitFor();
    await page.getByTestId('video-input').setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await page.getByRole('button', { name: 'رفع الفيديو' }).click();
    await page.locator('p[role="status"]').filter({ hasText: 'تم رفع الفيديو التعريفي.' }).waitFor();
    const [stored] = await sql<{ video: string | null }>(
      'select t.video from tutors t join users u on u.id = t.user_id where u.email = ?',
      [email],
    );
    expect(stored!.video).toBeTruthy();

    // step 4: the manager's free times; the last day offered, its first time
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('heading', { name: 'احجز مقابلتك' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /Walid Fathy/ }).isChecked()).toBe(true);
    await page.getByTestId('interview-day').last().click();
    await page.getByTestId('interview-time').first().click();
    await page.getByTestId('interview-summary').filter({ hasText: 'Walid Fathy' }).waitFor();
    await screenshot(page, 'onboarding-book-phone');
    await page.getByRole('button', { name: 'تأكيد حجز المقابلة' }).click();

    // step 5: booked and pending
    const result = page.getByTestId('interview-result');
    await result.waitFor();
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
    await expect.poll(() => result.getByTestId('signed-badge').count()).toBe(0);
    await screenshot(page, 'onboarding-pending-phone');

    // the manager records the result and signs it
    const manager = await newPage(browser(), baseUrl);
    const mp = manager.page;
    await signIn(mp, 'manager@kalam.test');
    await mp.goto('/interviews');
    await mp.getByRole('tab', { name: 'قيد الانتظار' }).click();
    await expect.poll(() => mp.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false');
    await screenshot(mp, 'interviews-board-phone', PHONE);
    await mp.getByRole('button', { name: `تفاصيل مقابلة ${name}` }).click();
    const dialog = mp.getByRole('dialog');
    await dialog.getByTestId('interview-summary').filter({ hasText: name }).waitFor();
    await dialog.getByLabel('النتيجة').selectOption(String(InterviewStatus.Passed));
    await dialog.getByLabel('المستوى').selectOption('4');
    await dialog.getByRole('textbox', { name: 'التقييم للمتقدم' }).fill('نطق واضح ومحادثة طبيعية.\n\nننصح بمزيد من التدريب على القواعد.');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await toast(mp, 'حُفظت المقابلة.').waitFor();
    // not before it has taken place: the button waits, and says why
    const signButton = dialog.getByRole('button', { name: 'اعتماد النتيجة' });
    await expect.poll(() => signButton.isDisabled()).toBe(true);
    await dialog.getByText(/تُعتمد النتيجة بعد أن تتم المقابلة/).waitFor();
    await screenshot(mp, 'interview-sign-waits-desktop');
    // the interview takes place (its time moves into the past); the manager opens it again
    await sql('update interviews set start = ? where interviewee_id = (select id from users where email = ?)', [
      Date.now() - 40 * 60_000,
      email,
    ]);
    await mp.reload();
    await mp.getByRole('tab', { name: 'الناجحون' }).click();
    // a row is clicked once the tab's own rows are there, as a person waits for the list to settle
    await expect.poll(() => mp.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false');
    await mp.getByRole('button', { name: `تفاصيل مقابلة ${name}` }).click();
    await dialog.getByTestId('interview-summary').filter({ hasText: name }).waitFor();
    await dialog.getByRole('button', { name: 'اعتماد النتيجة' }).click();
    const confirm = dialog.getByRole('alertdialog');
    await confirm.filter({ hasText: name }).waitFor();
    await screenshot(mp, 'interview-sign-desktop');
    await confirm.getByRole('button', { name: 'نعم، اعتمد النتيجة' }).click();
    await dialog.getByTestId('interview-read-only').filter({ hasText: 'Walid Fathy' }).waitFor();
    await toast(mp, 'اعتُمدت نتيجة المقابلة.').waitFor();
    await screenshot(mp, 'interview-signed-desktop');

    // the applicant comes back: a signed pass with level and feedback, then the dashboard
    await page.reload();
    await result.waitFor();
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('ناجح');
    await result.getByTestId('signed-badge').waitFor();
    await result.getByText('مبروك! نجحت في المقابلة').waitFor();
    await expect
      .poll(() => result.getByTestId('interview-feedback').locator('p').allTextContents())
      .toEqual(['نطق واضح ومحادثة طبيعية.', 'ننصح بمزيد من التدريب على القواعد.']);
    await result.getByText('٤ من ٥').waitFor();
    await screenshot(page, 'onboarding-passed-phone');
    await result.getByRole('button', { name: 'اذهب إلى لوحة التحكم' }).click();
    await page.waitForURL('**/t/dashboard');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.getByTestId('onboarding-banner').count()).toBe(0);

    // a visitor finds the new tutor on /tutors, with the photo and topics
    const visitor = await newPage(browser(), baseUrl);
    await visitor.page.goto('/tutors');
    await visitor.page.getByTestId('tutor-card').first().waitFor();
    await visitor.page.locator('#tutor-search').fill(name);
    await visitor.page.getByRole('button', { name: 'بحث', exact: true }).click();
    const card = visitor.page.getByTestId('tutor-card').filter({ hasText: name });
    await card.waitFor();
    await expect.poll(() => visitor.page.getByTestId('tutor-card').count()).toBe(1);
    await expect.poll(() => card.textContent()).toContain('مدرسة محادثة ونطق للمبتدئين');
    await expect.poll(() => card.locator('img').first().getAttribute('src')).toMatch(/^\/api\/v1\/assets\/uploads\//);
    await screenshot(visitor.page, 'tutors-new-tutor');

    expect(applicant.errors).toEqual([]);
    expect(manager.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await Promise.all([applicant.context.close(), manager.context.close(), visitor.context.close()]);
  });

  it('an admin adds a plan and a coupon; a student subscribes to that plan with the coupon and pays by reference number', async () => {
    const tag = uniqueLetters().toUpperCase();
    const alias = `Intensive ${capitalised(tag.toLowerCase())}`;
    // students read the Arabic name everywhere; the alias is the admins' label
    const nameAr = `المكثفة ${arabicLetters(tag)}`;
    const code = `SPRING-${tag}`;
    const admin = await newPage(browser(), baseUrl);
    const ap = admin.page;
    await signIn(ap, 'admin@kalam.test');
    await ap.goto('/admin/plans');

    // a plan with more weekly minutes than the seeded ones (listed last), 850 EGP a month
    await ap.getByTestId('new-plan').click();
    await ap.getByTestId('plan-name-ar').fill(nameAr);
    await ap.getByTestId('plan-alias').fill(alias);
    await ap.getByTestId('plan-weekly-minutes').fill('300');
    for (const [period, pounds] of [
      ['month', '850'],
      ['quarter', '2400'],
      ['halfYear', '4500'],
      ['year', '8500'],
    ] as const) {
      await ap.getByTestId(`plan-price-${period}`).fill(pounds);
    }
    await ap.getByTestId('plan-submit').click();
    await toast(ap, 'أُضيفت الباقة.').waitFor();
    const planRow = ap.getByTestId('plan-row').filter({ hasText: alias });
    await planRow.waitFor();
    await expect.poll(() => planRow.textContent()).toContain('متاحة');
    await screenshot(ap, 'admin-plan-created');

    // a 20 % coupon good for another month
    await ap.getByRole('tab', { name: 'أكواد الخصم' }).click();
    await ap.waitForURL(/tab=coupons/);
    await ap.getByTestId('new-coupon').click();
    await ap.getByTestId('coupon-code').fill(code.toLowerCase());
    await ap.getByTestId('coupon-discount').fill('20');
    // the last day typed as an Egyptian admin writes it: day/month/year in Arabic-Indic digits
    const lastDay = new Intl.DateTimeFormat('ar-EG', { timeZone: 'Africa/Cairo', day: 'numeric', month: 'numeric', year: 'numeric' })
      .format(Date.now() + 30 * 86_400_000)
      .replace(/\u200f/g, '');
    await ap.getByTestId('coupon-expiry').fill(lastDay);
    await ap.getByTestId('coupon-submit').click();
    await toast(ap, 'أُضيف كود الخصم.').waitFor();
    const couponRow = ap.getByTestId('coupon-row').filter({ hasText: code });
    await couponRow.waitFor();
    await expect.poll(() => couponRow.textContent()).toContain('صالح');
    await screenshot(ap, 'admin-coupon-created');

    // a new student picks it monthly and applies the code: 850 − 20 % = 680
    const email = await newVerifiedStudent('طالب الباقة الجديدة', 'planner');
    const student = await newPage(browser(), baseUrl, PHONE);
    const sp = student.page;
    await signIn(sp, email);
    await sp.goto('/subscription');
    await sp.getByRole('tab', { name: 'شهري' }).click();
    const card = sp.getByTestId('plan-card').filter({ has: sp.getByRole('heading', { name: nameAr }) });
    await expect.poll(() => card.textContent()).toContain('٨٥٠');
    await card.getByRole('link').click();
    await sp.waitForURL(/\/checkout\/\d+\/0$/);
    const [{ id: planId }] = (await sql<{ id: number }>('select id from plans where alias = ?', [alias])) as [{ id: number }];
    expect(new URL(sp.url()).pathname).toBe(`/checkout/${planId}/0`);
    await sp.getByTestId('checkout-plan').filter({ hasText: nameAr }).waitFor();
    await expect.poll(() => sp.getByTestId('price-total').textContent()).toContain('٨٥٠');
    await sp.getByLabel('كود الخصم').fill(code.toLowerCase());
    await sp.getByRole('button', { name: 'تطبيق' }).click();
    await sp.getByTestId('coupon-applied').filter({ hasText: code }).waitFor();
    await expect.poll(() => sp.getByTestId('price-total').textContent()).toContain('٦٨٠');
    await screenshot(sp, 'checkout-admin-coupon-phone');

    // paid at a Fawry outlet: the sandbox settles the order, the page follows it
    await sp.getByRole('radio', { name: 'الدفع في فوري' }).check();
    await sp.getByTestId('pay-button').click();
    const number = (await sp.getByTestId('reference-number').textContent())!.replace(/\D/g, '');
    const orders = (await (await fetch(`${fawryUrl}/sandbox/orders`)).json()) as { merchantRefNum: string; referenceNumber: string }[];
    const order = orders.find((o) => o.referenceNumber === number)!;
    expect(order).toBeTruthy();
    const settled = await fetch(`${fawryUrl}/sandbox/orders/${order.merchantRefNum}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAID' }),
    });
    expect(settled.ok).toBe(true);
    await sp.getByRole('heading', { name: 'تم الدفع بنجاح، واشتراكك فعّال' }).waitFor({ timeout: 20_000 });
    const rows = await sql(
      `select t.amount, t.discount, c.code from transactions t join users u on u.id = t.user_id left join coupons c on c.id = t.coupon_id
       where u.email = ? and t.plan_id = ?`,
      [email, planId],
    );
    expect(rows).toEqual([{ amount: 68_000, discount: 17_000, code }]);
    await sp.goto('/subscription');
    await sp.getByTestId('subscription-summary').filter({ hasText: nameAr }).waitFor();
    await screenshot(sp, 'subscription-new-plan-phone');

    expect(admin.errors).toEqual([]);
    expect(student.errors).toEqual([]);
    await Promise.all([admin.context.close(), student.context.close()]);
  });

  it('the studio finds a tutor, uploads a new photo with progress, and the public profile shows it', async () => {
    // the profile's heading shows the tutor's Arabic display name where they gave one
    const [{ id: tutorId, name, shown }] = (await sql<{ id: number; name: string; shown: string }>(
      "select u.id, u.name, coalesce(t.name_ar, u.name) as shown from users u join tutors t on t.user_id = u.id where u.email = 'tutor7@kalam.test'",
    )) as [{ id: number; name: string; shown: string }];
    const studio = await newPage(browser(), baseUrl);
    const page = studio.page;
    await signIn(page, 'studio@kalam.test');
    await page.goto('/admin/photo-sessions');
    await page.getByTestId('studio-tutor').first().waitFor();
    await page.getByRole('searchbox', { name: 'ابحث بالاسم' }).fill(name);
    await expect.poll(() => page.getByTestId('studio-tutor').count()).toBe(1);
    await page.getByTestId('studio-tutor').filter({ hasText: name }).waitFor();
    await page.getByRole('link', { name: `جلسة تصوير ${name}` }).click();
    await page.waitForURL(`**/admin/photo-session/${tutorId}`);
    await page.getByRole('heading', { name: `جلسة تصوير ${name}` }).waitFor();
    const photo = page.getByTestId('current-photo');
    const before = (await photo.count()) ? await photo.getAttribute('src') : null;

    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(640, 640, [30, 90, 200])) });
    await page.getByText('portrait.png').waitFor();
    await page.getByTestId('upload-submit').click();
    const bar = page.getByRole('progressbar', { name: 'جارٍ رفع الملفات' });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('data-testid')).toBe('upload-progress');
    await page.getByTestId('upload-done').waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/api\/v1\/assets\/uploads\//);
    const src = (await photo.getAttribute('src'))!;
    expect(src).not.toBe(before);
    // the studio previews the large size the server made (a 480 px square); the profile shows the small one
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="current-photo"]') as HTMLImageElement | null)?.naturalWidth === 480,
    );
    await screenshot(page, 'studio-upload-done');

    await page.getByTestId('public-profile-link').click();
    await page.waitForURL(`**/t/${tutorId}`);
    await page.getByRole('heading', { level: 1, name: shown }).waitFor();
    const avatar = page.locator('header img').first();
    await expect.poll(() => avatar.getAttribute('src')).toBe(photoUrl(src, 'small'));
    await page.waitForFunction(() => (document.querySelector('header img') as HTMLImageElement | null)?.naturalWidth === 96);
    await screenshot(page, 'studio-public-profile');

    // a visitor sees the same new photo
    const visitor = await newPage(browser(), baseUrl);
    await visitor.page.goto(`/t/${tutorId}`);
    await visitor.page.getByRole('heading', { level: 1, name: shown }).waitFor();
    await expect.poll(() => visitor.page.locator('header img').first().getAttribute('src')).toBe(photoUrl(src, 'small'));

    expect(studio.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await Promise.all([studio.context.close(), visitor.context.close()]);
  });
});
