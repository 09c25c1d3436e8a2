import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('admin screens that name people, list banks and take days', () => {
  for (const [size, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`«مراسلة» on a tutor's admin page opens the chat inside the admin area, naming the tutor by their Arabic name (${size})`, async () => {
      const [tutor] = await sql<{ id: number; nameAr: string }>(
        `select u.id, t.name_ar as nameAr from users u join tutors t on t.user_id = u.id
         where t.name_ar is not null and t.activated = 1 and u.email like 'tutor%' order by u.id desc limit 1`,
      );
      const { page, errors, context } = await newPage(browser(), baseUrl, device);
      await signIn(page, 'admin@kalam.test');
      await page.goto(`/admin/user/${tutor!.id}`);
      await page.getByRole('link', { name: 'مراسلة' }).click();
      await page.waitForURL(/\/admin\/chat\?/);
      await page.getByRole('heading', { name: `محادثة جديدة مع ${tutor!.nameAr}` }).waitFor();
      // still the admin area: its sidebar is on the page
      await page.getByRole('navigation', { name: 'قائمة الإدارة' }).waitFor();
      await screenshot(page, `admin-chat-recipient-${size}`);

      await page.goto('/admin/platform-settings');
      const banks = page.getByTestId('banks-panel');
      await banks.getByText('البنك الأهلي المصري').waitFor();
      await screenshot(page, `admin-banks-${size}`);

      await page.goto('/admin/payments');
      const from = page.getByRole('textbox', { name: 'من يوم' });
      await from.fill('١/١١/٢٠٢٦');
      await expect.poll(() => from.inputValue()).toBe('٠١\u200f/١١\u200f/٢٠٢٦');
      await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-11-01');
      await screenshot(page, `admin-day-range-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
