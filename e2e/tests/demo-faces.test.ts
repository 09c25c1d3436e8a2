import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('demo faces', () => {
  it('every demo tutor card shows a picture of its own, and the chat list shows faces too', async () => {
    const { page, context, errors } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/tutors');
    const cards = page.getByTestId('tutor-card');
    await cards.first().waitFor();
    const sources = await cards.evaluateAll((list) => list.map((card) => card.querySelector('img')?.getAttribute('src') ?? null));
    expect(sources.length).toBeGreaterThan(5);
    for (const src of sources) expect(src).toMatch(/^\/api\/v1\/assets\/uploads\//);
    expect(new Set(sources).size).toBe(sources.length);
    // the picture itself is served, as an image
    const res = await page.request.get(sources[0]!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
    await screenshot(page, 'demo-faces-tutors-phone');

    await signIn(page, 'student1@kalam.test');
    await page.goto('/chat');
    await page.locator('img[src^="/api/v1/assets/uploads/"]').first().waitFor();
    await screenshot(page, 'demo-faces-chat-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
