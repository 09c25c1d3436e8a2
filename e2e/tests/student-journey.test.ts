import type { CurrentUser } from '@kalam/core';
import { describe, expect, inject, it } from 'vitest';
import { arabicDigits, freeTimes, pickTime, weekdayLabel } from '../booking-steps';
import { DESKTOP, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { mailedCode } from '../mailbox';
import { apiCall, apiToken } from '../people';

// A new student's whole way, as JOURNEYS.md tells it: from the home page to a booked, paid, rescheduled lesson, a
// tutor's message and back out; pressed as the device presses (a finger on a phone, a mouse on a desktop).
const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a new student on a %s', (size, device) => {
  it('finds a tutor, picks a time, registers with a code typed in Arabic-Indic digits, pays for a plan by card, books, reschedules, checks the devices, reads the tutor’s message from the bell and signs out', async () => {
    const { tutorId, name, shown, starts } = await freeTimes();
    const at = starts[2]!;
    const { context, page, errors } = await newPage(browser(), baseUrl, device);
    // a loaded machine (both cores busy) waits longer for fonts and whole pages
    page.setDefaultTimeout(45_000);
    const shot = (step: string) => screenshot(page, `journey-${step}-${size}`);

    // 1. home → tutors, narrowed to the picked time's weekday and the tutor's name
    await page.goto('/');
    await press(page.getByRole('link', { name: 'تصفح المدرسين' }).first());
    await page.waitForURL((url) => url.pathname === '/tutors');
    if (device.isMobile) await press(page.getByTestId('filters-toggle'));
    await page.getByRole('combobox', { name: 'يوم متاح' }).selectOption({ label: weekdayLabel(at) });
    await page.waitForURL((url) => url.searchParams.has('day'));
    const search = page.getByRole('search').getByRole('combobox', { name: 'ابحث باسم مدرس أو تخصص' });
    await search.fill(name);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const card = page.getByTestId('tutor-card').filter({ hasText: shown });
    await expect.poll(() => card.count()).toBe(1);
    await shot('found');
    await press(card.getByRole('link', { name: 'عرض الملف والحجز' }));

    // 2. the profile: a day, a length and a time, pressed for real; the first lesson is free
    await page.waitForURL((url) => url.pathname === `/t/${tutorId}`);
    await pickTime(page, at);
    const when = (await page.getByTestId('booking-when').textContent())!;
    expect(await page.getByTestId('booking-price').textContent()).toBe('مجاني لأول درس');
    await shot('picked');

    // 3. sign-up keeps the choice; the emailed code is typed as an Egyptian keyboard types it
    await press(page.getByRole('link', { name: 'أنشئ حسابًا لإتمام الحجز' }));
    await page.waitForURL(/\/register\/student\?next=/);
    const email = `journey.${size}.${Date.now()}@example.com`;
    await page.getByLabel('الاسم').fill('سلمى فؤاد');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('secret12!');
    await page.getByLabel('تأكيد كلمة المرور').fill('secret12!');
    await press(page.getByRole('button', { name: 'إنشاء الحساب' }));
    await page.waitForURL(/\/verify-email\?next=/);
    const code = await mailedCode(page, email);
    expect(code).toMatch(/^\d{4}$/);
    await page.getByLabel('كود التأكيد').fill(arabicDigits(code!));
    await press(page.getByRole('button', { name: 'تأكيد', exact: true }));
    await page.waitForURL((url) => url.pathname === `/t/${tutorId}` && url.searchParams.get('at') === String(at));
    await expect.poll(() => page.getByTestId('booking-when').textContent()).toBe(when);
    await expect.poll(() => page.getByTestId('booking-price').textContent()).toBe('مجاني (بدون باقة)');

    // 4. a monthly plan, paid by a card saved at Fawry's page and confirmed through 3-D Secure
    await press(page.getByTestId('booking-subscribe'));
    await page.waitForURL(/\/subscription\?next=/);
    await press(page.getByRole('tab', { name: 'شهري' }));
    await shot('plans');
    await press(page.getByTestId('plan-card').first().getByRole('link'));
    await page.waitForURL(/\/checkout\/1\/0\?next=/);
    await page.getByTestId('checkout-plan').getByText('المبتدئ').waitFor();
    await shot('checkout');
    await press(page.getByRole('button', { name: 'إضافة بطاقة جديدة' }));
    await page.waitForURL(/card-token/);
    await press(page.getByRole('button', { name: 'حفظ البطاقة' }));
    await page.waitForURL(/\/card-added/);
    await press(page.getByRole('link', { name: 'العودة لإتمام الدفع' }));
    await page.waitForURL(/\/checkout\/1\/0/);
    await page.getByRole('radio', { name: /4242/ }).check();
    await page.getByLabel('رمز الأمان (CVV)').fill('١٢٣');
    await press(page.getByTestId('pay-button'));
    await page.waitForURL(/\/sandbox\/3ds\//);
    await press(page.getByRole('button', { name: 'تأكيد الدفع' }));
    await page.waitForURL(/\/checkout\/1\/0\?.*transaction=/);
    await page.getByRole('heading', { name: 'تم الدفع بنجاح، واشتراكك فعّال' }).waitFor();
    await shot('paid');

    // 5. back at the very time, now within the plan: booked
    await press(page.getByTestId('back-to-booking'));
    await page.waitForURL((url) => url.pathname === `/t/${tutorId}` && url.searchParams.get('at') === String(at));
    await expect.poll(() => page.getByTestId('booking-when').textContent()).toBe(when);
    await expect
      .poll(() => page.getByTestId('booking-cost').textContent())
      .toMatch(/^دروسك ضمن باقة \u2068المبتدئ\u2069: يتبقى لك ساعة من ساعة/);
    await press(page.getByTestId('booking-confirm'));
    await page.getByTestId('booking-done').waitFor();
    expect(await page.getByTestId('booking-done').textContent()).toContain(when);
    await expect.poll(() => page.getByTestId('booking-done-price').textContent()).toBe('ضمن باقتك، ويتبقى بعده ٣٠ دقيقة في أسبوعه');
    await shot('booked');

    // 6. lessons one press away; the lesson moves to another day on the time grid
    const nav = device.isMobile ? page.getByRole('navigation', { name: 'أقسام حسابي' }) : page.getByRole('banner');
    await press(nav.getByRole('link', { name: /^دروسي/ }));
    await page.waitForURL('**/upcoming-lessons');
    const item = page.getByTestId('lesson-item').filter({ hasText: shown });
    await expect.poll(() => item.getByTestId('lesson-when').textContent()).toBe(when);
    await press(item.getByRole('button', { name: 'تغيير الموعد' }));
    const grid = item.getByTestId('reschedule');
    await expect.poll(() => grid.locator('[data-testid="booking-time"][disabled]').textContent()).toContain('الموعد الحالي');
    const days = grid.getByTestId('booking-day');
    const current = await days.evaluateAll((ds) => ds.findIndex((d) => d.getAttribute('aria-pressed') === 'true'));
    const enabled = await days.evaluateAll((ds) => ds.map((d) => !(d as HTMLButtonElement).disabled));
    const other = enabled.findIndex((free, i) => free && i > current);
    expect(other).toBeGreaterThan(current);
    await days.nth(other).scrollIntoViewIfNeeded();
    await press(days.nth(other));
    await expect.poll(() => days.nth(other).getAttribute('aria-pressed')).toBe('true');
    await press(grid.locator('[data-testid="booking-time"]:not([disabled])').first());
    await expect.poll(() => grid.getByTestId('reschedule-summary').textContent()).toContain(when);
    const moved = (await grid.getByTestId('reschedule-to').textContent())!;
    await shot('reschedule');
    await press(grid.getByRole('button', { name: 'انقل الدرس إلى الموعد الجديد' }));
    await page.getByText(`من ${when} إلى ${moved}`).waitFor();
    await expect.poll(() => item.getByTestId('lesson-when').textContent()).toBe(moved);

    // 7. the lesson page, days ahead: the device check passes and the join button waits for its window
    await press(item.getByTestId('lesson-page'));
    await page.waitForURL(/\/lesson\/\d+$/);
    await page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
    await press(page.getByRole('button', { name: 'التالي' }));
    const join = page.getByTestId('join-button');
    await expect.poll(() => join.textContent()).toMatch(/^الدخول من [٠-٩]{1,2}:[٠-٩]{2} [صم]$/);
    expect(await join.isDisabled()).toBe(true);
    await shot('ready');

    // 8. the tutor writes; the bell counts it while the student waits on the lesson page, and its notice opens the chat
    const me = (await apiCall<CurrentUser>('/user/current', { token: await apiToken(email, 'secret12!') })).body;
    const tutorEmail = (await apiCall<{ email: string }>(`/user/${tutorId}`, { token: await apiToken('admin@kalam.test') })).body.email;
    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(tutor.page, tutorEmail);
    await tutor.page.goto(`/chat?with=${me.id}`);
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('أهلًا سلمى! جهّزي سؤالين عن عملك للدرس.');
    await tutor.page.getByTestId('send-message').click();
    await tutor.page.getByTestId('message').filter({ hasText: 'جهّزي سؤالين' }).waitFor();
    const bell = page.getByRole('button', { name: /الإشعارات: إشعار جديد/ });
    await press(bell);
    const notice = page.getByRole('link', { name: new RegExp(`رسالة جديدة من .?${shown}`) });
    await expect.poll(() => notice.count()).toBe(1);
    await shot('bell');
    await press(notice);
    await page.waitForURL(/\/chat\?room=\d+$/);
    await page.getByTestId('message').filter({ hasText: 'جهّزي سؤالين' }).waitFor();

    // 9. signing out leads home
    await press(page.getByRole('button', { name: /قائمة الحساب/ }));
    await press(page.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'تصفح المدرسين' }).first().waitFor();
    await expect.poll(() => page.getByTestId('bell').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(tutor.errors).toEqual([]);
    await tutor.context.close();
    await context.close();
  }, 420_000);
});
