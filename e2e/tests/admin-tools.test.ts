import { createClient } from '@libsql/client';
import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Rows of a query on the stack's database, as plain objects. */
async function sql<T = Record<string, unknown>>(query: string, args: (string | number | null)[] = []): Promise<T[]> {
  const db = createClient({ url: inject('dbUrl') });
  try {
    const { columns, rows } = await db.execute({ sql: query, args });
    return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])) as T);
  } finally {
    db.close();
  }
}

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
      expect(await admin.page.locator('#booking').count()).toBe(0);
      await screenshot(admin.page, 'admin-deactivated-tutor-phone');

      const visitor = await newPage(browser(), baseUrl);
      await visitor.page.goto(`/t/${tutor!.id}`);
      await visitor.page.getByText('الصفحة غير موجودة').first().waitFor();
      expect(admin.errors).toEqual([]);
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
});
