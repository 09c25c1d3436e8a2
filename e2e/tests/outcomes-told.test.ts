import { InterviewStatus, Role } from '@kalam/core';
import { createClient } from '@libsql/client';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const dbUrl = inject('dbUrl');
const browser = useBrowser();

/** A real phone: Playwright's phone emulation (touch, device scale factor 3), in Arabic and Cairo time. */
async function phonePage(b: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(b, baseUrl, PHONE);
  return { page, errors, close: () => context.close() };
}

/** Loads a page and waits until the app runs on it. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 45_000 });
}

async function sql<T = Record<string, unknown>>(query: string, args: (string | number)[] = []): Promise<T[]> {
  const db = createClient({ url: dbUrl });
  try {
    const { columns, rows } = await db.execute({ sql: query, args });
    return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as T);
  } finally {
    db.close();
  }
}

async function newApplicant(name: string): Promise<{ email: string; id: number }> {
  const email = `told.applicant.${Date.now()}@kalam.test`;
  const res = await fetch(`${baseUrl}/api/v1/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${150 + (Date.now() % 50)}` },
    body: JSON.stringify({ name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: Role.Tutor }),
  });
  expect(res.status).toBe(201);
  await sql('update users set verified = 1 where email = ?', [email]);
  const [row] = await sql<{ id: number }>('select id from users where email = ?', [email]);
  await sql("update tutors set bio = 'مدرسة محادثة ونطق للمبتدئين', about = 'أدرّس الإنجليزية منذ سبع سنوات.' where user_id = ?", [row!.id]);
  await sql('insert or ignore into tutor_topics (tutor_id, topic_id) select ?, id from topics order by id limit 2', [row!.id]);
  return { email, id: row!.id };
}

describe('every outcome told', () => {
  it('a re-booked earlier interview shows live after reload; the interviewer is told and sees the application; a pass shows level and feedback', async () => {
    const name = `Nour Told${Date.now() % 100000}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const { email } = await newApplicant(name);
    const token = await apiToken(email);
    const { body: choices } = await apiCall<{ interviewer: { id: number; name: string }; times: number[] }[]>('/user/interviewer/select', {
      token,
    });
    const walid = choices.find((c) => c.interviewer.name === 'Walid Fathy')!;
    expect(walid.times.length).toBeGreaterThan(2);
    // the later time first, through the API, as if booked on another day
    const later = await apiCall<{ id: number }>('/interview', {
      method: 'POST',
      token,
      body: { interviewerId: walid.interviewer.id, start: walid.times.at(-1) },
    });
    expect(later.status).toBe(201);

    const applicant = await phonePage(browser());
    const page = applicant.page;
    await open(page, '/login');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await open(page, '/tutor/onboarding');
    const result = page.getByTestId('interview-result');
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
    await result.getByRole('button', { name: 'إلغاء المقابلة' }).tap();
    await result.getByRole('button', { name: 'نعم، ألغِ المقابلة' }).tap();
    await result.getByRole('button', { name: 'احجز موعدًا جديدًا' }).tap();
    await page.getByRole('heading', { name: 'احجز مقابلتك' }).waitFor();
    await page.getByTestId('interview-day').first().tap();
    await page.getByTestId('interview-time').first().tap();
    await page.getByRole('button', { name: 'تأكيد حجز المقابلة' }).tap();
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');

    // after a reload the live (earlier) interview shows, never the cancelled later one, with its join link
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('بانتظار المقابلة');
    const [live] = await sql<{ id: number; start: number }>(
      'select id, start from interviews where interviewee_id = (select id from users where email = ?) and status = ?',
      [email, InterviewStatus.Pending],
    );
    expect(live!.start).toBeLessThan(walid.times.at(-1)!);
    await result.getByRole('link', { name: 'ادخل المقابلة' }).waitFor();
    await screenshot(page, 'told-onboarding-rebooked-phone');
    // five minutes before its start, the join link opens the call
    await sql('update interviews set start = ? where id = ?', [Date.now() + 5 * 60_000, live!.id]);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect
      .poll(() => result.getByRole('link', { name: 'ادخل المقابلة' }).getAttribute('href'))
      .toBe(`/session?id=interview-${live!.id}`);
    await screenshot(page, 'told-onboarding-join-phone');

    // the interviewer's bell names the applicant; the notice opens the whole application
    const manager = await newPage(browser(), baseUrl, DESKTOP);
    const mp = manager.page;
    await signIn(mp, 'manager@kalam.test');
    await mp.getByRole('button', { name: /الإشعارات: / }).click();
    const notice = mp.getByRole('link', { name: new RegExp(`مقابلة محجوزة مع .?${name}`) }).first();
    await notice.waitFor();
    await mp
      .getByRole('link', { name: new RegExp(`أُلغيت المقابلة مع .?${name}`) })
      .first()
      .waitFor();
    await screenshot(mp, 'told-bell-interviewer-desktop');
    await notice.click();
    await mp.waitForURL(`**/interviews?id=${live!.id}`);
    const dialog = mp.getByRole('dialog');
    const application = dialog.getByTestId('application');
    await expect.poll(() => application.getByTestId('application-bio').textContent()).toBe('مدرسة محادثة ونطق للمبتدئين');
    await application.getByRole('link', { name: 'معاينة صفحته العامة' }).waitFor();
    await screenshot(mp, 'told-application-desktop');
    await mp.setViewportSize({ width: 390, height: 844 });
    await screenshot(mp, 'told-application-narrow');
    await mp.setViewportSize({ width: 1366, height: 800 });

    // it takes place; the manager passes and signs it
    await sql('update interviews set start = ? where id = ?', [Date.now() - 40 * 60_000, live!.id]);
    await mp.reload();
    await dialog.getByTestId('interview-summary').filter({ hasText: name }).waitFor();
    await dialog.getByLabel('النتيجة').selectOption(String(InterviewStatus.Passed));
    await dialog.getByLabel('المستوى').selectOption('4');
    await dialog.getByRole('textbox', { name: 'التقييم للمتقدم' }).fill('نطق واضح ومحادثة طبيعية.');
    await dialog.getByRole('button', { name: 'اعتماد النتيجة' }).click();
    await dialog.getByRole('alertdialog').getByRole('button', { name: 'نعم، اعتمد النتيجة' }).click();
    await dialog.getByTestId('interview-read-only').waitFor();

    // the applicant is told in the bell, and the notice opens the result: level and feedback, then the dashboard
    await open(page, '/t/dashboard');
    await page.getByRole('button', { name: /الإشعارات: / }).tap();
    const passed = page.getByRole('link', { name: /نجحت في مقابلتك مع .?Walid Fathy/ });
    await passed.waitFor();
    await screenshot(page, 'told-bell-applicant-phone');
    await passed.tap();
    await page.waitForURL('**/tutor/onboarding');
    await expect.poll(() => result.getByTestId('interview-status').textContent()).toBe('ناجح');
    await result.getByText('٤ من ٥').waitFor();
    await expect.poll(() => result.getByTestId('interview-feedback').textContent()).toContain('نطق واضح ومحادثة طبيعية.');
    await screenshot(page, 'told-onboarding-passed-phone');
    await result.getByRole('button', { name: 'اذهب إلى لوحة التحكم' }).tap();
    await page.waitForURL('**/t/dashboard');

    expect(applicant.errors).toEqual([]);
    expect(manager.errors).toEqual([]);
    await applicant.close();
    await manager.context.close();
  }, 300_000);

  it('a tutor’s message reaches the student’s bell, naming the tutor, and the notice opens the chat room', async () => {
    const studentEmail = await newVerifiedStudent('طالب الجرس', 'told.bell');
    const studentToken = await apiToken(studentEmail);
    const [tutorRow] = await sql<{ id: number; name: string }>("select id, name from users where email = 'tutor4@kalam.test'");
    const opened = await apiCall<{ room: { id: number } }>('/chat/new', {
      method: 'POST',
      token: studentToken,
      body: { userId: tutorRow!.id, message: 'مرحبًا، هل أنت متاح هذا الأسبوع؟' },
    });
    expect(opened.status).toBe(201);
    const roomId = opened.body.room.id;

    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(tutor.page, 'tutor4@kalam.test');
    await tutor.page.goto(`/chat?room=${roomId}`);
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('أهلًا! نعم، متاح يوم الأحد.');
    await tutor.page.getByTestId('send-message').click();
    await tutor.page.getByTestId('message').filter({ hasText: 'متاح يوم الأحد' }).waitFor();
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('وأرسل لك الرابط بعد الحجز.');
    await tutor.page.getByTestId('send-message').click();

    const student = await phonePage(browser());
    const sp = student.page;
    await open(sp, '/login');
    await sp.getByLabel('البريد الإلكتروني').fill(studentEmail);
    await sp.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
    await sp.getByRole('button', { name: 'دخول' }).click();
    await sp.waitForURL((u) => !u.pathname.startsWith('/login'));
    const bell = sp.getByRole('button', { name: /الإشعارات: إشعار جديد/ });
    await bell.tap();
    // two messages, one notice for the room
    const notice = sp.getByRole('link', { name: new RegExp(`رسالة جديدة من .?${tutorRow!.name}`) });
    await expect.poll(() => notice.count()).toBe(1);
    await screenshot(sp, 'told-bell-student-phone');
    await notice.tap();
    await sp.waitForURL(`**/chat?room=${roomId}`);
    await sp.getByTestId('message').filter({ hasText: 'أرسل لك الرابط' }).waitFor();

    expect(student.errors).toEqual([]);
    expect(tutor.errors).toEqual([]);
    await student.close();
    await tutor.context.close();
  }, 180_000);
});
