import { describe, expect, inject, it } from 'vitest';
import { timeLabel } from '../booking-steps';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const fawryUrl = inject('fawryUrl');
const browser = useBrowser();

describe('admin tools in a real browser', () => {
  it('an admin opens a deactivated tutor’s page and sees why students cannot; a visitor finds nothing', async () => {
    const [tutor] = await sql<{ id: number; name: string }>("select id, name from users where email = 'tutor29@kalam.test'");
    await sql('update users set deactivated_at = ? where id = ?', [Date.now(), tutor!.id]);
    try {
      await apiCall('/cache/flush', { method: 'DELETE', token: await apiToken('super@kalam.test') });
      const admin = await newPage(browser(), baseUrl, PHONE);
      await signIn(admin.page, 'admin@kalam.test');
      await admin.page.goto(`/t/${tutor!.id}`);
      await admin.page.getByRole('heading', { level: 1, name: tutor!.name }).waitFor();
      await admin.page.getByTestId('hidden-tutor-banner').filter({ hasText: 'هذا الحساب معطّل' }).waitFor();
      await expect.poll(() => admin.page.locator('#booking').count()).toBe(0);
      await screenshot(admin.page, 'admin-deactivated-tutor-phone');

      const visitor = await newPage(browser(), baseUrl);
      await visitor.page.goto(`/t/${tutor!.id}`);
      await visitor.page.getByText('الصفحة غير موجودة').first().waitFor();
      // the page itself answers 404 (the server renders for visitors); the admin's screen is drawn in the browser
      expect(admin.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await Promise.all([admin.context.close(), visitor.context.close()]);
    } finally {
      await sql('update users set deactivated_at = null where id = ?', [tutor!.id]);
    }
  });

  it('remembers the page size chosen on one list, on every paged list and after a reload', async () => {
    const admin = await newPage(browser(), baseUrl);
    await signIn(admin.page, 'admin@kalam.test');
    await admin.page.goto('/admin/users');
    const perPage = admin.page.getByLabel('عدد النتائج في الصفحة');
    await perPage.selectOption('20');
    await admin.page.goto('/admin/lessons');
    await expect.poll(() => perPage.inputValue()).toBe('20');
    await admin.page.reload();
    await expect.poll(() => perPage.inputValue()).toBe('20');
    await admin.page.goto('/tutors');
    await expect.poll(() => admin.page.getByTestId('tutor-card').count()).toBe(20);
    await perPage.selectOption('10');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('an admin refunds part of a payment, is stopped above what is left, then refunds the rest, confirming each time', async () => {
    const email = await newVerifiedStudent('Refund Student', 'refund');
    const started = await apiCall<{ transaction: { id: number; amount: number; merchantRefNum: string } }>('/fawry/pay/ref-num', {
      method: 'POST',
      token: await apiToken(email),
      body: { planId: 1, period: 0 },
    });
    expect(started.status).toBe(201);
    const settled = await fetch(`${fawryUrl}/sandbox/orders/${started.body.transaction.merchantRefNum}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAID' }),
    });
    expect(settled.ok).toBe(true);
    const txId = started.body.transaction.id;
    await expect
      .poll(async () => (await sql<{ status: number }>('select status from transactions where id = ?', [txId]))[0]!.status)
      .toBe(1);
    const [student] = await sql<{ id: number }>('select id from users where email = ?', [email]);

    const admin = await newPage(browser(), baseUrl, PHONE);
    const page = admin.page;
    await signIn(page, 'admin@kalam.test');
    await page.goto(`/admin/user/${student!.id}`);
    const payments = page.getByTestId('member-payments');
    await payments.getByText('مدفوع', { exact: true }).waitFor();
    await payments.getByRole('button', { name: 'استرداد' }).click();
    const dialog = page.getByRole('dialog', { name: 'استرداد مبلغ للطالب' });
    const amount = dialog.getByLabel('المبلغ المسترد (جنيه)');
    await amount.fill('100000');
    await dialog.getByLabel('سبب الاسترداد').fill('الطالب لم يحضر أي درس');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await dialog.getByText(/اكتب مبلغًا أكبر من صفر ولا يزيد على/).waitFor();
    await amount.fill('100');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'استرداد مبلغ للطالب' });
    await confirm.getByText(/ويبقى الباقي مدفوعًا/).waitFor();
    await screenshot(page, 'admin-refund-confirm-phone');
    await confirm.getByRole('button', { name: /^نعم، استرد/ }).click();
    await page.getByRole('status').filter({ hasText: 'تم استرداد' }).first().waitFor();
    await payments.getByText('مسترد جزئيًا', { exact: true }).waitFor();
    expect(
      (await sql<{ refunded_amount: number }>('select refunded_amount from transactions where id = ?', [txId]))[0]!.refunded_amount,
    ).toBe(10_000);

    // the rest: the amount offered is what is left
    await payments.getByRole('button', { name: 'استرداد' }).click();
    await expect
      .poll(async () => Number(await dialog.getByLabel('المبلغ المسترد (جنيه)').inputValue()) * 100)
      .toBe(started.body.transaction.amount - 10_000);
    await dialog.getByLabel('سبب الاسترداد').fill('إلغاء الاشتراك بطلب الطالب');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await confirm.getByText(/المبلغ المتبقي كله/).waitFor();
    await confirm.getByRole('button', { name: /^نعم، استرد/ }).click();
    await payments.getByText('مسترد', { exact: true }).waitFor();
    await expect.poll(() => payments.getByRole('button', { name: 'استرداد' }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('an admin turns a payout method off and sets its bounds; tutors stop seeing it, and on again', async () => {
    const admin = await newPage(browser(), baseUrl);
    const page = admin.page;
    await signIn(page, 'admin@kalam.test');
    await page.goto('/admin/platform-settings');
    const [before] = await sql<{ min: number; max: number }>('select min, max from withdraw_methods where type = ?', ['instapay']);
    const instapay = page.getByTestId('withdraw-method-instapay');
    await instapay.getByText('مفعّلة', { exact: true }).waitFor();
    await instapay.getByLabel('مفعّلة للمدرسين').uncheck();
    await instapay.getByLabel('أقل مبلغ (جنيه)').fill('3000');
    await instapay.getByLabel('أكبر مبلغ (جنيه)').fill('2000');
    await instapay.getByRole('button', { name: 'حفظ إنستاباي' }).click();
    await instapay.getByText('الحد الأدنى للسحب أكبر من الحد الأقصى.').waitFor();
    await instapay.getByLabel('أقل مبلغ (جنيه)').fill('200');
    await instapay.getByRole('button', { name: 'حفظ إنستاباي' }).click();
    await page.getByRole('status').filter({ hasText: 'حُفظت إنستاباي' }).first().waitFor();
    await instapay.getByText('معطّلة', { exact: true }).waitFor();
    await screenshot(page, 'admin-withdraw-methods-desktop');
    expect(await sql('select min, max, enabled from withdraw_methods where type = ?', ['instapay'])).toEqual([
      { min: 20_000, max: 200_000, enabled: 0 },
    ]);
    const tutor = await apiToken('tutor3@kalam.test');
    const offered = await apiCall<{ type: string }[]>('/withdraw-method/list', { token: tutor });
    expect(offered.body.map((m) => m.type)).not.toContain('instapay');

    await instapay.getByLabel('مفعّلة للمدرسين').check();
    await instapay.getByLabel('أقل مبلغ (جنيه)').fill(String(before!.min / 100));
    await instapay.getByLabel('أكبر مبلغ (جنيه)').fill(String(before!.max / 100));
    await instapay.getByRole('button', { name: 'حفظ إنستاباي' }).click();
    await instapay.getByText('مفعّلة', { exact: true }).waitFor();
    expect((await apiCall<{ type: string }[]>('/withdraw-method/list', { token: tutor })).body.map((m) => m.type)).toContain('instapay');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('an admin edits their reply to a report and deletes the reporter’s, each as the API allows', async () => {
    const email = await newVerifiedStudent('Report Student', 'reporter');
    const student = await apiToken(email);
    const report = await apiCall<{ id: number }>('/report', {
      method: 'POST',
      token: student,
      body: { title: 'المدرس تأخر عن الدرس', message: '<p>انتظرت المدرس عشر دقائق ولم يحضر.</p>' },
    });
    expect(report.status).toBe(201);
    const adminToken = await apiToken('admin@kalam.test');
    expect(
      (
        await apiCall('/report/reply', {
          method: 'POST',
          token: adminToken,
          body: { reportId: report.body.id, message: '<p>نعتذر، سنراجع الدرس.</p>' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await apiCall('/report/reply', {
          method: 'POST',
          token: student,
          body: { reportId: report.body.id, message: '<p>شكرًا، أنتظر ردكم.</p>' },
        })
      ).status,
    ).toBe(201);

    const admin = await newPage(browser(), baseUrl, PHONE);
    const page = admin.page;
    await signIn(page, 'admin@kalam.test');
    await page.goto(`/admin/reports?id=${report.body.id}`);
    const thread = page.getByTestId('report-thread');
    const mine = thread.getByTestId('report-reply').filter({ hasText: 'نعتذر، سنراجع الدرس.' });
    const theirs = thread.getByTestId('report-reply').filter({ hasText: 'شكرًا، أنتظر ردكم.' });
    await mine.waitFor();
    // the API lets only a reply's author edit it: the reporter's reply offers deleting, not editing
    await expect.poll(() => theirs.getByRole('button', { name: 'تعديل' }).count()).toBe(0);
    await mine.getByRole('button', { name: 'تعديل' }).click();
    const editor = thread.getByTestId('edit-reply');
    await editor.getByLabel('نص الرد').fill('نعتذر، راجعنا الدرس وسنعوضك بدرس مجاني.');
    await editor.getByRole('button', { name: 'حفظ التعديل' }).click();
    await thread.getByTestId('report-reply').filter({ hasText: 'سنعوضك بدرس مجاني' }).getByText('مُعدَّل').waitFor();
    await theirs.getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'حذف هذا الرد؟' });
    await screenshot(page, 'admin-report-reply-delete-phone');
    await confirm.getByRole('button', { name: 'نعم، احذف الرد' }).click();
    await expect.poll(() => theirs.count()).toBe(0);
    const replies = await apiCall<{ list: { message: string }[] }>(`/report/reply/report/${report.body.id}`, { token: student });
    expect(replies.body.list).toHaveLength(1);
    expect(replies.body.list[0]!.message).toContain('نعتذر، راجعنا الدرس وسنعوضك بدرس مجاني.');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('an admin moves a booked lesson to another free time of its tutor', async () => {
    const email = await newVerifiedStudent('Moved Student', 'moved');
    const student = await apiToken(email);
    // a tutor no other test signs in as: the settings test changes tutor5's password
    const tutorToken = await apiToken('tutor11@kalam.test');
    const tutor = (await apiCall<{ id: number }>('/user/current', { token: tutorToken })).body;
    // two free days a week ahead, so there is somewhere to move to
    const day = Math.ceil((Date.now() + 7 * 86_400_000) / 86_400_000) * 86_400_000;
    await apiCall('/availability-slot/', {
      method: 'POST',
      token: tutorToken,
      body: { type: 'slot', kind: 'add', start: day + 6 * 3_600_000, end: day + 9 * 3_600_000 },
    });
    const booked = await apiCall<{ id: number; start: number }>('/lesson/', {
      method: 'POST',
      token: student,
      body: { tutorId: tutor.id, start: day + 6 * 3_600_000, duration: 30 },
    });
    expect(booked.status).toBe(201);

    const admin = await newPage(browser(), baseUrl);
    const page = admin.page;
    await signIn(page, 'admin@kalam.test');
    await page.goto(`/admin/lessons?studentId=${(await sql<{ id: number }>('select id from users where email = ?', [email]))[0]!.id}`);
    const row = page.getByTestId('lesson-row').filter({ hasText: 'Moved Student' });
    await row.getByRole('button', { name: 'تغيير الموعد' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغيير موعد الدرس' });
    // the lesson's own day opens on the time grid; its tutor's other free times are offered
    const target = String(day + 8 * 3_600_000);
    await dialog
      .getByTestId('admin-move-time')
      .getByRole('button', { name: timeLabel(Number(target)), exact: true })
      .click();
    await dialog.getByLabel(/سبب التغيير/).fill('المدرس عنده ظرف طارئ');
    await screenshot(page, 'admin-move-lesson-desktop');
    await screenshot(page, 'admin-move-lesson-phone', PHONE);
    await dialog.getByRole('button', { name: 'نقل الدرس' }).click();
    await page.getByRole('status').filter({ hasText: 'نُقل الدرس إلى' }).first().waitFor();
    const lessons = await sql<{ start: number; canceled_at: number | null }>(
      'select start, canceled_at from lessons where student_id = (select id from users where email = ?) order by id',
      [email],
    );
    expect(lessons).toEqual([
      { start: booked.body.start, canceled_at: expect.any(Number) },
      { start: Number(target), canceled_at: null },
    ]);
    // both members are told why, in the bell
    const told = await sql<{ user_id: number; reason: string }>(
      "select user_id, json_extract(data, '$.reason') as reason from notifications where kind = 'lesson-rebooked' and lesson_id = (select id from lessons where rebooked_from = ?)",
      [booked.body.id],
    );
    expect(told.map((n) => n.reason)).toEqual(['المدرس عنده ظرف طارئ', 'المدرس عنده ظرف طارئ']);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
