import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the API reference', () => {
  it('shows every route from the live document at /api/docs, and no other page loads its renderer', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as { openapi: string; paths: object };
    expect(doc.openapi).toBe('3.1.0');

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page, context, errors } = await newPage(browser(), baseUrl, viewport);
      const renderer: string[] = [];
      page.on('request', (r) => r.url().includes('/assets/standalone') && renderer.push(r.url()));
      await page.goto('/tutors');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(renderer).toEqual([]);

      await page.goto('/api/docs');
      await page.getByRole('heading', { name: 'مرجع واجهة البرمجة' }).waitFor();
      const reference = page.getByTestId('api-reference');
      // the document's own description, then each resource with its operations (`lesson`: five of them)
      await reference.getByText('a marketplace of English lessons', { exact: false }).waitFor({ timeout: 30_000 });
      await reference.getByText('/lesson/{id}').first().waitFor();
      expect(renderer).toHaveLength(1);
      await screenshot(page, `api-docs-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
