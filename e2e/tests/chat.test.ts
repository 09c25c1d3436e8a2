import type { CurrentUser } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function userOf(page: Page): Promise<CurrentUser> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('kalam.user') ?? sessionStorage.getItem('kalam.user') ?? 'null') as CurrentUser,
  );
}

const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

describe('chat between two people in two browsers', () => {
  it('a student starts a chat, the tutor sees it live and replies; typing, read receipts, edits, deletes and presence propagate', async () => {
    const tutor = await newPage(browser(), baseUrl);
    await signIn(tutor.page, 'tutor3@kalam.test');
    const tutorUser = await userOf(tutor.page);
    await tutor.page.goto('/chat');

    const studentEmail = await newVerifiedStudent('طالبة المحادثة', 'chatter');
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(student.page, studentEmail);
    await student.page.goto(`/chat?with=${tutorUser.id}`);
    await student.page.getByTestId('start-conversation').waitFor();
    await student.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('مرحبًا، أريد تحسين المحادثة');
    await student.page.getByTestId('send-message').click();
    await bubble(student.page, 'أريد تحسين المحادثة').waitFor();

    // the tutor's list gets the new room without a reload, with the student online
    const room = tutor.page.getByTestId('chat-room').filter({ hasText: 'طالبة المحادثة' });
    await room.waitFor();
    await room.click();
    await bubble(tutor.page, 'أريد تحسين المحادثة').waitFor();
    await expect.poll(() => tutor.page.getByTestId('counterpart-status').textContent()).toBe('متصل الآن');

    // the tutor read it: the student's message shows ✓✓
    await expect
      .poll(() => bubble(student.page, 'أريد تحسين المحادثة').getByTestId('read-receipt').getAttribute('data-receipt'))
      .toBe('read');

    // typing shows on the other side, then the reply arrives
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).pressSequentially('أهلًا بك', { delay: 30 });
    await student.page.getByTestId('typing-indicator').waitFor();
    await tutor.page.getByTestId('send-message').click();
    await bubble(student.page, 'أهلًا بك').waitFor();
    await screenshot(student.page, 'chat-student-phone');

    // the student edits and then deletes their message; the tutor sees both
    const mine = bubble(student.page, 'أريد تحسين المحادثة');
    await mine.getByTestId('message-options').click();
    await student.page.getByRole('button', { name: 'تعديل', exact: true }).click();
    await student.page.getByRole('textbox', { name: 'تعديل الرسالة' }).fill('مرحبًا، أريد تحسين النطق');
    await student.page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await bubble(tutor.page, 'أريد تحسين النطق').getByTestId('message-edited').waitFor();
    await bubble(student.page, 'أريد تحسين النطق').getByTestId('message-options').click();
    await student.page.getByRole('button', { name: 'حذف', exact: true }).click();
    await student.page.getByRole('alertdialog').getByRole('button', { name: 'حذف', exact: true }).click();
    await tutor.page.getByTestId('message-deleted').waitFor();
    await screenshot(tutor.page, 'chat-tutor-desktop');

    // two tabs: closing one keeps the student online, closing both shows offline
    const secondTab = await student.context.newPage();
    await secondTab.goto('/chat');
    await secondTab.getByTestId('chat-room').first().click();
    await student.page.close();
    // a message the tutor sends after the close reaches the open tab: by then the server has seen the first tab go
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('هل ما زلت هنا؟');
    await tutor.page.getByTestId('send-message').click();
    await bubble(secondTab, 'هل ما زلت هنا؟').waitFor();
    await expect.poll(() => tutor.page.getByTestId('counterpart-status').textContent()).toBe('متصل الآن');
    await secondTab.close();
    await expect.poll(() => tutor.page.getByTestId('counterpart-status').textContent()).toBe('غير متصل');

    // a preview longer than a phone's screen is cut on one line; it must not widen the dashboard it sits in
    const long = 'هل يمكننا أن نركز في الدرس القادم على المحادثة اليومية والنطق وبعض مفردات العمل، مع تمارين قصيرة بعد كل درس؟';
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill(long);
    await tutor.page.getByTestId('send-message').click();
    await bubble(tutor.page, 'مفردات العمل').waitFor();
    const phone = await newPage(browser(), baseUrl, PHONE);
    await signIn(phone.page, 'tutor3@kalam.test');
    await phone.page.goto('/t/dashboard');
    await phone.page.getByTestId('chat-card').getByText('مفردات العمل').waitFor();
    await expect.poll(() => phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context.close();

    expect(student.errors).toEqual([]);
    expect(tutor.errors).toEqual([]);
    await student.context.close();
    await tutor.context.close();
  });
});
